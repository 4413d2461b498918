import { describe, expect, it } from 'vitest';
import { addDays, todayJakarta } from '../../../common/format.js';
import { seasonFactor, SEASON } from '../../../server/domain/demo/season.js';
import { figures, summaryOf } from '../laporan/fixture.js';
import { useTestApp } from '../support/test-app.js';

/**
 * The demo company's year (issue 36) on the shared demo template: twelve full months of trading before the current
 * one, seasonal, mostly profitable, its payroll and depreciation in every month, its books balanced, and a few
 * customers' invoices overdue today.
 */
const t = useTestApp();

const shift = (periode: string, n: number) => new Date(Date.UTC(Number(periode.slice(0, 4)), Number(periode.slice(5, 7)) - 1 + n, 1)).toISOString().slice(0, 7);
const lastDay = (periode: string) => new Date(Date.UTC(Number(periode.slice(0, 4)), Number(periode.slice(5, 7)), 0)).toISOString().slice(0, 10);
const today = todayJakarta();
const MONTHS = Array.from({ length: 12 }, (_, i) => shift(today.slice(0, 7), i - 12));

async function salesOf(periode: string): Promise<{ count: number; total: number }> {
  const r = await t.database.db.selectFrom('penjualan').select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('total').as('total')])
    .where('status', '=', 'selesai').where('tanggal', '>=', `${periode}-01`).where('tanggal', '<=', lastDay(periode)).executeTakeFirstOrThrow();
  return { count: Number(r.n), total: Number(r.total ?? 0) };
}

describe('the demo company tells a true year', () => {
  it('opens its books on the first day of the month twelve months back, with sales in each of the twelve months', async () => {
    const opening = await t.database.db.selectFrom('saldo_awal_akun').select((eb) => eb.fn.min('tanggal').as('d')).executeTakeFirstOrThrow();
    expect(opening.d).toBe(`${MONTHS[0]}-01`);
    for (const m of MONTHS) expect((await salesOf(m)).count, m).toBeGreaterThan(100);
  });

  it('sells most in the month with the most of the pre-Lebaran peak', async () => {
    const peakDays = (m: string) => Array.from({ length: 31 }, (_, d) => addDays(`${m}-01`, d)).filter((d) => d.startsWith(m) && seasonFactor(d) === SEASON.ramadanPeak).length;
    const peak = [...MONTHS].sort((a, b) => peakDays(b) - peakDays(a))[0];
    expect(peakDays(peak)).toBeGreaterThan(10);
    const totals = await Promise.all(MONTHS.map(async (m) => (await salesOf(m)).total));
    const average = totals.reduce((s, x) => s + x, 0) / totals.length;
    expect(totals[MONTHS.indexOf(peak)]).toBeGreaterThan(average * 1.15);
  });

  it('makes a profit in most months (Laba Rugi)', async () => {
    const profits = await Promise.all(MONTHS.map(async (m) => summaryOf(await figures(t.database, 'laba-rugi', `${m}-01`, lastDay(m)))['Laba (Rugi) Bersih']));
    expect(profits.filter((p) => p > 0).length, JSON.stringify(profits)).toBeGreaterThanOrEqual(9);
  });

  it('journals payroll and depreciation in every month, and its books balance', async () => {
    for (const m of MONTHS) {
      const run = await t.database.db.selectFrom('penggajian').select(['status', 'jurnal_id']).where('periode', '=', m).executeTakeFirst();
      expect(run?.status, m).toBe('diposting');
      const sus = await t.database.db.selectFrom('asset_penyusutan').select('status').where('periode', '=', m).executeTakeFirst();
      expect(sus?.status, m).toBe('diposting');
    }
    const sums = await t.database.db.selectFrom('jurnal_rincian').select([(eb) => eb.fn.sum('debit').as('d'), (eb) => eb.fn.sum('kredit').as('k')]).executeTakeFirstOrThrow();
    expect(Number(sums.d)).toBe(Number(sums.k));
  });

  it('leaves nothing of its history waiting: trips finished, cash deposited', async () => {
    const handover = addDays(today, -22);
    const open = await t.database.db.selectFrom('trip_kendaraan').select('nomor').where('dibuka_pada', '<', handover).where('status', '=', 'buka').execute();
    expect(open).toEqual([]);
    const undeposited = await t.database.db.selectFrom('penjualan_bayar').select('nomor').where('tanggal', '<', handover).where('karyawan_id', 'is not', null)
      .where('setoran_id', 'is', null).where('status', '=', 'diterima').execute();
    expect(undeposited).toEqual([]);
  });

  it('has its year-end closed: the closing journal moved the year\'s profit to Laba Ditahan, and the year\'s Laba Rugi still reads it', async () => {
    const tahun = Number(MONTHS.find((m) => m.endsWith('-12'))!.slice(0, 4));
    const closed = (await t.call('finance', { method: 'GET', url: '/api/tutup-buku' })).json();
    const year = closed.data.find((y: { tahun: number }) => y.tahun === tahun);
    expect(year, JSON.stringify(closed)).toMatchObject({ tanggal: `${tahun}-12-31`, nomor: expect.stringMatching(/^JU\//) });
    const setting = await t.database.db.selectFrom('setting').select('tanggal_tutup_buku').executeTakeFirstOrThrow();
    expect(String(setting.tanggal_tutup_buku).slice(0, 10)).toBe(`${tahun}-12-31`);
    const start = MONTHS[0] < `${tahun}-01` ? `${tahun}-01-01` : `${MONTHS[0]}-01`;
    const profit = summaryOf(await figures(t.database, 'laba-rugi', start, `${tahun}-12-31`))['Laba (Rugi) Bersih'];
    expect(Number(year.laba)).toBe(profit);
    expect(profit).toBeGreaterThan(0);
  });

  it('has customers overdue today, visible in the receivables', async () => {
    const overdue = await t.database.db.selectFrom('hutang').select(['konsumen_id', 'jatuh_tempo']).where('sisa', '>', 0).where('jatuh_tempo', '<', today).execute();
    const customers = (rows: typeof overdue) => new Set(rows.map((h) => Number(h.konsumen_id))).size;
    expect(customers(overdue)).toBeGreaterThanOrEqual(5);
    expect(customers(overdue.filter((h) => String(h.jatuh_tempo) < addDays(today, -30)))).toBeGreaterThanOrEqual(2);
  });
});
