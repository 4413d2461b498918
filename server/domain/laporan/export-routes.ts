import type { FastifyInstance } from 'fastify';
import { findReport, type ReportDef, type ReportResult, type ReportRow } from '../../../common/laporan.js';
import type { AuthUser } from '../../core/context.js';
import { requireUser } from '../../core/request-user.js';
import { badRequest, unprocessable } from '../../core/errors.js';
import { loadSettings } from '../../ledger/index.js';
import { strictQuery, type Query } from '../shared/query.js';
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

  app.post('/api/laporan-ekspor', async (req, reply) => {
    const user = requireUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
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
    strictQuery(q, ['tgl_awal', 'tgl_akhir', ...(def.bySales ? ['sales_id'] : [])]);
    const { result, rows, filename } = await figures(user, def, { ...q, format: 'xlsx' });
    const job = await startExport(app, user.id, result, await loadSettings(ctx.db), `${filename}.xlsx`, rows);
    return reply.code(202).send({ data: job, message: 'Ekspor dimulai' });
  });

  app.get('/api/laporan-ekspor/:filename', async (req) => {
    const user = requireUser(req);
    strictQuery(req.query as Query, []);
    return { data: await ownExport(ctx, user.id, checkExportName((req.params as { filename: string }).filename)) };
  });

  app.get('/api/laporan-ekspor/:filename/berkas', async (req, reply) => {
    const user = requireUser(req);
    strictQuery(req.query as Query, []);
    const name = checkExportName((req.params as { filename: string }).filename);
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

  app.get('/api/clear-export', async (req) => {
    const user = requireUser(req);
    const q = req.query as Query;
    strictQuery(q, ['filename']);
    const name = checkExportName(Array.isArray(q.filename) ? q.filename.at(-1) : q.filename);
    await clearExport(ctx, user.id, name);
    return { message: 'Berkas ekspor dihapus' };
  });
}
