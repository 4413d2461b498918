import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { addDays, formatDate, formatNumber, formatReportMoney, todayJakarta } from '../../../common/format.js';
import { REPORTS, type ReportCell, type ReportCellKind, type ReportResult } from '../../../common/laporan.js';
import { periodText, signatureLines, summaryText } from '../../../server/domain/laporan/render.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';

/**
 * Every report's downloads hold the screen's figures (the XLSX cell for cell, the PDF every figure as printed), a
 * salesperson's downloads only their own, and every report and dashboard call of SPEC.md section 7 answers each demo
 * level that holds its menu (and refuses the others).
 */
let t: TestApp;
const today = todayJakarta();
// The demo's last two months and the days ahead (giro due dates): its whole year would print hundreds of pages per report.
const long = { tgl_awal: addDays(today, -60), tgl_akhir: addDays(today, 30) };
const q = (p: { tgl_awal: string; tgl_akhir: string }) => `tgl_awal=${p.tgl_awal}&tgl_akhir=${p.tgl_akhir}`;
const get = (user: string, url: string) => t.call(user, { method: 'GET', url });
const LEVELS = ['admin', 'owner', 'finance', 'gm', 'spv', 'sales1', 'sales2', 'gudang', 'aset'];

/** Every row of the first sheet as text, trailing empty cells dropped (exceljs leaves holes for empty cells). */
async function sheetText(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push(trim(Array.from((r.values as unknown[]).slice(1), (v) => String(v ?? '')))));
  return rows;
}
const trim = (row: string[]) => { const out = [...row]; while (out.length && out.at(-1) === '') out.pop(); return out; };

/** The XLSX a report's answer must make: company, title, period, each section's title, header, rows and total, the summary. */
function expectedSheet(r: ReportResult, company: string): string[][] {
  const cell = (kind: ReportCellKind, v: ReportCell | undefined) => {
    if (v === null || v === undefined) return '';
    if (kind === 'date') return formatDate(String(v));
    return typeof v === 'string' && /^[=+\-@\t\r\0]/.test(v) ? `'${v}` : String(v);
  };
  const out: string[][] = [[company], [r.title], [periodText(r)]];
  for (const s of r.sections) {
    if (s.title) out.push([s.title]);
    out.push(s.columns.map((c) => c.label));
    for (const row of [...s.rows, ...(s.total ? [s.total] : [])]) out.push(s.columns.map((c) => cell(c.kind, row[c.key])));
  }
  for (const s of r.summary) out.push([s.label, String(s.value)]);
  out.push(...signatureLines(r));
  return out.map(trim).filter((row) => row.length > 0);
}

/** What a reader sees of each figure in the PDF (money in accounting form, quantities whole, dates DD-MM-YYYY). */
function printedCells(r: ReportResult): string[] {
  const show = (kind: ReportCellKind, v: ReportCell | undefined): string => {
    if (v === null || v === undefined || v === '') return '';
    if (kind === 'money') return typeof v === 'number' ? formatReportMoney(v) : String(v);
    if (kind === 'qty') return typeof v === 'number' ? formatNumber(v, 0) : String(v);
    if (kind === 'date') return formatDate(String(v));
    return String(v);
  };
  const cells = r.sections.flatMap((s) => [s.title ?? '', ...[...s.rows, ...(s.total ? [s.total] : [])].flatMap((row) => s.columns.map((c) => show(c.kind, row[c.key]))).filter((x) => x)]);
  const signatures = r.tanda_tangan ? r.tanda_tangan.penanda.flatMap((p) => [p.peran, p.nama]) : [];
  return [...cells.filter((x) => x), ...r.summary.map((s) => `${s.label} ${summaryText(s)}`), ...signatures];
}

/** Spaces normalised; pdfmake may break a cell's line after a hyphen or slash ("Lain- lain"), which the text then shows. */
const normal = (s: string) => s.replace(/\s+/g, ' ').replace(/([-/]) /g, '$1');
let company = '';
/** The telephone and NPWP line of Pengaturan Perusahaan, on every print. */
let identity = '';
let jurnalPeriod = long;

beforeAll(async () => {
  t = await createTestApp();
  const setting = await t.database.db.selectFrom('setting').select(['nama_perusahaan', 'telepon', 'npwp']).executeTakeFirstOrThrow();
  company = String(setting.nama_perusahaan);
  // Every print's identity line carries it: the demo company has an NPWP of 16 digits (docs/taxes.md).
  expect(String(setting.npwp)).toMatch(/^\d{16}$/);
  identity = normal(`Telp. ${setting.telepon} NPWP ${setting.npwp}`);
  // The journal's screen pages it: a period short enough for one page of 1,000 lines holds every line on screen.
  for (const days of [30, 14, 7, 3, 1]) {
    jurnalPeriod = { tgl_awal: addDays(today, -days), tgl_akhir: today };
    const n = (await get('finance', `/api/laporan/jurnal?${q(jurnalPeriod)}&perPage=1`)).json().data.total_rows;
    if (n <= 1000) break;
  }
}, 120_000);
afterAll(async () => { await t.close(); });

describe('report downloads hold the screen\'s figures', () => {
  for (const def of REPORTS) {
    it(`${def.name}: the XLSX cell for cell and every figure in the PDF`, async () => {
      const p = def.name === 'jurnal' ? jurnalPeriod : long;
      const screen = (await get('finance', `/api/laporan/${def.name}?${q(p)}&perPage=1000`)).json().data as ReportResult;
      const rows = screen.sections.reduce((n, s) => n + s.rows.length, 0);
      expect(rows, 'the demo gives every report figures').toBeGreaterThan(0);
      if (def.name === 'jurnal') expect(screen.total_rows).toBe(rows);

      const xlsx = await get('finance', `/api/laporan/${def.name}?${q(p)}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(await sheetText(xlsx.rawPayload)).toEqual(expectedSheet(screen, company));

      if (def.name === 'jurnal' && rows > 400) return; // a long journal's PDF is checked by its totals in routes.test.ts
      const pdf = await get('finance', `/api/laporan/${def.name}?${q(p)}&format=pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = normal(await pdfText(pdf.rawPayload));
      expect(text).toContain(screen.title.toUpperCase());
      expect(text).toContain(identity);
      expect(text).toContain(normal(periodText(screen)));
      const missing = printedCells(screen).map(normal).filter((c) => !text.includes(c));
      expect(missing).toEqual([]);
    }, 60_000);
  }
});

describe('a salesperson\'s reports and downloads hold only their own figures', () => {
  for (const def of REPORTS.filter((r) => r.bySales)) {
    it(def.name, async () => {
      const users = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
        .select(['users.email', 'karyawan.id', 'karyawan.nama_lengkap']).where('users.email', 'in', ['sales1@niaga.local', 'sales2@niaga.local']).execute();
      const me = users.find((u) => u.email === 'sales1@niaga.local')!;
      const other = users.find((u) => u.email === 'sales2@niaga.local')!;
      const own = (await get('sales1', `/api/laporan/${def.name}?${q(long)}`)).json().data as ReportResult;
      const asFinance = (await get('finance', `/api/laporan/${def.name}?${q(long)}&sales_id=${me.id}`)).json().data as ReportResult;
      expect(own.sales).toEqual({ id: Number(me.id), nama: me.nama_lengkap });
      expect(own.sections).toEqual(asFinance.sections);
      expect(own.summary).toEqual(asFinance.summary);

      // The whole company's report names the other salesperson; the salesperson's own never does.
      const everyone = await get('finance', `/api/laporan/${def.name}?${q(long)}&format=pdf`);
      expect(normal(await pdfText(everyone.rawPayload))).toContain(String(other.nama_lengkap));
      const pdf = normal(await pdfText((await get('sales1', `/api/laporan/${def.name}?${q(long)}&format=pdf`)).rawPayload));
      expect(pdf).toContain(`Sales: ${me.nama_lengkap}`);
      expect(pdf).not.toContain(String(other.nama_lengkap));
      expect(printedCells(own).map(normal).filter((c) => !pdf.includes(c))).toEqual([]);

      const xlsx = await sheetText((await get('sales1', `/api/laporan/${def.name}?${q(long)}&format=xlsx`)).rawPayload);
      expect(xlsx).toEqual(expectedSheet(own, company));
      expect(JSON.stringify(xlsx)).not.toContain(String(other.nama_lengkap));
      for (const format of ['json', 'pdf', 'xlsx']) {
        expect((await get('sales1', `/api/laporan/${def.name}?${q(long)}&format=${format}&sales_id=${other.id}`)).statusCode, format).toBe(403);
      }
    }, 60_000);
  }
});

describe('every report and dashboard call of SPEC.md section 7 answers the levels holding its menu', () => {
  const menusOf = async (user: string) => {
    const menus = (await get(user, '/api/role?sub_menu=1')).json().data as Array<{ menu: { url: string }; sub_menu: Array<{ url: string }> }>;
    return new Set(menus.flatMap((m) => [m.menu.url, ...m.sub_menu.map((s) => s.url)]));
  };
  const calls: Array<{ call: string; url: string; menu: string | null; check: (res: Awaited<ReturnType<typeof get>>) => void }> = [
    { call: 'GET /view-jurnal', url: `/api/view-jurnal?${q(long)}&perPage=5`, menu: '/laporan/jurnal', check: (r) => { expect(r.json().data.length).toBe(5); expect(r.json().debit).toBe(r.json().kredit); } },
    { call: 'GET /dashboard-view-laba-rugi', url: `/api/dashboard-view-laba-rugi?${q(long)}`, menu: '/laporan/laba-rugi', check: (r) => expect(r.json().data.sections[0].rows.length).toBeGreaterThan(10) },
    { call: 'GET /cetak-perubahan-modal', url: `/api/cetak-perubahan-modal?${q(long)}`, menu: '/laporan/perubahan-modal', check: (r) => expect(r.headers['content-type']).toBe('application/pdf') },
    ...REPORTS.flatMap((def) => (['xlsx', 'pdf'] as const).filter((f) => !(def.name === 'jurnal' && f === 'pdf')).map((format) => ({
      call: `GET /laporan/${def.name} (${format})`, url: `/api/laporan/${def.name}?${q(long)}&format=${format}`, menu: def.path,
      check: (r: Awaited<ReturnType<typeof get>>) => expect(r.rawPayload.subarray(0, 2).toString()).toBe(format === 'pdf' ? '%P' : 'PK'),
    }))),
    { call: 'GET /check-hutang', url: '/api/check-hutang', menu: '/hutang', check: (r) => expect(r.json().data.total_hutang).toBeGreaterThan(0) },
    { call: 'GET /dashboard-info-barang', url: '/api/dashboard-info-barang', menu: '/barang', check: (r) => expect(r.json().data.di_bawah_minimum.length).toBeGreaterThan(0) },
    { call: 'GET /dashboard-grafik-penjualan', url: '/api/dashboard-grafik-penjualan', menu: '/penjualan', check: (r) => { expect(r.json().data.labels).toHaveLength(6); expect(r.json().data.datas.some((v: number) => v > 0)).toBe(true); } },
    { call: 'GET /dashboard-grafik-laba-rugi', url: '/api/dashboard-grafik-laba-rugi', menu: '/laporan/laba-rugi', check: (r) => { expect(r.json().data.label).toHaveLength(6); expect(r.json().data.data.some((v: number) => v !== 0)).toBe(true); } },
    { call: 'GET /apk', url: '/api/apk', menu: '/apk-versioning', check: (r) => expect(r.json().data.length).toBeGreaterThan(0) },
    { call: 'GET /setting', url: '/api/setting', menu: null, check: (r) => expect(r.json().data.nama_perusahaan).toBe(company) },
  ];

  it('on the demo, for each of the nine demo logins', async () => {
    const answered: string[] = [];
    for (const user of LEVELS) {
      const menus = await menusOf(user);
      const info = await t.call(user, { method: 'POST', url: '/api/dashboard-info', payload: {} });
      expect(info.statusCode, `${user} dashboard-info`).toBe(200);
      expect(info.json().data.activity).toHaveLength(14);
      for (const c of calls) {
        const may = c.menu === null || ['admin', 'owner'].includes(user) || menus.has(c.menu);
        const res = await get(user, c.url);
        expect(res.statusCode, `${user} ${c.call}`).toBe(may ? 200 : 403);
        if (may) { c.check(res); answered.push(`${user} ${c.call}`); }
      }
    }
    // Each call answered someone, and the reports the levels the grants name.
    for (const c of calls) expect(answered.some((a) => a.endsWith(c.call)), c.call).toBe(true);
    expect(answered).toContain('sales1 GET /laporan/sales (xlsx)');
    expect(answered).toContain('spv GET /laporan/lpj (pdf)');
    expect(answered).toContain('gm GET /cetak-perubahan-modal');
  }, 240_000);
});
