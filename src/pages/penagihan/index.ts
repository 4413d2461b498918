import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The penagihan area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    CollectionPage: lazyWithTimeout(() => import('./CollectionPage')),
    GiroList: lazyWithTimeout(() => import('./GiroList')),
    PenjualanBayar: lazyWithTimeout(() => import('./PenjualanBayar')),
  },
  screenTitles: {
    CollectionPage: 'Penagihan',
    PenjualanBayar: 'Bayar Piutang Penjualan',
  },
};
