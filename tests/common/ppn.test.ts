import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePpn, mulDivRoundHalfUp, ppnOf, spreadNotaDiscount } from '../../common/ppn.js';
import { cashRounding, pembulatanStep, roundDown } from '../../common/pembulatan.js';

describe('PPN on the price after every discount (common/ppn.ts)', () => {
  it('the issue’s example: 10 × Rp. 15.000 with a nota discount of Rp. 10.000 → DPP 140.000, PPN 15.400', () => {
    const r = computePpn([{ subtotal: 150_000, kenaPpn: true }], 10_000, 1_100);
    expect(r).toMatchObject({ subtotal: 150_000, diskon: 10_000, dpp: 140_000, ppn: 15_400 });
  });

  it('taxed and untaxed lines carry the discount apart, in proportion; the remainder closes on the last line', () => {
    // taxed 30.000 + 20.000, untaxed 50.000; discount 1.001 → taxed group round(1.001 × 50 / 100) = 501, untaxed 500
    const shares = spreadNotaDiscount([{ subtotal: 30_000, kenaPpn: true }, { subtotal: 50_000, kenaPpn: false }, { subtotal: 20_000, kenaPpn: true }], 1_001);
    expect(shares[0] + shares[2]).toBe(501);
    expect(shares[1]).toBe(500);
    expect(shares).toEqual([301, 500, 200]);
  });

  it('rounds half up, exactly beyond 2^53', () => {
    expect(ppnOf(50, 1_000)).toBe(5);
    expect(ppnOf(45, 1_100)).toBe(5); // 4,95
    expect(ppnOf(5, 1_000)).toBe(1); // 0,5 → 1
    expect(mulDivRoundHalfUp(999_999_999_999, 1_100, 10_000)).toBe(110_000_000_000);
  });

  const line = fc.record({ subtotal: fc.integer({ min: 0, max: 50_000_000 }), kenaPpn: fc.boolean() });

  it('property: Σ line DPP = subtotal − discount, PPN = Σ round(line DPP × rate), each share within its line', () => {
    fc.assert(fc.property(
      fc.array(line, { minLength: 1, maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 10_000 }),
      (lines, fraction, rate) => {
        const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
        const diskon = Math.floor(subtotal * fraction);
        const r = computePpn(lines, diskon, rate);
        expect(r.dpp).toBe(subtotal - diskon);
        expect(r.lines.reduce((s, l) => s + l.dpp, 0)).toBe(subtotal - diskon);
        expect(r.ppn).toBe(r.lines.reduce((s, l, i) => s + (lines[i].kenaPpn ? Math.round((l.dpp * rate) / 10_000) : 0), 0));
        r.lines.forEach((l, i) => {
          expect(l.diskonNota).toBeGreaterThanOrEqual(0);
          expect(l.diskonNota).toBeLessThanOrEqual(lines[i].subtotal);
        });
        // the taxed lines as a group carry their proportional share, rounded
        const taxed = lines.reduce((s, l) => s + (l.kenaPpn ? l.subtotal : 0), 0);
        const taxedShare = r.lines.reduce((s, l, i) => s + (lines[i].kenaPpn ? l.diskonNota : 0), 0);
        if (subtotal > 0) expect(Math.abs(taxedShare - (diskon * taxed) / subtotal)).toBeLessThanOrEqual(0.5);
        // a nota discount never raises the PPN
        expect(r.ppn).toBeLessThanOrEqual(computePpn(lines, 0, rate).ppn);
      },
    ), { numRuns: 500 });
  });
});

describe('cash rounding at the point of sale (common/pembulatan.ts)', () => {
  it('44.392 paid in cash with Rp. 100 → 44.300, 92 given up; none → unchanged', () => {
    expect(cashRounding(44_392, 44_392, 100)).toEqual({ tunai: 44_300, pembulatan: 92 });
    expect(cashRounding(44_392, 44_300, 100)).toEqual({ tunai: 44_300, pembulatan: 92 });
    expect(cashRounding(44_392, 44_392, 0)).toEqual({ tunai: 44_392, pembulatan: 0 });
    expect(cashRounding(44_392, 44_392, 1_000)).toEqual({ tunai: 44_000, pembulatan: 392 });
    // paid short of the rounded due: credit for the rest, nothing rounded
    expect(cashRounding(44_392, 40_000, 100)).toEqual({ tunai: 40_000, pembulatan: 0 });
    // a due below one step is not rounded away
    expect(cashRounding(80, 80, 100)).toEqual({ tunai: 80, pembulatan: 0 });
  });

  it('the setting: unset is the default Rp. 100, unknown is none', () => {
    expect(pembulatanStep(null)).toBe(100);
    expect(pembulatanStep('500')).toBe(500);
    expect(pembulatanStep('0')).toBe(0);
    expect(pembulatanStep('250')).toBe(0);
    expect(roundDown(44_392, 500)).toBe(44_000);
  });

  it('property: the cash paid is a multiple of the step and the rounding below it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom(0, 100, 500, 1_000), (due, step) => {
      const r = cashRounding(due, due, step);
      expect(r.tunai + r.pembulatan).toBe(due);
      expect(r.pembulatan).toBeGreaterThanOrEqual(0);
      if (step > 0 && due >= step) expect(r.tunai % step).toBe(0);
      if (step > 0) expect(r.pembulatan).toBeLessThan(step);
    }));
  });
});
