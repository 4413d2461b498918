/**
 * BOP, the operational advance (issue 13): the request with planned items, its steps and journals (steps.ts), the
 * LPJ lines and `GET /api/get-item-lpj` (documents.ts), the prints (print.ts) and the overdue-LPJ reminder (pengingat.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { bopHooks, registerItemLpjRoute } from './documents.js';
import { registerBopPrints } from './print.js';
import type { AreaManifest } from '../../core/area.js';
import { lpjReminderJob } from './pengingat.js';
import { bopSteps } from './steps.js';
import { bopGrants } from './grants.js';
import { seedBop } from './seed.js';

export { lpjReminderJob, remindOverdueLpj } from './pengingat.js';

export function registerBopRoutes(app: FastifyInstance): void {
  registerItemLpjRoute(app);
  registerBopPrints(app);
}

export function bopDomainHooks(app: FastifyInstance): HooksByResource {
  return bopHooks(app);
}

export const manifest: AreaManifest = {
  name: 'bop',
  routes: registerBopRoutes,
  hooks: bopDomainHooks,
  jobs: [lpjReminderJob],
  steps: { 'bop-ajuan': bopSteps },
  grants: bopGrants,
  // BOP advances: refunded, reimbursed, a reimbursement still owed, an open LPJ, one waiting and one refused
  seeds: [{ order: 140, run: seedBop }],
};
