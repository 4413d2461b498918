import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CoretaxInputError, formatScaled, formatSen, mulDivHalfUp, toSen } from '../../../server/domain/pajak/decimal.js';
import { goodServiceLine, priceExcludingVat, type GoodServiceInput } from '../../../server/domain/pajak/good-service.js';

/**
 * The figures of one Coretax GoodService, to the sen, against Odoo 18's l10n_id_efaktur_coretax test expectations
 * (../shared/TAX-REFERENCE.md §4.2) and, for random lines, against the formulas themselves.
 */
const base: GoodServiceInput = {
  opt: 'A', code: '000000', name: 'product_a', unit: 'UM.0018', price: 100000, qty: 1, trxCode: '04', vatRate: 1200,
};
const shown = (l: ReturnType<typeof goodServiceLine>) => ({
  Price: formatSen(l.price), Qty: formatScaled(l.qty), TotalDiscount: formatSen(l.totalDiscount), TaxBase: formatSen(l.taxBase),
  OtherTaxBase: formatSen(l.otherTaxBase), VAT: formatSen(l.vat), STLG: formatSen(l.stlg),
});

describe('goodServiceLine: the Odoo sample figures', () => {
  it('code 04, 100.000: OtherTaxBase 11/12 = 91666.67 and VAT 12 % of it = 11000.00', () => {
    const l = goodServiceLine(base);
    expect(shown(l)).toEqual({
      Price: '100000.00', Qty: '1.0', TotalDiscount: '0.00', TaxBase: '100000.00', OtherTaxBase: '91666.67', VAT: '11000.00', STLG: '0.00',
    });
    expect(l.vatRate).toBe(1200);
  });

  it('code 01 at the 11 % tax: OtherTaxBase = TaxBase, VAT 11000.00', () => {
    const l = goodServiceLine({ ...base, trxCode: '01', vatRate: 1100 });
    expect(shown(l)).toMatchObject({ TaxBase: '100000.00', OtherTaxBase: '100000.00', VAT: '11000.00' });
  });

  it('tax-included 111.000 with a 10 % discount: Price 100000, TotalDiscount 10000, TaxBase 90000, OtherTaxBase 82500, VAT 9900', () => {
    const price = priceExcludingVat(111000, 1100);
    expect(formatSen(price)).toBe('100000.00');
    const l = goodServiceLine({ ...base, price: formatSen(price), totalDiscount: 10000 });
    expect(shown(l)).toMatchObject({
      Price: '100000.00', TotalDiscount: '10000.00', TaxBase: '90000.00', OtherTaxBase: '82500.00', VAT: '9900.00',
    });
  });

  it('luxury goods with PPnBM 20 %: the full base, VAT 12000.00, STLG 20000.00', () => {
    const l = goodServiceLine({ ...base, stlgRate: 2000 });
    expect(shown(l)).toMatchObject({ TaxBase: '100000.00', OtherTaxBase: '100000.00', VAT: '12000.00', STLG: '20000.00' });
    expect(l.stlgRate).toBe(2000);
  });

  it('the DPP nilai lain ratio is data: 11/12 by default, another ratio when given', () => {
    expect(formatSen(goodServiceLine({ ...base, otherBaseRatio: { numerator: 11, denominator: 12 } }).otherTaxBase)).toBe('91666.67');
    expect(formatSen(goodServiceLine({ ...base, otherBaseRatio: { numerator: 1, denominator: 1 } }).otherTaxBase)).toBe('100000.00');
  });

  it('a Niaga nota line: 10 × 15.000 less 10.000 of discount, quantities with decimals', () => {
    const l = goodServiceLine({ ...base, price: 15000, qty: 10, totalDiscount: 10000 });
    expect(shown(l)).toMatchObject({ Qty: '10.0', TaxBase: '140000.00', OtherTaxBase: '128333.33', VAT: '15400.00' });
    expect(shown(goodServiceLine({ ...base, price: '1234.5', qty: '2.5' }))).toMatchObject({ Price: '1234.50', Qty: '2.5', TaxBase: '3086.25' });
  });

  it('refuses bad lines with an Indonesian message naming the goods', () => {
    const bad = (over: Partial<GoodServiceInput>) => () => goodServiceLine({ ...base, ...over });
    expect(bad({ code: '12345' })).toThrow(/Kode barang\/jasa Coretax product_a harus 6 digit/);
    expect(bad({ unit: 'PCS' })).toThrow(/UM\.xxxx/);
    expect(bad({ trxCode: '11' })).toThrow(/Kode transaksi "11"/);
    expect(bad({ price: '100.005' })).toThrow(/paling banyak 2 angka di belakang koma/);
    expect(bad({ price: -1 })).toThrow(CoretaxInputError);
    expect(bad({ totalDiscount: 100001 })).toThrow(/melebihi harga × jumlah/);
    expect(bad({ vatRate: 1200.5 })).toThrow(/basis poin/);
    expect(bad({ opt: 'C' as 'A' })).toThrow(/A \(barang\) atau B \(jasa\)/);
  });

  it('reads numbers exactly: 0.29 is 29 sen, never 28.999…', () => {
    expect(toSen(0.29, 'x', 'x')).toBe(29n);
    expect(() => toSen(1e21, 'x', 'Harga')).toThrow(/Harga harus berupa angka/);
  });
});

describe('goodServiceLine: properties', () => {
  const rupiahSen = fc.bigInt({ min: 0n, max: 10_000_000_000n }); // up to Rp 100.000.000,00 a unit
  const line = fc.record({
    priceSen: rupiahSen,
    qty: fc.integer({ min: 1, max: 10_000 }),
    qtyDecimals: fc.constantFrom(0, 0, 1, 3),
    discountPermille: fc.integer({ min: 0, max: 1000 }),
    trxCode: fc.constantFrom('01', '04', '04', '07'),
    vatRate: fc.constantFrom(1100, 1200, 0),
    stlgRate: fc.constantFrom(0, 0, 0, 1000, 2000),
  });

  it('TaxBase = Price × Qty − TotalDiscount and VAT = round2(OtherTaxBase × rate), to the sen', () => {
    fc.assert(fc.property(line, (r) => {
      const qty = formatScaled({ units: BigInt(r.qty), scale: r.qtyDecimals }, 0);
      const grossSen = mulDivHalfUp(r.priceSen, BigInt(r.qty), 10n ** BigInt(r.qtyDecimals));
      const discountSen = (grossSen * BigInt(r.discountPermille)) / 1000n;
      const l = goodServiceLine({
        ...base, price: formatSen(r.priceSen), qty, totalDiscount: formatSen(discountSen),
        trxCode: r.trxCode, vatRate: r.vatRate, stlgRate: r.stlgRate,
      });
      expect(l.price).toBe(r.priceSen);
      expect(l.totalDiscount).toBe(discountSen);
      // Whole quantities: exactly Price × Qty − TotalDiscount. Fractional ones: Price × Qty rounded half up to the sen.
      if (r.qtyDecimals === 0) expect(l.taxBase).toBe(r.priceSen * BigInt(r.qty) - discountSen);
      expect(l.taxBase).toBe(grossSen - discountSen);
      const expectedOther = r.trxCode === '04' && r.stlgRate === 0 ? (2n * l.taxBase * 11n + 12n) / 24n : l.taxBase;
      expect(l.otherTaxBase).toBe(expectedOther);
      // Recomputing from the figures as written in the file gives the same VAT (Odoo's reason to round first).
      const otbWritten = formatSen(l.otherTaxBase);
      const [whole, cents] = otbWritten.split('.');
      const otbSen = BigInt(whole) * 100n + BigInt(cents);
      expect(l.vat).toBe((2n * otbSen * BigInt(r.vatRate) + 10_000n) / 20_000n);
      expect(l.stlg).toBe((2n * otbSen * BigInt(r.stlgRate) + 10_000n) / 20_000n);
    }), { numRuns: 500 });
  });
});
