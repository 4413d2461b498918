import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The kanvas area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  recordPanels: {
    'trip-kendaraan': lazyWithTimeout(() => import('./TripRingkasan')),
  },
};
