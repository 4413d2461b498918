import { sql } from 'kysely';
import type { Db, DbKind } from '../db/connection.js';

/**
 * Kept balances per period, added to by `postJournal` in the posting's transaction; nothing else writes them, and
 * `rebuildPeriodBalances` recomputes both from the lines:
 * - `saldo_akun_bulan` (migration 013): debit and credit per account and calendar month, so a report over years of
 *   lines reads one row per account and month plus the lines of at most two partial months;
 * - `saldo_akun_hari` (migration 020): debit, credit and the number of lines per account and day, so the account
 *   ledger finds the day holding any page and its opening balance from these rows and reads only that day's lines.
 */
export const PERIOD_TABLE = 'saldo_akun_bulan';
export const DAY_TABLE = 'saldo_akun_hari';

export interface PeriodMove {
  akunId: number;
  debit: number;
  kredit: number;
  /** How many of the journal's lines are on the account. */
  baris: number;
}

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (tanggal: string): string => tanggal.slice(0, 7);

/** Adds one journal's totals per account to its month and its day (a statement each; the accounts are distinct). */
export async function addToPeriod(trx: Db, tanggal: string, moves: PeriodMove[]): Promise<void> {
  if (moves.length === 0) return;
  const bulan = monthOf(tanggal);
  await trx.insertInto(PERIOD_TABLE)
    .values(moves.map((m) => ({ akun_id: m.akunId, bulan, debit: m.debit, kredit: m.kredit })))
    .onConflict((oc) => oc.columns(['akun_id', 'bulan']).doUpdateSet({
      debit: sql`${sql.ref(`${PERIOD_TABLE}.debit`)} + excluded.debit`,
      kredit: sql`${sql.ref(`${PERIOD_TABLE}.kredit`)} + excluded.kredit`,
    }))
    .execute();
  await trx.insertInto(DAY_TABLE)
    .values(moves.map((m) => ({ akun_id: m.akunId, tanggal, debit: m.debit, kredit: m.kredit, baris: m.baris })))
    .onConflict((oc) => oc.columns(['akun_id', 'tanggal']).doUpdateSet({
      debit: sql`${sql.ref(`${DAY_TABLE}.debit`)} + excluded.debit`,
      kredit: sql`${sql.ref(`${DAY_TABLE}.kredit`)} + excluded.kredit`,
      baris: sql`${sql.ref(`${DAY_TABLE}.baris`)} + excluded.baris`,
    }))
    .execute();
}

/** Recomputes the month balances from the journal lines (bulk loads). */
export async function rebuildMonthBalances(db: Db, kind: DbKind): Promise<void> {
  const month = kind === 'postgres' ? sql`substring(tanggal from 1 for 7)` : sql`substr(tanggal, 1, 7)`;
  await sql`delete from ${sql.table(PERIOD_TABLE)}`.execute(db);
  await sql`insert into ${sql.table(PERIOD_TABLE)} (akun_id, bulan, debit, kredit)
    select akun_id, ${month}, sum(debit), sum(kredit) from jurnal_rincian group by akun_id, ${month}`.execute(db);
}

/** Recomputes the day balances and line counts from the journal lines (migration 020's backfill; bulk loads). */
export async function rebuildDayBalances(db: Db): Promise<void> {
  await sql`delete from ${sql.table(DAY_TABLE)}`.execute(db);
  await sql`insert into ${sql.table(DAY_TABLE)} (akun_id, tanggal, debit, kredit, baris)
    select akun_id, tanggal, sum(debit), sum(kredit), count(*) from jurnal_rincian group by akun_id, tanggal`.execute(db);
}

/** Both kept period balances from the lines. */
export async function rebuildPeriodBalances(db: Db, kind: DbKind): Promise<void> {
  await rebuildMonthBalances(db, kind);
  await rebuildDayBalances(db);
}
