/**
 * Stored payloads in what exports and downloads show: formula injection in every XLSX the server writes (reports in
 * every format, the deposit export), script in prints, and path traversal on every download route.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../../common/laporan.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { apiRoutes, fillPath } from './routes.js';

const FORMULAS = ['=HYPERLINK("http://contoh.invalid","klik")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1'];
const DANGER = /^[=+\-@\t\r\0]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Payloads where exports show stored text: the company's name, customers, salespeople, accounts, goods.
  const db = t.database.db;
  await db.updateTable('setting').set({ nama_perusahaan: FORMULAS[0] }).execute();
  const names = await db.selectFrom('konsumen').select('id').orderBy('id').limit(400).execute();
  for (const [i, k] of names.entries()) await db.updateTable('konsumen').set({ nama: `${FORMULAS[i % FORMULAS.length]} ${i}` }).where('id', '=', k.id).execute();
  for (const [i, k] of (await db.selectFrom('karyawan').select('id').execute()).entries()) await db.updateTable('karyawan').set({ nama_lengkap: `${FORMULAS[i % FORMULAS.length]}${i}` }).where('id', '=', k.id).execute();
  for (const [i, a] of (await db.selectFrom('akun').select('id').execute()).entries()) await db.updateTable('akun').set({ nama: `${FORMULAS[i % FORMULAS.length]}${i}` }).where('id', '=', a.id).execute();
  for (const [i, b] of (await db.selectFrom('barang').select('id').execute()).entries()) await db.updateTable('barang').set({ nama: `${FORMULAS[i % FORMULAS.length]}${i}` }).where('id', '=', b.id).execute();
});
afterAll(async () => { await t.close(); });

/** The cells of an XLSX that a spreadsheet would run: formulas, and text starting with = + - @ tab CR NUL. */
async function runnableCells(data: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row, r) => row.eachCell((c, col) => {
    if (c.type === ExcelJS.ValueType.Formula || (typeof c.value === 'string' && DANGER.test(c.value))) out.push(`${sheet.name}!R${r}C${col}: ${String(c.value).slice(0, 40)}`);
  })));
  return out;
}

describe('formula injection', () => {
  it('no XLSX the server writes has a runnable cell, whatever the stored text', async () => {
    const found: string[] = [];
    let books = 0;
    const sales1 = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    for (const r of REPORTS) {
      for (const who of ['', ...(r.bySales ? [`&sales_id=${sales1.karyawan_id}`] : [])]) {
        const res = await t.call('admin', { method: 'GET', url: `/api/laporan/${r.name}?tgl_awal=2026-01-01&tgl_akhir=2026-12-31&format=xlsx${who}` });
        expect(res.statusCode, `${r.name} ${res.body.slice(0, 100)}`).toBe(200);
        books += 1;
        found.push(...(await runnableCells(res.rawPayload)).map((c) => `${r.name}${who}: ${c}`));
      }
    }
    for (const s of await t.database.db.selectFrom('setoran').select('id').execute()) {
      const res = await t.call('admin', { method: 'GET', url: `/api/export-setor/${s.id}` });
      expect(res.statusCode).toBe(200);
      books += 1;
      found.push(...(await runnableCells(res.rawPayload)).map((c) => `export-setor/${s.id}: ${c}`));
    }
    expect(found).toEqual([]);
    expect(books).toBeGreaterThan(8);
  }, 120_000);
});

describe('downloads', () => {
  it('never answer file bytes for a path in the request (traversal on every download route)', async () => {
    const traversal = ['..%2F..%2F..%2F..%2Fetc%2Fpasswd', '....%2F%2F....%2F%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '..%5C..%5Cwindows%5Cwin.ini', 'package.json', '..%2Fpackage.json', '%2e%2e%2f%2e%2e%2fpackage.json'];
    const downloads = (await apiRoutes(t)).filter((r) => r.method === 'GET' && /cetak|export|upload|laporan|template|apk|qr/.test(r.path));
    expect(downloads.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const r of downloads) {
      for (const p of traversal) {
        const urls = r.path.includes('{') ? [fillPath(r.path, p, { name: p, token: p })] : [`${r.path}?id=${p}`, `${r.path}?file=${p}&filename=${p}&path=${p}`];
        for (const url of urls) {
          const res = await t.call('admin', { method: 'GET', url });
          if (res.statusCode >= 500 || /root:x:|"name": "niaga"|\[fonts\]/.test(res.body)) leaks.push(`${url} → ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});

describe('stored script', () => {
  it('prints carry stored markup as text, never as script (PDFs hold no JavaScript)', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    await t.database.db.updateTable('konsumen').set({ nama: payload }).execute();
    await t.database.db.updateTable('setting').set({ nama_perusahaan: payload }).execute();
    const sale = await t.database.db.selectFrom('penjualan').select('id').where('status', '=', 'selesai').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.call('admin', { method: 'GET', url: `/api/cetak-penjualan/${sale.id}` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/pdf');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).not.toMatch(/\/JavaScript|\/JS\s|\/OpenAction|\/AA\s/);
    // JSON answers carry it as data with a JSON type and nosniff, for React to escape.
    const json = await t.call('admin', { method: 'GET', url: '/api/konsumen?perPage=1' });
    expect(String(json.headers['content-type'])).toContain('application/json');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.json().data[0].nama).toBe(payload);
  });
});
