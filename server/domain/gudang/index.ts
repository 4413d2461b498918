import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { penerimaanHooks, registerPenerimaanRoutes } from './penerimaan.js';

/** Warehouse work: stock documents of a warehouse (receiving, disposal, …), their calls and prints. */
export function registerGudangRoutes(app: FastifyInstance): void {
  registerPenerimaanRoutes(app);
}

export function gudangHooks(app: FastifyInstance): HooksByResource {
  return { ...penerimaanHooks(app) };
}
