import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The setoran area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    SetoranList: lazyWithTimeout(() => import('./SetoranList')),
    SetoranDetail: lazyWithTimeout(() => import('./SetoranDetail')),
    SetoranSetor: lazyWithTimeout(() => import('./SetoranSetor')),
  },
  screenTitles: {
    SetoranDetail: 'Detail Setoran',
  },
};
