import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring, ServiceBody } from '../../core/route-schema.js';
import { badRequest, conflict, HttpError, unprocessable } from '../../core/errors.js';
import { parsePeriod } from '../../core/reports/period.js';
import { inTransaction } from '../../core/transaction.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import { formatDate, formatMonth } from '../../../common/format.js';
import { taxInvoiceBulkChunks } from './coretax-xml.js';
import { checkExport, exportInvoices, exportSummary, sellerOf, type ExportSelection } from './efaktur-export.js';
import { CoretaxFileError, readCoretaxStatus } from './coretax-status.js';
import { applyCoretaxStatus } from './efaktur-status.js';
import { bppuRows, bppuTotals, bppuXml, markReported, rowsToReport, withholderOf } from './ebupot-bppu.js';

const MENU = '/faktur-pajak';
const EBUPOT_MENU = '/pajak/ebupot';

/** `periode=YYYY-MM` of the e-Bupot calls: required, a real month (422 otherwise). */
function periodeOf(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') throw unprocessable({ periode: ['Masa pajak wajib diisi (YYYY-MM)'] });
  if (typeof raw !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) throw unprocessable({ periode: ['Masa pajak harus berbentuk YYYY-MM, mis. 2026-10'] });
  return raw;
}
const STATUS_MAX_BYTES = 16 * 1024 * 1024;

/** `id` repeated (or comma-separated) in a query or a body: the chosen invoices; anything else is a 422. */
function idList(raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1)) throw unprocessable({ id: ['id faktur pajak harus bilangan bulat positif'] });
  return ids;
}

function selection(q: Record<string, unknown>): ExportSelection {
  const period = parsePeriod(q);
  const sampai = q.sampai_id;
  if (sampai !== undefined && (typeof sampai === 'boolean' || sampai === '' || !Number.isSafeInteger(Number(sampai)) || Number(sampai) < 1)) {
    throw unprocessable({ sampai_id: ['Sampai id harus bilangan bulat positif (X-Faktur-Sampai-Id berkas)'] });
  }
  return { ...period, ids: idList(q.id), ...(sampai !== undefined ? { sampaiId: Number(sampai) } : {}) };
}

/**
 * Tax invoices to and from Coretax (issue 37, docs/taxes.md):
 * - `GET /api/efaktur-xml?tgl_awal&tgl_akhir[&id=…]`: the TaxInvoiceBulk XML of the invoices not yet uploaded, one
 *   TaxInvoice each; headers `X-Faktur-Jumlah` and `X-Faktur-Sampai-Id` name what the file holds;
 * - `POST /api/faktur-pajak/diunggah` {tgl_awal, tgl_akhir, sampai_id, id?}: the user confirms the upload: exactly
 *   those become diunggah (a second confirmation is a 409);
 * - `POST /api/efaktur-status` (multipart `file`): Coretax's Faktur Keluaran export stamps NSFP and state.
 * e-Bupot BPPU (issue 38, ebupot-bppu.ts): `GET /api/ebupot-bppu?periode` (rows and totals), `GET /api/ebupot-bppu-xml?periode`
 * (the BpuBulk file of those not yet reported), `POST /api/ebupot-bppu/dilaporkan` {periode} (a second mark is a 409).
 */
export function registerPajakRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/efaktur-xml', menu: MENU, summary: 'Unduh XML Coretax (TaxInvoiceBulk) faktur pajak yang belum diunggah',
    querystring: Querystring({
      tgl_awal: Type.String({ description: 'YYYY-MM-DD' }), tgl_akhir: Type.String({ description: 'YYYY-MM-DD' }),
      id: HandlerQuery(Type.String({ description: 'id faktur pajak terpilih (boleh berulang)' })),
    }, { strict: true }),
  }, async ({ query, reply }) => {
    const sel = selection(query as Record<string, unknown>);
    const seller = await sellerOf(ctx.db);
    const { jumlah, sampaiId } = await exportSummary(ctx.db, sel);
    const fixed: ExportSelection = { ...sel, sampaiId };
    await checkExport(ctx.db, seller, fixed);
    reply.header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="coretax-faktur-${sel.tgl_awal}-${sel.tgl_akhir}.xml"`)
      .header('x-faktur-jumlah', String(jumlah)).header('x-faktur-sampai-id', String(sampaiId))
      .header('access-control-expose-headers', 'x-faktur-jumlah, x-faktur-sampai-id, content-disposition');
    return reply.send(Readable.from(taxInvoiceBulkChunks(seller, exportInvoices(ctx.db, fixed))));
  });

  route(app, {
    method: 'POST', url: '/api/faktur-pajak/diunggah', menu: MENU, action: 'update', summary: 'Tandai faktur pajak dalam berkas XML sebagai sudah diunggah ke Coretax',
    body: ServiceBody(Type.Object({
      tgl_awal: Type.String({ description: 'YYYY-MM-DD' }), tgl_akhir: Type.String({ description: 'YYYY-MM-DD' }),
      sampai_id: Type.Unknown({ description: 'X-Faktur-Sampai-Id berkas yang diunggah' }),
      id: Type.Optional(Type.Unknown({ description: 'id faktur pajak terpilih, bila berkas dibuat dari pilihan' })),
    }, { additionalProperties: false }), 'pemeriksaan konfirmasi unggah'),
  }, async ({ user, body }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const sel = selection({ ...b, sampai_id: b.sampai_id ?? 0 });
    const sampaiId = sel.sampaiId!;
    const at = nowIso(ctx);
    const jumlah = await inTransaction(ctx, async (trx) => {
      let q = trx.updateTable('faktur_pajak').set({ status: 'diunggah', diunggah_oleh: user.id, diunggah_pada: at, updated_at: at, updated_by: user.id })
        .where('status', '=', 'belum_diunggah').where('tanggal', '>=', sel.tgl_awal).where('tanggal', '<=', sel.tgl_akhir).where('id', '<=', sampaiId);
      if (sel.ids.length) q = q.where('id', 'in', sel.ids);
      const n = Number((await q.executeTakeFirst()).numUpdatedRows);
      if (n === 0) throw conflict('Tidak ada faktur pajak yang belum diunggah dalam berkas ini: mungkin sudah ditandai');
      await writeAudit(trx, { userId: user.id, action: 'diunggah', resource: 'faktur-pajak', recordId: null, after: { ...b, jumlah: n }, at });
      return n;
    });
    return { data: { jumlah }, message: `${jumlah} faktur pajak ${formatDate(sel.tgl_awal)} s.d. ${formatDate(sel.tgl_akhir)} ditandai sudah diunggah ke Coretax` };
  });

  // e-Bupot Unifikasi BPPU (issue 38): the month's bukti potong PPh 23, the Coretax file of those not yet reported, the mark.
  route(app, {
    method: 'GET', url: '/api/ebupot-bppu', menu: EBUPOT_MENU, summary: 'Bukti potong PPh 23 satu masa pajak (menurut tanggal pembayaran) dengan jumlahnya',
    querystring: Querystring({ periode: Type.String({ description: 'YYYY-MM' }) }, { strict: true }),
  }, async ({ query }) => {
    const rows = await bppuRows(ctx.db, ctx.registry, periodeOf((query as Record<string, unknown>).periode));
    return { data: rows, totals: bppuTotals(rows) };
  });

  route(app, {
    method: 'GET', url: '/api/ebupot-bppu-xml', menu: EBUPOT_MENU, summary: 'Unduh XML e-Bupot BPPU (BpuBulk) bukti potong PPh 23 yang belum dilaporkan',
    querystring: Querystring({ periode: Type.String({ description: 'YYYY-MM' }) }, { strict: true }),
  }, async ({ query, reply }) => {
    const periode = periodeOf((query as Record<string, unknown>).periode);
    const withholder = await withholderOf(ctx.db);
    const rows = rowsToReport(await bppuRows(ctx.db, ctx.registry, periode), periode);
    reply.header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="ebupot-bppu-${periode}.xml"`)
      .header('x-bupot-jumlah', String(rows.length))
      .header('access-control-expose-headers', 'x-bupot-jumlah, content-disposition');
    return reply.send(bppuXml(withholder, periode, rows));
  });

  route(app, {
    method: 'POST', url: '/api/ebupot-bppu/dilaporkan', menu: EBUPOT_MENU, action: 'update', summary: 'Tandai bukti potong PPh 23 satu masa sebagai sudah dilaporkan di e-Bupot',
    body: ServiceBody(Type.Object({ periode: Type.Unknown({ description: 'YYYY-MM' }) }, { additionalProperties: false }), 'pemeriksaan masa pajak'),
  }, async ({ user, body }) => {
    const periode = periodeOf(((body ?? {}) as Record<string, unknown>).periode);
    const at = nowIso(ctx);
    const jumlah = await inTransaction(ctx, async (trx) => {
      const n = await markReported(trx, ctx.registry, periode, at, user.id);
      await writeAudit(trx, { userId: user.id, action: 'dilaporkan', resource: 'ebupot-bppu', recordId: null, after: { periode, jumlah: n }, at });
      return n;
    });
    return { data: { jumlah }, message: `${jumlah} bukti potong PPh 23 masa ${formatMonth(periode)} ditandai sudah dilaporkan di e-Bupot` };
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: STATUS_MAX_BYTES, files: 1, parts: 2, fields: 1 } });
    route(scope, {
      method: 'POST', url: '/api/efaktur-status', menu: MENU, action: 'update', bodyLimit: STATUS_MAX_BYTES,
      summary: 'Baca ekspor Faktur Keluaran Coretax (XLSX/CSV): NSFP dan status tiap faktur pajak',
    }, async ({ user, req }) => {
      const { buffer, filename } = await readFile(req);
      let file;
      try {
        file = await readCoretaxStatus(buffer, filename);
      } catch (e) {
        if (e instanceof CoretaxFileError) throw unprocessable({ file: [e.message] });
        throw e;
      }
      const at = nowIso(ctx);
      const out = await inTransaction(ctx, (trx) => applyCoretaxStatus(trx, file, at, user.id, filename));
      const message = out.diperbarui
        ? `Status ${out.diperbarui} faktur pajak diperbarui dari Coretax`
        : 'Tidak ada perubahan: status faktur pajak sudah sama dengan berkas ini';
      return { data: out, message };
    });
  });
}

async function readFile(req: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Kirim berkas sebagai multipart/form-data dengan kolom "file"');
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw badRequest('Berkas belum dipilih', { file: ['Pilih ekspor Faktur Keluaran Coretax (XLSX atau CSV)'] });
  const buffer = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Ukuran berkas paling besar ${STATUS_MAX_BYTES / 1024 / 1024} MB`);
    throw err;
  });
  return { buffer, filename: part.filename ?? 'berkas' };
}
