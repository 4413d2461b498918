import type { Migration } from 'kysely';

/**
 * Which base-data rows (levels, menus, grants, accounts, settings) have been written, by key, with the row each
 * became. It tells "missing because never written" (add it) from "removed or changed by the admin" (leave it).
 */
export const baseDataTable: Migration = {
  async up(db) {
    await db.schema.createTable('base_data')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('row_id', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('applied_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
