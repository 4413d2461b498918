/**
 * What the canvas documents share: quantities typed in any unit of the goods and kept in its base unit, the
 * visible record of a document for a print or a call, warehouse-side steps refused to a salesperson, and the
 * PDF reply.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { levelIs } from '../../../common/levels.js';
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../../core/context.js';
import { forbidden, notFound } from '../../core/errors.js';
import { visibleRows } from '../../core/records.js';
import { loadSettings } from '../../ledger/index.js';
import { documentDefinition, type PrintDocument } from '../../print/document.js';
import { renderPdf } from '../../print/pdf.js';
import { sendPdf } from '../../print/reply.js';
import { toBaseQty } from '../../core/documents/units.js';
import { todayJakarta } from '../../../common/format.js';

export type Row = Record<string, unknown>;

/** A line's quantity in the goods' base unit: `jumlah` typed in `satuan_id` (empty = the base unit). */
export async function baseQty(trx: Db, line: Row, prefix: string): Promise<number> {
  const jumlah = Number(line.jumlah ?? 0);
  if (line.satuan_id === null || line.satuan_id === undefined) return jumlah;
  return toBaseQty(trx, Number(line.barang_id), Number(line.satuan_id), jumlah, `${prefix}satuan_id`);
}

/** The SPEC synonyms count a salesperson as warehouse staff; the warehouse's own steps still are not theirs. */
export function refuseSales(user: AuthUser, what: string): void {
  if (levelIs(user.level_name, 'sales')) throw forbidden(`${what} hanya dapat dilakukan oleh Admin Gudang, Admin atau General Manager`);
}

export async function visibleDocument(app: FastifyInstance, user: AuthUser, resourceName: string, id: number): Promise<Row> {
  const resource = findResource(app.ctx.registry, resourceName)!;
  const table = tableName(resource);
  const row = await visibleRows(app.ctx.db, resource, { user, registry: app.ctx.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${resource.label} tidak ditemukan`);
  return row as Row;
}

export async function nameOf(db: Db, table: string, column: string, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const r = await db.selectFrom(table).select(column).where('id', '=', id as number).executeTakeFirst() as Row | undefined;
  return r ? String(r[column]) : null;
}

/** Goods lines as printed: code, name and the goods' base unit beside the line's columns. */
export async function goodsLines(db: Db, table: string, foreignKey: string, parentId: number): Promise<Row[]> {
  return db.selectFrom(table).innerJoin('barang', 'barang.id', `${table}.barang_id`)
    .innerJoin('satuan as dasar', 'dasar.id', 'barang.satuan_id')
    .leftJoin('satuan', 'satuan.id', `${table}.satuan_id`)
    .selectAll(table).select(['barang.kode as barang_kode', 'barang.nama as barang_nama', 'dasar.kode as satuan_dasar', 'satuan.kode as satuan_kode'])
    .where(`${table}.${foreignKey}`, '=', parentId).orderBy(`${table}.id`).execute() as Promise<Row[]>;
}

export async function sendPrint(app: FastifyInstance, reply: FastifyReply, d: Omit<PrintDocument, 'company' | 'printedAt'>): Promise<FastifyReply> {
  const company = await loadSettings(app.ctx.db);
  const pdf = await renderPdf(documentDefinition({ ...d, company, printedAt: app.ctx.now() }));
  return sendPdf(reply, `${d.title} ${d.nomor}`, pdf);
}

export function today(app: FastifyInstance | { ctx: { now(): Date } }): string {
  return todayJakarta(app.ctx.now());
}
