import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { penjualanDraftHooks, registerSaleRoutes } from './routes.js';
import { registerSalePrint } from './print.js';
import { batal, batalTakTertagih, selesai, takTertagih } from './steps.js';
import type { AreaManifest } from '../../core/area.js';
import { penjualanGrants } from './grants.js';

/** Canvas selling: the sale's draft calls, its workflow steps (ledger effects) and its printed note. */
export function registerPenjualanRoutes(app: FastifyInstance): void {
  registerSaleRoutes(app);
  registerSalePrint(app);
}

export function penjualanHooks(): HooksByResource {
  return penjualanDraftHooks();
}

export const manifest: AreaManifest = {
  name: 'penjualan',
  routes: registerPenjualanRoutes,
  hooks: penjualanHooks,
  steps: { penjualan: { selesai, batal, takTertagih, batalTakTertagih } },
  grants: penjualanGrants,
};
