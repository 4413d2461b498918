import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The retur-konsumen area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    ReturKonsumenCreate: lazyWithTimeout(() => import('./ReturKonsumenCreate')),
    ReturKonsumenEdit: lazyWithTimeout(() => import('./ReturKonsumenEdit')),
  },
};
