import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { registerSetoranRoutes } from './routes.js';
import type { AreaManifest } from '../../core/area.js';
import { setoranHooks, setoranSteps } from './setoran.js';
import { setoranGrants } from './grants.js';
import { seedSetoran } from './seed.js';

/** Deposits of the money salespeople received (setoran). */
export function registerSetoranArea(app: FastifyInstance): void {
  registerSetoranRoutes(app);
}

export function setoranAreaHooks(): HooksByResource {
  return { setoran: setoranHooks };
}

export const manifest: AreaManifest = {
  name: 'setoran',
  routes: registerSetoranArea,
  hooks: setoranAreaHooks,
  steps: setoranSteps,
  grants: setoranGrants,
  // collections of the receivables, giro cleared and bounced, deposits in each state
  seeds: [{ order: 60, run: seedSetoran }],
};
