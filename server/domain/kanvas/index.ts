import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { requestBarangHooks } from './request-barang.js';
import { registerRequestRoutes } from './request-routes.js';
import { pengembalianHooks, registerPengembalianRoutes } from './pengembalian.js';
import { registerTripRoutes } from './trip.js';
import type { AreaManifest } from '../../core/area.js';
import { pengembalianSteps } from './pengembalian.js';
import { requestBarangSteps } from './request-barang.js';
import { kanvasGrants } from './grants.js';
import { seedKanvas } from './seed/trips.js';

/** The canvas trip: goods requests with delivery notes into vehicles, sales returns, the trip summary. */
export function registerKanvasRoutes(app: FastifyInstance): void {
  registerRequestRoutes(app);
  registerPengembalianRoutes(app);
  registerTripRoutes(app);
}

export function kanvasHooks(app: FastifyInstance): HooksByResource {
  return { ...requestBarangHooks(app), ...pengembalianHooks() };
}

export const manifest: AreaManifest = {
  name: 'kanvas',
  routes: registerKanvasRoutes,
  hooks: kanvasHooks,
  steps: { ...requestBarangSteps, ...pengembalianSteps },
  grants: kanvasGrants,
  // the canvas trips load vehicles from warehouse stock and sell on the way
  seeds: [{ order: 50, run: seedKanvas }],
};
