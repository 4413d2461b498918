import type { Registry } from '../../common/registry.js';
import type { Database_ } from './connection.js';
import { syncSchema } from '../core/schema-sync.js';
import { migrate } from './migrations/index.js';

/** Brings a database up to date: registry tables first (additive), then the numbered migrations. */
export async function prepareDatabase(database: Database_, registry: Registry): Promise<void> {
  await syncSchema(database.db, database.kind, registry);
  await migrate(database.db, database.kind);
}
