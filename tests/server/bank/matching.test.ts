import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pairExact, referenceScore, type BankSide, type BookSide } from '../../../server/domain/bank/auto-match.js';
import { mdrOf, pairSettlements, type MdrRow } from '../../../server/domain/bank/qris.js';
import { TARIF_MDR_QRIS } from '../../../server/db/base/bank.js';

/** The matching's pure parts (issue 40): pairs by amount and references, QRIS fees and settlements. */
const table: MdrRow[] = TARIF_MDR_QRIS.map(([kategori, batas_atas, tarif, berlaku_mulai]) => ({ kategori, batas_atas, tarif, berlaku_mulai }));

describe('pairExact', () => {
  it('takes the one book line of the same amount; a reference decides between two; a true tie is left to the user', () => {
    const book: BookSide[] = [
      { id: 1, tanggal: '2026-11-03', sisa: 500_000, nomor: ['PJ/2026/11/0012'], pihak: ['Toko Maju Jaya'] },
      { id: 2, tanggal: '2026-11-03', sisa: 500_000, nomor: ['PJ/2026/11/0013'], pihak: ['Toko Sumber Rejeki'] },
      { id: 3, tanggal: '2026-11-04', sisa: -250_000, nomor: ['BYR/2026/11/0001'], pihak: ['PT Sinar'] },
      { id: 4, tanggal: '2026-11-05', sisa: 75_000, nomor: ['A'], pihak: [] },
      { id: 5, tanggal: '2026-11-05', sisa: 75_000, nomor: ['B'], pihak: [] },
    ];
    const bank: BankSide[] = [
      { id: 10, tanggal: '2026-11-03', jumlah: 500_000, teks: 'TRSF E-BANKING CR 0311/FTSCY/WS95031 SUMBER REJEKI' },
      { id: 11, tanggal: '2026-11-04', jumlah: 500_000, teks: 'TRSF E-BANKING CR PJ2026110012' },
      { id: 12, tanggal: '2026-11-05', jumlah: -250_000, teks: 'TRSF E-BANKING DB' },
      { id: 13, tanggal: '2026-11-05', jumlah: 75_000, teks: 'SETORAN' },
      { id: 14, tanggal: '2026-11-20', jumlah: 500_000, teks: 'TOKO MAJU JAYA' },
    ];
    expect(pairExact(bank, book).map((p) => [p.bankId, p.bookId]).sort()).toEqual([[10, 2], [11, 1], [12, 3]]);
  });

  it('references: a document number with or without separators counts 2, a party whose words all appear 1', () => {
    expect(referenceScore('CR PJ/2026/11/0012 MAJU JAYA', { nomor: ['PJ/2026/11/0012'], pihak: ['Toko Maju Jaya'] })).toBe(3);
    expect(referenceScore('CR PJ2026110012', { nomor: ['PJ/2026/11/0012'], pihak: ['Toko Maju Jaya'] })).toBe(2);
    expect(referenceScore('CR MAJU', { nomor: ['PJ/2026/11/0012'], pihak: ['Toko Maju Jaya'] })).toBe(0);
  });

  it('property: every pair has the same amount within the window, and no line on either side is used twice', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const amount = fc.constantFrom(50_000, 75_000, 100_000, -40_000, -90_000);
    fc.assert(fc.property(
      fc.array(fc.record({ tanggal: day, jumlah: amount, ref: fc.integer({ min: 0, max: 9 }) }), { maxLength: 25 }),
      fc.array(fc.record({ tanggal: day, sisa: amount, ref: fc.integer({ min: 0, max: 9 }) }), { maxLength: 25 }),
      (bs, ks) => {
        const bank = bs.map((b, i) => ({ id: i + 1, tanggal: b.tanggal, jumlah: b.jumlah, teks: `TRF DOC${b.ref}X` }));
        const book = ks.map((k, i) => ({ id: i + 1, tanggal: k.tanggal, sisa: k.sisa, nomor: [`DOC${k.ref}X`], pihak: [] }));
        const pairs = pairExact(bank, book);
        expect(new Set(pairs.map((p) => p.bankId)).size).toBe(pairs.length);
        expect(new Set(pairs.map((p) => p.bookId)).size).toBe(pairs.length);
        for (const p of pairs) {
          const b = bank[p.bankId - 1];
          const k = book[p.bookId - 1];
          expect(b.jumlah).toBe(k.sisa);
          const days = (Date.parse(b.tanggal) - Date.parse(k.tanggal)) / 86_400_000;
          expect(days >= -3 && days <= 7).toBe(true);
        }
      },
    ), { numRuns: 300 });
  });
});

describe('QRIS', () => {
  it('MDR by category, size and date: micro merchants pay nothing up to Rp 500.000 since December 2024, others 0,7 %', () => {
    expect(mdrOf(table, 'usaha_mikro', '2026-11-02', 500_000)).toBe(0);
    expect(mdrOf(table, 'usaha_mikro', '2026-11-02', 500_001)).toBe(1_500);
    expect(mdrOf(table, 'usaha_mikro', '2024-11-30', 200_000)).toBe(600);
    expect(mdrOf(table, 'usaha_mikro', '2024-11-30', 100_000)).toBe(0);
    expect(mdrOf(table, 'usaha_mikro', '2023-07-15', 50_000)).toBe(150);
    expect(mdrOf(table, 'usaha_kecil', '2026-11-02', 150_000)).toBe(1_050);
    expect(mdrOf(table, 'usaha_besar', '2022-01-01', 150_000)).toBe(0);
  });

  it('a settlement takes the one day of receipts whose net is within Rp 1; two days that fit are left alone', () => {
    const receipts = [
      { id: 1, tanggal: '2026-11-02', sisa: 150_000 }, { id: 2, tanggal: '2026-11-02', sisa: 85_000 },
      { id: 3, tanggal: '2026-11-03', sisa: 300_000 },
      { id: 4, tanggal: '2026-11-05', sisa: 100_000 }, { id: 5, tanggal: '2026-11-06', sisa: 100_000 },
    ];
    const fee = (r: { tanggal: string; sisa: number }) => mdrOf(table, 'usaha_kecil', r.tanggal, r.sisa);
    const out = pairSettlements([
      { id: 10, tanggal: '2026-11-03', jumlah: 235_000 - 1_050 - 595 + 1 },
      { id: 11, tanggal: '2026-11-04', jumlah: 297_900 },
      { id: 12, tanggal: '2026-11-07', jumlah: 99_300 },
    ], receipts, fee);
    expect(out.map((m) => ({ bank: m.bankId, receipts: m.receipts.map((r) => r.id), fee: m.fee }))).toEqual([
      { bank: 10, receipts: [1, 2], fee: 1_644 },
      { bank: 11, receipts: [3], fee: 2_100 },
    ]);
  });
});
