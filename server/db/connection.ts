import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver,
  type DatabaseConnection, type Driver,
} from 'kysely';

export type DbKind = 'sqlite' | 'postgres';
// The schema is derived from the registry at run time, so tables are typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface Database_ {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** SQLite only: the raw handle, for pragmas and tests. */
  sqlite?: Database.Database;
  /** PostgreSQL only: where it was opened, for connections of their own (LISTEN, pg_dump). */
  url?: string;
  searchPath?: string;
}

/** SQLite write transactions must take the write lock at BEGIN (DESIGN.md 6b), not on their first write. */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: { readonly inTransaction: boolean };

  constructor(config: SqliteConfig) {
    super(config);
    this.#database = config.database as unknown as { readonly inTransaction: boolean };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * After SQLITE_FULL or an I/O error SQLite may already have rolled the transaction back itself; a ROLLBACK then
   * fails ("no transaction is active") and that error would replace the one that tells what happened (a full disk).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction) await super.rollbackTransaction(connection);
  }
}

type SqliteConfig = ConstructorParameters<typeof SqliteDialect>[0];

/** A SQLite dialect whose driver begins, commits and rolls back transactions its own way. */
export function sqliteDialectWith(config: SqliteConfig, DriverClass: new (config: SqliteConfig) => SqliteDriver): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new DriverClass(config);
    }
  })(config);
}

/** Kysely prepares each query anew; a small statement cache keeps hot list queries cheap. */
function withStatementCache(raw: Database.Database, size = 500) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => raw.close(),
    get inTransaction() {
      return raw.inTransaction;
    },
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = raw.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  } as unknown as Database.Database;
}

/** `file` may also be a database serialized by `serialize()`, opened as an in-memory copy (tests' seeded template). */
export function openSqlite(file: string | Buffer): Database_ {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // A checkpoint copies the WAL's pages into the database file (and syncs it) inside whichever commit crosses the
  // threshold. Every 20,000 pages (~80 MB) instead of 1,000, a page rewritten by many sales (an index, a balance)
  // is copied once per checkpoint, not once per few dozen sales: less work per sale, the same durability.
  raw.pragma('wal_autocheckpoint = 20000');
  // Fresh statistics so the planner picks selective indexes. It analyses only what needs it, and each index from a
  // sample of rows (analysis_limit): a full ANALYZE of a large file took seconds at every start, and a restart after
  // a crash must be ready within 5 s (issue 18).
  raw.pragma('analysis_limit = 1000');
  raw.pragma('optimize = 0x10002');
  const db = new Kysely({ dialect: sqliteDialectWith({ database: withStatementCache(raw) }, ImmediateSqliteDriver) });
  return { db, kind: 'sqlite', sqlite: raw, close: () => db.destroy() };
}

let pgTypesSet = false;
/** `searchPath` puts every connection of the pool in one schema (tests use a fresh schema per run). */
export function openPostgres(url: string, poolSize = 10, searchPath?: string): Database_ {
  if (!pgTypesSet) {
    // bigint (money, counts) and numeric come back as strings by default; rupiah fit safely in a double.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
    pgTypesSet = true;
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', url, searchPath, close: () => db.destroy() };
}

/** The SQLite file of a DATABASE_URL (`:memory:` for an in-memory one); null for PostgreSQL. */
export function sqliteFileOf(url: string | undefined, cwd = process.cwd()): string | null {
  if (!url) return resolve(cwd, 'data/niaga.sqlite');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return null;
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return file === ':memory:' ? file : resolve(cwd, file);
  }
  throw new Error(`DATABASE_URL tidak dikenal: gunakan sqlite:/path/file.sqlite atau postgres://…`);
}

/** DATABASE_URL: unset → data/niaga.sqlite; `sqlite:/abs/path.sqlite` or `sqlite::memory:`; `postgres://…`. */
export function openDatabase(url: string | undefined, cwd = process.cwd()): Database_ {
  const file = sqliteFileOf(url, cwd);
  return file === null ? openPostgres(url!) : openSqlite(file);
}
