/**
 * Long report exports (issue 17): an XLSX written by the server into the export directory under a name it made up,
 * while the browser polls its progress; then downloaded and removed (`GET /api/clear-export?filename=`), or removed
 * by the hourly clean-up a day later. The `ekspor` row records every generated name with its owner, so only those
 * names are ever served or removed, never a path from a request.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { ReportResult, ReportRow } from '../../../common/laporan.js';
import type { AppContext } from '../../core/context.js';
import type { ScheduledJob } from '../../core/scheduler.js';
import { nowIso } from '../../core/context.js';
import { badRequest, conflict, notFound, unprocessable } from '../../core/errors.js';
import type { Company } from '../../print/document.js';
import { reportXlsx } from './render.js';

/** Names the server gives exports: nothing a request can turn into a path. */
export const EXPORT_NAME = /^ekspor-[0-9a-f]{32}\.xlsx$/;
/** A finished or failed export is kept this long for its download, then the clean-up removes it. */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;
/** A running export whose progress has not moved this long was cut off (its server stopped): it is marked failed. */
export const EXPORT_STALL_MS = 10 * 60 * 1000;
/** Running exports one user may have at a time. */
export const MAX_RUNNING_PER_USER = 3;
const PROGRESS_EVERY_MS = 400;

export function exportDir(): string {
  return process.env.NIAGA_EXPORT_DIR ?? resolve(process.cwd(), 'data/exports');
}

export type ExportStatus = 'berjalan' | 'selesai' | 'gagal';

export interface ExportJob {
  filename: string;
  laporan: string;
  judul: string;
  status: ExportStatus;
  baris_ditulis: number;
  baris_total: number;
  persen: number;
  ukuran: number | null;
  pesan: string | null;
  created_at: string;
  selesai_at: string | null;
  /** Where the finished file downloads (under /api). */
  url: string | null;
}

type Row = Record<string, unknown>;

function toJob(r: Row): ExportJob {
  const total = Number(r.baris_total);
  const written = Number(r.baris_ditulis);
  const status = String(r.status) as ExportStatus;
  return {
    filename: String(r.nama_berkas), laporan: String(r.laporan), judul: String(r.judul), status,
    baris_ditulis: written, baris_total: total,
    persen: status === 'selesai' ? 100 : total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 0,
    ukuran: r.ukuran === null || r.ukuran === undefined ? null : Number(r.ukuran), pesan: (r.pesan as string | null) ?? null,
    created_at: String(r.created_at), selesai_at: (r.selesai_at as string | null) ?? null,
    url: status === 'selesai' ? `/laporan-ekspor/${String(r.nama_berkas)}/berkas` : null,
  };
}

/** A name from a request: 422 when missing, 400 when it is not one the server could have generated (a path, `../`). */
export function checkExportName(raw: unknown): string {
  if (raw === undefined || raw === '') throw unprocessable({ filename: ['Nama berkas wajib diisi'] });
  if (typeof raw !== 'string' || !EXPORT_NAME.test(raw)) throw badRequest('Nama berkas ekspor tidak dikenal', { filename: ['Bukan nama berkas ekspor dari server'] });
  return raw;
}

/** The reader's own export by name (another user's is as unknown as a missing one: 404). */
export async function ownExport(ctx: AppContext, userId: number, name: string): Promise<ExportJob> {
  const row = await ctx.db.selectFrom('ekspor').selectAll().where('nama_berkas', '=', name).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Berkas ekspor tidak ditemukan (mungkin sudah dihapus)');
  return toJob(row as Row);
}

/** Cancels of the exports an app of this process is writing, by name (another instance's notice the removed row instead). */
const runningByApp = new WeakMap<AppContext, Map<string, () => void>>();
function runningOf(ctx: AppContext): Map<string, () => void> {
  let m = runningByApp.get(ctx);
  if (!m) runningByApp.set(ctx, (m = new Map()));
  return m;
}

async function removeFiles(name: string): Promise<void> {
  const dir = exportDir();
  for (const f of [name, `${name}.part`]) await unlink(join(dir, f)).catch(() => undefined);
}

/**
 * Starts writing a report's XLSX in the background; answers the job at once. The figures are already computed (a
 * bad period or a missing right was refused before); the journal's lines stream from the database as they are written.
 */
export async function startExport(app: FastifyInstance, userId: number, result: ReportResult, company: Company, judul: string,
  rows?: AsyncIterable<ReportRow>): Promise<ExportJob> {
  const { ctx } = app;
  const busy = await ctx.db.selectFrom('ekspor').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('status', '=', 'berjalan').executeTakeFirst();
  if (Number(busy?.n ?? 0) >= MAX_RUNNING_PER_USER) throw conflict(`Masih ada ${MAX_RUNNING_PER_USER} ekspor Anda yang berjalan; tunggu hingga selesai atau batalkan salah satunya`);
  const name = `ekspor-${randomBytes(16).toString('hex')}.xlsx`;
  const total = rows ? (result.total_rows ?? 0) : result.sections.reduce((n, s) => n + s.rows.length, 0);
  const at = nowIso(ctx);
  await ctx.db.insertInto('ekspor').values({
    nama_berkas: name, user_id: userId, laporan: result.report, judul, status: 'berjalan', baris_ditulis: 0, baris_total: total,
    created_at: at, updated_at: at,
  }).execute();
  void write(app, name, result, company, rows);
  return ownExport(ctx, userId, name);
}

async function write(app: FastifyInstance, name: string, result: ReportResult, company: Company, rows?: AsyncIterable<ReportRow>): Promise<void> {
  const { ctx } = app;
  const running = runningOf(ctx);
  const dir = exportDir();
  const part = join(dir, `${name}.part`);
  let written = 0;
  let lastSave = Date.now();
  let saving = false;
  let cancelled = false;
  let stream: ReturnType<typeof reportXlsx> | null = null;
  const cancel = () => { cancelled = true; stream?.destroy(new Error('Ekspor dibatalkan')); };
  running.set(name, cancel);
  // Progress goes to the row every PROGRESS_EVERY_MS; a row that is gone (removed on another instance) cancels.
  const saveProgress = () => {
    if (saving || Date.now() - lastSave < PROGRESS_EVERY_MS) return;
    saving = true;
    lastSave = Date.now();
    ctx.db.updateTable('ekspor').set({ baris_ditulis: written, updated_at: nowIso(ctx) }).where('nama_berkas', '=', name).where('status', '=', 'berjalan')
      .executeTakeFirst()
      .then((r) => { if (Number(r.numUpdatedRows) === 0) cancel(); })
      .catch(() => undefined)
      .finally(() => { saving = false; });
  };
  try {
    await mkdir(dir, { recursive: true });
    // Throwing from the row callback stops the writer's loop (and the journal's keyset reading) once cancelled.
    stream = reportXlsx(result, company, rows, () => {
      if (cancelled) throw new Error('Ekspor dibatalkan');
      written += 1;
      saveProgress();
    });
    await pipeline(stream, createWriteStream(part, { flags: 'wx' }));
    if (cancelled) throw new Error('Ekspor dibatalkan');
    await rename(part, join(dir, name));
    const { size } = await stat(join(dir, name));
    const done = await ctx.db.updateTable('ekspor')
      .set({ status: 'selesai', baris_ditulis: written, ukuran: size, updated_at: nowIso(ctx), selesai_at: nowIso(ctx) })
      .where('nama_berkas', '=', name).where('status', '=', 'berjalan').executeTakeFirst();
    // Removed while the last bytes were written: the file goes too.
    if (Number(done.numUpdatedRows) === 0) await removeFiles(name);
  } catch (e) {
    await removeFiles(name);
    if (!cancelled) {
      app.log.error({ err: e, ekspor: name }, 'Ekspor laporan gagal');
      await ctx.db.updateTable('ekspor').set({ status: 'gagal', pesan: 'Berkas gagal dibuat; coba lagi', updated_at: nowIso(ctx) })
        .where('nama_berkas', '=', name).where('status', '=', 'berjalan').execute().catch(() => undefined);
    }
  } finally {
    running.delete(name);
  }
}

/** Serves the reader's finished export as a download under the report's name. */
export async function sendExport(app: FastifyInstance, userId: number, name: string) {
  const job = await ownExport(app.ctx, userId, name);
  if (job.status === 'berjalan') throw conflict('Ekspor masih berjalan; unduh setelah selesai');
  if (job.status === 'gagal') throw conflict(job.pesan ?? 'Ekspor gagal; buat ulang');
  const path = join(exportDir(), name);
  await stat(path).catch(() => { throw notFound('Berkas ekspor tidak ditemukan (mungkin sudah dihapus)'); });
  return { job, stream: createReadStream(path) };
}

/** `clear-export`: the reader's own export by a generated name — a running one is cancelled, its row and file removed. */
export async function clearExport(ctx: AppContext, userId: number, name: string): Promise<void> {
  await ownExport(ctx, userId, name);
  await ctx.db.deleteFrom('ekspor').where('nama_berkas', '=', name).where('user_id', '=', userId).execute();
  runningOf(ctx).get(name)?.();
  await removeFiles(name);
}

/**
 * The clean-up: exports older than EXPORT_KEEP_MS go (row and file), running ones that stopped moving are marked
 * failed, and files in the directory with a generated name but no row (left by a crash) go once that old too.
 * Answers how many exports were removed.
 */
export async function cleanOldExports(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  const cutoff = new Date(now - EXPORT_KEEP_MS).toISOString();
  await ctx.db.updateTable('ekspor').set({ status: 'gagal', pesan: 'Ekspor terhenti sebelum selesai; buat ulang', updated_at: nowIso(ctx) })
    .where('status', '=', 'berjalan').where('updated_at', '<', new Date(now - EXPORT_STALL_MS).toISOString()).execute();
  const old = await ctx.db.selectFrom('ekspor').select('nama_berkas').where('created_at', '<', cutoff).execute();
  for (const r of old) {
    runningOf(ctx).get(String(r.nama_berkas))?.();
    await removeFiles(String(r.nama_berkas));
  }
  if (old.length) await ctx.db.deleteFrom('ekspor').where('created_at', '<', cutoff).execute();
  const files = await readdir(exportDir()).catch(() => [] as string[]);
  const names = files.map((f) => f.replace(/\.part$/, '')).filter((f) => EXPORT_NAME.test(f));
  if (names.length) {
    const known = new Set((await ctx.db.selectFrom('ekspor').select('nama_berkas').where('nama_berkas', 'in', names).execute()).map((r) => String(r.nama_berkas)));
    for (const f of files) {
      const base = f.replace(/\.part$/, '');
      if (!EXPORT_NAME.test(base) || known.has(base)) continue;
      const { mtimeMs } = await stat(join(exportDir(), f)).catch(() => ({ mtimeMs: now }));
      if (mtimeMs < now - EXPORT_KEEP_MS) await unlink(join(exportDir(), f)).catch(() => undefined);
    }
  }
  return old.length;
}

const HOUR = 60 * 60 * 1000;

/** The running server's hourly clean-up of old exports (main.ts), stopped when the app closes (as the LPJ reminder). */
export const exportCleanupJob: ScheduledJob = {
  name: 'pembersihan-ekspor',
  everyMs: HOUR,
  run: (ctx) => cleanOldExports(ctx),
};

/** The exports an app is writing are cancelled when it closes (their rows are marked failed by the next clean-up). */
export function cancelRunningExports(ctx: AppContext): void {
  for (const cancel of runningOf(ctx).values()) cancel();
}
