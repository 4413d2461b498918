import type { Migration } from 'kysely';
import type { DbKind } from '../connection.js';
import { idColumn } from '../columns.js';

/** Tables the engine itself needs: audit log, document numbers, refresh tokens, idempotency, secrets. */
export function coreTables(kind: DbKind): Migration {
  return {
    async up(db) {
      await idColumn(kind, db.schema.createTable('audit_log'))
        .addColumn('user_id', 'integer')
        .addColumn('action', 'varchar(20)', (c) => c.notNull())
        .addColumn('resource', 'varchar(60)', (c) => c.notNull())
        .addColumn('record_id', 'integer')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_resource_record').on('audit_log').columns(['resource', 'record_id']).execute();
      await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

      await db.schema.createTable('doc_sequence')
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('period', 'varchar(7)', (c) => c.notNull())
        .addColumn('last', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('doc_sequence_pk', ['type', 'period'])
        .execute();

      await idColumn(kind, db.schema.createTable('refresh_token'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('family', 'varchar(64)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('revoked_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_token_family').on('refresh_token').column('family').execute();
      await db.schema.createIndex('refresh_token_user').on('refresh_token').column('user_id').execute();

      await db.schema.createTable('idempotency_key')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
        .execute();

      await db.schema.createTable('app_secret')
        .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
