/**
 * Purchasing (issue 14): purchases with lines, their receipts (through goods receiving), payments and supplier
 * returns. `GET /api/pembelian` answers, besides data and total, its status list with a count per state.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { STATUS_PEMBELIAN } from '../../../resources/pembelian.js';
import type { HooksByResource } from '../../core/hooks.js';
import { visibleRows } from '../../core/records.js';
import { pembelianDocumentHooks } from './pembelian.js';
import { pembelianBayarHooks } from './bayar.js';
import { returSupplierHooks } from './retur.js';
import { registerPembelianPrints } from './print.js';
import { registerHutangPerusahaanRoute } from './hutang-supplier.js';
import type { AreaManifest } from '../../core/area.js';
import { pembelianSteps } from './pembelian.js';
import { returSupplierSteps } from './retur.js';
import { pembelianGrants } from './grants.js';
import { seedPembelian } from './seed.js';

export function registerPembelianRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerPembelianPrints(app);
  registerHutangPerusahaanRoute(app);
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload) => {
    if (req.method !== 'GET' || req.routeOptions.url !== '/api/pembelian' || !req.user) return payload;
    const p = payload as { data?: unknown; total?: number } | null;
    if (!p || !Array.isArray(p.data)) return payload;
    const rows = await visibleRows(ctx.db, findResource(ctx.registry, 'pembelian')!, { user: req.user, registry: ctx.registry })
      .select(['pembelian.status', (eb) => eb.fn.countAll().as('c')]).groupBy('pembelian.status').execute();
    const count = new Map(rows.map((r) => [String(r.status), Number(r.c)]));
    return { ...p, status: STATUS_PEMBELIAN.map(([value, label]) => ({ value, label, jumlah: count.get(value) ?? 0 })) };
  });
}

export function pembelianHooks(app: FastifyInstance): HooksByResource {
  return { ...pembelianDocumentHooks(app), 'pembelian-bayar': pembelianBayarHooks, ...returSupplierHooks(app) };
}

export const manifest: AreaManifest = {
  name: 'pembelian',
  routes: registerPembelianRoutes,
  hooks: pembelianHooks,
  steps: { ...pembelianSteps, ...returSupplierSteps },
  grants: pembelianGrants,
  // purchases of the last week in every state, their receipts, payments from the bank and a supplier return
  seeds: [{ order: 90, run: seedPembelian }],
};
