/**
 * Times the demo seed: `npx tsx scripts/seed-time.ts [months]` on an in-memory SQLite, or with
 * `DATABASE_URL=postgres://…/db` in a fresh database made beside it (dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import registry from '../resources.config.js';
import { openPostgres, openSqlite, type Database_ } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { seedDemo } from '../server/db/seed/demo.js';

async function admin(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

const url = process.env.DATABASE_URL;
let database: Database_;
let drop = async () => {};
if (url?.startsWith('postgres')) {
  const name = `niaga_seedtime_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  database = openPostgres(u.toString(), 8);
  drop = () => admin(url, `drop database if exists ${name} with (force)`);
} else {
  database = openSqlite(':memory:');
}
try {
  const started = Date.now();
  await prepareDatabase(database, registry);
  const prepared = Date.now();
  const months = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  await seedDemo(database, registry, process.env.SEED_AT ?? new Date().toISOString(), months === undefined ? {} : { months });
  console.log(`${database.kind}: prepare ${prepared - started} ms, seed ${Date.now() - prepared} ms`);
} finally {
  await database.close();
  await drop();
}
