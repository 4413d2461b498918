import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The bop area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    BopPengembalian: lazyWithTimeout(() => import('./BopPengembalian')),
    BopReimburse: lazyWithTimeout(() => import('./BopReimburse')),
  },
  screenTitles: {
    BopPengembalian: 'Pengembalian BOP',
    BopReimburse: 'Reimburse BOP',
  },
  recordActions: {
    'bop-ajuan': lazyWithTimeout(() => import('./BopActions')),
  },
};
