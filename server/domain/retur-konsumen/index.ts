import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { levelIs, levelIsAny } from '../../../common/levels.js';
import { PENYETUJU_RETUR } from '../../../resources/retur-konsumen.js';
import type { HooksByResource } from '../../core/hooks.js';
import { requireUser } from '../../core/crud-routes.js';
import { expandReferences, serialize, visibleRows } from '../../core/records.js';
import { strictQuery, type Query } from '../shared/query.js';
import { returKonsumenHooks } from './retur.js';

/**
 * `GET /api/retur-approve`: customer returns waiting for approval (checkout) that the user may approve — visible
 * to them, of a level that approves, and neither written nor reported by them (no self-approval).
 */
export function registerReturKonsumenRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  app.get('/api/retur-approve', async (req) => {
    const user = requireUser(req);
    await ctx.permissions.require(user, '/retur-konsumen', 'read');
    strictQuery(req.query as Query, []);
    if (levelIs(user.level_name, 'sales') || !levelIsAny(user.level_name, PENYETUJU_RETUR)) return { data: [], total: 0 };
    const resource = findResource(ctx.registry, 'retur-konsumen')!;
    const t = tableName(resource);
    let q = visibleRows(ctx.db, resource, { user, registry: ctx.registry }).selectAll(t).where(`${t}.status`, '=', 'checkout')
      .where(`${t}.created_by`, '!=', user.id);
    if (user.karyawan_id !== null) q = q.where(`${t}.karyawan_id`, '!=', user.karyawan_id);
    const rows = (await q.orderBy(`${t}.tanggal`).orderBy(`${t}.id`).execute()).map((r) => serialize(resource, r as Record<string, unknown>));
    await expandReferences(ctx.db, ctx.registry, resource, rows, false);
    return { data: rows, total: rows.length };
  });
}

export function returKonsumenDomainHooks(): HooksByResource {
  return returKonsumenHooks();
}
