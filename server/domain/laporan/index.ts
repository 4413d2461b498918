/** Financial and sales reports, their exports and the cleanup of old export files. */
import type { AreaManifest } from '../../core/area.js';
import { registerLaporanRoutes } from './routes.js';
import { exportCleanupJob } from './exports.js';
import { laporanGrants } from './grants.js';

export const manifest: AreaManifest = {
  name: 'laporan',
  routes: registerLaporanRoutes,
  jobs: [exportCleanupJob],
  grants: laporanGrants,
};
