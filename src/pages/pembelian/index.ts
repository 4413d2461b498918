import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The pembelian area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    PembelianBayar: lazyWithTimeout(() => import('./PembelianBayar')),
    HutangPerusahaan: lazyWithTimeout(() => import('./HutangPerusahaan')),
  },
  screenTitles: {
    PembelianBayar: 'Bayar Pembelian',
    HutangPerusahaan: 'Hutang Perusahaan',
  },
  recordActions: {
    pembelian: lazyWithTimeout(() => import('./PembelianActions')),
  },
};
