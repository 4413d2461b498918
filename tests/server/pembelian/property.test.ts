import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectIntegrity } from '../gudang/fixtures.js';
import { companyKas, pembelianRow, poster, purchase, receive } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('pembelian payments: paid + open = total for any sequence of payments', () => {
  it('whatever is paid, accepted or refused, the figures add up and nothing is paid above what is owed', async () => {
    const { post } = poster(t);
    const kas = await companyKas(t);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ jumlah: fc.integer({ min: 1, max: 400_000 }), receiveFirst: fc.boolean() }), { minLength: 1, maxLength: 6 }),
      async (ops) => {
        const { doc, g } = await purchase(t);
        const steps = [[g.faktor, 5], [g.faktor, 5]];
        for (const op of ops) {
          if (op.receiveFirst && steps.length) expect((await receive(t, doc, steps.shift()!)).statusCode).toBe(200);
          const before = await pembelianRow(t, doc.id);
          const res = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: op.jumlah });
          const p = await pembelianRow(t, doc.id);
          if (Number(before.hutang) === 0) expect(res.statusCode).toBe(409);
          else if (op.jumlah > Number(before.hutang)) expect(res.statusCode).toBe(422);
          else expect(res.statusCode).toBe(201);
          expect(Number(p.dibayar) + Number(p.sisa)).toBe(Number(p.total));
          expect(Number(p.hutang)).toBe(Number(p.nilai_diterima) - Number(p.dibayar));
          expect(Number(p.hutang)).toBeGreaterThanOrEqual(0);
          expect(p.status).toBe(Number(p.nilai_diterima) === Number(p.total) ? (Number(p.hutang) === 0 ? 'lunas' : 'diterima') : 'dipesan');
        }
      },
    ), { numRuns: 12 });
    await expectIntegrity(t);
  });
});
