import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/**
 * The next human document number of a type for the month of `date`, e.g. `SJ/2026/11/0007`.
 * Call it inside the writing transaction: the upsert holds the sequence row until commit, so numbers
 * have neither duplicates nor gaps from failed writes.
 */
export async function nextDocNumber(trx: Db, type: string, date: string): Promise<string> {
  const period = `${date.slice(0, 4)}/${date.slice(5, 7)}`;
  const row = await trx.insertInto('doc_sequence')
    .values({ type, period, last: 1 })
    .onConflict((oc) => oc.columns(['type', 'period']).doUpdateSet({ last: sql`doc_sequence.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${type}/${period}/${String(row.last).padStart(4, '0')}`;
}
