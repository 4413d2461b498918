/**
 * A document's line items: computed columns from the line as typed, changes only while the document is still
 * editable, the document's running total kept from its lines.
 */
import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks } from '../hooks.js';
import { conflict, notFound, unprocessable } from '../errors.js';
import { nowIso } from '../context.js';
import { serialize, visibleRows } from '../records.js';
import { stateLabel } from '../save-rules.js';
import { writeAudit } from '../audit.js';
import { inTransaction } from '../transaction.js';
import type { Row } from './row.js';

/** How a document's lines are bound to it: table names, the key, the states in which lines may change. */
export interface LineBinding {
  parent: string;
  child: string;
  foreignKey: string;
  /** Server-managed columns of a line (base quantity, value…) from the line as typed. */
  compute(trx: Db, line: Row, prefix: string, parent: Row): Promise<Row>;
  /** The parent's `total` as the sum of this line column (none = no total). */
  totalOf?: string;
  /** Further figures of the parent kept from its lines, after its total (a purchase's subtotal, discount, PPN). */
  afterTotal?(trx: Db, parentId: number): Promise<void>;
}

async function recomputeTotal(trx: Db, b: LineBinding, parentId: number): Promise<void> {
  if (!b.totalOf) return;
  const r = await trx.selectFrom(b.child.replace(/-/g, '_')).select((eb) => eb.fn.sum<number>(b.totalOf!).as('t'))
    .where(b.foreignKey, '=', parentId).executeTakeFirst();
  await trx.updateTable(b.parent.replace(/-/g, '_')).set({ total: Number(r?.t ?? 0) }).where('id', '=', parentId).execute();
  await b.afterTotal?.(trx, parentId);
}

/**
 * Hooks of a document and of its line resource: lines sent with the document or one by one
 * (`POST /api/input/<child>`) get their computed columns, may change only while the document is editable
 * (409 naming its state otherwise) and keep the document's total.
 */
export function documentHooks(app: FastifyInstance, b: LineBinding, parentExtra: ResourceHooks = {}): Record<string, ResourceHooks> {
  const { ctx } = app;
  const parentRes = () => findResource(ctx.registry, b.parent)!;
  const editable = async (trx: Db, parentId: number): Promise<Row> => {
    const parent = await trx.selectFrom(tableName(parentRes())).selectAll().where('id', '=', parentId).executeTakeFirst() as Row | undefined;
    if (!parent) throw unprocessable({ [b.foreignKey]: [`${parentRes().label} tidak ditemukan`] });
    const wf = parentRes().workflow!;
    if (!wf.editableIn.includes(parent[wf.field] as string)) {
      throw conflict(`${parentRes().label} berstatus ${stateLabel(parentRes(), parent[wf.field])}; rinciannya tidak dapat diubah lagi`);
    }
    return parent;
  };
  return {
    [b.parent]: {
      ...parentExtra,
      async beforeSave(args) {
        await parentExtra.beforeSave?.(args);
        const parent = { ...args.existing, ...args.values };
        for (const [i, line] of (args.lines ?? []).entries()) Object.assign(line, await b.compute(args.trx, line, `rincian.${i}.`, parent));
      },
      async afterWrite(args) {
        await parentExtra.afterWrite?.(args);
        await recomputeTotal(args.trx, b, args.id);
      },
    },
    [b.child]: {
      async beforeSave({ trx, values, existing }) {
        const line = { ...existing, ...values };
        const parent = await editable(trx, Number(line[b.foreignKey]));
        if (existing && values[b.foreignKey] !== undefined && values[b.foreignKey] !== existing[b.foreignKey]) await editable(trx, Number(existing[b.foreignKey]));
        Object.assign(values, await b.compute(trx, line, '', parent));
      },
      async afterWrite({ trx, id }) {
        const line = await trx.selectFrom(b.child.replace(/-/g, '_')).select(b.foreignKey).where('id', '=', id).executeTakeFirst() as Row | undefined;
        if (line) await recomputeTotal(trx, b, Number(line[b.foreignKey]));
      },
      remove: removeLine(b.child, b.foreignKey, editable, (trx, parentId) => recomputeTotal(trx, b, parentId)),
    },
  };
}

/**
 * The delete of a line resource: the visible line is removed once `guard` accepts its document (409 otherwise),
 * `after` re-figures the document, and the delete is audited.
 */
export function removeLine(childName: string, foreignKey: string, guard: (trx: Db, parentId: number) => Promise<unknown>, after: (trx: Db, parentId: number) => Promise<void>): NonNullable<ResourceHooks['remove']> {
  return async ({ req, ctx, id }) => {
    const child = findResource(ctx.registry, childName)!;
    const table = tableName(child);
    return inTransaction(ctx, async (trx) => {
      const existing = await visibleRows(trx, child, { user: req.user, registry: ctx.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst() as Row | undefined;
      if (!existing) throw notFound(`${child.label} tidak ditemukan`);
      await guard(trx, Number(existing[foreignKey]));
      await trx.deleteFrom(table).where('id', '=', id).execute();
      await after(trx, Number(existing[foreignKey]));
      await writeAudit(trx, { userId: req.user?.id ?? null, action: 'delete', resource: child.name, recordId: id, before: serialize(child, existing), at: nowIso(ctx) });
      return { data: { id }, message: `${child.label} berhasil dihapus` };
    });
  };
}
