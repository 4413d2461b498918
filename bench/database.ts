import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import registry from '../resources.config.js';
import { openDatabase, type Database_ } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { seedDemo } from '../server/db/seed/demo.js';
import { PG_URL, log, seconds, type Cleanup } from './env.js';

/** A throwaway database for one bench run: its URL (also handed to the server) and how to remove it. */
export interface BenchDatabase {
  url: string;
  label: string;
  open(): Database_;
  size(): Promise<string>;
  remove(): Promise<void>;
}

export function tempSqlite(): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-bench-'));
  const file = join(dir, 'bench.sqlite');
  return {
    url: `sqlite:${file}`,
    label: `sqlite (${file})`,
    open: () => openDatabase(`sqlite:${file}`),
    size: async () => {
      const bytes = ['', '-wal'].reduce((s, ext) => s + (statSync(file + ext, { throwIfNoEntry: false })?.size ?? 0), 0);
      return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema on the given PostgreSQL database; every connection finds it through search_path. */
export async function tempPostgresSchema(baseUrl: string): Promise<BenchDatabase> {
  const schema = `bench_${Date.now()}_${process.pid}`;
  const url = new URL(baseUrl);
  // Like libpq, default the role to the OS user: node-postgres only looks at $USER, which may be unset.
  if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    label: `postgres (${url.host}${url.pathname}, schema ${schema})`,
    open: () => openDatabase(url.toString()),
    size: async () => {
      const r = await admin.query(`select pg_size_pretty(sum(pg_total_relation_size(c.oid))::bigint) as s
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'`, [schema]);
      return r.rows[0]?.s ?? '?';
    },
    remove: async () => {
      try {
        await admin.query(`drop schema ${schema} cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A section's throwaway database: a schema on BENCH_DATABASE_URL's PostgreSQL, else a SQLite file; removed at cleanup. */
export async function sectionDatabase(cleanup: Cleanup, section: string): Promise<BenchDatabase> {
  const target = PG_URL ? await tempPostgresSchema(PG_URL) : tempSqlite();
  cleanup.add(() => target.remove());
  log(`${section}: database ${target.label}`);
  return target;
}

/** The schema and the demo company, as a first start with the demo would leave them. */
export async function seedDemoCompany(database: Database_, section: string): Promise<void> {
  await prepareDatabase(database, registry);
  const started = performance.now();
  await seedDemo(database, registry);
  log(`${section}: demo seed in ${seconds(started).toFixed(1)} s`);
}

/** A section's throwaway database, open (closed at cleanup) with the demo company in it. */
export async function seededSectionDatabase(cleanup: Cleanup, section: string): Promise<{ target: BenchDatabase; database: Database_ }> {
  const target = await sectionDatabase(cleanup, section);
  const database = target.open();
  cleanup.add(() => database.close());
  await seedDemoCompany(database, section);
  return { target, database };
}
