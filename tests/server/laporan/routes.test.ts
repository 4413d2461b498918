import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { addDays, formatReportMoney, todayJakarta } from '../../../common/format.js';
import { REPORTS } from '../../../common/laporan.js';
import { COMPUTE } from '../../../server/domain/laporan/reports.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';

/** The report calls on the demo company: answers, downloads holding the screen's figures, permissions, bad input. */
let t: TestApp;
const today = todayJakarta();
const period = `tgl_awal=${addDays(today, -400)}&tgl_akhir=${addDays(today, 30)}`;
const get = (user: string, url: string) => t.call(user, { method: 'GET', url });

async function sheetText(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

describe('laporan routes', () => {
  it('declares a computation for every report and no other', () => {
    expect(Object.keys(COMPUTE).sort()).toEqual(REPORTS.map((r) => r.name).sort());
  });

  it('answers every report for finance on the demo, and the demo balance sheet balances', async () => {
    for (const r of REPORTS) {
      const res = await get('finance', `/api/laporan/${r.name}?${period}`);
      expect(res.statusCode, r.name).toBe(200);
      expect(res.json().data).toMatchObject({ report: r.name, title: r.title, tgl_akhir: addDays(today, 30) });
    }
    const neraca = (await get('finance', `/api/laporan/neraca?${period}`)).json().data;
    const s = Object.fromEntries(neraca.summary.map((x: { label: string; value: number }) => [x.label, x.value]));
    expect(s['Jumlah Aset']).toBeGreaterThan(0);
    expect(s['Jumlah Aset']).toBe(s['Jumlah Liabilitas dan Ekuitas']);
    expect(s.Selisih).toBe(0);
  });

  it('keeps the SPEC calls: view-jurnal (data.data), dashboard-view-laba-rugi, cetak-perubahan-modal (a PDF)', async () => {
    const jurnal = await get('finance', `/api/view-jurnal?${period}&perPage=5&page=2`);
    expect(jurnal.statusCode).toBe(200);
    const body = jurnal.json();
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(10);
    expect(body.debit).toBe(body.kredit);
    const full = (await get('finance', `/api/laporan/jurnal?${period}&perPage=10`)).json().data;
    expect(body.data).toEqual(full.sections[0].rows.slice(5, 10));

    const lr = await get('finance', `/api/dashboard-view-laba-rugi?${period}`);
    expect(lr.json()).toEqual((await get('finance', `/api/laporan/laba-rugi?${period}`)).json());

    const modal = await get('finance', `/api/cetak-perubahan-modal?${period}`);
    expect(modal.statusCode).toBe(200);
    expect(modal.headers['content-type']).toBe('application/pdf');
    const figures = (await get('finance', `/api/laporan/perubahan-modal?${period}`)).json().data;
    const akhir = figures.summary.find((x: { label: string }) => x.label === 'Modal Akhir').value;
    expect(await pdfText(modal.rawPayload)).toContain(formatReportMoney(akhir, true));
  });

  it('puts the screen\'s figures in the PDF and the XLSX', async () => {
    const lr = (await get('finance', `/api/laporan/laba-rugi?${period}`)).json().data;
    const laba = lr.summary[0].value as number;
    const pdf = await get('finance', `/api/laporan/laba-rugi?${period}&format=pdf`);
    expect(pdf.headers['content-disposition']).toContain('Laporan%20Laba%20Rugi');
    expect(await pdfText(pdf.rawPayload)).toContain(`Laba (Rugi) Bersih ${formatReportMoney(laba, true)}`);
    const xlsx = await get('finance', `/api/laporan/laba-rugi?${period}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetText(xlsx.rawPayload);
    expect(rows).toContainEqual(['Laba (Rugi) Bersih', String(laba)]);

    const jurnal = (await get('finance', `/api/laporan/jurnal?${period}&perPage=1`)).json().data;
    const sheet = await sheetText((await get('finance', `/api/laporan/jurnal?${period}&format=xlsx`)).rawPayload);
    // company, title, period, header, every line, total, two summary lines (exceljs skips the blank rows)
    expect(jurnal.total_rows).toBeGreaterThan(100);
    expect(sheet.length).toBe(4 + jurnal.total_rows + 1 + 2);
    expect(sheet[3]).toEqual(['Tanggal', 'No. Jurnal', 'Keterangan', 'Kode Akun', 'Akun', 'Debit', 'Kredit']);
  });

  it('limits a salesperson to their own figures, on screen and in downloads', async () => {
    const me = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
      .select(['karyawan.id', 'karyawan.nama_lengkap']).where('users.email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales2@niaga.local').executeTakeFirstOrThrow();
    for (const name of ['sales', 'droping-sales']) {
      const own = (await get('sales1', `/api/laporan/${name}?${period}`)).json().data;
      expect(own.sales).toEqual({ id: Number(me.id), nama: me.nama_lengkap });
      const asFinance = (await get('finance', `/api/laporan/${name}?${period}&sales_id=${me.id}`)).json().data;
      expect(own.sections).toEqual(asFinance.sections);
      const everyone = (await get('finance', `/api/laporan/${name}?${period}`)).json().data;
      expect(everyone.sales).toBeNull();
      expect((await get('sales1', `/api/laporan/${name}?${period}&sales_id=${other.karyawan_id}`)).statusCode).toBe(403);
    }
    const own = (await get('sales1', `/api/laporan/sales?${period}`)).json().data;
    const perSales = own.sections[0].rows as Array<{ sales: string }>;
    expect(perSales.map((r) => r.sales)).toEqual(perSales.length ? [me.nama_lengkap] : []);
    const everyone = (await get('finance', `/api/laporan/sales?${period}`)).json().data;
    expect((everyone.sections[0].rows as unknown[]).length).toBeGreaterThan(perSales.length);
    const sheet = await sheetText((await get('sales1', `/api/laporan/sales?${period}&format=xlsx`)).rawPayload);
    expect(sheet[2][0]).toContain(`Sales: ${me.nama_lengkap}`);
    expect(sheet[3]).toEqual(['Per Sales']);
    const names = sheet.slice(5).map((r) => r[0]).filter((n) => n && n !== 'Total');
    expect(names.slice(0, perSales.length)).toEqual(perSales.map((r) => r.sales));
  });

  it('needs the report\'s menu', async () => {
    expect((await get('sales1', `/api/laporan/laba-rugi?${period}`)).statusCode).toBe(403);
    expect((await get('sales1', `/api/cetak-perubahan-modal?${period}`)).statusCode).toBe(403);
    expect((await get('gudang', `/api/laporan/sales?${period}`)).statusCode).toBe(403);
    expect((await get(null as unknown as string, `/api/laporan/neraca?${period}`)).statusCode).toBe(401);
  });

  it('refuses bad parameters with a clear message and 4xx', async () => {
    const cases: Array<[string, number, RegExp]> = [
      [`/api/laporan/laba-rugi?tgl_akhir=${today}`, 422, /Tanggal awal wajib diisi/],
      [`/api/laporan/laba-rugi?tgl_awal=2026-02-30&tgl_akhir=2026-03-01`, 422, /YYYY-MM-DD/],
      [`/api/laporan/laba-rugi?tgl_awal=2026-03-02&tgl_akhir=2026-03-01`, 422, /tidak boleh sebelum/],
      [`/api/laporan/laba-rugi?tgl_awal=2020-01-01&tgl_akhir=2026-03-01`, 422, /paling lama/],
      [`/api/laporan/laba-rugi?${period}&format=doc`, 422, /pdf atau xlsx/],
      [`/api/laporan/laba-rugi?${period}&sales_id=1`, 400, /Parameter tidak dikenal: sales_id/],
      [`/api/laporan/sales?${period}&sales_id=999999`, 422, /Sales tidak ditemukan/],
      [`/api/laporan/jurnal?${period}&perPage=5000`, 422, /Paling banyak 1000/],
      [`/api/laporan/tidak-ada?${period}`, 404, /Laporan tidak ditemukan/],
    ];
    for (const [url, status, message] of cases) {
      const res = await get('finance', url);
      expect(res.statusCode, url).toBe(status);
      expect(JSON.stringify(res.json()), url).toMatch(message);
    }
  });
});
