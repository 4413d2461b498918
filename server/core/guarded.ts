import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/**
 * Takes `amount` from a counter column only if at least that much is there, in one conditional UPDATE
 * (DESIGN.md 6b): never read-then-write. Answers whether the row was changed; the caller turns `false`
 * into a 409 naming what is available.
 */
export async function guardedDecrement(trx: Db, table: string, column: string, amount: number, where: Record<string, unknown>): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('guardedDecrement: jumlah harus bilangan bulat positif');
  let q = trx.updateTable(table)
    .set({ [column]: sql`${sql.ref(column)} - ${amount}` })
    .where(column, '>=', amount);
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
