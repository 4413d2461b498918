import { sql, type Migration } from 'kysely';
import type { DbKind } from '../connection.js';

/**
 * Period balances for the reports (issue 17): debit and credit per account and month, kept by `postJournal`
 * in the posting's transaction and backfilled here from the journal lines already posted. The index on
 * journal lines by date serves a report's partial months and the journal report of a period.
 */
export function saldoAkunBulan(kind: DbKind): Migration {
  return {
    async up(db) {
      await db.schema.createTable('saldo_akun_bulan')
        .addColumn('akun_id', 'integer', (c) => c.notNull())
        .addColumn('bulan', 'varchar(7)', (c) => c.notNull())
        .addColumn('debit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('kredit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('saldo_akun_bulan_pk', ['akun_id', 'bulan'])
        .execute();
      await db.schema.createIndex('saldo_akun_bulan_bulan_ix').on('saldo_akun_bulan').columns(['bulan', 'akun_id', 'debit', 'kredit']).execute();
      await db.schema.createIndex('jurnal_rincian_tanggal_akun_ix').on('jurnal_rincian').columns(['tanggal', 'akun_id', 'debit', 'kredit']).execute();
      // The backfill as it stood then (migration 020 adds the line count and rebuilds with today's function).
      const month = kind === 'postgres' ? sql`substring(tanggal from 1 for 7)` : sql`substr(tanggal, 1, 7)`;
      await sql`insert into saldo_akun_bulan (akun_id, bulan, debit, kredit)
        select akun_id, ${month}, sum(debit), sum(kredit) from jurnal_rincian group by akun_id, ${month}`.execute(db);
    },
  };
}
