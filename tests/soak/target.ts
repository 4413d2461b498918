/**
 * The database the crash rounds and the soak run the built server on: a SQLite file, or a PostgreSQL database of its
 * own (created on the server of SOAK_DATABASE_URL, dropped at the end), with the demo seeded and sales1's vehicle
 * loaded. The checks read it through a connection of their own, never through the server under test.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import registry from '../../resources.config.js';
import { openDatabase, type Database_ } from '../../server/db/connection.js';
import { prepareDatabase } from '../../server/db/prepare.js';
import { seedDemo } from '../../server/db/seed/demo.js';
import { loadVehicle } from './vehicle.js';

export interface SoakTarget {
  kind: 'sqlite' | 'postgres';
  /** The server's DATABASE_URL. */
  url: string;
  label: string;
  /** Rows of one query written with `?` for each bound value. */
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** The database's own consistency checks (SQLite integrity_check; PostgreSQL amcheck over every table and index, no transaction left open): the failures. */
  consistency(): Promise<string[]>;
  /** SQLite: the WAL's size in MB (0 on PostgreSQL). */
  walMb(): number;
  remove(): Promise<void>;
}

async function seed(database: Database_, demoSeeded = false): Promise<void> {
  try {
    if (!demoSeeded) {
      await prepareDatabase(database, registry);
      await seedDemo(database, registry);
    }
    await loadVehicle(database.db, database.kind, 20_000);
  } finally {
    await database.close();
  }
}

/** `template`: a SQLite file already holding the demo (the test run's seeded template), copied instead of seeding. */
export async function sqliteTarget(template?: string): Promise<SoakTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-soak-'));
  const file = join(dir, 'soak.sqlite');
  if (template) copyFileSync(template, file);
  await seed(openDatabase(`sqlite:${file}`), Boolean(template));
  // A read-only handle per check: it sees the committed state, whatever the server (or its corpse) left.
  const withFile = <T>(use: (db: Database.Database) => T): T => {
    const db = new Database(file, { readonly: true });
    try { return use(db); } finally { db.close(); }
  };
  return {
    kind: 'sqlite', url: `sqlite:${file}`, label: `SQLite ${file}`,
    rows: async <T>(text: string, params: unknown[] = []) => withFile((db) => db.prepare(text).all(...params) as T[]),
    consistency: async () => withFile((db) => {
      const check = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
      return check.length === 1 && check[0] === 'ok' ? [] : [`integrity_check: ${check.slice(0, 5).join('; ')}`];
    }),
    walMb: () => (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) / 1024 / 1024,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A database of its own (amcheck is installed into it; an extension is per database, not per schema). */
export async function postgresTarget(baseUrl: string): Promise<SoakTarget> {
  const base = new URL(baseUrl);
  // Like libpq, default the role to the OS user: node-postgres only looks at $USER, which may be unset.
  if (!base.username) base.username = process.env.PGUSER || process.env.USER || userInfo().username;
  const name = `niaga_soak_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const checker = new pg.Client({ connectionString: url.toString() });
  try {
    await seed(openDatabase(url.toString()));
    await checker.connect();
    await checker.query('create extension if not exists amcheck');
  } catch (e) {
    await checker.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw e;
  }
  const rows = async <T>(text: string, params: unknown[] = []) => {
    let n = 0;
    return (await checker.query(text.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
  };
  return {
    kind: 'postgres', url: url.toString(), label: `PostgreSQL ${url.host}/${name}`, rows,
    consistency: async () => {
      const failures: string[] = [];
      const relations = await rows<{ oid: number; relname: string; relkind: string; amname: string | null }>(`select c.oid, c.relname, c.relkind, am.amname
        from pg_class c join pg_namespace n on n.oid = c.relnamespace left join pg_am am on am.oid = c.relam
        where n.nspname = 'public' and c.relkind in ('r', 'i') order by c.oid`);
      for (const r of relations) {
        try {
          if (r.relkind === 'i' && r.amname === 'btree') await rows('select bt_index_check(?::regclass, true)', [r.oid]);
          if (r.relkind === 'r') {
            const bad = await rows<{ msg: string }>('select msg from verify_heapam(?::regclass)', [r.oid]);
            if (bad.length) failures.push(`verify_heapam ${r.relname}: ${bad[0].msg}`);
          }
        } catch (e) {
          failures.push(`${r.relname}: ${(e as Error).message}`);
        }
      }
      // A backend of the killed server still inside its transaction would hold its locks against the new one.
      const open = await rows<{ n: number }>(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%' and xact_start < now() - interval '1 second'`);
      if (open[0].n) failures.push(`${open[0].n} connections idle in a transaction`);
      const prepared = await rows<{ n: number }>('select count(*)::int as n from pg_prepared_xacts where database = current_database()');
      if (prepared[0].n) failures.push(`${prepared[0].n} prepared transactions left`);
      return failures;
    },
    walMb: () => 0,
    remove: async () => {
      try {
        await checker.end();
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** SOAK_DATABASE_URL (postgres://…) or a SQLite file in a temporary directory. */
export function targetFromEnv(): Promise<SoakTarget> {
  const url = process.env.SOAK_DATABASE_URL;
  return url ? postgresTarget(url) : sqliteTarget();
}
