import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { idColumn } from '../columns.js';

/**
 * Long report exports (issue 17): one row per file the server writes into the export directory under a name it
 * made up (`nama_berkas`), whose user, progress and state the browser polls, and which `GET /api/clear-export`
 * and the hourly clean-up remove. The row is what makes a name one the server generated.
 */
export function eksporTable(kind: DbKind): Migration {
  return {
    async up(db) {
      await idColumn(kind, db.schema.createTable('ekspor'))
        .addColumn('nama_berkas', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('laporan', 'varchar(40)', (c) => c.notNull())
        .addColumn('judul', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('baris_ditulis', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('baris_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ukuran', 'bigint')
        .addColumn('pesan', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('selesai_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('ekspor_user_status_ix').on('ekspor').columns(['user_id', 'status']).execute();
      await db.schema.createIndex('ekspor_created_ix').on('ekspor').columns(['created_at']).execute();
    },
  };
}
