import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSen } from '../../../server/domain/pajak/decimal.js';
import { goodServiceLine } from '../../../server/domain/pajak/good-service.js';
import {
  writeTaxInvoiceBulk, xmlText, type Seller, type TaxInvoiceInput,
} from '../../../server/domain/pajak/coretax-xml.js';
import { child, childNames, childText, parseXml } from './xml-read.js';

/**
 * The Coretax upload file: one TaxInvoice per invoice whatever its lines, elements in Coretax's order
 * (../shared/TAX-REFERENCE.md §4.2), amounts with two decimals, text escaped, sums read back equal to the inputs, and
 * the export streamed (N invoices → N TaxInvoice, chunks bounded).
 */
const seller: Seller = { tin: '0123456789012345', idtku: '0123456789012345000000' };
const buyer = {
  document: 'TIN' as const, tin: '9876543210987654', name: 'PT Pembeli', address: 'Jl. Merdeka 1, Bandung', email: 'pajak@pembeli.test',
};
const threeLines: TaxInvoiceInput = {
  date: '2026-10-05', trxCode: '04', refDesc: 'PJ/2026/10/0001', buyer,
  lines: [
    { opt: 'A', name: 'Teh Botol 350 ml', unit: 'UM.0018', price: 15000, qty: 10, totalDiscount: 10000, vatRate: 1200 },
    { opt: 'A', code: '190500', name: 'Roti Tawar', unit: 'UM.0021', price: 12500, qty: 4, vatRate: 1200 },
    { opt: 'B', name: 'Ongkos Kirim', unit: 'UM.0030', price: 25000, qty: 1, totalDiscount: 2500, vatRate: 1200 },
  ],
};

async function exportText(invoices: TaxInvoiceInput[] | AsyncIterable<TaxInvoiceInput>) {
  const chunks: string[] = [];
  const totals = await writeTaxInvoiceBulk(seller, invoices, (c) => { chunks.push(c); });
  return { xml: chunks.join(''), chunks, totals };
}

const INVOICE_ORDER = [
  'TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'AddInfo', 'CustomDoc', 'CustomDocMonthYear', 'RefDesc', 'FacilityStamp',
  'SellerIDTKU', 'BuyerTin', 'BuyerDocument', 'BuyerCountry', 'BuyerDocumentNumber', 'BuyerName', 'BuyerAdress',
  'BuyerEmail', 'BuyerIDTKU', 'ListOfGoodService',
];
const LINE_ORDER = [
  'Opt', 'Code', 'Name', 'Unit', 'Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT', 'STLGRate', 'STLG',
];
const sen = (s: string) => { expect(s).toMatch(/^\d+\.\d{2}$/); const [w, c] = s.split('.'); return BigInt(w) * 100n + BigInt(c); };

describe('writeTaxInvoiceBulk', () => {
  it('writes a 3-line invoice as ONE TaxInvoice, in Coretax order, and its sums read back equal the lines', async () => {
    const { xml, totals } = await exportText([threeLines]);
    expect(xml.startsWith("<?xml version='1.0' encoding='UTF-8'?>\n<TaxInvoiceBulk")).toBe(true);
    const root = parseXml(xml);
    expect(root.name).toBe('TaxInvoiceBulk');
    expect(childNames(root)).toEqual(['TIN', 'ListOfTaxInvoice']);
    expect(childText(root, 'TIN')).toBe(seller.tin);
    const invoices = child(root, 'ListOfTaxInvoice').children;
    expect(invoices).toHaveLength(1);
    const inv = invoices[0];
    expect(childNames(inv)).toEqual(INVOICE_ORDER);
    expect(Object.fromEntries(inv.children.slice(0, -1).map((c) => [c.name, c.text]))).toEqual({
      TaxInvoiceDate: '2026-10-05', TaxInvoiceOpt: 'Normal', TrxCode: '04', AddInfo: '', CustomDoc: '', CustomDocMonthYear: '',
      RefDesc: 'PJ/2026/10/0001', FacilityStamp: '', SellerIDTKU: seller.idtku, BuyerTin: buyer.tin, BuyerDocument: 'TIN',
      BuyerCountry: 'IDN', BuyerDocumentNumber: '', BuyerName: 'PT Pembeli', BuyerAdress: 'Jl. Merdeka 1, Bandung',
      BuyerEmail: 'pajak@pembeli.test', BuyerIDTKU: `${buyer.tin}000000`,
    });
    expect(xml).toContain('<CustomDocMonthYear/>');
    const lines = child(inv, 'ListOfGoodService').children;
    expect(lines.map((l) => l.name)).toEqual(['GoodService', 'GoodService', 'GoodService']);
    for (const l of lines) expect(childNames(l)).toEqual(LINE_ORDER);
    expect(Object.fromEntries(lines[0].children.map((c) => [c.name, c.text]))).toEqual({
      Opt: 'A', Code: '000000', Name: 'Teh Botol 350 ml', Unit: 'UM.0018', Price: '15000.00', Qty: '10.0', TotalDiscount: '10000.00',
      TaxBase: '140000.00', OtherTaxBase: '128333.33', VATRate: '12', VAT: '15400.00', STLGRate: '0.0', STLG: '0.00',
    });
    expect(childText(lines[1], 'Code')).toBe('190500');

    // Read back: every figure recomputes from the file itself, and the sums equal the inputs' own computation.
    const expected = threeLines.lines.map((l) => goodServiceLine({ ...l, trxCode: '04' }));
    let taxBase = 0n; let vat = 0n; let other = 0n;
    for (const l of lines) {
      const price = sen(childText(l, 'Price'));
      const qty = BigInt(childText(l, 'Qty').replace(/\.0$/, ''));
      expect(price * qty - sen(childText(l, 'TotalDiscount'))).toBe(sen(childText(l, 'TaxBase')));
      taxBase += sen(childText(l, 'TaxBase'));
      other += sen(childText(l, 'OtherTaxBase'));
      vat += sen(childText(l, 'VAT'));
    }
    expect(taxBase).toBe(expected.reduce((s, l) => s + l.taxBase, 0n));
    expect(taxBase).toBe(14_000_000n + 5_000_000n + 2_250_000n); // 140.000 + 50.000 + 22.500 rupiah
    expect(other).toBe(expected.reduce((s, l) => s + l.otherTaxBase, 0n));
    expect(vat).toBe(expected.reduce((s, l) => s + l.vat, 0n));
    expect(totals).toEqual({ invoices: 1, lines: 3, taxBase, otherTaxBase: other, vat, stlg: 0n });
  });

  it('escapes & < > " \' in names and addresses, and drops characters XML cannot hold', async () => {
    const nasty = 'Kopi "Tubruk" & <Susu> \'Asli\'';
    const { xml } = await exportText([{
      ...threeLines,
      refDesc: 'PJ/<1>&2',
      buyer: { ...buyer, name: 'CV "Maju" & Jaya <Abadi>', address: "Jl. O'Neil\u0007 No. 5" },
      lines: [{ ...threeLines.lines[0], name: nasty }],
    }]);
    expect(xml).toContain('<Name>Kopi &quot;Tubruk&quot; &amp; &lt;Susu&gt; &apos;Asli&apos;</Name>');
    const inv = child(parseXml(xml), 'ListOfTaxInvoice').children[0];
    expect(childText(inv, 'BuyerName')).toBe('CV "Maju" & Jaya <Abadi>');
    expect(childText(inv, 'BuyerAdress')).toBe("Jl. O'Neil No. 5");
    expect(childText(inv, 'RefDesc')).toBe('PJ/<1>&2');
    expect(childText(child(child(inv, 'ListOfGoodService'), 'GoodService'), 'Name')).toBe(nasty);
    expect(xmlText('a\uD800b\u0000c')).toBe('abc');
  });

  it('identifies a buyer without NPWP by NIK: BuyerTin 0000000000000000, the NIK as BuyerDocumentNumber and in BuyerIDTKU', async () => {
    const { xml } = await exportText([{
      ...threeLines, buyer: { document: 'NIK', documentNumber: '3273010101900001', name: 'Budi', address: 'Bandung' },
    }]);
    const inv = child(parseXml(xml), 'ListOfTaxInvoice').children[0];
    expect([childText(inv, 'BuyerTin'), childText(inv, 'BuyerDocument'), childText(inv, 'BuyerDocumentNumber'), childText(inv, 'BuyerIDTKU')])
      .toEqual(['0000000000000000', 'NIK', '3273010101900001', '3273010101900001000000']);
  });

  it('refuses bad identities and invoices with Indonesian messages naming the invoice', async () => {
    const fails = (inv: Partial<TaxInvoiceInput>, s: Seller = seller) => writeTaxInvoiceBulk(s, [{ ...threeLines, ...inv }], () => undefined);
    await expect(fails({}, { ...seller, tin: '12345' })).rejects.toThrow(/NPWP penjual harus 16 digit/);
    await expect(fails({}, { ...seller, idtku: '9999999999999999000000' })).rejects.toThrow(/NITKU penjual .* diawali NPWP/);
    await expect(fails({ buyer: { ...buyer, tin: '98765432109876AB' } })).rejects.toThrow(/NPWP pembeli faktur PJ\/2026\/10\/0001/);
    await expect(fails({ buyer: { ...buyer, idtku: '1111111111111111000000' } })).rejects.toThrow(/NITKU pembeli/);
    await expect(fails({ buyer: { document: 'NIK', documentNumber: '123', name: 'X', address: 'Y' } })).rejects.toThrow(/NIK pembeli .* 16 digit/);
    await expect(fails({ date: '05-10-2026' })).rejects.toThrow(/YYYY-MM-DD/);
    await expect(fails({ lines: [] })).rejects.toThrow(/tidak memiliki baris/);
    await expect(fails({ opt: 'Pengganti' as 'Normal' })).rejects.toThrow(/hanya faktur Normal/);
    await expect(fails({ lines: [{ ...threeLines.lines[0], unit: 'BOX' }] })).rejects.toThrow(/Faktur PJ\/2026\/10\/0001 baris 1: Kode satuan/);
  });

  it('respects a Writable\'s back-pressure and leaves it open', async () => {
    const got: string[] = [];
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk, _enc, cb) { got.push(String(chunk)); setImmediate(cb); },
    });
    const many = Array.from({ length: 300 }, (_, i) => ({ ...threeLines, refDesc: `PJ/${i}` }));
    const totals = await writeTaxInvoiceBulk(seller, many, slow);
    expect(slow.writableEnded).toBe(false);
    slow.end();
    expect(totals.invoices).toBe(300);
    expect(child(parseXml(got.join('')), 'ListOfTaxInvoice').children).toHaveLength(300);
  });

  it('streams N invoices from an async source as N TaxInvoice elements, in chunks of about 64 KB', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 4 }), async (n, perInvoice) => {
      async function* source() {
        for (let i = 0; i < n; i++) yield { ...threeLines, refDesc: `PJ/${i}`, lines: threeLines.lines.slice(0, Math.min(3, perInvoice)) };
      }
      const { xml, chunks, totals } = await exportText(source());
      expect(xml.match(/<TaxInvoice>/g)?.length ?? 0).toBe(n);
      expect(xml.match(/<\/TaxInvoice>/g)?.length ?? 0).toBe(n);
      expect(totals.invoices).toBe(n);
      for (const c of chunks) expect(c.length).toBeLessThan(64 * 1024 + 4096);
      if (n <= 50) expect(child(parseXml(xml), 'ListOfTaxInvoice').children).toHaveLength(n);
    }), { numRuns: 30 });
  });

  it('formats amounts as Coretax reads them: "." and two decimals, no thousands separator', () => {
    expect(formatSen(9_166_667n)).toBe('91666.67');
    expect(formatSen(1_100_000n)).toBe('11000.00');
    expect(formatSen(5n)).toBe('0.05');
    expect(formatSen(123_456_789_012n)).toBe('1234567890.12');
  });
});
