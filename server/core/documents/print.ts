/** A document's PDF print: its route, its goods lines as printed, the reply. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { findResource } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../context.js';
import { unprocessable } from '../errors.js';
import { parseIdParam } from '../request-user.js';
import { route } from '../route.js';
import { HandlerQuery, IdParams, Querystring } from '../route-schema.js';
import { loadSettings } from '../../ledger/index.js';
import { documentDefinition, type PrintDocument } from '../../print/document.js';
import { renderPdf } from '../../print/pdf.js';
import { sendPdf } from '../../print/reply.js';
import { assertPrintable } from '../../print/printable.js';
import { visibleDocument } from './access.js';
import type { Row } from './row.js';

/**
 * Goods lines as printed: code, name, quantity with the unit it was typed in, the goods' base unit. In line order,
 * or (`byId`, the canvas documents) in the order the lines were stored.
 */
export async function printedLines(db: Db, table: string, foreignKey: string, parentId: number, order: 'line' | 'byId' = 'line'): Promise<Row[]> {
  let q = db.selectFrom(table).innerJoin('barang', 'barang.id', `${table}.barang_id`)
    .innerJoin('satuan as dasar', 'dasar.id', 'barang.satuan_id')
    .leftJoin('satuan', 'satuan.id', `${table}.satuan_id`)
    .selectAll(table).select(['barang.kode as barang_kode', 'barang.nama as barang_nama', 'dasar.kode as satuan_dasar', 'satuan.kode as satuan_kode'])
    .where(`${table}.${foreignKey}`, '=', parentId);
  if (order === 'line') q = q.orderBy(`${table}.line_no`);
  return q.orderBy(`${table}.id`).execute() as Promise<Row[]>;
}

export type PrintBody = Omit<PrintDocument, 'company' | 'printedAt'>;
type PrintBuilder = (db: Db, doc: Row) => Promise<PrintBody>;

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

/** The PDF of a document with the company's letterhead and the time printed. */
export async function sendPrint(app: FastifyInstance, reply: FastifyReply, d: PrintBody): Promise<FastifyReply> {
  const company = await loadSettings(app.ctx.db);
  const pdf = await renderPdf(documentDefinition({ ...d, company, printedAt: app.ctx.now() }));
  return sendPdf(reply, `${d.title} ${d.nomor}`, pdf);
}
