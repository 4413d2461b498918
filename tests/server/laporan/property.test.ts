import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Database_ } from '../../../server/db/connection.js';
import { checkIntegrity } from '../../../server/ledger/index.js';
import { accountSums } from '../../../server/domain/laporan/balances.js';
import { booksOnly, figures, post, reverse, statementLines, summaryOf } from './fixture.js';

/**
 * Random balanced journals and reversals over several months and years, on books with nothing else: the kept
 * month balances always equal the lines summed, a period read through them equals the lines of the period, the
 * balance sheet balances on any day, and closing equity of perubahan modal is the balance sheet's equity.
 */
const CODES = ['1-1100', '1-1300', '1-1400', '1-2300', '1-2900', '2-1100', '2-2100', '3-1100', '3-1400', '4-1100', '4-1200', '5-1100', '6-1500', '7-1100', '8-1100'];
const date = fc.record({ y: fc.integer({ min: 2030, max: 2031 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
type Op = { kind: 'post'; tanggal: string; debit: number; kredit: number; amount: number } | { kind: 'reverse'; pick: number; tanggal: string };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('post' as const), tanggal: date, debit: fc.integer({ min: 0, max: CODES.length - 1 }), kredit: fc.integer({ min: 0, max: CODES.length - 1 }), amount: fc.integer({ min: 1, max: 50_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), tanggal: date }) },
);

describe('laporan: kept month balances and the balance sheet under random postings', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  const posted: number[] = [];
  beforeAll(async () => { ({ database, drop } = await booksOnly()); }, 60_000);
  afterAll(async () => drop());

  it('holds after every sequence', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), date, date, async (ops, a, b) => {
      for (const o of ops) {
        if (o.kind === 'post') {
          if (o.debit === o.kredit) continue;
          posted.push(await post(database, o.tanggal, CODES[o.debit], CODES[o.kredit], o.amount));
        } else if (posted.length) {
          const [id] = posted.splice(o.pick % posted.length, 1);
          await reverse(database, id, o.tanggal);
        }
      }
      const integrity = await checkIntegrity(database.db);
      expect(integrity.checks.find((c) => c.name === 'Saldo akun per bulan sama dengan jumlah baris jurnal')).toMatchObject({ ok: true });

      const [from, to] = a <= b ? [a, b] : [b, a];
      const viaMonths = await accountSums(database.db, from, to);
      const direct = await database.db.selectFrom('jurnal_rincian').select(['akun_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
        .where('tanggal', '>=', from).where('tanggal', '<=', to).groupBy('akun_id').execute();
      expect(new Map([...viaMonths].filter(([, s]) => s.debit || s.kredit))).toEqual(new Map(direct.map((r) => [Number(r.akun_id), { debit: Number(r.d), kredit: Number(r.k) }])));

      const position = await figures(database, 'neraca', from, to);
      const neraca = summaryOf(position);
      expect(neraca.Selisih).toBe(0);
      expect(neraca['Jumlah Aset']).toBe(neraca['Jumlah Liabilitas dan Ekuitas']);
      // Both columns balance: the comparison (the day before `from`) too.
      const lines = statementLines(position);
      expect(lines['Jumlah Aset'][1]).toBe(lines['Jumlah Liabilitas dan Ekuitas'][1]);
      const modal = await figures(database, 'perubahan-modal', from, to);
      expect(summaryOf(modal)['Modal Akhir']).toBe(lines['Jumlah Ekuitas'][0]);
      // Opening equity is the balance sheet's equity the day before the period.
      expect(statementLines(modal)['Jumlah Modal Awal'][0]).toBe(lines['Jumlah Ekuitas'][1]);
      // Net profit on the statement is every profit-and-loss line's sum.
      const lr = await figures(database, 'laba-rugi', from, to, null, 'tahun_lalu');
      expect(summaryOf(lr)['Laba (Rugi) Bersih']).toBe(statementLines(modal)['Laba (Rugi) Bersih Periode Ini'][0]);
    }), { numRuns: 25 });
  }, 120_000);
});
