import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database_ } from '../../../server/db/connection.js';
import { booksOnly, figures, post, summaryOf } from './fixture.js';

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

  it('laba rugi: each category in its orientation, the month before beside it', async () => {
    const f = await figures(database, 'laba-rugi', '2031-03-01', '2031-03-31');
    const byTitle = Object.fromEntries(f.sections.map((s) => [s.title, s]));
    expect(byTitle.Pendapatan.rows).toEqual([
      { kode: '4-1100', akun: 'Penjualan', periode_ini: 3_000_000, periode_lalu: 1_000_000 },
      { kode: '4-1200', akun: 'Retur Penjualan', periode_ini: -200_000, periode_lalu: 0 },
    ]);
    expect(byTitle.Pendapatan.total).toMatchObject({ periode_ini: 2_800_000, periode_lalu: 1_000_000 });
    expect(byTitle['Harga Pokok Penjualan'].total).toMatchObject({ periode_ini: 1_800_000, periode_lalu: 0 });
    expect(byTitle['Beban Operasional'].rows).toEqual([{ kode: '6-1500', akun: 'Beban Sewa', periode_ini: 500_000, periode_lalu: 0 }]);
    expect(summaryOf(f)).toEqual({ 'Laba (Rugi) Bersih': 500_000, 'Laba (Rugi) Bersih Periode Sebelumnya': 1_000_000 });
    expect(f.sections[0].columns.map((c) => c.label)).toEqual(['Kode', 'Akun', '01-03-2031 s.d. 31-03-2031', '01-02-2031 s.d. 28-02-2031']);
  });

  it('laba rugi over part of a month reads the lines of those days only', async () => {
    const f = await figures(database, 'laba-rugi', '2031-03-06', '2031-03-15');
    expect(summaryOf(f)['Laba (Rugi) Bersih']).toBe(-700_000); // sewa 500.000 + retur 200.000
    // the 10 days before: 24-02 … 05-03 hold the sale and its cost of 05-03
    expect(summaryOf(f)['Laba (Rugi) Bersih Periode Sebelumnya']).toBe(1_200_000);
  });

  it('perubahan modal: opening, capital added, profit, withdrawals, closing', async () => {
    const f = await figures(database, 'perubahan-modal', '2031-03-01', '2031-03-31');
    expect(summaryOf(f)).toEqual({ 'Modal Awal': 1_000_000, 'Laba (Rugi) Bersih': 500_000, Prive: 300_000, 'Modal Akhir': 11_200_000 });
    expect(f.sections[0].rows.map((r) => r.jumlah)).toEqual([1_000_000, 10_000_000, 500_000, -300_000]);
    expect(f.sections[1].rows).toEqual([
      { kode: '3-1100', akun: 'Modal Disetor', awal: 0, perubahan: 10_000_000, akhir: 10_000_000 },
      { kode: '3-1400', akun: 'Prive Pemilik', awal: 0, perubahan: -300_000, akhir: -300_000 },
    ]);
  });

  it('neraca: assets = liabilities + equity to the rupiah, the year\'s profit in equity', async () => {
    const f = await figures(database, 'neraca', '2031-03-01', '2031-03-31');
    const [aset, kewajiban, ekuitas] = f.sections;
    expect(aset.rows.map((r) => [r.kode, r.saldo])).toEqual([['1-1100', 9_200_000], ['1-1300', 3_800_000], ['1-1400', 200_000]]);
    expect(kewajiban.rows.map((r) => [r.kode, r.saldo])).toEqual([['2-1100', 2_000_000]]);
    expect(ekuitas.rows.map((r) => [r.akun, r.saldo])).toEqual([
      ['Modal Disetor', 10_000_000], ['Prive Pemilik', -300_000], ['Laba Ditahan (belum ditutup)', 0], ['Laba Tahun Berjalan 2031', 1_500_000],
    ]);
    expect(summaryOf(f)).toEqual({ 'Total Aset': 13_200_000, 'Total Kewajiban dan Ekuitas': 13_200_000, Selisih: 0 });
    // the next year the profit is retained, not current
    const next = await figures(database, 'neraca', '2032-01-01', '2032-01-31');
    expect(next.sections[2].rows.slice(-2).map((r) => r.saldo)).toEqual([1_450_000, 0]);
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
