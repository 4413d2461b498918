import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { idColumn } from '../columns.js';

/**
 * State that several API instances on one database must share (issue 19):
 * - `audit_log.request_id`: the request that wrote the row, as in the logs (`reqId`) and the `X-Request-Id` answer;
 * - `login_gagal`: failed logins per account and per address (was a map in one process's memory);
 * - `jadwal_tugas`: each scheduled job's last run, so a job runs once per period across the cluster.
 */
export function clusterState(kind: DbKind): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('audit_log').addColumn('request_id', 'varchar(64)').execute();
      await idColumn(kind, db.schema.createTable('login_gagal'))
        .addColumn('kunci', 'varchar(300)', (c) => c.notNull())
        .addColumn('waktu_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_gagal_kunci_waktu').on('login_gagal').columns(['kunci', 'waktu_ms']).execute();
      await db.schema.createTable('jadwal_tugas')
        .addColumn('nama', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('mulai_terakhir', 'varchar(30)')
        .addColumn('selesai_terakhir', 'varchar(30)')
        .addColumn('hasil_terakhir', 'text')
        .addColumn('galat_terakhir', 'text')
        .addColumn('jumlah_jalan', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
