import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { idColumn } from '../columns.js';

/** Uploaded files (the `image` and `file` field kinds): metadata here, content under the upload directory. */
export function berkasTable(kind: DbKind): Migration {
  return {
    async up(db) {
      await idColumn(kind, db.schema.createTable('berkas'))
        .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('nama', 'varchar(200)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('ukuran', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('resource', 'varchar(60)', (c) => c.notNull())
        .addColumn('field', 'varchar(60)', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  };
}
