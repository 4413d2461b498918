import type { AreaManifest } from '../../core/area.js';
import { registerBankRoutes } from './routes.js';
import { bankGrants } from './grants.js';
import { seedBankStatements } from './seed.js';

/** Bank statements (issue 40): imported, kept once, matched by themselves and by hand, and the reconciliation. */
export const manifest: AreaManifest = {
  name: 'bank',
  routes: registerBankRoutes,
  grants: bankGrants,
  // After every document of the demo that moves money through a bank, before its year is closed.
  seeds: [{ order: 147, run: seedBankStatements }],
};
