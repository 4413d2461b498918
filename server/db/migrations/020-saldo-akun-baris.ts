import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { rebuildPeriodBalances } from '../../ledger/period-balances.js';

/**
 * The number of journal lines per account and month beside its sums (issue 18's deep ledger page): the account
 * ledger finds the month holding a page from these counts and reads only that month's lines, instead of summing
 * every earlier line of the account for the page's opening balance.
 */
export function saldoAkunBaris(kind: DbKind): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('saldo_akun_bulan').addColumn('baris', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await rebuildPeriodBalances(db, kind);
    },
  };
}
