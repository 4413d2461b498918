import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPORTS, findReport, reportParams, type ReportDef, type ReportResult } from '../../../common/laporan.js';
import { levelIsAny } from '../../../common/levels.js';
import type { AuthUser } from '../../core/context.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, NoQuery, Querystring } from '../../core/route-schema.js';
import { forbidden, notFound, unprocessable } from '../../core/errors.js';
import { loadSettings } from '../../ledger/index.js';
import { renderPdf } from '../../print/pdf.js';
import { sendPdf } from '../../print/reply.js';
import { intParam, strictQuery, type Query } from '../../core/query-params.js';
import { allJournalLines } from './jurnal.js';
import { firstDay, lastDay, monthOf, parseMasa, parsePeriod, parseTahunPajak } from '../../core/reports/period.js';
import { formatDate, formatDateLong, formatMonth } from '../../../common/format.js';
import { parseComparison, statementFrame } from './statement-frame.js';
import { PDF_MAX_ROWS, reportPdf, reportXlsx } from './render.js';
import { COMPUTE } from './reports.js';
import { registerExportRoutes } from './export-routes.js';
import { registerTrialBalance } from './neraca-saldo.js';
import { salespeople } from '../sales/services.js';
import type { ReportInput } from '../../core/reports/types.js';
import type { Db } from '../../db/connection.js';

const FORMATS = ['json', 'pdf', 'xlsx'] as const;
type Format = typeof FORMATS[number];
const MAX_PER_PAGE = 1000;

/**
 * Reports (issue 17): `GET /api/laporan/<name>?tgl_awal=&tgl_akhir=[&sales_id=][&format=pdf|xlsx][&page=&perPage=]`
 * answers `{ data: ReportResult }`, or the same figures as a PDF or an XLSX download. SPEC.md's own calls are
 * the same reports: `GET /api/view-jurnal` (the journal's lines in `data`), `GET /api/dashboard-view-laba-rugi`
 * and `GET /api/cetak-perubahan-modal` (a file). Reading needs the report's menu; a salesperson's figures are
 * always their own, on screen and in every download.
 */
/** The bank account a report asks for: a bank (422 otherwise); none asked, the first bank. */
async function reportKas(db: Db, raw: unknown): Promise<number> {
  // None asked: the first bank account, as the screen starts on it.
  if (raw === undefined || raw === '') {
    const first = await db.selectFrom('kas').select('id').where('jenis', '=', 'bank').where('deleted_at', 'is', null).orderBy('id').limit(1).executeTakeFirst();
    if (!first) throw unprocessable({ kas_id: ['Belum ada rekening bank (kas berjenis Bank)'] });
    return Number(first.id);
  }
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw unprocessable({ kas_id: ['Rekening bank harus id bilangan bulat'] });
  const kas = await db.selectFrom('kas').select(['id', 'jenis']).where('id', '=', id).executeTakeFirst();
  if (!kas || kas.jenis !== 'bank') throw unprocessable({ kas_id: ['Rekening bank tidak ditemukan'] });
  return id;
}

export function registerLaporanRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /** Parses and authorizes one report request; answers the input and the result's frame. */
  async function prepare(user: AuthUser, def: ReportDef, q: Query): Promise<{ input: ReportInput; format: Format; frame: Omit<ReportResult, 'sections' | 'summary'> }> {
    await ctx.permissions.require(user, def.path, 'read');
    strictQuery(q, [...reportParams(def), 'format', 'page', 'perPage']);
    // A position (Neraca) is at tgl_akhir; its tgl_awal only starts the period the comparison stands before.
    // A report at one date takes `tanggal` (or `tgl_akhir`); its period starts that month.
    const at = def.tanggal ? (q.tanggal ?? q.tgl_akhir) : undefined;
    if (def.tanggal && (at === undefined || at === '')) throw unprocessable({ tanggal: ['Tanggal wajib diisi'] });
    const asked = def.tanggal && typeof at === 'string' ? { tgl_awal: `${at.slice(0, 7)}-01`, tgl_akhir: at } : q;
    const period = def.tahun ? parseTahunPajak(q) : def.masa ? parseMasa(q) : parsePeriod(def.statement === 'posisi' && !q.tgl_awal && typeof q.tgl_akhir === 'string' ? { ...q, tgl_awal: `${q.tgl_akhir.slice(0, 7)}-01` } : asked);
    const kasId = def.kas ? await reportKas(ctx.db, q.kas_id) : undefined;
    const banding = def.statement ? parseComparison(q) : undefined;
    const raw = typeof q.format === 'string' && q.format ? q.format : 'json';
    if (!(FORMATS as readonly string[]).includes(raw)) throw unprocessable({ format: ['Format harus pdf atau xlsx'] });
    const page = intParam(q, 'page') ?? 1;
    const perPage = intParam(q, 'perPage') ?? 100;
    if (perPage > MAX_PER_PAGE) throw unprocessable({ perPage: [`Paling banyak ${MAX_PER_PAGE} baris per halaman`] });
    let salesId = def.bySales ? intParam(q, 'sales_id') : null;
    if (def.bySales && levelIsAny(user.level_name, ['sales'])) {
      if (!user.karyawan_id) throw forbidden('Pengguna sales ini belum terhubung dengan data karyawan');
      if (salesId !== null && salesId !== user.karyawan_id) throw forbidden('Sales hanya dapat melihat laporannya sendiri');
      salesId = user.karyawan_id;
    }
    let sales: ReportResult['sales'] = null;
    if (salesId !== null) {
      const k = await ctx.db.selectFrom('karyawan').select(['id', 'nama_lengkap']).where('id', '=', salesId).executeTakeFirst();
      if (!k) throw unprocessable({ sales_id: ['Sales tidak ditemukan'] });
      sales = { id: Number(k.id), nama: String(k.nama_lengkap) };
    }
    const format = raw as Format;
    const statement = def.statement ? await statementFrame(ctx.db, ctx.now()) : {};
    const wholeMonth = period.tgl_awal === firstDay(monthOf(period.tgl_akhir)) && period.tgl_akhir === lastDay(monthOf(period.tgl_akhir));
    const wholeYear = period.tgl_awal === `${period.tgl_akhir.slice(0, 4)}-01-01` && period.tgl_akhir.endsWith('-12-31');
    const periode = def.tahun && wholeYear ? `Tahun Pajak ${period.tgl_akhir.slice(0, 4)}` : def.statement === 'posisi' || def.tanggal ? `per ${formatDateLong(period.tgl_akhir)}`
      : def.masa && wholeMonth ? `Masa Pajak ${formatMonth(monthOf(period.tgl_akhir))}`
        : `Periode ${formatDate(period.tgl_awal)} s.d. ${formatDate(period.tgl_akhir)}`;
    return {
      input: { db: ctx.db, ...period, salesId, page: format === 'json' ? { page, perPage } : null, banding, ...(kasId ? { kasId } : {}) },
      format,
      frame: { report: def.name, title: def.title, ...period, sales, periode, ...(banding ? { banding } : {}), ...statement },
    };
  }

  /** The report's figures, computed once; a download of the journal computes only its totals (its lines stream). */
  async function figures(user: AuthUser, def: ReportDef, q: Query, forced?: Format) {
    const { input, format: asked, frame } = await prepare(user, def, q);
    const format = forced && asked === 'json' ? forced : asked;
    const streamed = def.name === 'jurnal' && format !== 'json';
    const computed = await COMPUTE[def.name]({ ...input, page: streamed ? { page: 1, perPage: 1 } : input.page });
    return { result: { ...frame, ...computed } as ReportResult, format, streamed };
  }

  const downloadName = (def: ReportDef, result: ReportResult) => `${def.title} ${result.tgl_awal} ${result.tgl_akhir}${result.sales ? ` ${result.sales.nama}` : ''}`;

  async function run(user: AuthUser, def: ReportDef, q: Query, reply: FastifyReply, forced?: Format) {
    const { result, format, streamed } = await figures(user, def, q, forced);
    if (format === 'json') return { data: result };
    const company = await loadSettings(ctx.db);
    const filename = downloadName(def, result);
    if (format === 'xlsx') {
      const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["/\\]/g, '-');
      return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${filename}.xlsx`)}`)
        .header('cache-control', 'no-store')
        .send(reportXlsx(result, company, streamed ? allJournalLines(ctx.db, result) : undefined));
    }
    if (streamed) {
      if ((result.total_rows ?? 0) > PDF_MAX_ROWS) {
        throw unprocessable({ format: [`Jurnal periode ini ${result.total_rows} baris; PDF paling banyak ${PDF_MAX_ROWS} baris. Unduh XLSX atau persingkat periode.`] });
      }
      const lines = [];
      for await (const row of allJournalLines(ctx.db, result)) lines.push(row);
      result.sections[0].rows = lines;
    }
    return sendPdf(reply, filename, await renderPdf(reportPdf(result, company, ctx.now())));
  }

  const byName = (name: string) => {
    const def = findReport(name);
    if (!def) throw notFound('Laporan tidak ditemukan');
    return def;
  };

  /** `GET /api/laporan-sales`: the salespeople a report by sales may be limited to (a salesperson: only themself). */
  route(app, {
    method: 'GET', url: '/api/laporan-sales', summary: 'Sales yang boleh dipilih pada laporan per sales', querystring: NoQuery(),
    allow: async (user) => {
      const grants = await ctx.permissions.grants(user.level_id);
      if (!REPORTS.some((r) => r.bySales && grants.has(r.path))) throw forbidden('Tidak memiliki akses ke laporan sales');
    },
  }, async ({ user }) => {
    return { data: (await salespeople(ctx.db, user)).map((s) => ({ id: s.karyawan_id, nama: s.nama })) };
  });

  // Long exports: the same figures as the XLSX download, written in the background with progress (export-routes.ts).
  registerExportRoutes(app, async (user, def, q) => {
    const { result, streamed } = await figures(user, def, q, 'xlsx');
    return { result, rows: streamed ? allJournalLines(ctx.db, result) : undefined, filename: downloadName(def, result) };
  });

  // The report's own parser reads the query (parsePeriod, intParam): the export's body goes through it too.
  const querystring = Querystring({
    tgl_awal: HandlerQuery(Type.String({ format: 'date' })), tgl_akhir: HandlerQuery(Type.String({ format: 'date' })),
    periode: HandlerQuery(Type.String({ description: 'masa pajak YYYY-MM, hanya laporan masa' })),
    tahun: HandlerQuery(Type.String({ description: 'tahun pajak YYYY, hanya laporan tahunan' })),
    format: HandlerQuery(Type.Union([Type.Literal('json'), Type.Literal('pdf'), Type.Literal('xlsx')])),
    page: HandlerQuery(Type.Integer({ minimum: 1 })), perPage: HandlerQuery(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE })),
    sales_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'hanya laporan per sales' })),
    banding: HandlerQuery(Type.Union([Type.Literal('sebelumnya'), Type.Literal('tahun_lalu')], { description: 'kolom pembanding laporan keuangan' })),
    kas_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'rekening bank, hanya rekonsiliasi bank' })),
    tanggal: HandlerQuery(Type.String({ format: 'date', description: 'tanggal posisi, hanya laporan per tanggal' })),
  }, { strict: false });
  const report = (url: string, summary: string, name: string, forced?: Format) => route(app, { method: 'GET', url, summary, querystring }, async ({ user, query, reply }) => run(user, byName(name), query as Query, reply, forced));
  route(app, { method: 'GET', url: '/api/laporan/:name', summary: 'Satu laporan (JSON, PDF atau XLSX) untuk periode', params: Type.Object({ name: Type.String({ description: 'nama laporan' }) }), querystring }, async ({ user, params, query, reply }) => run(user, byName(params.name), query as Query, reply));
  registerTrialBalance(app);
  report('/api/dashboard-view-laba-rugi', 'Laporan laba rugi', 'laba-rugi');
  report('/api/asset-view-laporan', 'Laporan aset', 'asset');
  report('/api/cetak-perubahan-modal', 'Cetak laporan perubahan modal (PDF)', 'perubahan-modal', 'pdf');
  route(app, { method: 'GET', url: '/api/view-jurnal', summary: 'Baris jurnal periode dengan total debit dan kredit', querystring }, async ({ user, query }) => {
    const q = query as Query;
    if (q.format !== undefined) throw unprocessable({ format: ['view-jurnal menjawab JSON; unduhan lewat /api/laporan/jurnal'] });
    const { result } = await figures(user, byName('jurnal'), q);
    const s = result.sections[0];
    return { data: s.rows, total: result.total_rows ?? 0, debit: Number(s.total?.debit ?? 0), kredit: Number(s.total?.kredit ?? 0) };
  });
}
