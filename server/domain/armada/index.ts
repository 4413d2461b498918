/** Vehicles (issue 16): repairs and their print, inspections from the parts' checklist, reminders of what falls due. */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { perbaikanKendaraanHooks } from './perbaikan.js';
import { ceklistHooks } from './ceklist.js';
import { registerArmadaPrints } from './print.js';
import type { AreaManifest } from '../../core/area.js';
import { vehicleReminderJob } from './pengingat.js';
import { perbaikanKendaraanSteps } from './perbaikan.js';
import { ceklistSteps } from './ceklist.js';
import { armadaGrants } from './grants.js';
import { seedArmada } from './seed.js';

export function registerArmadaRoutes(app: FastifyInstance): void {
  registerArmadaPrints(app);
}

export function armadaHooks(app: FastifyInstance): HooksByResource {
  return { ...perbaikanKendaraanHooks(app), ...ceklistHooks(app) };
}

export const manifest: AreaManifest = {
  name: 'armada',
  routes: registerArmadaRoutes,
  hooks: armadaHooks,
  jobs: [vehicleReminderJob],
  steps: { ...perbaikanKendaraanSteps, ...ceklistSteps },
  grants: armadaGrants,
  // vehicle repairs in every state (the box truck without a route is in the workshop), after the trips that load vehicles
  seeds: [{ order: 100, run: seedArmada }],
};
