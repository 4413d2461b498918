import type { CreateTableBuilder } from 'kysely';
import type { DbKind } from './connection.js';

/** An auto-increment integer primary key `id` on either database. */
export function idColumn<T extends string>(kind: DbKind, table: CreateTableBuilder<T, never>) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
