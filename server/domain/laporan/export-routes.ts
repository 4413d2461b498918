import type { FastifyInstance } from 'fastify';
import { findReport, reportParams, type ReportDef, type ReportResult, type ReportRow } from '../../../common/laporan.js';
import type { AuthUser } from '../../core/context.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, NoQuery, Querystring, ServiceBody } from '../../core/route-schema.js';
import { badRequest, unprocessable } from '../../core/errors.js';
import { loadSettings } from '../../ledger/index.js';
import { strictQuery, type Query } from '../../core/query-params.js';
import { cancelRunningExports, checkExportName, clearExport, ownExport, sendExport, startExport } from './exports.js';

/** A report's figures for a download, as routes.ts computes them (rights, scoping and period already checked). */
export type DownloadFigures = (user: AuthUser, def: ReportDef, q: Query) => Promise<{ result: ReportResult; rows?: AsyncIterable<ReportRow>; filename: string }>;

/**
 * Long exports (issue 17):
 * - `POST /api/laporan-ekspor {laporan, tgl_awal, tgl_akhir, sales_id?}` → 202 `{data: job}`: the report's XLSX is
 *   written in the background under a name the server makes up (rights, scoping and bad input answer at once);
 * - `GET /api/laporan-ekspor/:filename` → `{data: job}` with `baris_ditulis`, `baris_total`, `persen`, `status`;
 * - `GET /api/laporan-ekspor/:filename/berkas` → the finished file, named after the report and period;
 * - `GET /api/clear-export?filename=` (SPEC.md section 7) → removes it (a running one is cancelled).
 * Each answers only the user who started the export; any other name is a 404, anything not shaped like a generated
 * name (a path, `../`) a 400.
 */
export function registerExportRoutes(app: FastifyInstance, figures: DownloadFigures): void {
  const { ctx } = app;
  app.addHook('onClose', async () => cancelRunningExports(ctx));

  route(app, {
    method: 'POST', url: '/api/laporan-ekspor', summary: 'Mulai ekspor XLSX laporan di latar belakang',
    body: ServiceBody(Type.Object({
      laporan: Type.String({ description: 'nama laporan' }), tgl_awal: Type.Optional(Type.String({ format: 'date' })), tgl_akhir: Type.Optional(Type.String({ format: 'date' })),
      periode: Type.Optional(Type.String({ description: 'masa pajak YYYY-MM, hanya laporan masa' })),
      tahun: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'tahun pajak YYYY, hanya laporan tahunan' })),
      sales_id: Type.Optional(Type.Integer({ minimum: 1, description: 'hanya laporan per sales' })),
      banding: Type.Optional(Type.Union([Type.Literal('sebelumnya'), Type.Literal('tahun_lalu')], { description: 'kolom pembanding laporan keuangan' })),
    }, { additionalProperties: false }), 'pembaca periode laporan'),
  }, async ({ user, body: sent, reply }) => {
    const body = (sent ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus objek');
    const { laporan, ...rest } = body;
    if (laporan === undefined || laporan === '') throw unprocessable({ laporan: ['Laporan wajib diisi'] });
    const def = typeof laporan === 'string' ? findReport(laporan) : undefined;
    if (!def) throw unprocessable({ laporan: ['Laporan tidak dikenal'] });
    const q: Query = {};
    for (const [k, v] of Object.entries(rest)) {
      if (v === null || v === undefined || v === '') continue;
      if (typeof v !== 'string' && typeof v !== 'number') throw unprocessable({ [k]: ['Harus teks atau angka'] });
      q[k] = String(v);
    }
    strictQuery(q, reportParams(def));
    const { result, rows, filename } = await figures(user, def, { ...q, format: 'xlsx' });
    const job = await startExport(app, user.id, result, await loadSettings(ctx.db), `${filename}.xlsx`, rows);
    return reply.code(202).send({ data: job, message: 'Ekspor dimulai' });
  });

  const filenameParams = Type.Object({ filename: Type.String({ description: 'nama berkas ekspor dari server' }) });
  route(app, { method: 'GET', url: '/api/laporan-ekspor/:filename', summary: 'Kemajuan satu ekspor', params: filenameParams, querystring: NoQuery() }, async ({ user, params }) => {
    return { data: await ownExport(ctx, user.id, checkExportName(params.filename)) };
  });

  route(app, { method: 'GET', url: '/api/laporan-ekspor/:filename/berkas', summary: 'Unduh berkas ekspor yang selesai', params: filenameParams, querystring: NoQuery() }, async ({ user, params, reply }) => {
    const name = checkExportName(params.filename);
    // The report's right is asked again: a level that lost it since the export started gets no file.
    const def = findReport((await ownExport(ctx, user.id, name)).laporan);
    if (def) await ctx.permissions.require(user, def.path, 'read');
    const { job, stream } = await sendExport(app, user.id, name);
    const ascii = job.judul.replace(/[^\x20-\x7e]/g, '_').replace(/["/\\]/g, '-');
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(job.judul)}`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  route(app, {
    method: 'GET', url: '/api/clear-export', summary: 'Hapus berkas ekspor (yang berjalan dibatalkan)',
    querystring: Querystring({ filename: HandlerQuery(Type.String({ description: 'nama berkas ekspor' })) }, { strict: true }),
  }, async ({ user, query: q }) => {
    const name = checkExportName(Array.isArray(q.filename) ? q.filename.at(-1) : q.filename);
    await clearExport(ctx, user.id, name);
    return { message: 'Berkas ekspor dihapus' };
  });
}
