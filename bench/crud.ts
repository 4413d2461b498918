/**
 * Section `crud`: generates BENCH_ROWS karyawan in a throwaway database, runs the built server against it and
 * measures list, filter, search, get-by-id and save over HTTP beside the same work done in process (engine)
 * and as hand-written SQL (the floor). Env: BENCH_ROWS, BENCH_SEARCH (and the shared BENCH_SECONDS, …).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import registry from '../resources.config.js';
import { findResource } from '../common/registry.js';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { loadAuthUser } from '../server/auth/session-user.js';
import { seededSectionDatabase } from './database.js';
import { generateKaryawan } from './generate.js';
import { startServer } from './server.js';
import { load, login, probe } from './http.js';
import { timeLoop } from './stats.js';
import { buildScenarios } from './scenarios.js';
import { loadLine, machineLine, table, type ResultRow } from './report.js';
import { ADMIN, CONNECTIONS, SECONDS, envInt, log, seconds, settle, type Cleanup } from './env.js';

const ROWS = envInt('BENCH_ROWS', 200_000);
const SEARCH = process.env.BENCH_SEARCH || 'wijaya';

/** Runs the section and answers its Markdown (title line first). */
export async function runCrudSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const { target, database } = await seededSectionDatabase(cleanup, 'crud');
  const { db, kind } = database;
  const genStart = performance.now();
  const total = await generateKaryawan(database, ROWS);
  log(`crud: inserted ${ROWS.toLocaleString('en-US')} karyawan in ${seconds(genStart).toFixed(1)} s (table holds ${total.toLocaleString('en-US')})`);
  if (kind === 'postgres') await sql`analyze`.execute(db); // what autovacuum would do shortly after a bulk load

  const resource = findResource(registry, 'karyawan')!;
  const range = await db.selectFrom('karyawan').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).executeTakeFirstOrThrow();
  const sales = await db.selectFrom('jabatan').select('id').where('kode', '=', 'SLS').executeTakeFirstOrThrow();
  const adminRow = await db.selectFrom('users').select('id').where('email', '=', ADMIN).executeTakeFirstOrThrow();
  const admin = (await loadAuthUser(db, adminRow.id))!;
  const scenarios = buildScenarios({
    database, registry, resource, admin, minId: Number(range.lo), maxId: Number(range.hi), jabatanId: sales.id, search: SEARCH, rows: total,
  });

  const server = await startServer(target.url);
  cleanup.add(() => server.stop());
  log(`crud: server listening at ${server.url}`);
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
  const text = [
    `## Karyawan list/get/save, ${kind} (${new Date().toISOString()})`,
    '',
    `- database: ${kind}, ${total.toLocaleString('en-US')} karyawan rows, ${size}`,
    `- machine: ${machineLine()}; ${loadLine()}`,
    `- HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario, server and load generator on the same machine`,
    `- DB-direct: the same SQL written by hand through Kysely, one call at a time, ${SECONDS} s (the floor);`
      + ' engine: listRecords/getRecord/saveRecord in process, one call at a time',
    '- HTTP p50 includes queueing behind the other connections; 1000 / HTTP req/s is the server time per request',
    '',
    table(results),
    '',
  ].join('\n');
  return { kind, text };
}
