import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hitungSlip, type Komponen, type SlipInput } from '../../../server/domain/penggajian/hitung.js';

const komponen: fc.Arbitrary<Komponen> = fc.record({
  komponen_gaji_id: fc.integer({ min: 1, max: 50 }),
  nama: fc.constantFrom('Uang Makan', 'Transport', 'PPh 21', 'BPJS', 'Absen'),
  jenis: fc.constantFrom('pendapatan' as const, 'potongan' as const),
  cara: fc.constantFrom('tetap' as const, 'per_hari' as const),
  nilai: fc.integer({ min: 0, max: 20_000_000 }),
  akun_id: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
});

const slipInput: fc.Arbitrary<SlipInput> = fc.integer({ min: 1, max: 31 }).chain((hariKerja) => fc.record({
  gaji_pokok: fc.integer({ min: 0, max: 100_000_000 }),
  hari_kerja: fc.constant(hariKerja),
  hari_masuk: fc.integer({ min: 0, max: hariKerja }),
  komponen: fc.array(komponen, { maxLength: 8 }),
  kasbon: fc.array(fc.record({
    id: fc.integer({ min: 1, max: 1000 }), nomor: fc.constant('KSB/2026/01/0001'), sisa: fc.integer({ min: 1, max: 50_000_000 }),
    cicilan: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  }), { maxLength: 3 }),
}));

describe('payslip arithmetic (server/domain/penggajian/hitung.ts)', () => {
  it('Σ net + Σ deductions = Σ gross exactly over any run, no net below zero, lines add up, advances within what is open', () => {
    fc.assert(fc.property(fc.array(slipInput, { minLength: 1, maxLength: 25 }), (inputs) => {
      const slips = inputs.map(hitungSlip);
      const sum = (f: (s: ReturnType<typeof hitungSlip>) => number) => slips.reduce((s, x) => s + f(x), 0);
      expect(sum((s) => s.bersih) + sum((s) => s.potongan)).toBe(sum((s) => s.bruto));
      slips.forEach((s, i) => {
        expect(s.bersih).toBeGreaterThanOrEqual(0);
        expect(s.lines.every((l) => Number.isSafeInteger(l.jumlah) && l.jumlah > 0)).toBe(true);
        expect(s.lines.filter((l) => l.jenis === 'pendapatan').reduce((a, l) => a + l.jumlah, 0)).toBe(s.bruto);
        expect(s.lines.filter((l) => l.jenis === 'potongan').reduce((a, l) => a + l.jumlah, 0)).toBe(s.potongan);
        const open = inputs[i].kasbon.reduce((a, k) => a + Math.min(k.sisa, k.cicilan ?? k.sisa), 0);
        expect(s.potongan_kasbon).toBeLessThanOrEqual(open);
        for (const k of inputs[i].kasbon) {
          const cut = s.lines.filter((l) => l.kasbon_karyawan_id === k.id).reduce((a, l) => a + l.jumlah, 0);
          expect(cut).toBeLessThanOrEqual(inputs[i].kasbon.filter((x) => x.id === k.id).reduce((a, x) => a + Math.min(x.sisa, x.cicilan ?? x.sisa), 0));
        }
      });
    }), { numRuns: 300 });
  });

  it('per-day earnings follow days present and per-day deductions days absent, capped at the gross', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 31 }).chain((k) => fc.tuple(fc.constant(k), fc.integer({ min: 0, max: k }))), fc.integer({ min: 0, max: 500_000 }), ([kerja, masuk], nilai) => {
      const s = hitungSlip({
        gaji_pokok: 10_000_000, hari_kerja: kerja, hari_masuk: masuk, kasbon: [],
        komponen: [
          { komponen_gaji_id: 1, nama: 'Uang Makan', jenis: 'pendapatan', cara: 'per_hari', nilai, akun_id: null },
          { komponen_gaji_id: 2, nama: 'Absen', jenis: 'potongan', cara: 'per_hari', nilai, akun_id: 5 },
        ],
      });
      expect(s.bruto).toBe(10_000_000 + nilai * masuk);
      // A deduction never takes more than the gross: the net stops at zero.
      expect(s.potongan).toBe(Math.min(nilai * (kerja - masuk), s.bruto));
      expect(s.bersih).toBe(s.bruto - s.potongan);
    }), { numRuns: 200 });
  });
});
