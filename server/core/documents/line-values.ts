import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * Writes one money or quantity column of several document lines in one statement (`case id when … then … end`):
 * what a posting learned per line (its cost, its value) goes back to the lines without a query per line.
 */
export async function setLineValues(trx: Db, table: string, column: string, values: Array<{ id: number; value: number }>): Promise<void> {
  if (values.length === 0) return;
  const byId = sql`case id ${sql.join(values.map((v) => sql`when ${v.id} then cast(${v.value} as bigint)`), sql` `)} end`;
  await trx.updateTable(table).set({ [column]: byId }).where('id', 'in', values.map((v) => v.id)).execute();
}
