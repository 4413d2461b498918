/** A document's PDF print: its route, its goods lines as printed, the reply. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findResource } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import { badRequest, unprocessable } from '../errors.js';
import { parseIdParam, requireUser } from '../crud-routes.js';
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
  app.get(`/api/${path}/:id`, async (req, reply) => printVisible(app, req, reply, path, resourceName, (req.params as { id: string }).id, build));
}

/** `GET /api/<path>?id=` (SPEC.md names some prints with parameters) printing one visible document as a PDF. */
export function printQueryRoute(app: FastifyInstance, path: string, resourceName: string, build: PrintBuilder): void {
  app.get(`/api/${path}`, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const unknown = Object.keys(q).filter((k) => k !== 'id');
    if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
    if (typeof q.id !== 'string' || q.id === '') throw unprocessable({ id: ['Dokumen wajib dipilih'] });
    return printVisible(app, req, reply, path, resourceName, q.id, build);
  });
}

async function printVisible(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, path: string, resourceName: string, rawId: string, build: PrintBuilder) {
  const user = requireUser(req);
  const resource = findResource(app.ctx.registry, resourceName)!;
  await app.ctx.permissions.require(user, resource.menu, 'read');
  const doc = await visibleDocument(app, user, resourceName, parseIdParam(rawId));
  assertPrintable(resource, path, doc);
  return sendPrint(app, reply, await build(app.ctx.db, doc));
}

/** The PDF of a document with the company's letterhead and the time printed. */
export async function sendPrint(app: FastifyInstance, reply: FastifyReply, d: PrintBody): Promise<FastifyReply> {
  const company = await loadSettings(app.ctx.db);
  const pdf = await renderPdf(documentDefinition({ ...d, company, printedAt: app.ctx.now() }));
  return sendPdf(reply, `${d.title} ${d.nomor}`, pdf);
}
