import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { idColumn } from '../columns.js';

/** Notifications per user: what needs their action or what happened to their document. */
export function notifikasiTable(kind: DbKind): Migration {
  return {
    async up(db) {
      await idColumn(kind, db.schema.createTable('notifikasi'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('judul', 'varchar(150)', (c) => c.notNull())
        .addColumn('pesan', 'text', (c) => c.notNull())
        .addColumn('url', 'varchar(255)')
        .addColumn('resource', 'varchar(60)')
        .addColumn('record_id', 'integer')
        .addColumn('dibaca_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifikasi_user_ix').on('notifikasi').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('notifikasi_user_unread_ix').on('notifikasi').columns(['user_id', 'dibaca_at']).execute();
    },
  };
}
