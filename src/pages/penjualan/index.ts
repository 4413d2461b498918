import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The penjualan area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    PenjualanForm: lazyWithTimeout(() => import('./PenjualanForm')),
    PenjualanDetail: lazyWithTimeout(() => import('./PenjualanDetail')),
  },
};
