import type { Db } from '../db/connection.js';
import type { AppContext } from './context.js';

/**
 * One workflow step, one transaction: on SQLite it begins IMMEDIATE (the driver does that), on PostgreSQL
 * it runs at READ COMMITTED with guarded updates. Keep unrelated awaits (hashing, files, network) outside.
 */
export function inTransaction<T>(ctx: AppContext, work: (trx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(work);
}
