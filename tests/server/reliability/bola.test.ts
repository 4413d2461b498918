/**
 * Object-level authorization: sales1 probing the records other users own (found as the rows the admin sees that
 * sales1's own list does not) by id, by filter, through the declared prints, and through every list, report and
 * export the app documents with the other salesperson's ids as parameters → 0 foreign rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printCall } from '../../../common/prints.js';
import type { ResourceDef } from '../../../common/registry.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import ExcelJS from 'exceljs';
import { REPORTS } from '../../../common/laporan.js';
import { apiRoutes } from './routes.js';

type Row = Record<string, unknown>;
const PROBER = 'sales1';

let t: TestApp;
/** Per resource sales1 may list: the rows only others may see. */
const foreign = new Map<string, { resource: ResourceDef; rows: Row[]; own: Set<number> }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const resource of t.registry.resources) {
    const mine = await t.call(PROBER, { method: 'GET', url: `/api/${resource.name}?perPage=1000` });
    if (mine.statusCode !== 200 || !Array.isArray(mine.json().data)) continue;
    const all = await t.call('admin', { method: 'GET', url: `/api/${resource.name}?perPage=1000` });
    if (all.statusCode !== 200) continue;
    // Every page of the prober's own rows (the demo's year gives a salesperson more than a page of sales and payments).
    const own = new Set((mine.json().data as Row[]).map((r) => Number(r.id)));
    for (let page = 2; own.size < Number(mine.json().total); page += 1) {
      const more = (await t.call(PROBER, { method: 'GET', url: `/api/${resource.name}?perPage=1000&page=${page}` })).json().data as Row[];
      if (more.length === 0) break;
      for (const r of more) own.add(Number(r.id));
    }
    const rows = (all.json().data as Row[]).filter((r) => !own.has(Number(r.id)));
    if (rows.length) foreign.set(resource.name, { resource, rows, own });
  }
});
afterAll(async () => { await t.close(); });

/** What marks another user's rows in any answer: their documents' numbers and their customers' codes. */
function foreignTokens(): Set<string> {
  const tokens = new Set<string>();
  for (const { rows } of foreign.values()) {
    for (const r of rows) if (typeof r.nomor === 'string' && r.nomor.length >= 8) tokens.add(r.nomor);
  }
  for (const r of foreign.get('konsumen')!.rows) tokens.add(String(r.kode));
  return tokens;
}

/** An answer as a reader sees it: JSON as sent, a PDF's text, an XLSX's cells. */
async function answerText(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): Promise<string> {
  const type = String(res.headers['content-type']);
  if (type.includes('pdf')) return pdfText(res.rawPayload);
  if (type.includes('spreadsheet')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => { cells.push(String(c.text)); })));
    return cells.join(' ');
  }
  return type.includes('json') ? res.body : '';
}

/** Evenly spread picks of a list (first, last and between). */
const spread = <T>(xs: T[], n: number): T[] => (xs.length <= n ? xs : Array.from({ length: n }, (_, i) => xs[Math.floor((i * (xs.length - 1)) / (n - 1))]));

describe(`${PROBER} probing other users' records`, () => {
  it('finds foreign rows in the scoped areas (the sweep has something to probe)', () => {
    for (const name of ['penjualan', 'konsumen', 'rute', 'setoran', 'kas', 'hutang']) expect(foreign.get(name)?.rows.length ?? 0, name).toBeGreaterThan(0);
  });

  it('gets 404 (never the record) by id, and no foreign row by any filter', async () => {
    const leaks: string[] = [];
    for (const [name, { resource, rows, own }] of foreign) {
      for (const row of spread(rows, 4)) {
        const one = await t.call(PROBER, { method: 'GET', url: `/api/${name}/${row.id}` });
        if (one.statusCode !== 404 && one.statusCode !== 403) leaks.push(`GET /api/${name}/${row.id} → ${one.statusCode}`);
        for (const f of resource.fields.filter((x) => x.filterable)) {
          const value = row[f.name];
          if (value === null || value === undefined || typeof value === 'object') continue;
          const list = await t.call(PROBER, { method: 'GET', url: `/api/${name}?perPage=1000&${f.name}=${encodeURIComponent(String(value))}` });
          if (list.statusCode >= 500) leaks.push(`GET /api/${name}?${f.name}= → ${list.statusCode}`);
          if (list.statusCode !== 200) continue;
          const got = (list.json().data as Row[]).map((r) => Number(r.id)).filter((id) => !own.has(id));
          if (got.length) leaks.push(`GET /api/${name}?${f.name}=${String(value)} → foreign ids ${got.slice(0, 5).join(',')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it("never prints another user's document", async () => {
    const leaks: string[] = [];
    let probed = 0;
    for (const [name, { resource, rows }] of foreign) {
      for (const print of resource.prints ?? []) {
        for (const row of spread(rows, 3)) {
          const full = (await t.call('admin', { method: 'GET', url: `/api/${name}/${row.id}` })).json().data as Row;
          const call = printCall(print, full);
          if (!call) continue;
          const qs = new URLSearchParams(call.params).toString();
          const res = await t.call(PROBER, { method: 'GET', url: `/api${call.path}${qs ? `?${qs}` : ''}` });
          probed += 1;
          if (res.statusCode < 400 || String(res.headers['content-type']).includes('pdf')) leaks.push(`${print.path} of ${name} ${row.id} → ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(probed).toBeGreaterThan(0);
  }, 120_000);

  it("finds no other salesperson's document number or customer in any list, report or export", async () => {
    const sales2 = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales2@niaga.local').executeTakeFirstOrThrow();
    const tokens = foreignTokens();
    const adminSales = (await t.call('admin', { method: 'GET', url: '/api/penjualan?perPage=1000' })).body;
    const foreignKonsumen = Number(foreign.get('konsumen')!.rows[0].id);
    const foreignKas = Number(foreign.get('kas')!.rows[0].id);
    const variants = [
      '',
      `?karyawan_id=${sales2.karyawan_id}&perPage=1000`,
      `?sales_id=${sales2.karyawan_id}&tgl_awal=2025-06-01&tgl_akhir=2027-06-01`,
      `?konsumen_id=${foreignKonsumen}`,
      `?kas_id=${foreignKas}`,
    ];
    const gets = (await apiRoutes(t)).filter((r) => r.method === 'GET' && !r.path.includes('{') && !r.path.startsWith('/api/auth/'));
    const leaks: string[] = [];
    let answered = 0;
    for (const r of gets) {
      for (const v of variants) {
        const res = await t.call(PROBER, { method: 'GET', url: `${r.path}${v}` });
        if (res.statusCode >= 500) leaks.push(`${r.path}${v} → ${res.statusCode}`);
        if (res.statusCode !== 200) continue;
        answered += 1;
        const text = await answerText(res);
        const seen = [...tokens].filter((tok) => text.includes(tok));
        if (seen.length) leaks.push(`${r.path}${v} shows ${seen.slice(0, 3).join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    // The same probe can see a leak: the admin's list of sales shows other salespeople's numbers.
    expect([...tokens].some((tok) => adminSales.includes(tok))).toBe(true);
  }, 240_000);

  it("reads another salesperson's figures in no report and no record-addressed download", async () => {
    const sales2 = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
      .select(['users.karyawan_id', 'karyawan.nama_lengkap']).where('users.email', '=', 'sales2@niaga.local').executeTakeFirstOrThrow();
    const tokens = foreignTokens();
    tokens.add(String(sales2.nama_lengkap));
    const leaks: string[] = [];
    let answered = 0;
    const check = async (url: string) => {
      const res = await t.call(PROBER, { method: 'GET', url });
      if (res.statusCode >= 500) leaks.push(`${url} → ${res.statusCode}`);
      if (res.statusCode !== 200) return;
      answered += 1;
      const text = await answerText(res);
      const seen = [...tokens].filter((tok) => text.includes(tok));
      if (seen.length) leaks.push(`${url} shows ${seen.slice(0, 3).join(', ')}`);
    };
    for (const report of REPORTS) {
      for (const format of ['json', 'pdf', 'xlsx']) {
        for (const who of ['', `&sales_id=${sales2.karyawan_id}`]) await check(`/api/laporan/${report.name}?tgl_awal=2025-06-01&tgl_akhir=2027-06-01&format=${format}${who}`);
      }
    }
    // Hand-written downloads and views addressed by a record: each tried with foreign ids of the resource its path names.
    const names = [...foreign.keys()].sort((a, b) => b.length - a.length);
    const generic = new Set(t.registry.resources.map((r) => `/api/${r.name}/{id}`));
    for (const r of (await apiRoutes(t)).filter((x) => x.method === 'GET' && /\{id\}/.test(x.path) && !generic.has(x.path))) {
      const name = names.find((n) => r.path.includes(n) || r.path.includes(n.replace(/an$/, '')));
      if (!name) continue;
      for (const row of spread(foreign.get(name)!.rows, 2)) await check(r.path.replace('{id}', String(row.id)).replace(/\{\w+\}/g, '1'));
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(5);
    // The same probe can see a leak: the admin's report on that salesperson names them, in every format.
    for (const format of ['json', 'pdf', 'xlsx']) {
      const control = await t.call('admin', { method: 'GET', url: `/api/laporan/sales?tgl_awal=2025-06-01&tgl_akhir=2027-06-01&format=${format}&sales_id=${sales2.karyawan_id}` });
      expect(await answerText(control), format).toContain(String(sales2.nama_lengkap));
    }
  }, 240_000);
});
