import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import registry from '../../../resources.config.js';
import { sumByAccount } from '../../../server/domain/biaya/steps.js';
import { expectIntegrity } from '../gudang/fixtures.js';
import { akunSaldo, anyKaryawan, companyKas, kasSaldo, poster, today } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const kinds = registry.resources.filter((r) => r.cost && !r.cost.goods);

describe('sumByAccount: the journal debits of any lines', () => {
  it('sum to the lines\' total, one per account, each the sum of the lines of categories naming it', () => {
    fc.assert(fc.property(
      fc.constantFrom(...kinds),
      fc.array(fc.record({ k: fc.nat(), nilai: fc.integer({ min: 1, max: 5_000_000_000 }) }), { minLength: 1, maxLength: 12 }),
      (resource, raw) => {
        const cost = resource.cost!;
        const lines = raw.map((l) => ({ kategori: cost.categories[l.k % cost.categories.length].value, nilai: l.nilai }));
        const sums = sumByAccount(cost, lines);
        expect([...sums.values()].reduce((a, b) => a + b, 0)).toBe(lines.reduce((a, l) => a + l.nilai, 0));
        for (const [code, v] of sums) {
          const own = lines.filter((l) => cost.categories.find((c) => c.value === l.kategori)!.akun === code);
          expect(v).toBe(own.reduce((a, l) => a + l.nilai, 0));
        }
        expect(new Set(lines.map((l) => cost.categories.find((c) => c.value === l.kategori)!.akun)).size).toBe(sums.size);
      },
    ), { numRuns: 300 });
  });
});

const t = useTestApp();

describe('a tax document paid and cancelled: the kas, the tax expense and the accrual come back to the rupiah', () => {
  it('for any lines', async () => {
    const { post } = poster(t);
    const kas = await companyKas(t);
    const penerima = await anyKaryawan(t);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ kategori: fc.constantFrom('pbb', 'pkb', 'pph', 'retribusi'), nilai: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 5 }),
      fc.boolean(),
      async (lines, cancel) => {
        const before = { kas: await kasSaldo(t, kas.id), beban: await akunSaldo(t, '6-1900'), retribusi: await akunSaldo(t, '6-2370'), accrual: await akunSaldo(t, '2-1510') };
        const total = lines.reduce((a, l) => a + l.nilai, 0);
        const res = await post('gm', '/input/pajak', { tanggal: today(), penerima_id: penerima, rincian: lines.map((l) => ({ ...l, uraian: 'Pajak' })) });
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().data.id;
        expect(res.json().data.total).toBe(total);
        expect((await post('finance', '/pajak-jurnal', { id })).statusCode).toBe(200);
        expect(await akunSaldo(t, '2-1510')).toBe(before.accrual + total);
        expect((await post('finance', '/pajak-berikan', { id, kas_id: kas.id })).statusCode).toBe(200);
        const expense = (await akunSaldo(t, '6-1900') - before.beban) + (await akunSaldo(t, '6-2370') - before.retribusi);
        expect(expense).toBe(total);
        expect(await kasSaldo(t, kas.id)).toBe(before.kas - total);
        expect(await akunSaldo(t, '2-1510')).toBe(before.accrual);
        if (cancel) {
          expect((await post('finance', '/pajak-cancel', { id, alasan_batal: 'Uji pembatalan' })).statusCode).toBe(200);
          expect(await kasSaldo(t, kas.id)).toBe(before.kas);
          expect(await akunSaldo(t, '6-1900')).toBe(before.beban);
          expect(await akunSaldo(t, '6-2370')).toBe(before.retribusi);
          expect(await akunSaldo(t, '2-1510')).toBe(before.accrual);
        }
      },
    ), { numRuns: 12 });
    await expectIntegrity(t);
  });
});
