import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The sales area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    SalesRingkasan: lazyWithTimeout(() => import('./SalesRingkasan')),
    RankSales: lazyWithTimeout(() => import('./RankSales')),
    Pencapaian: lazyWithTimeout(() => import('./Pencapaian')),
  },
  screenTitles: {
    SalesRingkasan: 'Sales',
    RankSales: 'Peringkat Sales',
    Pencapaian: 'Pencapaian Sales',
  },
};
