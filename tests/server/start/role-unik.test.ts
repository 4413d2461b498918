import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Database_ } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { ROLE_UNIQUE_INDEX } from '../../../server/db/migrations/021-role-unik.js';
import { freshDatabase } from '../support/helpers.js';

/**
 * Migration 021 on a database made before it (SQLite or, with TEST_DATABASE_URL, PostgreSQL): rows repeating a
 * level and menu are merged into the oldest with the union of their rights, then the database refuses a repeat.
 */
let database: Database_;
let drop: () => Promise<void>;
beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
afterAll(async () => { await drop(); });

const idOf = async (table: string, column: string, value: string) =>
  Number((await database.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);

describe('migration 021: one role row per level and menu', () => {
  it('merges repeated rows keeping the oldest with the union of rights, then refuses a repeat', async () => {
    await prepareDatabase(database, registry);
    const { db } = database;
    // As a database before 021: no unique index, and repeats written by hand or by an old release.
    await db.schema.dropIndex(ROLE_UNIQUE_INDEX).execute();
    // 021 and every later migration are forgotten (they run in name order; the later ones are idempotent).
    await db.deleteFrom('migrasi').where('name', '>=', '021').execute();
    const sales = await idOf('level', 'nama_level', 'Sales');
    const penjualan = await idOf('menu', 'url', '/penjualan');
    const rute = await idOf('menu', 'url', '/rute');
    const kept = await db.selectFrom('role').select(['id', 'urutan']).where('level_id', '=', sales).where('menu_id', '=', penjualan).executeTakeFirstOrThrow();
    await db.updateTable('role').set({ create: 1, update: 0, delete: 0 }).where('id', '=', Number(kept.id)).execute();
    await db.insertInto('role').values([
      { level_id: sales, menu_id: penjualan, create: 0, update: 1, delete: 0, urutan: 90 },
      { level_id: sales, menu_id: penjualan, create: 0, update: 0, delete: 1, urutan: 91 },
      { level_id: sales, menu_id: rute, create: 0, update: 0, delete: 0, urutan: 92 },
    ]).execute();
    const before = await db.selectFrom('role').select('id').execute();

    await prepareDatabase(database, registry);

    const rows = await db.selectFrom('role').selectAll().where('level_id', '=', sales).where('menu_id', '=', penjualan).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].id)).toBe(Number(kept.id));
    expect(Number(rows[0].urutan)).toBe(Number(kept.urutan));
    expect([rows[0].create, rows[0].update, rows[0].delete].map(Number)).toEqual([1, 1, 1]);
    expect(await db.selectFrom('role').select('id').where('level_id', '=', sales).where('menu_id', '=', rute).execute()).toHaveLength(1);
    expect((await db.selectFrom('role').select('id').execute()).length).toBe(before.length - 3);
    await expect(db.insertInto('role').values({ level_id: sales, menu_id: rute, create: 0, update: 0, delete: 0 }).execute()).rejects.toThrow();
    // A start after it adds nothing and keeps the index.
    const report = await prepareDatabase(database, registry);
    expect(report.role).toBe(0);
  }, 240_000);
});
