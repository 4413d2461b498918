import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The master area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    RoleSubMenu: lazyWithTimeout(() => import('./RoleSubMenu')),
  },
  screenTitles: {
    RoleSubMenu: 'Hak Akses Sub-Menu',
  },
  rowActions: {
    role: lazyWithTimeout(() => import('./RoleRowActions')),
  },
};
