import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The auth area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  recordActions: {
    user: lazyWithTimeout(() => import('./UserCredentialActions')),
  },
};
