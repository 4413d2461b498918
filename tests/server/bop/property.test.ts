import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectIntegrity } from '../gudang/fixtures.js';
import { dibayar, kasPerusahaan, lpj, poster, saldo } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const kasSaldo = async (id: number) => Number((await t.database.db.selectFrom('kas').select('saldo').where('id', '=', id).executeTakeFirstOrThrow()).saldo);
const sumJournals = async (ids: unknown[]) => {
  const rows = await t.database.db.selectFrom('jurnal_rincian').select(['debit', 'kredit']).where('jurnal_id', 'in', ids.map(Number)).execute();
  return { debit: rows.reduce((s, r) => s + Number(r.debit), 0), kredit: rows.reduce((s, r) => s + Number(r.kredit), 0) };
};

describe('BOP arithmetic: advance = spent + returned − reimbursed, to the rupiah', () => {
  it('for any advance and any LPJ amounts, the journals balance and the advance accounts return to zero', async () => {
    const { post } = poster(t);
    const kas = await kasPerusahaan(t);
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 5_000_000 }),
      fc.array(fc.integer({ min: 1, max: 3_000_000 }), { minLength: 1, maxLength: 5 }),
      async (advance, spent) => {
        const start = { uangMuka: await saldo(t, '1-1500'), hutang: await saldo(t, '2-1600'), kas: await kasSaldo(kas.id) };
        // Paid from the kas the property watches (the richest company kas can change as advances go out).
        const bop = await dibayar(t, 'sales1', [advance], 'finance', kas.id);
        await lpj(t, bop.id, spent);
        const reported = (await post('sales1', '/input/bop-lapor', { id: bop.id })).json().data;
        const total = spent.reduce((s, x) => s + x, 0);
        expect(reported.terpakai).toBe(total);
        expect(reported.selisih).toBe(advance - total);
        expect(await saldo(t, '1-1500')).toBe(start.uangMuka + Math.max(0, advance - total));
        expect(await saldo(t, '2-1600')).toBe(start.hutang + Math.max(0, total - advance));
        let end = reported;
        if (total > advance) {
          end = (await post('finance', '/bop-approve-reimburse', { id: bop.id, kas_reimburse_id: kas.id })).json().data;
          expect(end.status).toBe('direimburse');
        } else if (total < advance) {
          expect((await post('finance', '/bop-approve-pengembalian', { id: bop.id })).statusCode).toBe(200);
          end = (await post('finance', '/bop-setor', { id: bop.id, kas_setor_id: kas.id })).json().data;
          expect(end.status).toBe('selesai');
        } else {
          expect(end.status).toBe('selesai');
        }
        expect(end.jumlah).toBe(end.terpakai + end.dikembalikan - end.reimburse);
        expect(end.dikembalikan).toBe(Math.max(0, advance - total));
        expect(end.reimburse).toBe(Math.max(0, total - advance));
        const journals = [end.jurnal_id, end.jurnal_lpj_id, end.jurnal_selesai_id].filter((j) => j !== null);
        const sums = await sumJournals(journals);
        expect(sums.debit).toBe(sums.kredit);
        expect(await saldo(t, '1-1500')).toBe(start.uangMuka);
        expect(await saldo(t, '2-1600')).toBe(start.hutang);
        expect(await kasSaldo(kas.id)).toBe(start.kas - total);
      },
    ), { numRuns: 15 });
    await expectIntegrity(t);
  });
});
