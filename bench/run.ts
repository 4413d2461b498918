/**
 * `npm run bench`: generates a data volume in a throwaway database, runs the built server against it and
 * measures list, filter, search, get-by-id and save over HTTP beside the same work done in process (engine)
 * and as hand-written SQL (the floor). Env: BENCH_ROWS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SEARCH,
 * BENCH_DATABASE_URL (postgres://… to measure PostgreSQL in a fresh schema instead of a temporary SQLite file).
 */
import { cpus, platform, release, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import registry from '../resources.config.js';
import { findResource } from '../common/registry.js';
import type { Database_ } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed/demo.js';
import { loadAuthUser } from '../server/auth/session-user.js';
import { tempPostgresSchema, tempSqlite, type BenchDatabase } from './database.js';
import { generateKaryawan } from './generate.js';
import { ensureBundle, startServer, type RunningServer } from './server.js';
import { load, login, probe } from './http.js';
import { timeLoop } from './stats.js';
import { buildScenarios } from './scenarios.js';
import { table, writeLatest, type ResultRow } from './report.js';

const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return Math.floor(v);
};
const ROWS = envInt('BENCH_ROWS', 200_000);
const SECONDS = envInt('BENCH_SECONDS', 5);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10);
const SEARCH = process.env.BENCH_SEARCH || 'wijaya';
const PG_URL = process.env.BENCH_DATABASE_URL;
const ADMIN = 'admin@niaga.local';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (msg: string) => console.log(`[${elapsed().padStart(7)}] ${msg}`);

let target: BenchDatabase | undefined;
let database: Database_ | undefined;
let server: RunningServer | undefined;

async function cleanup() {
  await server?.stop();
  server = undefined;
  await database?.close();
  database = undefined;
  await target?.remove();
  target = undefined;
}
process.once('SIGINT', () => { void cleanup().finally(() => process.exit(130)); });

/**
 * Requests still in flight when autocannon stops keep the server busy; wait until it answers again and
 * about one more queue's worth of time, so they do not leak into the next measurement.
 */
async function settle(url: string, p99: number) {
  await fetch(`${url}/api/health`);
  await new Promise((r) => setTimeout(r, Math.min(10_000, Number.isFinite(p99) ? p99 : 1000)));
}

async function main() {
  ensureBundle();
  target = PG_URL ? await tempPostgresSchema(PG_URL) : tempSqlite();
  database = target.open();
  const { db, kind } = database;
  log(`database: ${target.label}`);
  await prepareDatabase(database, registry);
  await seedDemo(database, registry);
  const genStart = performance.now();
  const total = await generateKaryawan(database, ROWS);
  log(`inserted ${ROWS.toLocaleString('en-US')} karyawan in ${((performance.now() - genStart) / 1000).toFixed(1)} s (table holds ${total.toLocaleString('en-US')})`);
  if (kind === 'postgres') await sql`analyze`.execute(db); // what autovacuum would do shortly after a bulk load

  const resource = findResource(registry, 'karyawan')!;
  const range = await db.selectFrom('karyawan').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).executeTakeFirstOrThrow();
  const sales = await db.selectFrom('jabatan').select('id').where('kode', '=', 'SLS').executeTakeFirstOrThrow();
  const adminRow = await db.selectFrom('users').select('id').where('email', '=', ADMIN).executeTakeFirstOrThrow();
  const admin = (await loadAuthUser(db, adminRow.id))!;
  const scenarios = buildScenarios({
    database, registry, resource, admin, minId: Number(range.lo), maxId: Number(range.hi), jabatanId: sales.id, search: SEARCH, rows: total,
  });

  server = await startServer(target.url);
  log(`server listening at ${server.url}`);
  const results: ResultRow[] = [];
  for (const sc of scenarios) {
    const token = await login(server.url, ADMIN, DEMO_PASSWORD);
    const answer = (await probe(server.url, token, sc.next())) as { total?: number };
    const name = answer.total === undefined ? sc.name : `${sc.name} [${answer.total.toLocaleString('en-US')} match]`;
    await settle(server.url, (await load(server.url, token, sc.next, 1, CONNECTIONS)).p99); // warm-up, discarded
    const http = await load(server.url, token, sc.next, SECONDS, CONNECTIONS);
    await settle(server.url, http.p99);
    const engine = await timeLoop(sc.engine, SECONDS);
    const raw = await timeLoop(sc.raw, SECONDS);
    const bad = Object.entries(http.statuses).filter(([code]) => !code.startsWith('2'));
    log(`${name}: ${http.count} requests${bad.length ? `, non-2xx ${JSON.stringify(Object.fromEntries(bad))}` : ''}${http.errors ? `, ${http.errors} errors` : ''}`);
    results.push({ name, http, engine, raw });
  }
  const size = await target.size();
  const cpu = cpus();
  const text = [
    `# Niaga bench ${new Date().toISOString()}`,
    '',
    `- database: ${kind}, ${total.toLocaleString('en-US')} karyawan rows, ${size}`,
    `- machine: ${cpu.length} cpus (${cpu[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${platform()} ${release()}, Node ${process.version}`,
    `- HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario, server and load generator on the same machine`,
    `- DB-direct: the same SQL written by hand through Kysely, one call at a time, ${SECONDS} s (the floor);`
      + ' engine: listRecords/getRecord/saveRecord in process, one call at a time',
    '- HTTP p50 includes queueing behind the other connections; 1000 / HTTP req/s is the server time per request',
    '',
    table(results),
    '',
  ].join('\n');
  console.log(`\n${text}`);
  log(`written to ${writeLatest(text)}`);
}

try {
  await main();
} finally {
  await cleanup();
  log('done (server stopped, temporary database removed)');
}
