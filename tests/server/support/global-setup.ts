/**
 * Seeds the demo company once per run, before any server test file: the base data and demo seed took 6–7 s per
 * file on SQLite and 18–20 s on PostgreSQL (schema, then thousands of small inserts over the wire), 59 times. Each
 * file's `createTestApp()` then gets its own fresh copy of it (tests/server/support/helpers.ts): an in-memory SQLite opened
 * from the serialized template, or on PostgreSQL a new database made with `CREATE DATABASE … TEMPLATE`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import registry from '../../../resources.config.js';
import { openPostgres, openSqlite } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { seedDemo } from '../../../server/db/seed/demo.js';

/** Where the seeded template is: a serialized SQLite file, or a PostgreSQL database name and the schema in it. */
export interface DemoTemplate { sqlite?: string; pgDatabase?: string; pgSchema?: string }

declare module 'vitest' {
  export interface ProvidedContext { demoTemplate: DemoTemplate }
}

/** The PostgreSQL URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

/**
 * `months`: the demo's months of history (default the whole year, as `npm start` seeds it). A suite whose tests only
 * need the current weeks (the cluster's) passes 0: on PostgreSQL the year takes two minutes to seed.
 */
export default async function setup(project: TestProject, options: { months?: number } = {}) {
  const started = Date.now();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const database = openSqlite(':memory:');
    await prepareDatabase(database, registry);
    await seedDemo(database, registry, undefined, { months: options.months });
    const dir = mkdtempSync(join(tmpdir(), 'niaga-demo-'));
    const file = join(dir, 'demo.sqlite');
    writeFileSync(file, database.sqlite!.serialize());
    await database.close();
    project.provide('demoTemplate', { sqlite: file });
    console.log(`demo template (SQLite) seeded in ${Date.now() - started} ms`);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `niaga_tpl_${randomBytes(6).toString('hex')}`;
  const schema = 'demo';
  await adminQuery(pgUrl, `create database ${name}`);
  const url = withDatabase(pgUrl, name);
  try {
    await adminQuery(url, `create schema ${schema}`);
    const database = openPostgres(url, 8, schema);
    try {
      await prepareDatabase(database, registry);
      await seedDemo(database, registry, undefined, { months: options.months });
    } finally {
      await database.close(); // a template may have no connection while it is copied
    }
  } catch (e) {
    await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
    throw e;
  }
  project.provide('demoTemplate', { pgDatabase: name, pgSchema: schema });
  console.log(`demo template (PostgreSQL ${name}) seeded in ${Date.now() - started} ms`);
  return () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
}
