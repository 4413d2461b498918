import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { penjualanBayarHooks, registerCollectionRoutes } from './collection.js';
import { registerGiroRoutes } from './giro.js';
import type { AreaManifest } from '../../core/area.js';

/** Money received after the sale: collections of open invoices and the giro register. */
export function registerPenagihanRoutes(app: FastifyInstance): void {
  registerCollectionRoutes(app);
  registerGiroRoutes(app);
}

export function penagihanHooks(): HooksByResource {
  return { 'penjualan-bayar': penjualanBayarHooks };
}

export const manifest: AreaManifest = { name: 'penagihan', routes: registerPenagihanRoutes, hooks: penagihanHooks };
