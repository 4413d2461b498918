import type { Registry } from '../../common/registry.js';
import type { Database_, Db } from './connection.js';
import { syncSchema } from '../core/schema-sync.js';
import { migrate } from './migrations/index.js';
import { applyBaseData, type BaseDataReport } from './base/apply.js';
import { withStartLock } from './start-lock.js';

export interface PrepareOptions {
  /** The start's "now" (ISO timestamp) stamped on base-data rows. */
  at?: string;
  /** More work under the same lock and transaction, after base data (the first admin, claiming the demo). */
  locked?: (db: Db) => Promise<void>;
}

/**
 * Brings a database up to date under the start lock: registry tables first (additive), then the numbered
 * migrations, then base data (levels, menus, grants, chart of accounts, settings). Every start runs it; on a
 * database that is up to date it writes nothing. Answers what base data added.
 */
export async function prepareDatabase(database: Database_, registry: Registry, options: PrepareOptions = {}): Promise<BaseDataReport> {
  const at = options.at ?? new Date().toISOString();
  return withStartLock(database, async (db) => {
    await syncSchema(db, database.kind, registry);
    await migrate(db, database.kind);
    const rest = async (trx: Db) => {
      const report = await applyBaseData(trx, registry, at);
      await options.locked?.(trx);
      return report;
    };
    // SQLite is already inside the lock's exclusive transaction; PostgreSQL takes one for base data.
    return database.kind === 'postgres' ? db.transaction().execute(rest) : rest(db);
  });
}
