import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database_ } from '../../../server/db/connection.js';
import { booksOnly, figures, post, statementLines, summaryOf } from './fixture.js';

/**
 * A month of known transactions on books with nothing else (base data only) → known profit, equity change and
 * balance sheet, computed by hand:
 *
 *   2031-02-15  Piutang 1.000.000 / Penjualan            (the month before: profit 1.000.000)
 *   2031-03-01  Persediaan 2.000.000 / Hutang Dagang
 *   2031-03-02  Kas Besar 10.000.000 / Modal Disetor
 *   2031-03-05  Piutang 3.000.000 / Penjualan;  HPP 1.800.000 / Persediaan
 *   2031-03-10  Beban Sewa 500.000 / Kas Besar
 *   2031-03-12  Retur Penjualan 200.000 / Piutang
 *   2031-03-20  Prive 300.000 / Kas Besar
 *   2031-04-02  Beban Sewa 50.000 / Kas Besar        (after the period: must not count)
 */
describe('laporan keuangan: figures of a known month', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await booksOnly());
    await post(database, '2031-02-15', '1-1300', '4-1100', 1_000_000);
    await post(database, '2031-03-01', '1-1400', '2-1100', 2_000_000);
    await post(database, '2031-03-02', '1-1100', '3-1100', 10_000_000);
    await post(database, '2031-03-05', '1-1300', '4-1100', 3_000_000);
    await post(database, '2031-03-05', '5-1100', '1-1400', 1_800_000);
    await post(database, '2031-03-10', '6-1500', '1-1100', 500_000);
    await post(database, '2031-03-12', '4-1200', '1-1300', 200_000);
    await post(database, '2031-03-20', '3-1400', '1-1100', 300_000);
    await post(database, '2031-04-02', '6-1500', '1-1100', 50_000);
  }, 60_000);
  afterAll(async () => drop());

  it('laba rugi: by function, each line its effect on profit, the month before beside it', async () => {
    const f = await figures(database, 'laba-rugi', '2031-03-01', '2031-03-31');
    expect(f.sections).toHaveLength(1);
    expect(f.sections[0].columns.map((c) => c.label)).toEqual(['Kode', 'Keterangan', '01-03-2031 s.d. 31-03-2031', '01-02-2031 s.d. 28-02-2031']);
    expect(statementLines(f)).toEqual({
      'Penjualan Bruto': [3_000_000, 1_000_000], 'Retur Penjualan': [-200_000, 0], 'Potongan Penjualan': [0, 0], 'Penjualan Neto': [2_800_000, 1_000_000],
      'Harga Pokok Penjualan': [-1_800_000, 0], 'Jumlah Harga Pokok Penjualan': [-1_800_000, 0], 'Laba Kotor': [1_000_000, 1_000_000],
      'Beban Sewa': [-500_000, 0], 'Jumlah Beban Umum dan Administrasi': [-500_000, 0], 'Jumlah Beban Usaha': [-500_000, 0],
      'Laba Usaha': [500_000, 1_000_000], 'Jumlah Pendapatan (Beban) Lain-lain': [0, 0], 'Laba Sebelum Pajak': [500_000, 1_000_000],
      'Laba (Rugi) Bersih': [500_000, 1_000_000],
    });
    expect(summaryOf(f)).toEqual({ 'Laba (Rugi) Bersih': 500_000, 'Laba (Rugi) Bersih Pembanding': 1_000_000 });
  });

  it('laba rugi over part of a month reads the lines of those days only', async () => {
    const f = await figures(database, 'laba-rugi', '2031-03-06', '2031-03-15');
    expect(summaryOf(f)['Laba (Rugi) Bersih']).toBe(-700_000); // sewa 500.000 + retur 200.000
    // the 10 days before: 24-02 … 05-03 hold the sale and its cost of 05-03
    expect(summaryOf(f)['Laba (Rugi) Bersih Pembanding']).toBe(1_200_000);
  });

  it('perubahan modal: opening in its parts, every movement, closing = opening + movements', async () => {
    const f = await figures(database, 'perubahan-modal', '2031-03-01', '2031-03-31');
    expect(summaryOf(f)).toEqual({ 'Modal Awal': 1_000_000, 'Laba (Rugi) Bersih': 500_000, Prive: 300_000, 'Modal Akhir': 11_200_000 });
    expect(statementLines(f)).toEqual({
      'Modal Disetor': [0, 0], 'Prive s.d. Awal Periode': [0, 0], 'Saldo Laba (Rugi) Periode Lalu': [1_000_000, 0], 'Jumlah Modal Awal': [1_000_000, 0],
      'Penambahan Modal': [10_000_000, 0], 'Prive / Pengambilan Pemilik': [-300_000, 0], 'Laba (Rugi) Bersih Periode Ini': [500_000, 1_000_000],
      'Jumlah Perubahan': [10_200_000, 1_000_000], 'Modal Akhir Periode': [11_200_000, 1_000_000],
    });
    expect(f.sections[1].rows).toEqual([
      { kode: '3-1100', akun: 'Modal Disetor', awal: 0, perubahan: 10_000_000, akhir: 10_000_000 },
      { kode: '3-1400', akun: 'Prive Pemilik', awal: 0, perubahan: -300_000, akhir: -300_000 },
      { kode: '', akun: 'Laba (Rugi) belum ditutup ke akun ekuitas', awal: 1_000_000, perubahan: 500_000, akhir: 1_500_000 },
    ]);
    expect(f.sections[1].total).toMatchObject({ awal: 1_000_000, perubahan: 10_200_000, akhir: 11_200_000 });
  });

  it('neraca: subtotals per group, assets = liabilities + equity in both columns, the year\'s profit in equity', async () => {
    const f = await figures(database, 'neraca', '2031-03-01', '2031-03-31');
    expect(f.sections[0].columns.map((c) => c.label)).toEqual(['Kode', 'Keterangan', '31 Maret 2031', '28 Februari 2031']);
    expect(statementLines(f)).toEqual({
      'Kas Besar': [9_200_000, 0], 'Piutang Usaha': [3_800_000, 1_000_000], 'Persediaan Barang Dagang': [200_000, 0], 'Jumlah Aset Lancar': [13_200_000, 1_000_000],
      'Nilai Buku Aset Tetap': [0, 0], 'Jumlah Aset Tidak Lancar': [0, 0], 'Jumlah Aset': [13_200_000, 1_000_000],
      'Hutang Dagang': [2_000_000, 0], 'Jumlah Liabilitas Jangka Pendek': [2_000_000, 0], 'Jumlah Liabilitas Jangka Panjang': [0, 0], 'Jumlah Liabilitas': [2_000_000, 0],
      'Modal Disetor': [10_000_000, 0], 'Prive Pemilik': [-300_000, 0], 'Saldo Laba Tahun-tahun Lalu (belum ditutup)': [0, 0],
      'Laba (Rugi) Tahun Berjalan': [1_500_000, 1_000_000], 'Jumlah Ekuitas': [11_200_000, 1_000_000], 'Jumlah Liabilitas dan Ekuitas': [13_200_000, 1_000_000],
    });
    expect(summaryOf(f)).toEqual({ 'Jumlah Aset': 13_200_000, 'Jumlah Liabilitas dan Ekuitas': 13_200_000, Selisih: 0 });
    // the next year the profit is retained, not current
    const next = statementLines(await figures(database, 'neraca', '2032-01-01', '2032-01-31'));
    expect(next['Saldo Laba Tahun-tahun Lalu (belum ditutup)'][0]).toBe(1_450_000);
    expect(next['Laba (Rugi) Tahun Berjalan'][0]).toBe(0);
  });

  it('jurnal: the period\'s lines in date order with totals', async () => {
    const f = await figures(database, 'jurnal', '2031-03-01', '2031-03-31');
    expect(f.total_rows).toBe(14);
    expect(f.sections[0].rows).toHaveLength(14);
    expect(f.sections[0].rows[0]).toMatchObject({ tanggal: '2031-03-01', kode: '1-1400', debit: 2_000_000, kredit: 0 });
    expect(f.sections[0].rows.at(-1)).toMatchObject({ tanggal: '2031-03-20', kode: '1-1100', debit: 0, kredit: 300_000 });
    expect(summaryOf(f)).toEqual({ 'Total Debit': 17_800_000, 'Total Kredit': 17_800_000 });
  });
});
