import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../common/registry.js';
import { tableName } from '../../common/registry.js';
import { nowIso } from './context.js';
import { badRequest, unprocessable } from './errors.js';

import { visibleRows } from './records.js';
import { writeAudit } from './audit.js';
import { inTransaction } from './transaction.js';
import type { HooksByResource } from './hooks.js';
import { Type } from '@sinclair/typebox';
import { route } from './route.js';
import { ServiceBody } from './route-schema.js';

type Row = Record<string, unknown>;

function readIds(body: unknown, resource: ResourceDef): { ids: number[]; group: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const { field, groupBy } = resource.ordering!;
  const b = body as Row;
  const unknown = Object.keys(b).filter((k) => k !== 'ids' && k !== groupBy);
  if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((k) => [k, ['Kolom tidak dikenal']])));
  const raw = b.ids;
  if (!Array.isArray(raw) || raw.length === 0) throw unprocessable({ ids: [`Urutan ${field} wajib berisi daftar id`] });
  if (raw.length > 1000) throw unprocessable({ ids: ['Paling banyak 1000 data sekali urut'] });
  const ids = raw.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (!ids.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) throw unprocessable({ ids: ['Setiap id harus bilangan bulat positif'] });
  if (new Set(ids).size !== ids.length) throw unprocessable({ ids: ['Ada id yang tercantum lebih dari sekali'] });
  return { ids: ids as number[], group: groupBy ? b[groupBy] : undefined };
}

/**
 * `POST /api/<ordering.path>` with `{ ids: [3, 1, 2] }` sets the order column to 1, 2, 3… in that order, in one
 * transaction with an audit row. With `groupBy`, every id must belong to the same group (the roles of one
 * level, the sub-menus of one menu); the group value may be sent to say which one is meant.
 */
export function registerOrderingRoutes(app: FastifyInstance, hooks: HooksByResource): void {
  const { ctx } = app;
  for (const resource of ctx.registry.resources.filter((r) => r.ordering)) {
    const { field, path, groupBy } = resource.ordering!;
    const table = tableName(resource);
    route(app, {
      method: 'POST', url: `/api/${path}`, menu: resource.menu, action: 'update', summary: `Urutkan ${resource.labelPlural}`,
      body: ServiceBody(Type.Object({
        ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, description: 'id dalam urutan baru' }),
        ...(groupBy ? { [groupBy]: Type.Optional(Type.Integer({ description: 'kelompok yang diurutkan' })) } : {}),
      }, { additionalProperties: false }), 'pemeriksaan urutan'),
    }, async ({ user, body }) => {
      const { ids, group } = readIds(body, resource);
      return inTransaction(ctx, async (trx) => {
        const rows = await visibleRows(trx, resource, { user, registry: ctx.registry })
          .select([`${table}.id as id`, ...(groupBy ? [`${table}.${groupBy} as grp`] : [])])
          .where(`${table}.id`, 'in', ids).execute() as Row[];
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((r) => Number(r.id)));
          throw unprocessable({ ids: [`${resource.label} tidak ditemukan: ${ids.filter((i) => !found.has(i)).join(', ')}`] });
        }
        if (groupBy) {
          const groups = new Set(rows.map((r) => String(r.grp ?? '')));
          if (groups.size > 1 || (group !== undefined && group !== null && !groups.has(String(group)))) {
            throw unprocessable({ ids: [`Semua data yang diurutkan harus memiliki ${resource.fields.find((f) => f.name === groupBy)?.label ?? groupBy} yang sama`] });
          }
        }
        const at = nowIso(ctx);
        for (const [i, id] of ids.entries()) {
          await trx.updateTable(table).set({ [field]: i + 1, updated_at: at, updated_by: user.id }).where('id', '=', id).execute();
          await hooks[resource.name]?.afterWrite?.({ trx, ctx, id });
        }
        await writeAudit(trx, { userId: user.id, action: 'order', resource: resource.name, recordId: null, after: { [field]: ids }, at });
        return { data: ids.map((id, i) => ({ id, [field]: i + 1 })), message: `Urutan ${resource.labelPlural} berhasil disimpan` };
      });
    });
  }
}
