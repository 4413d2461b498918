import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import registry from '../../../resources.config.js';
import { GROUPS } from '../../../common/akun-grup.js';
import { XLSX_REPORT_MONEY } from '../../../common/format.js';
import { AKUN, GRUP_LAPORAN } from '../../../server/db/base/definition.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import type { ReportResult } from '../../../common/laporan.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { booksOnly, post, statementLines } from './fixture.js';

/**
 * The financial statements of issue 36 through the API, on the demo company with a few journals of its own in
 * 2031 (a year the demo never reaches, so the profit figures are the fixture's; the balance sheet adds the demo's
 * balances and is checked by its subtotals):
 *
 *   2030-05-15  Piutang 2.000.000 / Penjualan                 (the same month a year before)
 *   2031-04-20  Piutang 1.500.000 / Penjualan                 (the month before)
 *   2031-05-03  Piutang 5.000.000 / Penjualan
 *   2031-05-04  Potongan Penjualan 100.000 / Piutang
 *   2031-05-05  HPP 3.000.000 / Persediaan
 *   2031-05-10  Beban Gaji 800.000 / Kas Besar
 *   2031-05-11  Beban Penyusutan 200.000 / Akumulasi Penyusutan
 *   2031-05-12  Kas Besar 50.000 / Pendapatan Bunga Bank
 *   2031-05-13  Beban Bunga 30.000 / Kas Besar
 *   2031-05-31  Beban Pajak Penghasilan 92.000 / Hutang PPh Badan
 */
let t: TestApp;
const get = (user: string, url: string) => t.call(user, { method: 'GET', url });
const MAY = 'tgl_awal=2031-05-01&tgl_akhir=2031-05-31';
const report = async (name: string, query: string) => {
  const res = await get('finance', `/api/laporan/${name}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReportResult;
};

beforeAll(async () => {
  t = await createTestApp();
  const d = t.database;
  await post(d, '2030-05-15', '1-1300', '4-1100', 2_000_000);
  await post(d, '2031-04-20', '1-1300', '4-1100', 1_500_000);
  await post(d, '2031-05-03', '1-1300', '4-1100', 5_000_000);
  await post(d, '2031-05-04', '4-1300', '1-1300', 100_000);
  await post(d, '2031-05-05', '5-1100', '1-1400', 3_000_000);
  await post(d, '2031-05-10', '6-1100', '1-1100', 800_000);
  await post(d, '2031-05-11', '6-1800', '1-2900', 200_000);
  await post(d, '2031-05-12', '1-1100', '7-1100', 50_000);
  await post(d, '2031-05-13', '8-1100', '1-1100', 30_000);
  await post(d, '2031-05-31', '8-9000', '2-1410', 92_000);
}, 120_000);
afterAll(async () => { await t.close(); });

describe('laba rugi', () => {
  it('has every line of the statement, each a sum of the lines above it, the month before beside it', async () => {
    const r = await report('laba-rugi', MAY);
    expect(r.periode).toBe('Periode 01-05-2031 s.d. 31-05-2031');
    expect(r.banding).toBe('sebelumnya');
    expect(r.sections[0].columns.map((c) => c.label)).toEqual(['Kode', 'Keterangan', '01-05-2031 s.d. 31-05-2031', '01-04-2031 s.d. 30-04-2031']);
    expect(statementLines(r)).toEqual({
      'Penjualan Bruto': [5_000_000, 1_500_000], 'Retur Penjualan': [0, 0], 'Potongan Penjualan': [-100_000, 0], 'Penjualan Neto': [4_900_000, 1_500_000],
      'Harga Pokok Penjualan': [-3_000_000, 0], 'Jumlah Harga Pokok Penjualan': [-3_000_000, 0], 'Laba Kotor': [1_900_000, 1_500_000],
      'Beban Gaji': [-800_000, 0], 'Jumlah Beban Pegawai': [-800_000, 0], 'Beban Penyusutan': [-200_000, 0], 'Jumlah Beban Penyusutan': [-200_000, 0],
      'Jumlah Beban Usaha': [-1_000_000, 0], 'Laba Usaha': [900_000, 1_500_000],
      'Pendapatan Bunga Bank': [50_000, 0], 'Beban Bunga': [-30_000, 0], 'Jumlah Pendapatan (Beban) Lain-lain': [20_000, 0], 'Laba Sebelum Pajak': [920_000, 1_500_000],
      'Beban Pajak Penghasilan': [-92_000, 0], 'Jumlah Pajak Penghasilan': [-92_000, 0], 'Laba (Rugi) Bersih': [828_000, 1_500_000],
    });
    const headings = r.sections[0].rows.filter((x) => x.gaya === 'judul').map((x) => x.keterangan);
    expect(headings).toEqual(['Penjualan', 'Harga Pokok Penjualan', 'Beban Usaha', 'Beban Pegawai', 'Beban Penyusutan', 'Pendapatan dan Beban Lain-lain', 'Pajak Penghasilan']);
  });

  it('the same month a year before when the user picks it; no income-tax lines where none is posted', async () => {
    const r = await report('laba-rugi', `${MAY}&banding=tahun_lalu`);
    expect(r.banding).toBe('tahun_lalu');
    expect(r.sections[0].columns[3].label).toBe('01-05-2030 s.d. 31-05-2030');
    expect(statementLines(r)['Penjualan Bruto']).toEqual([5_000_000, 2_000_000]);
    expect(statementLines(r)['Laba (Rugi) Bersih']).toEqual([828_000, 2_000_000]);
    const april = await report('laba-rugi', 'tgl_awal=2031-04-01&tgl_akhir=2031-04-30');
    expect(april.sections[0].rows.map((x) => x.keterangan)).not.toContain('Pajak Penghasilan');
  });

  it('a month so far is compared with the same days of the month before, not an odd period', async () => {
    const r = await report('laba-rugi', 'tgl_awal=2031-05-01&tgl_akhir=2031-05-27');
    expect(r.sections[0].columns[3].label).toBe('01-04-2031 s.d. 27-04-2031');
  });
});

describe('neraca', () => {
  it('is per a date, with a subtotal per group and equal totals in both columns', async () => {
    for (const banding of ['sebelumnya', 'tahun_lalu']) {
      const r = await report('neraca', `tgl_akhir=2031-05-31&banding=${banding}`);
      expect(r.periode).toBe('per 31 Mei 2031');
      expect(r.sections[0].columns.map((c) => c.label)).toEqual(['Kode', 'Keterangan', '31 Mei 2031', banding === 'tahun_lalu' ? '31 Mei 2030' : '30 April 2031']);
      expect(r.sections[0].columns.map((c) => c.label)).not.toContain('Posisi');
      const l = statementLines(r);
      for (const i of [0, 1]) {
        expect(l['Jumlah Aset'][i]).toBe(l['Jumlah Aset Lancar'][i] + l['Jumlah Aset Tidak Lancar'][i]);
        expect(l['Jumlah Liabilitas'][i]).toBe(l['Jumlah Liabilitas Jangka Pendek'][i] + l['Jumlah Liabilitas Jangka Panjang'][i]);
        expect(l['Jumlah Liabilitas dan Ekuitas'][i]).toBe(l['Jumlah Liabilitas'][i] + l['Jumlah Ekuitas'][i]);
        expect(l['Jumlah Aset'][i]).toBe(l['Jumlah Liabilitas dan Ekuitas'][i]);
        expect(l['Jumlah Aset'][i]).toBeGreaterThan(0);
      }
      // Fixed assets net of their accumulated depreciation, the May depreciation in it.
      expect(l['Akumulasi Penyusutan Aset Tetap'][0]).toBeLessThan(0);
      expect(l['Akumulasi Penyusutan Aset Tetap'][0] - l['Akumulasi Penyusutan Aset Tetap'][banding === 'sebelumnya' ? 1 : 0]).toBe(banding === 'sebelumnya' ? -200_000 : 0);
      expect(l['Hutang PPh Badan'][0]).toBe(92_000);
      expect(r.summary.find((s) => s.label === 'Selisih')?.value).toBe(0);
    }
  });

  it('the current year\'s profit is the Laba Rugi of January to the date', async () => {
    const r = await report('neraca', 'tgl_akhir=2031-05-31');
    const lr = await report('laba-rugi', 'tgl_awal=2031-01-01&tgl_akhir=2031-05-31');
    expect(statementLines(r)['Laba (Rugi) Tahun Berjalan'][0]).toBe(828_000 + 1_500_000);
    expect(statementLines(lr)['Laba (Rugi) Bersih'][0]).toBe(828_000 + 1_500_000);
  });
});

describe('perubahan modal', () => {
  it('opening + every movement = closing = the Neraca\'s equity, in both columns', async () => {
    for (const banding of ['sebelumnya', 'tahun_lalu']) {
      const r = await report('perubahan-modal', `${MAY}&banding=${banding}`);
      const l = statementLines(r);
      for (const i of [0, 1]) {
        expect(l['Jumlah Modal Awal'][i]).toBe(l['Modal Disetor'][i] + l['Prive s.d. Awal Periode'][i] + l['Saldo Laba (Rugi) Periode Lalu'][i]);
        const moves = ['Penambahan Modal', 'Prive / Pengambilan Pemilik', 'Laba (Rugi) Bersih Periode Ini', 'Mutasi Saldo Laba (tutup buku / koreksi)'];
        expect(l['Jumlah Perubahan'][i]).toBe(moves.reduce((s, k) => s + (l[k]?.[i] ?? 0), 0));
        expect(l['Modal Akhir Periode'][i]).toBe(l['Jumlah Modal Awal'][i] + l['Jumlah Perubahan'][i]);
      }
      expect(l['Laba (Rugi) Bersih Periode Ini']).toEqual([828_000, banding === 'tahun_lalu' ? 2_000_000 : 1_500_000]);
      const end = statementLines(await report('neraca', 'tgl_akhir=2031-05-31'));
      const start = statementLines(await report('neraca', 'tgl_akhir=2031-04-30'));
      expect(l['Modal Akhir Periode'][0]).toBe(end['Jumlah Ekuitas'][0]);
      expect(l['Jumlah Modal Awal'][0]).toBe(start['Jumlah Ekuitas'][0]);
      // The detail of the equity accounts adds up to the same opening and closing (the profit not closed included).
      expect(r.sections[1].total).toMatchObject({ awal: l['Jumlah Modal Awal'][0], akhir: l['Modal Akhir Periode'][0] });
    }
  });
});

describe('statement parameters, header and signature block', () => {
  it('refuses an unknown comparison (422) and an unknown parameter (400); other reports take no banding', async () => {
    expect((await get('finance', `/api/laporan/laba-rugi?${MAY}&banding=kemarin`)).statusCode).toBe(422);
    expect((await get('finance', `/api/laporan/neraca?${MAY}&posisi=1`)).statusCode).toBe(400);
    expect((await get('finance', `/api/laporan/sales?${MAY}&banding=tahun_lalu`)).statusCode).toBe(400);
    expect((await get('finance', '/api/laporan/neraca?tgl_akhir=2031-02-30')).statusCode).toBe(422);
    expect((await get('sales1', '/api/laporan/neraca?tgl_akhir=2031-05-31')).statusCode).toBe(403);
  });

  it('carries the company header and Dibuat / Diperiksa / Disetujui with the names of the settings', async () => {
    const r = await report('laba-rugi', MAY);
    expect(r.kop?.nama).toBe('PT Niaga Sentosa Abadi');
    expect(r.tanda_tangan?.kota).toBe('Bandung');
    expect(r.tanda_tangan?.penanda).toEqual([
      { peran: 'Dibuat oleh', nama: 'Siti Rahmawati' }, { peran: 'Diperiksa oleh', nama: 'Agus Santoso' }, { peran: 'Disetujui oleh', nama: 'Hendra Wijaya' },
    ]);
    const setting = (await get('admin', '/api/setting')).json().data;
    const put = await t.call('admin', { method: 'POST', url: '/api/input/setting', payload: { id: setting.id, ttd_diperiksa: 'Lina Kusuma' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await report('neraca', 'tgl_akhir=2031-05-31')).tanda_tangan?.penanda[1]).toEqual({ peran: 'Diperiksa oleh', nama: 'Lina Kusuma' });
    expect((await report('sales', MAY)).tanda_tangan).toBeUndefined();
  });

  it('the PDF shows the signature block and every negative in parentheses', async () => {
    const pdf = await get('finance', `/api/laporan/laba-rugi?${MAY}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['Dibuat oleh', 'Diperiksa oleh', 'Disetujui oleh', 'Siti Rahmawati', 'Hendra Wijaya', 'Bandung,', 'Laba Kotor', 'Laba Usaha',
      '(100.000)', '(3.000.000)', '(92.000)', 'Rp. 828.000']) expect(text).toContain(s);
    expect(text).not.toMatch(/(^|\s)-\d/); // a minus sign before a figure (the NPWP's own hyphens are inside it)
    const neraca = await pdfText((await get('finance', '/api/laporan/neraca?tgl_akhir=2031-05-31&format=pdf')).rawPayload);
    expect(neraca).toContain('per 31 Mei 2031');
    expect(neraca).not.toContain('Periode');
    expect(neraca).toContain('Jumlah Aset Lancar');
    expect(neraca).not.toMatch(/(^|\s)-\d/);
  });

  it('the XLSX keeps figures as numbers shown in parentheses, and ends with the signature block', async () => {
    const res = await get('finance', `/api/laporan/laba-rugi?${MAY}&format=xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const potongan = ws.getRows(1, ws.rowCount)!.find((r) => r.getCell(2).value === 'Potongan Penjualan')!;
    expect(potongan.getCell(3).value).toBe(-100_000);
    expect(potongan.getCell(3).numFmt).toBe(XLSX_REPORT_MONEY);
    const names = (await report('laba-rugi', MAY)).tanda_tangan!.penanda.map((p) => p.nama);
    expect(names[0]).toBe('Siti Rahmawati');
    expect(rows.slice(-2)).toEqual([['Dibuat oleh', 'Diperiksa oleh', 'Disetujui oleh'], names]);
  });
});

describe('trial balance (GET /api/neraca-saldo)', () => {
  type Row = { kode: string; saldo_awal_debit: number; saldo_awal_kredit: number; mutasi_debit: number; mutasi_kredit: number; debit: number; kredit: number };
  const tb = async (query: string) => {
    const res = await get('finance', `/api/neraca-saldo${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Row[]; total: Record<string, number> };
    return { ...body, row: (kode: string) => body.data.find((r) => r.kode === kode)! };
  };

  it('at a date: the balances of the lines up to it, balanced', async () => {
    const before = await tb('?tgl_akhir=2031-05-30');
    const after = await tb('?tgl_akhir=2031-05-31');
    expect(before.row('8-9000').debit).toBe(0);
    expect(after.row('8-9000').debit).toBe(92_000);
    expect(after.row('2-1410').kredit).toBe(92_000);
    for (const x of [before, after]) expect(x.total.debit).toBe(x.total.kredit);
    const all = await tb('');
    expect(all.total.debit).toBe(all.total.kredit);
    expect(all.row('8-9000').debit).toBe(92_000);
  });

  it('for a period: opening, debit and credit movements, closing; opening = closing of the day before', async () => {
    const p = await tb('?tgl_awal=2031-05-01&tgl_akhir=2031-05-31');
    const april = await tb('?tgl_akhir=2031-04-30');
    const sales = p.row('4-1100');
    expect(sales.mutasi_kredit).toBe(5_000_000);
    expect(sales.saldo_awal_kredit).toBe(april.row('4-1100').kredit);
    expect(sales.kredit).toBe(sales.saldo_awal_kredit + 5_000_000);
    expect(p.row('1-1100').mutasi_debit).toBe(50_000);
    expect(p.row('1-1100').mutasi_kredit).toBe(830_000);
    expect(p.total.mutasi_debit).toBe(p.total.mutasi_kredit);
    expect(p.total.mutasi_debit).toBe(5_000_000 + 100_000 + 3_000_000 + 800_000 + 200_000 + 50_000 + 30_000 + 92_000);
    expect(p.total.saldo_awal_debit).toBe(p.total.saldo_awal_kredit);
    expect(p.total.debit).toBe(p.total.kredit);
    for (const r of p.data) {
      expect(r.debit - r.kredit, r.kode).toBe(r.saldo_awal_debit - r.saldo_awal_kredit + r.mutasi_debit - r.mutasi_kredit);
      expect(r.saldo_awal_debit - r.saldo_awal_kredit, r.kode).toBe(april.row(r.kode).debit - april.row(r.kode).kredit);
    }
  });

  it('refuses an unknown parameter (400), a malformed date or an inverted period (422), and a reader without the chart (403)', async () => {
    expect((await get('finance', '/api/neraca-saldo?tanggal=2031-05-31')).statusCode).toBe(400);
    expect((await get('finance', '/api/neraca-saldo?tgl_akhir=31-05-2031')).statusCode).toBe(422);
    expect((await get('finance', '/api/neraca-saldo?tgl_awal=2031-06-01&tgl_akhir=2031-05-31')).statusCode).toBe(422);
    expect((await get('sales1', '/api/neraca-saldo')).statusCode).toBe(403);
  });
});

describe('account groups in base data', () => {
  it('every account of the standard chart has a valid group', () => {
    const valid = new Set(GROUPS.map((g) => g.value));
    for (const [kode] of AKUN) expect(valid.has(GRUP_LAPORAN[kode]), kode).toBe(true);
  });

  it('an account without a group gains it at the next start; a group the admin changed stays', async () => {
    const { database, drop } = await booksOnly();
    try {
      const db = database.db;
      await db.updateTable('akun').set({ grup_laporan: null }).where('kode', '=', '6-1500').execute();
      await db.deleteFrom('base_data').where('key', '=', 'akun-grup:6-1500').execute();
      await db.updateTable('akun').set({ grup_laporan: 'beban_usaha:penjualan' }).where('kode', '=', '6-1400').execute();
      await prepareDatabase(database, registry);
      const grup = async (kode: string) => (await db.selectFrom('akun').select('grup_laporan').where('kode', '=', kode).executeTakeFirstOrThrow()).grup_laporan;
      expect(await grup('6-1500')).toBe('beban_usaha:umum');
      expect(await grup('6-1400')).toBe('beban_usaha:penjualan');
    } finally {
      await drop();
    }
  }, 120_000); // two starts of a new database (about 20 s each on a busy PostgreSQL)
});
