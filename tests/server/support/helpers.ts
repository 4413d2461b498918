import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import registry from '../../../resources.config.js';
import type { Registry } from '../../../common/registry.js';
import { buildApp } from '../../../server/app.js';
import { openPostgres, openSqlite, type Database_ } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { seedDemo } from '../../../server/db/seed/demo.js';
import { LoginThrottle } from '../../../server/auth/throttle.js';
import type { AreaManifest } from '../../../server/core/area.js';
import { withDatabase, type DemoTemplate } from './global-setup.js';

export const PG_URL = process.env.TEST_DATABASE_URL;

/**
 * A fresh database for one test file: in-memory SQLite, or on the PostgreSQL of TEST_DATABASE_URL a new database of
 * its own holding one schema of the same name (dropped at the end). Not a schema in the shared database: Kysely's
 * migrator lists the tables of every schema of its database, and failed ("schema … does not exist") when another
 * file dropped its schema at that moment.
 */
export async function freshDatabase(): Promise<{ database: Database_; drop: () => Promise<void> }> {
  if (!PG_URL) {
    const database = openSqlite(':memory:');
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(PG_URL, `create database ${name}`);
  const url = withDatabase(PG_URL, name);
  await adminQuery(url, `create schema ${name}`);
  const database = openPostgres(url, 8, name);
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase(PG_URL, name);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database_;
  registry: Registry;
  /** Logs a demo user in (`admin`, `sales1`…) and answers the access token (cached per user). */
  token(user: string): Promise<string>;
  /** inject with the user's bearer token (`null` for none). */
  call(user: string | null, opts: InjectOptions): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  registry?: Registry;
  now?: () => Date;
  throttle?: LoginThrottle;
  /** A built client to serve (none by default). */
  clientDir?: string;
  /** The app's areas (default: every area of server/domain/areas.ts); a fixture registry's steps need theirs. */
  areas?: readonly AreaManifest[];
  /**
   * A demo of its own with this many months of history instead of the template's year (`0`: the current weeks only,
   * books opening two months back and no closed year-end), for a file that writes into the demo's past years.
   */
  demoMonths?: number;
}

/**
 * A fresh database of its own for one test file holding the demo company, copied from the template the run's
 * global setup seeded once (tests/server/support/global-setup.ts): an in-memory SQLite deserialized from it, or a new
 * PostgreSQL database `CREATE DATABASE … TEMPLATE` (dropped at the end). Without a template (a test run outside
 * the server project's setup) it seeds one itself.
 */
export async function freshDemoDatabase(): Promise<{ database: Database_; drop: () => Promise<void> }> {
  const template = inject('demoTemplate') as DemoTemplate | undefined;
  if (!PG_URL && template?.sqlite) {
    const database = openSqlite(readFileSync(template.sqlite));
    return { database, drop: () => database.close() };
  }
  if (PG_URL && template?.pgDatabase) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(PG_URL, `create database ${name} template ${template.pgDatabase}`);
    const database = openPostgres(withDatabase(PG_URL, name), 8, template.pgSchema);
    return {
      database,
      drop: async () => {
        await database.close();
        await dropDatabase(PG_URL, name);
      },
    };
  }
  const fresh = await freshDatabase();
  await prepareDatabase(fresh.database, registry);
  await seedDemo(fresh.database, registry);
  return fresh;
}

/**
 * Drops a test database once its pool's connections are gone. Not `WITH (FORCE)` at once: a server process still
 * ending would send its closing client a FATAL error that no one listens to any more (an uncaught exception).
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // After 5 s a connection left open (a pool a test never closed) is ended by force, as dropping its schema did.
      await adminQuery(url, `drop database if exists ${name}${attempt === 50 ? ' with (force)' : ''}`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt === 50) throw e; // 55006: being accessed by other users
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const reg = options.registry ?? registry;
  // The template holds the demo of the project's registry; a test's own registry seeds its own database.
  let fresh: { database: Database_; drop: () => Promise<void> };
  if (reg === registry && options.demoMonths === undefined) fresh = await freshDemoDatabase();
  else {
    fresh = await freshDatabase();
    await prepareDatabase(fresh.database, reg);
    // The current weeks only: a fixture registry's tests need the demo's people and documents, not its year.
    await seedDemo(fresh.database, reg, undefined, { months: options.demoMonths ?? 0 });
  }
  const { database, drop } = fresh;
  const app = await buildApp({ database, registry: reg, clientDir: options.clientDir ?? null, now: options.now, throttle: options.throttle, areas: options.areas });
  await app.ready();
  const tokens = new Map<string, string>();
  const token = async (user: string) => {
    const cached = tokens.get(user);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: `${user}@niaga.local`, password: 'niaga123' } });
    if (res.statusCode !== 200) throw new Error(`login ${user} gagal: ${res.statusCode} ${res.body}`);
    const t = res.json().access_token as string;
    tokens.set(user, t);
    return t;
  };
  return {
    app, database, registry: reg, token,
    async call(user, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${await token(user)}`;
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Counts the rows of a table (to prove a refused write wrote nothing). */
export async function countRows(database: Database_, table: string): Promise<number> {
  const r = await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Which of SPEC.md's calls (`'POST /input/x'`, `'GET /x/{id}'`) the API's OpenAPI document does not route. */
export async function undocumentedCalls(t: TestApp, calls: string[]): Promise<string[]> {
  const doc = (await t.call(null, { method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown> | undefined> };
  return calls.filter((c) => {
    const [method, path] = c.split(' ');
    return !doc.paths[`/api${path}`]?.[method.toLowerCase()];
  });
}
