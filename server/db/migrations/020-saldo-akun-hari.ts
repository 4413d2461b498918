import type { Migration } from 'kysely';
import { rebuildDayBalances } from '../../ledger/period-balances.js';

/**
 * Day balances per account with the number of lines (issue 18, the deep pages of a long account ledger): the
 * ledger finds the day holding a page, and the balance before it, from these rows and reads only that day's lines,
 * instead of summing every earlier line of the account (about a second for the last page of 764,688 lines).
 */
export function saldoAkunHari(): Migration {
  return {
    async up(db) {
      await db.schema.createTable('saldo_akun_hari')
        .addColumn('akun_id', 'integer', (c) => c.notNull())
        .addColumn('tanggal', 'varchar(10)', (c) => c.notNull())
        .addColumn('debit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('kredit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('baris', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('saldo_akun_hari_pk', ['akun_id', 'tanggal'])
        .execute();
      await rebuildDayBalances(db);
    },
  };
}
