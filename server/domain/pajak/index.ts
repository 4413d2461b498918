import type { AreaManifest } from '../../core/area.js';
import { registerPajakRoutes } from './routes.js';
import { pajakGrants } from './grants.js';
import { seedEbupot, seedFakturPajak } from './seed.js';
import { ppnMasaHooks } from './ppn-masa-tutup.js';

/** PPN and Coretax (issue 37): tax invoices out as Coretax XML and back from Coretax's export; the month's PPN closed. */
export const manifest: AreaManifest = {
  name: 'pajak',
  routes: registerPajakRoutes,
  hooks: () => ({ 'ppn-masa': ppnMasaHooks }),
  grants: pajakGrants,
  // After every sale (their tax invoices) and cost document (their bukti potong) of the demo, before its year is closed.
  seeds: [{ order: 145, run: seedFakturPajak }, { order: 146, run: seedEbupot }],
};
