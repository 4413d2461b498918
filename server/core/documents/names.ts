/** Names of what a document refers to, for prints and messages. */
import type { Db } from '../../db/connection.js';
import type { Row } from './row.js';

/** `column` of row `id` in `table`; null when no reference is set or the row is gone. */
export async function nameOf(db: Db, table: string, column: string, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const r = await db.selectFrom(table).select(column).where('id', '=', id as number).executeTakeFirst() as Row | undefined;
  return r ? String(r[column]) : null;
}

/** An employee's full name; '-' when none is set, the id when the employee is gone. */
export async function karyawanName(trx: Db, id: number | null | undefined): Promise<string> {
  if (!id) return '-';
  const k = await trx.selectFrom('karyawan').select('nama_lengkap').where('id', '=', id).executeTakeFirst();
  return String(k?.nama_lengkap ?? id);
}
