import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { formatMonth } from '../../../common/format.js';
import type { ReportResult } from '../../../common/laporan.js';
import { creditableInputTax, creditInputTax, inputTaxRegister, periodDays } from '../../../server/domain/pajak/services.js';
import { purchase, receive, today } from '../pembelian/fixtures.js';
import { pdfText } from '../support/pdf-text.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();
const month = () => today().slice(0, 7);

async function sheetRows(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push(Array.from((r.values as unknown[]).slice(1), (v) => String(v ?? ''))));
  return rows;
}

describe('GET /api/laporan/ppn-masukan?periode=YYYY-MM (issue 37)', () => {
  it('answers the month\'s register with its totals and what the month may credit, as JSON, PDF and XLSX', async () => {
    const { doc } = await purchase(t);
    expect((await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: '04002500000099001', tgl_faktur_pajak: today() })).statusCode).toBe(200);
    expect((await receive(t, doc, [doc.rincian[0].qty, 10])).statusCode).toBe(200);

    const res = await get('finance', `/laporan/ppn-masukan?periode=${month()}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as ReportResult;
    const days = periodDays(month())!;
    expect(r).toMatchObject({ report: 'ppn-masukan', title: 'Laporan PPN Masukan', ...days, periode: `Masa Pajak ${formatMonth(month())}` });
    const items = await inputTaxRegister(t.database.db, days, t.registry);
    const s = r.sections[0];
    expect(s.columns.map((c) => c.label)).toEqual(['Sumber', 'Nomor', 'Tanggal', 'Penjual', 'No. Faktur Pajak', 'Tgl Faktur Pajak', 'DPP', 'PPN', 'Keadaan']);
    expect(s.rows).toHaveLength(items.length);
    expect(s.rows.find((x) => x.nomor === doc.nomor)).toMatchObject({ sumber: 'Pembelian', no_faktur_pajak: '04002500000099001', dpp: 450_000, ppn: 49_500, keadaan: 'Belum dikreditkan' });
    expect(s.total).toMatchObject({ dpp: items.reduce((a, i) => a + i.dpp, 0), ppn: items.reduce((a, i) => a + i.ppn, 0) });
    const creditable = await creditableInputTax(t.database.db, month(), t.registry);
    expect(r.summary).toEqual([
      { label: `DPP yang dapat dikreditkan (${creditable.count} faktur)`, value: creditable.dpp },
      { label: 'PPN Masukan yang dapat dikreditkan', value: creditable.ppn },
    ]);
    expect(creditable.ppn).toBeGreaterThanOrEqual(49_500);

    const xlsx = await get('finance', `/laporan/ppn-masukan?periode=${month()}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await sheetRows(xlsx.rawPayload);
    expect(sheet[1][0]).toBe('Laporan PPN Masukan');
    expect(sheet.some((row) => row.includes(doc.nomor) && row.includes('04002500000099001') && row.includes('49500'))).toBe(true);

    const pdf = await get('finance', `/laporan/ppn-masukan?periode=${month()}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('LAPORAN PPN MASUKAN');
    expect(text).toContain(`Masa Pajak ${formatMonth(month())}`);
    expect(text).toContain(doc.nomor);

    // Credited in the month's closing, the same row says so and nothing is left to credit.
    await t.database.db.transaction().execute((trx) => creditInputTax(trx, month(), t.registry));
    const after = (await get('finance', `/laporan/ppn-masukan?periode=${month()}`)).json().data as ReportResult;
    expect(after.sections[0].rows.find((x) => x.nomor === doc.nomor)!.keadaan).toBe(`Dikreditkan ${month()}`);
    expect(after.summary.map((x) => x.value)).toEqual([0, 0]);
  });

  it('still takes tgl_awal and tgl_akhir', async () => {
    const days = periodDays(month())!;
    const res = await get('owner', `/laporan/ppn-masukan?tgl_awal=${days.tgl_awal}&tgl_akhir=${days.tgl_akhir}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.periode).toBe(`Masa Pajak ${formatMonth(month())}`);
  });

  it('needs the report\'s menu: the general manager reads it, a salesperson and the warehouse admin get 403', async () => {
    expect((await get('gm', `/laporan/ppn-masukan?periode=${month()}`)).statusCode).toBe(200);
    for (const user of ['sales1', 'gudang', 'spv']) {
      const res = await get(user, `/laporan/ppn-masukan?periode=${month()}`);
      expect(res.statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/laporan/ppn-masukan?periode=${month()}` })).statusCode).toBe(401);
  });

  it('refuses a bad period with a 422 in Indonesian; a report without masa takes no periode', async () => {
    for (const periode of ['2026-13', '2026-1', 'November', '2026-11-01']) {
      const res = await get('finance', `/laporan/ppn-masukan?periode=${encodeURIComponent(periode)}`);
      expect(res.statusCode, periode).toBe(422);
      expect(res.json().errors.periode).toEqual(['Periode harus berbentuk YYYY-MM']);
    }
    const none = await get('finance', '/laporan/ppn-masukan');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.periode).toEqual(['Periode wajib diisi (YYYY-MM)']);
    const both = await get('finance', `/laporan/ppn-masukan?periode=${month()}&tgl_awal=${month()}-01&tgl_akhir=${month()}-02`);
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.periode).toEqual(['Isi periode atau tanggal awal dan akhir, tidak keduanya']);
    expect((await get('finance', `/laporan/laba-rugi?periode=${month()}`)).statusCode).toBe(400);
  });

  it('exports the XLSX in the background by periode too', async () => {
    const res = await post('finance', '/laporan-ekspor', { laporan: 'ppn-masukan', periode: month() });
    expect(res.statusCode, res.body).toBe(202);
    const bad = await post('finance', '/laporan-ekspor', { laporan: 'ppn-masukan', periode: '2026-00' });
    expect(bad.statusCode).toBe(422);
  });
});
