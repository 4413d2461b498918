/** Master data: goods and their units and prices, customers and their requests, the master-data calls. */
import type { AreaManifest } from '../../core/area.js';
import { registerMasterDataRoutes } from './master-routes.js';
import { masterDataHooks } from './hooks.js';
import { approveAjuanKonsumen } from './ajuan-konsumen.js';
import { stateOnly } from '../../core/steps.js';
import { masterDataGrants } from './grants.js';
import { seedMasterData } from './seed/index.js';

export const manifest: AreaManifest = {
  name: 'master',
  routes: registerMasterDataRoutes,
  hooks: masterDataHooks,
  steps: { ajuankonsumen: { setujui: approveAjuanKonsumen, tolak: stateOnly } },
  grants: masterDataGrants,
  seeds: [{ order: 10, run: seedMasterData }],
};
