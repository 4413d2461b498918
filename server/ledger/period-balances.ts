import { sql } from 'kysely';
import type { Db, DbKind } from '../db/connection.js';

/**
 * Period balances: the journal lines' debit and credit summed, and the lines counted, per account and calendar
 * month (`saldo_akun_bulan`, migrations 013 and 020). `postJournal` adds each journal to its month in the same transaction,
 * so a report over years of lines reads one row per account and month plus the lines of at most two partial
 * months. Nothing else writes the table; `rebuildPeriodBalances` recomputes it from the lines.
 */
export const PERIOD_TABLE = 'saldo_akun_bulan';

export interface PeriodMove {
  akunId: number;
  debit: number;
  kredit: number;
  /** How many of the journal's lines are on the account: the account ledger pages by these counts. */
  baris: number;
}

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (tanggal: string): string => tanggal.slice(0, 7);

/** Adds one journal's totals per account to its month (one statement; the accounts are distinct). */
export async function addToPeriod(trx: Db, tanggal: string, moves: PeriodMove[]): Promise<void> {
  if (moves.length === 0) return;
  const bulan = monthOf(tanggal);
  await trx.insertInto(PERIOD_TABLE)
    .values(moves.map((m) => ({ akun_id: m.akunId, bulan, debit: m.debit, kredit: m.kredit, baris: m.baris })))
    .onConflict((oc) => oc.columns(['akun_id', 'bulan']).doUpdateSet({
      debit: sql`${sql.ref(`${PERIOD_TABLE}.debit`)} + excluded.debit`,
      kredit: sql`${sql.ref(`${PERIOD_TABLE}.kredit`)} + excluded.kredit`,
      baris: sql`${sql.ref(`${PERIOD_TABLE}.baris`)} + excluded.baris`,
    }))
    .execute();
}

/** Recomputes every month's balances and line counts from the journal lines (migration 020's backfill; bulk loads). */
export async function rebuildPeriodBalances(db: Db, kind: DbKind): Promise<void> {
  const month = kind === 'postgres' ? sql`substring(tanggal from 1 for 7)` : sql`substr(tanggal, 1, 7)`;
  await sql`delete from ${sql.table(PERIOD_TABLE)}`.execute(db);
  await sql`insert into ${sql.table(PERIOD_TABLE)} (akun_id, bulan, debit, kredit, baris)
    select akun_id, ${month}, sum(debit), sum(kredit), count(*) from jurnal_rincian group by akun_id, ${month}`.execute(db);
}
