import { sql, type Migration } from 'kysely';
import type { DbKind } from '../connection.js';

/** Menu names of earlier releases that were English, and their Indonesian names (resources/master/master.ts). */
const RENAMED: Array<[url: string, from: string, to: string]> = [
  ['/dashboard', 'Dashboard', 'Beranda'],
  ['/role-management', 'Role Management', 'Hak Akses'],
  ['/statusrole', 'Status Role', 'Status Tindakan'],
];

/**
 * Issue 35: no English on a screen. Base data never overwrites a row it wrote (an admin may have renamed it), so a
 * database of an earlier release keeps its English menu names: this renames each only where it still has the name
 * that release gave it. A new database has no `menu` table yet (the registry's schema sync makes it): nothing to do.
 */
export function menuNamesIndonesian(kind: DbKind): Migration {
  return {
    async up(db) {
      const found = kind === 'postgres'
        ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'menu'`.execute(db)
        : await sql`select 1 from sqlite_master where type = 'table' and name = 'menu'`.execute(db);
      if (found.rows.length === 0) return;
      for (const [url, from, to] of RENAMED) {
        await db.updateTable('menu').set({ name: to }).where('url', '=', url).where('name', '=', from).execute();
      }
    },
  };
}
