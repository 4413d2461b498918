/**
 * What every warehouse stock document shares: line quantities typed in any unit of the goods and kept in its
 * base unit, line items that change only while their document is still a draft, the document's running total,
 * and its PDF print.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { conflict, notFound, unprocessable } from '../../core/errors.js';
import { nowIso, type AuthUser } from '../../core/context.js';
import { parseIdParam } from '../../core/request-user.js';
import { serialize, visibleRows } from '../../core/records.js';
import { stateLabel } from '../../core/save-rules.js';
import { writeAudit } from '../../core/audit.js';
import { inTransaction } from '../../core/transaction.js';
import { loadSettings } from '../../ledger/index.js';
import { documentDefinition, type PrintDocument } from '../../print/document.js';
import { renderPdf } from '../../print/pdf.js';
import { sendPdf } from '../../print/reply.js';
import { assertPrintable } from '../../print/printable.js';
import { toBaseQty } from '../master/units.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, IdParams, Querystring } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

/** A line's quantity in the goods' base unit: typed in `satuan_id` (empty = the base unit). */
export async function baseQty(trx: Db, line: Row, prefix: string): Promise<number> {
  const jumlah = Number(line.jumlah);
  if (line.satuan_id === null || line.satuan_id === undefined) return jumlah;
  return toBaseQty(trx, Number(line.barang_id), Number(line.satuan_id), jumlah, `${prefix}satuan_id`);
}

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
      async remove({ req, ctx: c, id }) {
        const child = findResource(c.registry, b.child)!;
        const table = tableName(child);
        return inTransaction(c, async (trx) => {
          const existing = await visibleRows(trx, child, { user: req.user, registry: c.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst() as Row | undefined;
          if (!existing) throw notFound(`${child.label} tidak ditemukan`);
          await editable(trx, Number(existing[b.foreignKey]));
          await trx.deleteFrom(table).where('id', '=', id).execute();
          await recomputeTotal(trx, b, Number(existing[b.foreignKey]));
          await writeAudit(trx, { userId: req.user?.id ?? null, action: 'delete', resource: child.name, recordId: id, before: serialize(child, existing), at: nowIso(c) });
          return { data: { id }, message: `${child.label} berhasil dihapus` };
        });
      },
    },
  };
}

/** The visible record of a document for a print or a custom call (404 outside the user's scope). */
export async function visibleDocument(app: FastifyInstance, user: AuthUser, resourceName: string, id: number): Promise<Row> {
  const resource = findResource(app.ctx.registry, resourceName)!;
  const table = tableName(resource);
  const row = await visibleRows(app.ctx.db, resource, { user, registry: app.ctx.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${resource.label} tidak ditemukan`);
  return row as Row;
}

/** Goods lines as printed: name, quantity with the unit it was typed in, base quantity. */
export async function printedLines(db: Db, table: string, foreignKey: string, parentId: number): Promise<Row[]> {
  return db.selectFrom(table).innerJoin('barang', 'barang.id', `${table}.barang_id`)
    .innerJoin('satuan as dasar', 'dasar.id', 'barang.satuan_id')
    .leftJoin('satuan', 'satuan.id', `${table}.satuan_id`)
    .selectAll(table).select(['barang.kode as barang_kode', 'barang.nama as barang_nama', 'dasar.kode as satuan_dasar', 'satuan.kode as satuan_kode'])
    .where(`${table}.${foreignKey}`, '=', parentId).orderBy(`${table}.line_no`).orderBy(`${table}.id`).execute() as Promise<Row[]>;
}

type PrintBuilder = (db: Db, doc: Row) => Promise<Omit<PrintDocument, 'company' | 'printedAt'>>;

/** `GET /api/<path>/:id` printing one visible document as a PDF. */
export function printRoute(app: FastifyInstance, path: string, resourceName: string, build: PrintBuilder): void {
  const resource = findResource(app.ctx.registry, resourceName)!;
  route(app, { method: 'GET', url: `/api/${path}/:id`, menu: resource.menu, summary: `Cetak ${resource.label} (PDF)`, params: IdParams(`id ${resourceName}`) }, async ({ user, params, reply }) =>
    printVisible(app, user, reply, path, resourceName, params.id, build));
}

/** `GET /api/<path>?id=` (SPEC.md names some prints with parameters) printing one visible document as a PDF. */
export function printQueryRoute(app: FastifyInstance, path: string, resourceName: string, build: PrintBuilder): void {
  const resource = findResource(app.ctx.registry, resourceName)!;
  route(app, {
    method: 'GET', url: `/api/${path}`, menu: resource.menu, summary: `Cetak ${resource.label} (PDF)`,
    querystring: Querystring({ id: HandlerQuery(Type.Integer({ minimum: 1, description: `id ${resourceName} (wajib)` })) }, { strict: true }),
  }, async ({ user, query: q, reply }) => {
    if (typeof q.id !== 'string' || q.id === '') throw unprocessable({ id: ['Dokumen wajib dipilih'] });
    return printVisible(app, user, reply, path, resourceName, parseIdParam(q.id), build);
  });
}

async function printVisible(app: FastifyInstance, user: AuthUser, reply: FastifyReply, path: string, resourceName: string, id: number, build: PrintBuilder) {
  const resource = findResource(app.ctx.registry, resourceName)!;
  const doc = await visibleDocument(app, user, resourceName, id);
  assertPrintable(resource, path, doc);
  return sendPrint(app, reply, await build(app.ctx.db, doc));
}

export async function sendPrint(app: FastifyInstance, reply: FastifyReply, d: Omit<PrintDocument, 'company' | 'printedAt'>): Promise<FastifyReply> {
  const company = await loadSettings(app.ctx.db);
  const pdf = await renderPdf(documentDefinition({ ...d, company, printedAt: app.ctx.now() }));
  return sendPdf(reply, `${d.title} ${d.nomor}`, pdf);
}

export async function nameOf(db: Db, table: string, column: string, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const r = await db.selectFrom(table).select(column).where('id', '=', id as number).executeTakeFirst() as Row | undefined;
  return r ? String(r[column]) : null;
}
