import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fiscalAccumulated, fiscalByYear, fiscalDue, fiscalSchedule, methodAllowed, type FiscalBasis, type MetodeFiskal } from '../../../server/domain/asset/penyusutan-fiskal.js';
import { KELOMPOK_HARTA_FISKAL } from '../../../server/db/base/pajak-fiskal.js';

/** The law's table as seeded (server/db/base/pajak-fiskal.ts). */
const GROUPS = KELOMPOK_HARTA_FISKAL.map(([kode, , masa_manfaat, tarif_garis_lurus, tarif_saldo_menurun]) => ({ kode, masa_manfaat, tarif_garis_lurus, tarif_saldo_menurun }));
const group = (kode: string) => GROUPS.find((g) => g.kode === kode)!;
const basis = (kode: string, metode: MetodeFiskal, tanggal_perolehan: string, harga_perolehan: number): FiscalBasis => ({ ...group(kode), metode, tanggal_perolehan, harga_perolehan });
const years = (a: FiscalBasis) => fiscalByYear(a).map((y) => [y.tahun, y.jumlah]);

describe('fiscal depreciation schedule (UU PPh Pasal 11, PMK 72/2023)', () => {
  it('declining balance, group 1 from January: the UU example 75 / 37,5 / 18,75 and the rest at once in year 4', () => {
    expect(years(basis('1', 'saldo_menurun', '2025-01-10', 150_000_000))).toEqual([[2025, 75_000_000], [2026, 37_500_000], [2027, 18_750_000], [2028, 18_750_000]]);
  });

  it('declining balance from July: the first year prorated 6/12, the rest written off in the year month 48 falls in (2029)', () => {
    const a = basis('1', 'saldo_menurun', '2025-07-25', 100_000_000);
    expect(years(a)).toEqual([[2025, 25_000_000], [2026, 37_500_000], [2027, 18_750_000], [2028, 9_375_000], [2029, 9_375_000]]);
    const rows = fiscalSchedule(a);
    expect(rows).toHaveLength(48);
    expect(rows[0].periode).toBe('2025-07');
    expect(rows.at(-1)!.periode).toBe('2029-06');
    // The year's amount spread evenly over its months.
    expect(rows.slice(0, 6).every((r) => r.jumlah === 25_000_000 / 6 || Math.abs(r.jumlah - 25_000_000 / 6) < 1)).toBe(true);
  });

  it('straight line from July: 6/12 of a year first, the last 6 months in year 5, group 2 the PMK boat pattern (3/12 … 9/12)', () => {
    expect(years(basis('1', 'garis_lurus', '2025-07-01', 100_000_000))).toEqual([[2025, 12_500_000], [2026, 25_000_000], [2027, 25_000_000], [2028, 25_000_000], [2029, 12_500_000]]);
    const boat = years(basis('2', 'garis_lurus', '2023-10-05', 800_000_000));
    expect(boat[0]).toEqual([2023, 25_000_000]);
    expect(boat.at(-1)).toEqual([2031, 75_000_000]);
    expect(boat).toHaveLength(9);
  });

  it('buildings: straight line only (saldo menurun not allowed), 20 and 10 years', () => {
    expect(methodAllowed('saldo_menurun', group('bangunan_permanen').tarif_saldo_menurun)).toBe(false);
    expect(methodAllowed('saldo_menurun', group('bangunan_tidak_permanen').tarif_saldo_menurun)).toBe(false);
    expect(methodAllowed('garis_lurus', null)).toBe(true);
    expect(fiscalSchedule(basis('bangunan_permanen', 'saldo_menurun', '2025-01-01', 1_000_000_000))).toEqual([]);
    expect(fiscalSchedule(basis('bangunan_permanen', 'garis_lurus', '2025-01-01', 1_000_000_000))).toHaveLength(240);
    expect(years(basis('bangunan_tidak_permanen', 'garis_lurus', '2025-01-01', 1_000_000_000))[0]).toEqual([2025, 100_000_000]);
  });

  for (const g of GROUPS) {
    for (const metode of ['garis_lurus', 'saldo_menurun'] as const) {
      if (!methodAllowed(metode, g.tarif_saldo_menurun)) continue;
      for (const start of ['2024-01-15', '2024-07-31']) {
        it(`group ${g.kode}, ${metode}, from ${start}: whole life in months, Σ = cost, the book ends at exactly zero, never below`, () => {
          const a = basis(g.kode, metode, start, 987_654_321);
          const rows = fiscalSchedule(a);
          expect(rows).toHaveLength(g.masa_manfaat * 12);
          expect(rows.reduce((s, r) => s + r.jumlah, 0)).toBe(987_654_321);
          expect(rows.at(-1)!.nilai_buku).toBe(0);
          for (const r of rows) expect(r.nilai_buku).toBeGreaterThanOrEqual(0);
          const perYear = fiscalByYear(a);
          expect(perYear).toHaveLength(g.masa_manfaat + (start.slice(5, 7) === '01' ? 0 : 1));
          const rate = metode === 'garis_lurus' ? g.tarif_garis_lurus : g.tarif_saldo_menurun!;
          const months = 13 - Number(start.slice(5, 7));
          expect(perYear[0].jumlah).toBe(Math.round((987_654_321 * rate * months) / 120_000));
          if (metode === 'saldo_menurun') {
            // Each middle year: the rate on the opening book value.
            let book = 987_654_321 - perYear[0].jumlah;
            for (const y of perYear.slice(1, -1)) {
              expect(y.jumlah).toBe(Math.round((book * rate) / 10_000));
              book -= y.jumlah;
            }
            expect(perYear.at(-1)!.jumlah).toBe(book);
          }
        });
      }
    }
  }

  const arb = fc.record({
    y: fc.integer({ min: 2000, max: 2040 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }),
    harga: fc.integer({ min: 1, max: 50_000_000_000 }), g: fc.integer({ min: 0, max: GROUPS.length - 1 }), sm: fc.boolean(),
  }).map(({ y, m, d, harga, g, sm }): FiscalBasis => {
    const grp = GROUPS[g];
    const metode: MetodeFiskal = sm && grp.tarif_saldo_menurun !== null ? 'saldo_menurun' : 'garis_lurus';
    return { ...grp, metode, harga_perolehan: harga, tanggal_perolehan: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
  });

  it('property: Σ = cost exactly, every month ≥ 0 and whole, the book never below zero and zero at the end of life', () => {
    fc.assert(fc.property(arb, (a) => {
      const rows = fiscalSchedule(a);
      expect(rows).toHaveLength(a.masa_manfaat * 12);
      expect(rows[0].periode).toBe(a.tanggal_perolehan.slice(0, 7));
      expect(rows.reduce((s, r) => s + r.jumlah, 0)).toBe(a.harga_perolehan);
      for (const r of rows) {
        expect(Number.isSafeInteger(r.jumlah) && r.jumlah >= 0).toBe(true);
        expect(r.nilai_buku).toBeGreaterThanOrEqual(0);
      }
      expect(rows.at(-1)!.nilai_buku).toBe(0);
    }), { numRuns: 300 });
  });

  it('property: what is due for a month catches up skipped months and never passes cost', () => {
    fc.assert(fc.property(arb, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (a, i, j) => {
      const rows = fiscalSchedule(a);
      const p = rows[Math.min(i, rows.length - 1)].periode;
      const q = rows[Math.min(Math.max(i, j), rows.length - 1)].periode;
      const before = fiscalAccumulated(a, p);
      expect(before + fiscalDue(a, before, q)).toBe(fiscalAccumulated(a, q));
      expect(fiscalDue(a, a.harga_perolehan, q)).toBe(0);
      expect(fiscalAccumulated(a, '2100-01')).toBe(a.harga_perolehan);
      expect(fiscalAccumulated(a, '1999-12')).toBe(0);
    }), { numRuns: 200 });
  });
});
