import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computePpn } from '../../../common/ppn.js';
import { goodServiceLine } from '../../../server/domain/pajak/good-service.js';
import { notaGoodServices, type NotaLine } from '../../../server/domain/pajak/nota-lines.js';

/** A nota's lines on its tax invoice: each TaxBase is the DPP the nota charges, untaxed lines left out. */
const line = (over: Partial<NotaLine>): NotaLine => ({
  opt: 'A', name: 'Barang', unit: 'UM.0018', qty: 1, price: 1000, subtotal: 1000, kenaPpn: true, ...over,
});

describe('notaGoodServices', () => {
  it('a nota with taxed and untaxed lines and a nota discount: the taxed lines carry their DPP, the untaxed are left out', () => {
    const lines = [
      line({ name: 'Teh Botol', qty: 10, price: 15000, subtotal: 150000 }),
      line({ name: 'Beras (bebas PPN)', qty: 2, price: 50000, subtotal: 100000, kenaPpn: false }),
      line({ name: 'Roti', qty: 4, price: 12500, subtotal: 45000 }), // 5.000 of its own discount
    ];
    const nota = computePpn(lines, 29500, 1100);
    const gs = notaGoodServices(lines, 29500, { vatRate: 1200 }).map((l) => goodServiceLine({ ...l, trxCode: '04' }));
    expect(gs.map((l) => l.name)).toEqual(['Teh Botol', 'Roti']);
    expect(gs.map((l) => l.taxBase)).toEqual([BigInt(nota.lines[0].dpp) * 100n, BigInt(nota.lines[2].dpp) * 100n]);
    // 29.500 over 295.000: the taxed group (195.000) carries 19.500; Teh Botol 15.000 of it, Roti 4.500.
    expect([nota.lines[0].dpp, nota.lines[2].dpp]).toEqual([135000, 40500]);
    expect(gs.map((l) => l.totalDiscount)).toEqual([1_500_000n, 950_000n]); // Roti: 5.000 own + 4.500 nota
    expect(gs.reduce((s, l) => s + l.taxBase, 0n)).toBe(BigInt(nota.lines[0].dpp + nota.lines[2].dpp) * 100n);
  });

  it('docs/money-and-dates.md\'s example: 10 × 15.000 less 10.000 → DPP 140.000, the nota\'s PPN 15.400 = the file\'s VAT', () => {
    const [l] = notaGoodServices([line({ qty: 10, price: 15000, subtotal: 150000 })], 10000, { vatRate: 1200 });
    const g = goodServiceLine({ ...l, trxCode: '04' });
    expect([g.taxBase, g.otherTaxBase, g.vat]).toEqual([14_000_000n, 12_833_333n, 1_540_000n]);
    expect(computePpn([{ subtotal: 150000, kenaPpn: true }], 10000, 1100).ppn).toBe(15400);
  });

  it('for any nota, Price × Qty − TotalDiscount = TaxBase = the nota line\'s DPP', () => {
    const arbLine = fc.record({
      qty: fc.integer({ min: 1, max: 500 }), price: fc.integer({ min: 1, max: 2_000_000 }),
      ownPermille: fc.integer({ min: 0, max: 300 }), kenaPpn: fc.boolean(),
    });
    fc.assert(fc.property(fc.array(arbLine, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 1000 }), (raw, notaPermille) => {
      const lines = raw.map((r) => {
        const gross = r.qty * r.price;
        return line({ qty: r.qty, price: r.price, subtotal: gross - Math.floor((gross * r.ownPermille) / 1000), kenaPpn: r.kenaPpn });
      });
      const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
      const diskon = Math.floor((subtotal * notaPermille) / 1000);
      const nota = computePpn(lines, diskon, 1100);
      const taxedDpp = nota.lines.filter((_, i) => lines[i].kenaPpn).map((l) => BigInt(l.dpp) * 100n);
      const gs = notaGoodServices(lines, diskon, { vatRate: 1200 }).map((l) => goodServiceLine({ ...l, trxCode: '04' }));
      expect(gs.map((g) => g.taxBase)).toEqual(taxedDpp);
      for (const g of gs) expect(g.price * BigInt(g.qty.units) - g.totalDiscount).toBe(g.taxBase);
    }), { numRuns: 300 });
  });
});
