import { sql, type Migration } from 'kysely';
import type { Db, DbKind } from '../connection.js';

type Row = Record<string, unknown>;

/** The unique index of one right per level and menu (the name schema sync would give `uniqueTogether`). */
export const ROLE_UNIQUE_INDEX = 'role_level_id_menu_id_uq';

async function hasTable(db: Db, kind: DbKind, table: string): Promise<boolean> {
  const { rows } = kind === 'postgres'
    ? await sql<{ n: string }>`select tablename as n from pg_tables where schemaname = current_schema() and tablename = ${table}`.execute(db)
    : await sql<{ n: string }>`select name as n from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return rows.length > 0;
}

const on = (v: unknown) => v === 1 || v === true || v === '1';

/**
 * One `role` row per level and menu (issue 35). Rows that repeat a level and menu are merged first into the
 * oldest one (lowest id, whose order and base-data key stay), keeping the union of their rights: a right granted on
 * either row was meant by whoever granted it, the permission cache used whichever row it read last, and the
 * matrix screen shows the merged result for the admin to revoke. Then the database refuses a second row.
 */
export function roleUnik(kind: DbKind): Migration {
  return {
    async up(db) {
      if (!(await hasTable(db, kind, 'role'))) return;
      const rows = await db.selectFrom('role').select(['id', 'level_id', 'menu_id', 'create', 'update', 'delete'])
        .orderBy('id').execute() as Row[];
      const byPair = new Map<string, Row[]>();
      for (const r of rows) {
        if (r.level_id === null || r.menu_id === null) continue;
        const key = `${String(r.level_id)}:${String(r.menu_id)}`;
        byPair.set(key, [...(byPair.get(key) ?? []), r]);
      }
      for (const same of byPair.values()) {
        if (same.length < 2) continue;
        const [keep, ...rest] = same;
        const flag = (name: string) => (same.some((r) => on(r[name])) ? 1 : 0);
        await db.updateTable('role').set({ create: flag('create'), update: flag('update'), delete: flag('delete') })
          .where('id', '=', Number(keep.id)).execute();
        await db.deleteFrom('role').where('id', 'in', rest.map((r) => Number(r.id))).execute();
      }
      await db.schema.createIndex(ROLE_UNIQUE_INDEX).ifNotExists().unique().on('role').columns(['level_id', 'menu_id']).execute();
    },
  };
}
