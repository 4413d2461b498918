/**
 * Section `ledger` (issue 5, item 7): posting throughput of server/ledger, then the ledgers grown to
 * BENCH_LEDGER_ROWS stock movements and about as many journal lines, checkIntegrity on that volume, and the
 * stock and account reads over HTTP beside the engine in process and the hand-written SQL floor.
 *
 * Env: BENCH_LEDGER_ROWS (default 1,000,000), BENCH_JOURNAL_ROWS (journal lines, default BENCH_LEDGER_ROWS), BENCH_POST_SECONDS (per posting operation, default BENCH_SECONDS),
 * BENCH_INTEGRITY_RUNS (default 2), and the shared BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import registry from '../resources.config.js';
import { todayJakarta } from '../common/format.js';
import type { Database_ } from '../server/db/connection.js';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { openingDate } from '../server/db/seed/calendar.js';
import { checkIntegrity } from '../server/ledger/index.js';
import { sectionDatabase, seedDemoCompany } from './database.js';
import { startServer } from './server.js';
import { healthWatch, load, login, probe, sequential } from './http.js';
import { timeLoop, timeRuns, type Figures } from './stats.js';
import { countLedgers, loadLedgerEnv, minus, type LedgerCounts } from './ledger-env.js';
import { loadStock, measurePosting, postingOps, type PostingFigures } from './ledger-posting.js';
import { BULK_PREFIX, generateLedgerVolume } from './ledger-volume.js';
import { buildLedgerReads } from './ledger-reads.js';
import { f1, loadLine, machineLine, plainTable, postingTable, table, type PostingRow, type ResultRow } from './report.js';
import { ADMIN, CONNECTIONS, SECONDS, envInt, log, n0, seconds, settle, type Cleanup } from './env.js';

const LEDGER_ROWS = envInt('BENCH_LEDGER_ROWS', 1_000_000);
/** Journal lines may be grown apart from movements (issue 19 measures 2,000,000 movements beside 5,000,000 lines). */
const JOURNAL_ROWS = envInt('BENCH_JOURNAL_ROWS', LEDGER_ROWS);
const POST_SECONDS = envInt('BENCH_POST_SECONDS', SECONDS);
const INTEGRITY_RUNS = envInt('BENCH_INTEGRITY_RUNS', 2);

const minutes = (s: number) => (s >= 90 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(1)} s`);

export async function runLedgerSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const target = await sectionDatabase(cleanup, 'ledger');
  let database: Database_ = target.open();
  // The handle is replaced after the bulk load; close whichever is open at the end.
  cleanup.add(() => database.close());
  const { kind } = database;
  await seedDemoCompany(database, 'ledger');
  const env = await loadLedgerEnv(database.db);
  const seeded = await countLedgers(database.db);

  // 1. Posting throughput on the freshly seeded books.
  const posting: PostingRow[] = [];
  const record = (state: string) => (f: PostingFigures) => {
    posting.push({ operation: f.op.name, state, figures: f.figures, rowsPerSec: f.rowsPerSec, rowKind: f.op.rowKind, perDoc: f.op.perDoc });
    log(`ledger: ${f.op.name} [${state}]: ${f1(f.figures.opsPerSec)} docs/s, ${n0(f.rowsPerSec)} ${f.op.rowKind}/s, p50 ${f1(f.figures.p50)} ms, p99 ${f1(f.figures.p99)} ms`);
  };
  const fresh = await measurePosting(postingOps(database, env, await loadStock(database.db), 1), POST_SECONDS, record(`demo seed (${n0(seeded.stokLedger)} movements)`));
  const beforeBulk = await countLedgers(database.db);

  // 2. Volume: the rest up to LEDGER_ROWS movements and about as many journal lines, by batched direct inserts.
  const rate = (kindOf: string) => Math.max(...fresh.filter((f) => f.op.rowKind === kindOf).map((f) => f.rowsPerSec));
  const toAdd = { stokRows: Math.max(0, LEDGER_ROWS - beforeBulk.stokLedger), jurnalLines: Math.max(0, JOURNAL_ROWS - beforeBulk.jurnalRincian) };
  const viaServices = toAdd.stokRows / rate('movements') + toAdd.jurnalLines / rate('journal lines');
  log(`ledger: generating ${n0(toAdd.stokRows)} movements and ~${n0(toAdd.jurnalLines)} journal lines by direct inserts`
    + ` (through the services at the rates just measured: ≈ ${minutes(viaServices)})`);
  const today = todayJakarta();
  const bulk = await generateLedgerVolume(database, env, { ...toAdd, from: openingDate(new Date().toISOString()), to: today }, (m) => log(`ledger: bulk ${m}`));
  log(`ledger: bulk load in ${bulk.seconds.total.toFixed(1)} s (inserts ${bulk.seconds.inserts.toFixed(1)} s, balances ${bulk.seconds.balances.toFixed(2)} s)`);

  // A server opening this database would see fresh statistics: SQLite's `PRAGMA optimize` at open analyses the
  // grown tables; on PostgreSQL autovacuum would vacuum and analyse them shortly after such a load.
  await database.close();
  const statsStart = performance.now();
  database = target.open();
  if (kind === 'postgres') await sql`vacuum (analyze) stok_ledger, jurnal, jurnal_rincian, stok, stok_nilai, akun, kas, doc_sequence`.execute(database.db);
  const statsSeconds = seconds(statsStart);
  const db = database.db;

  // 3. The integrity check on the generated volume proves it keeps every invariant.
  const integrityStart = performance.now();
  const integrity = await checkIntegrity(db);
  const integritySeconds = seconds(integrityStart);
  log(`ledger: checkIntegrity after the bulk load: ${integrity.ok ? 'ok' : 'FAILED'} in ${integritySeconds.toFixed(2)} s`);
  if (!integrity.ok) throw new Error(`the generated volume breaks an invariant:\n${integrity.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`).join('\n')}`);
  const afterBulk = await countLedgers(db);

  // 4. Posting throughput again, on top of the volume.
  await measurePosting(postingOps(database, env, await loadStock(db), 2), POST_SECONDS, record(`${n0(afterBulk.stokLedger)} movements`));
  const atReads = await countLedgers(db);

  // 5. Reads at volume.
  const busiest = await db.selectFrom('stok_ledger').select(['barang_id', (eb) => eb.fn.countAll().as('n')]).groupBy('barang_id')
    .orderBy('n', 'desc').limit(1).executeTakeFirstOrThrow();
  const longest = await db.selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id')
    .select(['akun_id', 'akun.kode', 'akun.nama', (eb) => eb.fn.countAll().as('n')]).groupBy(['akun_id', 'akun.kode', 'akun.nama'])
    .orderBy('n', 'desc').limit(1).executeTakeFirstOrThrow();
  const reads = buildLedgerReads({
    database, registry, gudangId: env.gudang[0], barangId: Number(busiest.barang_id), akunId: Number(longest.akun_id), akunLines: Number(longest.n),
  });
  const server = await startServer(target.url);
  cleanup.add(() => server.stop());
  log(`ledger: server listening at ${server.url}`);
  const results: ResultRow[] = [];
  let httpIntegrity: { ok: boolean } | undefined;
  let stall: Figures & { max: number } | undefined;
  for (const sc of reads) {
    const token = await login(server.url, ADMIN, DEMO_PASSWORD);
    const answer = (await probe(server.url, token, sc.next())) as { total?: unknown };
    const name = typeof answer.total === 'number' ? `${sc.name} [${answer.total.toLocaleString('en-US')} rows]` : sc.name;
    let row: ResultRow;
    if (sc.heavy) {
      // While it runs, a second client asks /api/health again and again: how long does the server keep others waiting?
      const watch = healthWatch(server.url);
      const http = await sequential(server.url, token, sc.next(), INTEGRITY_RUNS);
      stall = await watch.stop();
      httpIntegrity = http.body as { ok: boolean };
      let inDb: Record<string, number> = {};
      const raw = await timeRuns(async () => { inDb = (await sc.raw()) as Record<string, number>; }, INTEGRITY_RUNS);
      if (Object.values(inDb).some((v) => v !== 0)) throw new Error(`the in-database integrity SQL finds mismatches checkIntegrity does not: ${JSON.stringify(inDb)}`);
      row = { name: `${name}, ${INTEGRITY_RUNS} runs one after another`, http: http.figures, engine: sc.engine ? await timeRuns(sc.engine, INTEGRITY_RUNS) : undefined, raw };
    } else {
      await settle(server.url, (await load(server.url, token, sc.next, 1, CONNECTIONS)).p99); // warm-up, discarded
      const http = await load(server.url, token, sc.next, SECONDS, CONNECTIONS);
      await settle(server.url, http.p99);
      row = { name, http, engine: sc.engine ? await timeLoop(sc.engine, SECONDS) : undefined, raw: await timeLoop(sc.raw, SECONDS) };
    }
    const bad = Object.entries(row.http.statuses).filter(([code]) => !code.startsWith('2'));
    log(`${row.name}: ${row.http.count} requests, p50 ${f1(row.http.p50)} ms${bad.length ? `, non-2xx ${JSON.stringify(Object.fromEntries(bad))}` : ''}${row.http.errors ? `, ${row.http.errors} errors` : ''}`);
    results.push(row);
  }
  if (!httpIntegrity?.ok) throw new Error(`GET /api/integritas is not ok at volume: ${JSON.stringify(httpIntegrity)}`);
  const size = await target.size();

  const services = minus(beforeBulk, seeded);
  const atVolume = minus(atReads, afterBulk);
  const bulkCounts: LedgerCounts = { stokLedger: bulk.stokRows, jurnalRincian: bulk.jurnalLines, jurnal: bulk.jurnal };
  const origin = (label: string, k: keyof LedgerCounts) => [label, n0(seeded[k]), n0(services[k]), `**${n0(bulkCounts[k])}**`, n0(atVolume[k]), n0(atReads[k])];
  const entries = (o: Record<string, number>) => Object.entries(o).map(([k, v]) => `${k} ${n0(v)}`).join(', ');
  const text = [
    `## Ledgers: posting throughput and reads at ${n0(atReads.stokLedger)} stock movements, ${kind} (${new Date().toISOString()})`,
    '',
    `- database: ${kind}, ${size} at the reads; machine: ${machineLine()}; ${loadLine()}`,
    `- where the rows came from (services = the real server/ledger calls; bulk = batched direct inserts, rows marked \`${BULK_PREFIX}*\`` +
      ' in stok_ledger.dokumen_tipe and jurnal.sumber):',
    '',
    plainTable(['table', 'demo seed (services)', 'posting bench, fresh (services)', 'bulk-generated (direct inserts)', 'posting bench at volume (services)', 'total at the reads'], [
      origin('stok_ledger', 'stokLedger'), origin('jurnal_rincian', 'jurnalRincian'), origin('jurnal', 'jurnal'),
    ]),
    '',
    `- bulk load: ${n0(bulk.stokRows)} movements + ${n0(bulk.jurnalLines)} journal lines (${n0(bulk.jurnal)} journals) in ${bulk.seconds.total.toFixed(1)} s`
      + ` (${n0((bulk.stokRows + bulk.jurnalLines) / bulk.seconds.total)} rows/s; inserts ${bulk.seconds.inserts.toFixed(1)} s, kept balances ${bulk.seconds.balances.toFixed(2)} s),`
      + ` dated ${openingDate(new Date().toISOString())} to ${today}. Through the services at the fresh rates below the same rows would take ≈ ${minutes(viaServices)},`
      + ' so the bulk is simulated in process with the ledger\'s own rules (moving-average cost, no balance below zero, balanced journals,'
      + ' guarded cash) and the kept balances (stok, stok_nilai, akun, kas, doc_sequence) are set to what the rows sum to',
    `- generated stock documents: ${entries(bulk.stockDocs)}; general 3-line journals: ${entries(bulk.generalJournals)}`,
    `- after the load: ${kind === 'postgres' ? `\`vacuum (analyze)\` of the ledger tables (what autovacuum does after such a load), ${statsSeconds.toFixed(1)} s` : `database reopened (\`PRAGMA optimize\` at open, as the server does), ${statsSeconds.toFixed(1)} s`}`,
    `- **checkIntegrity on the generated volume: ${integrity.ok ? 'ok' : 'FAILED'} in ${integritySeconds.toFixed(2)} s** (in process, once): `
      + integrity.checks.map((c) => `${c.name}: ${c.detail}`).join('; '),
    '',
    `### Posting throughput (in process through server/ledger; one document per transaction, one after another on one connection, ${POST_SECONDS} s each)`,
    '',
    postingTable(posting),
    '',
    `### Reads at volume (busiest goods #${busiest.barang_id}: ${n0(Number(busiest.n))} movements; longest account ${longest.kode} ${longest.nama}: ${n0(Number(longest.n))} journal lines)`,
    '',
    `- HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario against the built server (admin login);`
      + ` the integrity check is not put under load: ${INTEGRITY_RUNS} requests one after another`,
    `- DB-direct: the same SQL written by hand through Kysely, one call at a time, ${SECONDS} s (the floor); for the integrity check the`
      + ' same checks as SQL that compares inside the database; engine: listRecords, accountLedger or checkIntegrity in process (none for the'
      + ' trial balance, whose query lives in its route)',
    '- HTTP p50 includes queueing behind the other connections; 1000 / HTTP req/s is the server time per request',
    stall ? `- while the integrity checks ran, GET /api/health (polled one at a time by another client) answered in p50 ${f1(stall.p50)} ms,`
      + ` p99 ${f1(stall.p99)} ms, max ${f1(stall.max)} ms (${stall.count} polls)${kind === 'sqlite' ? ': better-sqlite3 is synchronous, so a long query holds the whole server' : ''}` : '',
    '',
    table(results),
    '',
  ].join('\n');
  return { kind, text };
}
