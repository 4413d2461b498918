import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The gudang area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    MutasiPenempatan: lazyWithTimeout(() => import('./MutasiPenempatan')),
    Penempatan: lazyWithTimeout(() => import('./Penempatan')),
  },
};
