import type { AreaManifest } from '../../core/area.js';
import { registerPajakRoutes } from './routes.js';
import { pajakGrants } from './grants.js';
import { seedFakturPajak } from './seed.js';

/** PPN and Coretax (issue 37): tax invoices out as Coretax XML and back from Coretax's export. */
export const manifest: AreaManifest = {
  name: 'pajak',
  routes: registerPajakRoutes,
  grants: pajakGrants,
  // After every sale of the demo (their tax invoices), before its year is closed.
  seeds: [{ order: 145, run: seedFakturPajak }],
};
