import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import type { AreaPages } from '../../framework/pageParts';

/** The asset area's hand-written views and record extras, loaded on first use. */
export const pages: AreaPages = {
  pageViews: {
    AssetQrCode: lazyWithTimeout(() => import('./AssetQrCode')),
  },
  screenTitles: {
    AssetQrCode: 'Kode QR Aset',
  },
  recordActions: {
    asset: lazyWithTimeout(() => import('./AssetActions')),
    'asset-pengadaan': lazyWithTimeout(() => import('./PengadaanActions')),
  },
  recordPanels: {
    asset: lazyWithTimeout(() => import('./AssetJadwal')),
    'asset-audit': lazyWithTimeout(() => import('./AuditScan')),
  },
};
