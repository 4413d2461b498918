/** Vehicles and payroll (issue 16): vehicle repairs and their print. */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { perbaikanKendaraanHooks } from './perbaikan.js';
import { registerArmadaPrints } from './print.js';

export function registerArmadaRoutes(app: FastifyInstance): void {
  registerArmadaPrints(app);
}

export function armadaHooks(app: FastifyInstance): HooksByResource {
  return { ...perbaikanKendaraanHooks(app) };
}
