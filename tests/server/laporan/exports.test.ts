import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { addDays, todayJakarta } from '../../../common/format.js';
import { cleanOldExports, EXPORT_NAME } from '../../../server/domain/laporan/exports.js';
import { createTestApp, undocumentedCalls, type TestApp } from '../support/helpers.js';

/** Long exports: written in the background with progress, downloaded by the one who asked, removed by name only. */
const dir = mkdtempSync(join(tmpdir(), 'niaga-ekspor-'));
process.env.NIAGA_EXPORT_DIR = dir;

let t: TestApp;
const today = todayJakarta();
const tgl = { tgl_awal: addDays(today, -400), tgl_akhir: addDays(today, 30) };
const period = `tgl_awal=${tgl.tgl_awal}&tgl_akhir=${tgl.tgl_akhir}`;
const get = (user: string | null, url: string) => t.call(user, { method: 'GET', url });
const start = (user: string, body: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/laporan-ekspor', payload: body });

async function sheetText(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** Polls the export until it stops running; answers its last state and every percentage seen on the way. */
async function finished(user: string, filename: string) {
  const seen: number[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await get(user, `/api/laporan-ekspor/${filename}`);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().data;
    seen.push(job.persen);
    if (job.status !== 'berjalan') return { job, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('ekspor tidak selesai');
}

async function userId(email: string): Promise<number> {
  return Number((await t.database.db.selectFrom('users').select('id').where('email', '=', `${email}@niaga.local`).executeTakeFirstOrThrow()).id);
}

beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('long report exports (laporan-ekspor, clear-export)', () => {
  it('routes SPEC.md\'s clear-export', async () => {
    expect(await undocumentedCalls(t, ['GET /clear-export'])).toEqual([]);
  });

  it('writes the journal in the background with progress; the file holds the direct download\'s figures; clear-export removes it', async () => {
    const res = await start('finance', { laporan: 'jurnal', ...tgl });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json().data;
    expect(job.filename).toMatch(EXPORT_NAME);
    expect(job).toMatchObject({ laporan: 'jurnal', status: 'berjalan', baris_ditulis: 0, judul: `Laporan Jurnal ${tgl.tgl_awal} ${tgl.tgl_akhir}.xlsx` });
    const total = (await get('finance', `/api/laporan/jurnal?${period}&perPage=1`)).json().data.total_rows;
    expect(job.baris_total).toBe(total);

    const { job: done, seen } = await finished('finance', job.filename);
    expect(done).toMatchObject({ status: 'selesai', persen: 100, baris_ditulis: total, baris_total: total, url: `/laporan-ekspor/${job.filename}/berkas` });
    expect(done.ukuran).toBeGreaterThan(1000);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true);
    expect(readdirSync(dir)).toContain(job.filename);

    const file = await get('finance', `/api/laporan-ekspor/${job.filename}/berkas`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(`Laporan Jurnal ${tgl.tgl_awal}`));
    const direct = await get('finance', `/api/laporan/jurnal?${period}&format=xlsx`);
    expect(await sheetText(file.rawPayload)).toEqual(await sheetText(direct.rawPayload));

    const cleared = await get('finance', `/api/clear-export?filename=${job.filename}`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe('Berkas ekspor dihapus');
    expect(readdirSync(dir)).not.toContain(job.filename);
    expect((await get('finance', `/api/laporan-ekspor/${job.filename}`)).statusCode).toBe(404);
    expect((await get('finance', `/api/clear-export?filename=${job.filename}`)).statusCode).toBe(404);
  });

  it('keeps a salesperson\'s export to their own figures and refuses another\'s or a report they may not read', async () => {
    const me = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
      .select(['karyawan.id', 'karyawan.nama_lengkap']).where('users.email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales2@niaga.local').executeTakeFirstOrThrow();
    const res = await start('sales1', { laporan: 'sales', ...tgl });
    expect(res.statusCode, res.body).toBe(202);
    const { job } = await finished('sales1', res.json().data.filename);
    expect(job.status).toBe('selesai');
    const sheet = await sheetText((await get('sales1', `/api/laporan-ekspor/${job.filename}/berkas`)).rawPayload);
    const screen = (await get('finance', `/api/laporan/sales?${period}&sales_id=${me.id}&format=xlsx`)).rawPayload;
    expect(sheet).toEqual(await sheetText(screen));
    expect(sheet[2][0]).toContain(`Sales: ${me.nama_lengkap}`);

    expect((await start('sales1', { laporan: 'sales', ...tgl, sales_id: other.karyawan_id })).statusCode).toBe(403);
    expect((await start('sales1', { laporan: 'laba-rugi', ...tgl })).statusCode).toBe(403);
    // Another user sees no trace of it: status, file and removal all answer 404.
    for (const url of [`/api/laporan-ekspor/${job.filename}`, `/api/laporan-ekspor/${job.filename}/berkas`, `/api/clear-export?filename=${job.filename}`]) {
      expect((await get('sales2', url)).statusCode, url).toBe(404);
    }
    expect(readdirSync(dir)).toContain(job.filename);
    expect((await get(null, `/api/laporan-ekspor/${job.filename}`)).statusCode).toBe(401);
    expect((await get('sales1', `/api/clear-export?filename=${job.filename}`)).statusCode).toBe(200);
  });

  it('refuses paths and names the server did not generate, and bad export requests, writing nothing', async () => {
    writeFileSync(join(dir, 'catatan.txt'), 'bukan ekspor');
    const names: Array<[string, number]> = [
      ['../catatan.txt', 400], ['%2Fetc%2Fpasswd', 400], ['..%2F..%2Fpackage.json', 400], ['catatan.txt', 400],
      [`ekspor-${'0'.repeat(32)}.xlsx%2F..`, 400], [`EKSPOR-${'A'.repeat(32)}.xlsx`, 400], ['', 422],
      [`ekspor-${'0'.repeat(32)}.xlsx`, 404],
    ];
    for (const [name, status] of names) {
      const res = await get('finance', `/api/clear-export?filename=${name}`);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toMatch(/Nama berkas|tidak dikenal|tidak ditemukan/);
    }
    expect((await get('finance', '/api/clear-export')).statusCode).toBe(422);
    expect((await get('finance', '/api/clear-export?filename=x&path=y')).statusCode).toBe(400);
    expect(existsSync(join(dir, 'catatan.txt'))).toBe(true);

    const before = await t.database.db.selectFrom('ekspor').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const bad: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...tgl }, 422, /Laporan wajib diisi/],
      [{ laporan: 'tidak-ada', ...tgl }, 422, /Laporan tidak dikenal/],
      [{ laporan: 'laba-rugi', tgl_awal: '2026-02-30', tgl_akhir: tgl.tgl_akhir }, 422, /YYYY-MM-DD/],
      [{ laporan: 'laba-rugi', tgl_akhir: tgl.tgl_akhir }, 422, /Tanggal awal wajib diisi/],
      [{ laporan: 'laba-rugi', ...tgl, sales_id: 1 }, 400, /Parameter tidak dikenal: sales_id/],
      [{ laporan: 'laba-rugi', ...tgl, format: 'pdf' }, 400, /Parameter tidak dikenal: format/],
      [{ laporan: 'sales', ...tgl, sales_id: { id: 1 } }, 422, /Harus teks atau angka/],
    ];
    for (const [body, status, message] of bad) {
      const res = await start('finance', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    const after = await t.database.db.selectFrom('ekspor').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 409 for a file still being written or failed, and for a fourth running export', async () => {
    const gm = await userId('gm');
    const at = new Date().toISOString();
    const row = (nama: string, status: string) => ({ nama_berkas: nama, user_id: gm, laporan: 'neraca', judul: 'Laporan Neraca.xlsx', status, baris_total: 10, created_at: at, updated_at: at });
    const names = [1, 2, 3].map((i) => `ekspor-${String(i).repeat(32)}.xlsx`);
    await t.database.db.insertInto('ekspor').values(names.map((n) => row(n, 'berjalan'))).execute();
    await t.database.db.insertInto('ekspor').values(row(`ekspor-${'f'.repeat(32)}.xlsx`, 'gagal')).execute();
    const running = await get('gm', `/api/laporan-ekspor/${names[0]}/berkas`);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toMatch(/masih berjalan/);
    expect((await get('gm', `/api/laporan-ekspor/${'ekspor-' + 'f'.repeat(32)}.xlsx/berkas`)).statusCode).toBe(409);
    const fourth = await start('gm', { laporan: 'neraca', ...tgl });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/Masih ada 3 ekspor/);
    // Cancelling one makes room again.
    expect((await get('gm', `/api/clear-export?filename=${names[0]}`)).statusCode).toBe(200);
    const again = await start('gm', { laporan: 'neraca', ...tgl });
    expect(again.statusCode).toBe(202);
    expect((await finished('gm', again.json().data.filename)).job.status).toBe('selesai');
  });

  it('a cleared export never leaves its file, even when cleared while it is written', async () => {
    const res = await start('finance', { laporan: 'jurnal', ...tgl });
    const { filename } = res.json().data;
    expect((await get('finance', `/api/clear-export?filename=${filename}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(readdirSync(dir).filter((f) => f.startsWith(filename))).toEqual([]);
    expect(await t.database.db.selectFrom('ekspor').select('id').where('nama_berkas', '=', filename).execute()).toEqual([]);
  });

  it('the clean-up removes exports older than a day, marks stalled ones failed and leaves other files alone', async () => {
    const owner = await userId('owner');
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const stalled = new Date(Date.now() - 11 * 60_000).toISOString();
    const oldName = `ekspor-${'a'.repeat(32)}.xlsx`;
    const stalledName = `ekspor-${'b'.repeat(32)}.xlsx`;
    const orphan = `ekspor-${'c'.repeat(32)}.xlsx`;
    const freshOrphan = `ekspor-${'d'.repeat(32)}.xlsx`;
    await t.database.db.insertInto('ekspor').values([
      { nama_berkas: oldName, user_id: owner, laporan: 'neraca', judul: 'x.xlsx', status: 'selesai', created_at: old, updated_at: old },
      { nama_berkas: stalledName, user_id: owner, laporan: 'neraca', judul: 'x.xlsx', status: 'berjalan', created_at: stalled, updated_at: stalled },
    ]).execute();
    for (const f of [oldName, orphan, freshOrphan, 'lain.xlsx']) writeFileSync(join(dir, f), 'x');
    const yesterday = (Date.now() - 25 * 3_600_000) / 1000;
    for (const f of [orphan, 'lain.xlsx']) utimesSync(join(dir, f), yesterday, yesterday);

    expect(await cleanOldExports(t.app.ctx)).toBe(1);
    const files = readdirSync(dir);
    expect(files).not.toContain(oldName);
    expect(files).not.toContain(orphan);
    expect(files).toContain(freshOrphan);
    expect(files).toContain('lain.xlsx');
    expect(files).toContain('catatan.txt');
    const rows = await t.database.db.selectFrom('ekspor').select(['nama_berkas', 'status', 'pesan']).where('user_id', '=', owner).execute();
    expect(rows).toEqual([{ nama_berkas: stalledName, status: 'gagal', pesan: 'Ekspor terhenti sebelum selesai; buat ulang' }]);
  });
});
