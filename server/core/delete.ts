import type { FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { AppContext } from './context.js';
import { nowIso } from './context.js';
import { writeAudit } from './audit.js';
import { conflict, notFound } from './errors.js';
import { serialize, visibleRows } from './records.js';
import type { HooksByResource } from './hooks.js';
import { inTransaction } from './transaction.js';
import { assertEditable } from './save-rules.js';

/**
 * `DELETE /api/<name>/<id>`. Soft-deleting resources keep the row (documents may point at it); others are
 * refused with 409 while another live record still references them. Line items go with their parent.
 */
export async function deleteRecord(ctx: AppContext, req: FastifyRequest, resource: ResourceDef, id: number, hooks: HooksByResource) {
  const table = tableName(resource);
  const at = nowIso(ctx);
  return inTransaction(ctx, async (trx) => {
    const existing = await visibleRows(trx, resource, { user: req.user, registry: ctx.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst();
    if (!existing) throw notFound(`${resource.label} tidak ditemukan`);
    assertEditable(resource, existing, 'dihapus');
    if (resource.softDelete) {
      await trx.updateTable(table).set({ deleted_at: at, updated_at: at, updated_by: req.user?.id ?? null }).where('id', '=', id).execute();
    } else {
      for (const other of ctx.registry.resources) {
        if (other.name === resource.lines?.resource) continue;
        for (const f of other.fields.filter((x) => x.kind === 'ref' && x.ref === resource.name)) {
          let q = trx.selectFrom(tableName(other)).select('id').where(f.name, '=', id);
          if (other.softDelete) q = q.where('deleted_at', 'is', null);
          if (await q.executeTakeFirst()) {
            throw conflict(`${resource.label} tidak dapat dihapus karena masih dipakai pada data ${other.labelPlural}`);
          }
        }
      }
      if (resource.lines) {
        const child = findResource(ctx.registry, resource.lines.resource);
        if (child) await trx.deleteFrom(tableName(child)).where(resource.lines.foreignKey, '=', id).execute();
      }
      await trx.deleteFrom(table).where('id', '=', id).execute();
    }
    await hooks[resource.name]?.afterWrite?.({ trx, ctx, id });
    await writeAudit(trx, { userId: req.user?.id ?? null, action: 'delete', resource: resource.name, recordId: id, before: serialize(resource, existing), at });
    return { data: { id }, message: `${resource.label} berhasil dihapus` };
  });
}
