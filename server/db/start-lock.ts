import type Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDriver, sql, type DatabaseConnection } from 'kysely';
import { sqliteDialectWith, type Database_, type Db } from './connection.js';

/** How long a starting instance waits for another one's migrations and base data. */
const WAIT_MS = 10 * 60_000;
const BUSY_TIMEOUT_MS = 5000;

/**
 * Runs `work` with the database to itself among starting instances, so two instances starting at once migrate
 * and write base data once: the second waits, then finds nothing left to do.
 * - PostgreSQL: a session advisory lock (per schema) on one connection, which `work` gets; migrations keep their
 *   own transaction, base data takes one.
 * - SQLite: one `BEGIN EXCLUSIVE` transaction around all of `work` (schema, migrations, base data commit or roll
 *   back together); `work` gets a Kysely on the same handle whose transactions are savepoints. The lock is tried
 *   without blocking the event loop (busy timeout 0, retried every 50 ms), then the busy timeout is put back.
 */
export async function withStartLock<T>(database: Database_, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return database.db.connection().execute(async (conn) => {
      const key = sql`hashtext(current_schema() || '.niaga-start')`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        return await work(conn);
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
  const raw = database.sqlite!;
  await beginExclusive(raw);
  const db = new Kysely({ dialect: sqliteDialectWith({ database: raw }, SavepointSqliteDriver) });
  try {
    const result = await work(db);
    raw.exec('commit');
    return result;
  } catch (error) {
    if (raw.inTransaction) raw.exec('rollback');
    throw error;
  }
}

/** Inside the start's exclusive transaction, a transaction is a savepoint (schema sync's per-table steps use them). */
class SavepointSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('savepoint niaga_start'));
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('release niaga_start'));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback to niaga_start'));
    await connection.executeQuery(CompiledQuery.raw('release niaga_start'));
  }
}

async function beginExclusive(raw: Database.Database): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  raw.pragma('busy_timeout = 0');
  try {
    for (;;) {
      try {
        raw.exec('begin exclusive');
        return;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (!code.startsWith('SQLITE_BUSY') || Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}
