import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The biaya area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    PembayaranBelum: lazyWithTimeout(() => import('./PembayaranBelum')),
    PembayaranSudah: lazyWithTimeout(() => import('./PembayaranSudah')),
    PengembalianList: lazyWithTimeout(() => import('./PengembalianList')),
    BiayaRekap: lazyWithTimeout(() => import('./BiayaRekap')),
    BiayaDetail: lazyWithTimeout(() => import('./BiayaDetail')),
    AjuanBiaya: lazyWithTimeout(() => import('./AjuanBiaya')),
  },
  screenTitles: {
    PembayaranSudah: 'Pembayaran Sudah Diberikan',
    PengembalianList: 'Pengembalian Biaya Pengambilan',
    BiayaRekap: 'Rekap Biaya',
    BiayaDetail: 'Detail Biaya',
    AjuanBiaya: 'Ajuan Biaya',
  },
};
