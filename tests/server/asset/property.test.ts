import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, depreciationDue, depreciationSchedule, scheduledAccumulated, type AssetBasis, type BulanPertama } from '../../../common/penyusutan.js';

const basisBy = (rule: fc.Arbitrary<BulanPertama>) => fc.record({
  y: fc.integer({ min: 2000, max: 2040 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }),
  harga: fc.integer({ min: 1, max: 50_000_000_000 }), sisaPart: fc.double({ min: 0, max: 0.999, noNaN: true }), umur: fc.integer({ min: 1, max: 240 }), rule,
}).map(({ y, m, d, harga, sisaPart, umur, rule: bulan_pertama }): AssetBasis => {
  const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { tanggal_perolehan: `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, dim)).padStart(2, '0')}`, harga_perolehan: harga, nilai_sisa: Math.floor(harga * sisaPart), umur_bulan: umur, bulan_pertama };
});
/** Either rule of the month of acquisition (Pengaturan: penuh, the default, or harian). */
const basis = basisBy(fc.constantFrom<BulanPertama>('penuh', 'harian'));

describe('straight-line schedule (common/penyusutan.ts)', () => {
  it('Σ schedule = cost − salvage exactly; every month ≥ 0; book value never below salvage', () => {
    fc.assert(fc.property(basis, (a) => {
      const rows = depreciationSchedule(a);
      expect(rows.reduce((s, r) => s + r.jumlah, 0)).toBe(a.harga_perolehan - a.nilai_sisa);
      for (const r of rows) {
        expect(Number.isSafeInteger(r.jumlah) && r.jumlah >= 0).toBe(true);
        expect(r.nilai_buku).toBeGreaterThanOrEqual(a.nilai_sisa);
      }
      if (rows.length) expect(rows.at(-1)!.nilai_buku).toBe(a.nilai_sisa);
    }), { numRuns: 400 });
  });

  it('by days: lasts the useful life (one more, partial, month when bought after the 1st) and pro-rates the first month', () => {
    fc.assert(fc.property(basisBy(fc.constant('harian')), (a) => {
      const rows = depreciationSchedule(a);
      const depreciable = a.harga_perolehan - a.nilai_sisa;
      if (depreciable === 0) return;
      const firstDay = a.tanggal_perolehan.endsWith('-01');
      // Rounding may end the schedule a month early when the partial last month rounds to nothing.
      expect(rows.length).toBeLessThanOrEqual(a.umur_bulan + (firstDay ? 0 : 1));
      expect(rows.length).toBeGreaterThanOrEqual(Math.min(a.umur_bulan, depreciable));
      const monthly = depreciable / a.umur_bulan;
      expect(rows[0].jumlah).toBeLessThanOrEqual(Math.ceil(monthly) + 1);
      if (firstDay && rows.length > 1) expect(Math.abs(rows[0].jumlah - monthly)).toBeLessThanOrEqual(1);
    }), { numRuns: 400 });
  });

  it('whole month (the default, UU PPh Pasal 11): the month of acquisition counts whole, whatever the day, and the life is exactly its months', () => {
    fc.assert(fc.property(basisBy(fc.constant('penuh')), (a) => {
      const rows = depreciationSchedule(a);
      const depreciable = a.harga_perolehan - a.nilai_sisa;
      if (depreciable === 0) return;
      // Rounding may end the schedule early only when a month is worth half a rupiah or less.
      if (depreciable / a.umur_bulan > 0.5) expect(rows).toHaveLength(a.umur_bulan);
      else expect(rows.length).toBeLessThanOrEqual(a.umur_bulan);
      expect(Math.abs(rows[0].jumlah - depreciable / a.umur_bulan)).toBeLessThanOrEqual(0.5);
      expect(rows[0].periode).toBe(a.tanggal_perolehan.slice(0, 7));
      const first = { ...a, tanggal_perolehan: `${a.tanggal_perolehan.slice(0, 7)}-01` };
      expect(depreciationSchedule(first)).toEqual(rows);
    }), { numRuns: 400 });
  });

  it('what is due catches up skipped months and never passes cost − salvage', () => {
    fc.assert(fc.property(basis, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (a, k1, k2) => {
      const first = a.tanggal_perolehan.slice(0, 7);
      const p1 = addMonths(first, Math.min(k1, k2));
      const p2 = addMonths(first, Math.max(k1, k2));
      const due1 = depreciationDue(a, 0, p1);
      const due2 = depreciationDue(a, due1, p2);
      expect(due1).toBe(scheduledAccumulated(a, p1));
      expect(due1 + due2).toBe(scheduledAccumulated(a, p2));
      expect(due1 + due2).toBeLessThanOrEqual(a.harga_perolehan - a.nilai_sisa);
      expect(depreciationDue(a, a.harga_perolehan - a.nilai_sisa, p2)).toBe(0);
    }), { numRuns: 400 });
  });

  it('an example: 12.000.000 over 12 months bought on 16-01-2026 is depreciated 1.000.000 for January by default', () => {
    const rows = depreciationSchedule({ tanggal_perolehan: '2026-01-16', harga_perolehan: 12_000_000, nilai_sisa: 0, umur_bulan: 12 });
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ periode: '2026-01', jumlah: 1_000_000, akumulasi: 1_000_000, nilai_buku: 11_000_000 });
    expect(rows[11]).toEqual({ periode: '2026-12', jumlah: 1_000_000, akumulasi: 12_000_000, nilai_buku: 0 });
  });

  it('the same asset by days (31 days in January) starts with 16/31 of a month and ends in January 2027', () => {
    const rows = depreciationSchedule({ tanggal_perolehan: '2026-01-16', harga_perolehan: 12_000_000, nilai_sisa: 0, umur_bulan: 12, bulan_pertama: 'harian' });
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual({ periode: '2026-01', jumlah: 516_129, akumulasi: 516_129, nilai_buku: 11_483_871 });
    expect(rows[1].jumlah).toBe(1_000_000);
    expect(rows[12]).toEqual({ periode: '2027-01', jumlah: 483_871, akumulasi: 12_000_000, nilai_buku: 0 });
  });
});
