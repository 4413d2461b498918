import type { Db } from '../../db/connection.js';
import { PERIOD_TABLE } from '../../ledger/index.js';
import { firstDay, lastDay, monthOf, shiftMonth } from '../../core/reports/period.js';

export interface Sums {
  debit: number;
  kredit: number;
}
export type AccountSums = Map<number, Sums>;

const add = (into: AccountSums, akunId: number, debit: number, kredit: number) => {
  const s = into.get(akunId) ?? { debit: 0, kredit: 0 };
  s.debit += debit;
  s.kredit += kredit;
  into.set(akunId, s);
};

/**
 * Debit and credit per account of the journal lines dated `from`…`to` (`from` null: since the first line).
 * Whole months come from the kept month balances (saldo_akun_bulan); only the days of a partial first or last
 * month are summed from the lines, through the index on their date. So the cost does not grow with the years
 * of books behind the period.
 */
export async function accountSums(db: Db, from: string | null, to: string): Promise<AccountSums> {
  const sums: AccountSums = new Map();
  const toMonth = monthOf(to);
  const lineRanges: Array<[string, string]> = [];
  let fullFrom: string;
  let fullTo: string;
  if (from && monthOf(from) === toMonth && !(from === firstDay(toMonth) && to === lastDay(toMonth))) {
    lineRanges.push([from, to]);
    fullFrom = '9999-99';
    fullTo = '0000-00';
  } else {
    if (from && from !== firstDay(monthOf(from))) {
      lineRanges.push([from, lastDay(monthOf(from))]);
      fullFrom = shiftMonth(monthOf(from), 1);
    } else fullFrom = from ? monthOf(from) : '0000-00';
    if (to !== lastDay(toMonth)) {
      lineRanges.push([firstDay(toMonth), to]);
      fullTo = shiftMonth(toMonth, -1);
    } else fullTo = toMonth;
  }
  if (fullFrom <= fullTo) {
    const rows = await db.selectFrom(PERIOD_TABLE).select(['akun_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
      .where('bulan', '>=', fullFrom).where('bulan', '<=', fullTo).groupBy('akun_id').execute();
    for (const r of rows) add(sums, Number(r.akun_id), Number(r.d ?? 0), Number(r.k ?? 0));
  }
  for (const [a, b] of lineRanges) {
    const rows = await db.selectFrom('jurnal_rincian').select(['akun_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
      .where('tanggal', '>=', a).where('tanggal', '<=', b).groupBy('akun_id').execute();
    for (const r of rows) add(sums, Number(r.akun_id), Number(r.d ?? 0), Number(r.k ?? 0));
  }
  return sums;
}

/** Credit minus debit of an account in `sums` (0 when it has no lines). */
export const creditNet = (sums: AccountSums, akunId: number): number => {
  const s = sums.get(akunId);
  return s ? s.kredit - s.debit : 0;
};

/** `sign × value` without a negative zero (which would print and compare as "-0"). */
export const signed = (sign: 1 | -1, value: number): number => (sign * value) || 0;
