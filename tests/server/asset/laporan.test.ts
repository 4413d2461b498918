import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { addDays, formatMoney, todayJakarta } from '../../../common/format.js';
import { addMonths } from '../../../common/penyusutan.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { asset, category, poster } from './fixtures.js';

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
beforeAll(async () => { t = await createTestApp(); ({ post, get } = poster(t)); }, 120_000);
afterAll(async () => { await t.close(); });

const today = () => todayJakarta();
type Result = { sections: Array<{ title: string; rows: Array<Record<string, unknown>>; total: Record<string, unknown> }>; summary: Array<{ label: string; value: number }> };
const value = (r: Result, label: string) => r.summary.find((s) => s.label === label)!.value;

describe('GET /api/asset-view-laporan', () => {
  it('answers the register at tgl_akhir agreeing with the books, per category and location, and the same figures as PDF and XLSX', async () => {
    const period = `tgl_awal=${addDays(today(), -365)}&tgl_akhir=${today()}`;
    const res = await get('aset', `/asset-view-laporan?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as Result;
    // Today the register is the assets in the books, as the asset rows hold them.
    const rows = await t.database.db.selectFrom('asset').select(['harga_perolehan', 'akumulasi_penyusutan']).where('status', 'in', ['aktif', 'dipinjam', 'diperbaiki']).where('tanggal_perolehan', '<=', today()).execute();
    const harga = rows.reduce((s, a) => s + Number(a.harga_perolehan), 0);
    const akum = rows.reduce((s, a) => s + Number(a.akumulasi_penyusutan), 0);
    expect(value(r, 'Harga Perolehan')).toBe(harga);
    expect(value(r, 'Akumulasi Penyusutan')).toBe(akum);
    expect(value(r, 'Nilai Buku')).toBe(harga - akum);
    expect(value(r, 'Jumlah Aset')).toBe(rows.length);
    for (const s of r.sections.slice(0, 2)) expect(s.total.harga).toBe(harga);
    expect(value(r, 'Penyusutan Periode Ini')).toBeGreaterThan(0);

    const pdf = await get('aset', `/asset-view-laporan?${period}&format=pdf`);
    expect(pdf.headers['content-type']).toMatch(/pdf/);
    expect(await pdfText(pdf.rawPayload)).toContain(formatMoney(harga - akum).replace('Rp. ', ''));
    const xlsx = await get('aset', `/asset-view-laporan?${period}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    wb.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain(harga - akum);
  });

  it('leaves out assets bought after tgl_akhir and keeps one sold after it, with depreciation only to that date', async () => {
    const k = await category(t, 12);
    const bought = `${addMonths(today().slice(0, 7), -3)}-01`;
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 1_200_000, nama: 'Aset Laporan' });
    const before = addDays(bought, -1);
    const at = (d: string) => get('aset', `/asset-view-laporan?tgl_awal=${addDays(d, -30)}&tgl_akhir=${d}`).then((x) => x.json().data as Result);
    const listed = (r: Result) => r.sections[2].rows.find((x) => x.kode === a.kode);
    expect(listed(await at(before))).toBeUndefined();
    const sale = (await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'X', akun_terima_id: Number((await t.database.db.selectFrom('akun').select('id').where('kode', '=', '1-1200').executeTakeFirstOrThrow()).id), rincian: [{ asset_id: a.id, harga_jual: 500_000 }] })).json().data;
    expect((await post('finance', '/input/asset-penjualan-konfirm', { id: sale.id })).statusCode).toBe(200);
    expect(listed(await at(today()))).toBeUndefined();
    expect(listed(await at(addDays(today(), -1)))).toMatchObject({ harga: 1_200_000, akumulasi: 0, nilai_buku: 1_200_000 });
  });

  it('refuses bad periods (422) and readers without the report menu (403)', async () => {
    expect((await get('aset', '/asset-view-laporan?tgl_awal=2026-02-01&tgl_akhir=2026-01-01')).statusCode).toBe(422);
    expect((await get('aset', '/asset-view-laporan?tgl_awal=kemarin&tgl_akhir=2026-01-01')).statusCode).toBe(422);
    expect((await get('aset', `/asset-view-laporan?tgl_awal=${today()}&tgl_akhir=${today()}&x=1`)).statusCode).toBe(400);
    expect((await get('sales1', `/asset-view-laporan?tgl_awal=${today()}&tgl_akhir=${today()}`)).statusCode).toBe(403);
    expect((await get('finance', `/laporan/asset?tgl_awal=${today()}&tgl_akhir=${today()}`)).statusCode).toBe(200);
  });
});
