import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The keuangan area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    AkunInfo: lazyWithTimeout(() => import('./AkunInfo')),
    SettingPage: lazyWithTimeout(() => import('./SettingPage')),
    KasAlur: lazyWithTimeout(() => import('./KasAlur')),
  },
  screenTitles: {
    KasAlur: 'Alur Kas',
  },
  recordActions: {
    kas: lazyWithTimeout(() => import('./KasAlurLink')),
    konsumen: lazyWithTimeout(() => import('./StatusKredit')),
  },
  rowActions: {
    kas: lazyWithTimeout(() => import('./KasAlurLink').then((m) => ({ default: m.KasAlurRowLink }))),
  },
};
