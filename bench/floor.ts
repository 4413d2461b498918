/**
 * Section `floor` (issue 11): Niaga beside a bare server running the same SQL, on BENCH_ROWS goods (`barang`).
 *
 * One run: the demo seed, then BENCH_ROWS generated goods (bench/floor-goods.ts) in a throwaway database; the built
 * server (dist/server/main.js) and the floor (bench/floor-server.ts: bare Fastify 5 + better-sqlite3, or + pg when
 * BENCH_DATABASE_URL is a postgres URL) each in its own process against that same database; the same requests sent
 * to both by autocannon, case after case (floor, Niaga, Niaga, floor, half the time each): list page 1 of 40 by nama with total, filter kategori_id
 * (about 5 % of the goods), search q (nama), get by id with its references and larger units, create (a goods with
 * one larger unit and its audit row, in one transaction, WAL + synchronous=FULL on SQLite).
 *
 * Why the floor replays captured SQL instead of hand-written queries: the engine's SQL is changing (kept totals,
 * FTS5 / pg_trgm search, composite indexes), and a hand-written copy would silently drift from it, comparing Niaga
 * with a floor that does other work. So the SQL is taken from the engine itself at every run: Niaga's app is built
 * in this process over a recording connection to the bench database and each case's request is injected twice
 * (bench/floor-capture.ts); the floor server replays exactly those statements as prepared statements, filling in the
 * request's id or body, the clock, and values earlier statements answered (bench/floor-plan.ts). The token check and
 * permission lookup are not replayed: they are Niaga's per-request cost, which the ratio shows.
 *
 * Env: BENCH_ROWS (goods generated, default 200,000; 2,000,000 takes a few minutes to load), BENCH_SEARCH (default
 * `kopi`), BENCH_FLOOR_CASES (e.g. `list,get`: only those cases, for a quick look), and the shared BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL. The figures are written to
 * bench/results/latest.md (section `floor/<database>-<volume>`) and bench/results/floor-<database>-<volume>.json,
 * which a PostgreSQL run reads to compare itself with the latest SQLite run at the same volume.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import registry from '../resources.config.js';
import { findResource } from '../common/registry.js';
import type { Database_ } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { sectionDatabase, seedDemoCompany } from './database.js';
import { startServer, type RunningServer } from './server.js';
import { load, login, probe, type HttpFigures, type HttpRequest } from './http.js';
import { captureFloorPlan, type CaseSpec, type Sample } from './floor-capture.js';
import { loadGoods } from './floor-goods.js';
import { FILTER_KATEGORI, GOODS_PREFIX, SEARCH_TERM, ean13 } from './goods-catalogue.js';
import { f1, loadLine, machineLine, plainTable } from './report.js';
import { explainReads, verifyFloor } from './floor-checks.js';
import { goals, merge, rate, resultsFile, volume, type CaseResult, type Saved } from './floor-figures.js';
import { startFloor } from './floor-start.js';
import { ADMIN, CONNECTIONS, SECONDS, envInt, log, n0, seconds, settle, type Cleanup } from './env.js';

const ROWS = envInt('BENCH_ROWS', 200_000);
const SEARCH = process.env.BENCH_SEARCH || SEARCH_TERM;
const PER_PAGE = 40;
/** Seconds per half for a case answering fewer than 2 × BENCH_CONNECTIONS requests a second. */
const SLOW_HALF = 8;

/** Runs the section and answers its Markdown (title line first). */
export async function runFloorSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const target = await sectionDatabase(cleanup, 'floor');
  let database: Database_ = target.open();
  cleanup.add(() => database.close());
  const { kind } = database;
  await seedDemoCompany(database, 'floor');
  const loaded = await loadGoods(database, ROWS, (m) => log(`floor: ${m}`));
  log(`floor: ${n0(ROWS)} goods loaded in ${(loaded.seconds.rows + loaded.seconds.indexes + loaded.seconds.analyze).toFixed(1)} s `
    + `(rows ${loaded.seconds.rows.toFixed(1)} s, ${loaded.indexes.length} indexes ${loaded.seconds.indexes.toFixed(1)} s, analyze ${loaded.seconds.analyze.toFixed(1)} s); ${n0(loaded.live)} live goods`);

  // Reopened as a server would find it after the load (prepareDatabase runs again at every start).
  await database.close();
  database = target.open();
  await prepareDatabase(database, registry);
  const { db } = database;
  const resource = findResource(registry, 'barang')!;
  const kategori = new Map((await db.selectFrom('kategori').select(['id', 'kode']).execute()).map((r) => [String(r.kode), Number(r.id)]));
  const kategoriId = kategori.get(FILTER_KATEGORI)!;
  const satuan = new Map((await db.selectFrom('satuan').select(['id', 'kode']).execute()).map((r) => [String(r.kode), Number(r.id)]));
  const idRows = await db.selectFrom('barang').select('id').where('deleted_at', 'is', null)
    .where('kode', '>=', GOODS_PREFIX).where('kode', '<', `${GOODS_PREFIX.slice(0, -1)}.`).execute();
  const ids = Int32Array.from(idRows.map((r) => Number(r.id)));
  const randomId = () => ids[Math.floor(Math.random() * ids.length)];

  // Two goods with different references, to learn which parameters follow the row (bench/floor-capture.ts).
  const sampleGoods = async (attempt: number) => {
    const rows = await db.selectFrom('barang').innerJoin('barang_satuan', 'barang_satuan.barang_id', 'barang.id')
      .select(['barang.id', 'barang.kategori_id', 'barang.satuan_id', 'barang_satuan.satuan_id as big'])
      .where('barang.deleted_at', 'is', null).where('barang.kode', 'like', `${GOODS_PREFIX}%`)
      .where('barang.id', '>', ids[Math.floor(ids.length / 3)] + attempt * 1000).orderBy('barang.id').limit(500).execute();
    const a = rows.find((r) => r.kategori_id !== r.satuan_id && r.big !== r.satuan_id)!;
    const b = rows.find((r) => r.id !== a.id && r.kategori_id !== a.kategori_id && r.satuan_id !== a.satuan_id && r.big !== a.big
      && new Set([r.kategori_id, r.satuan_id, r.big]).size === 3)!;
    if (!a || !b) throw new Error('floor: no two generated goods with different references to capture get from');
    return [Number(a.id), Number(b.id)] as const;
  };
  const [getA, getB] = await sampleGoods(0);
  const getPairs = [[getA, getB], await sampleGoods(1), await sampleGoods(2), await sampleGoods(3)];

  let created = 0;
  const runTag = Date.now().toString(36).slice(-5).toUpperCase();
  const createBody = (n: number, tag = runTag) => ({
    kode: `BN-${tag}-${n}`,
    nama: `Kopi Instan Bench ${tag} Varian ${n} 25 g`,
    barcode: ean13(`8997${String(n % 1e8).padStart(8, '0')}`),
    brand: 'Bench Jaya', kategori_id: kategori.get('MNM') ?? kategoriId, satuan_id: satuan.get('SCT') ?? satuan.get('PCS')!,
    harga_beli: 1_450, minimal_stok: 120,
    konversi_satuan: [{ satuan_id: satuan.get('DUS')!, faktor: 120 }],
  });
  const listPath = (q: Record<string, string>) => `/api/barang?${new URLSearchParams(q)}`;
  const base = { page: '1', perPage: String(PER_PAGE), sort: 'nama', order: 'ASC' };
  const listCase = (name: string, query: Record<string, string>): CaseSpec & { next: () => HttpRequest } => {
    const request: HttpRequest = { method: 'GET', path: listPath(query) };
    const same: Sample = { request, inputs: {} };
    return { name, method: 'GET', route: '/api/barang', query, samples: () => [same, same], next: () => request };
  };
  const createSample = (n: number, tag: string): Sample => {
    const body = createBody(n, tag);
    return { request: { method: 'POST', path: '/api/input/barang', body }, inputs: { kode: body.kode, nama: body.nama, barcode: body.barcode } };
  };
  const cases: Array<CaseSpec & { next: () => HttpRequest }> = [
    listCase('list', base),
    listCase('filter', { ...base, kategori_id: String(kategoriId) }),
    listCase('search', { ...base, q: SEARCH }),
    {
      name: 'get', method: 'GET', route: '/api/barang/:id',
      samples: (attempt) => {
        const one = (id: number): Sample => ({ request: { method: 'GET', path: `/api/barang/${id}` }, inputs: { id } });
        return [one(getPairs[attempt][0]), one(getPairs[attempt][1])];
      },
      next: () => ({ method: 'GET', path: `/api/barang/${randomId()}` }),
    },
    {
      name: 'create', method: 'POST', route: '/api/input/barang',
      samples: (attempt) => [createSample(90_000_001 + attempt * 2, 'CAPA'), createSample(90_000_002 + attempt * 2, 'CAPB')],
      next: () => ({ method: 'POST', path: '/api/input/barang', body: createBody(++created) }),
    },
  ];

  const only = (process.env.BENCH_FLOOR_CASES ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  for (const name of only) if (!cases.some((c) => c.name === name)) throw new Error(`BENCH_FLOOR_CASES: no case ${name} (${cases.map((c) => c.name).join(', ')})`);
  if (only.length) cases.splice(0, cases.length, ...cases.filter((c) => only.includes(c.name)));

  const capStart = performance.now();
  const captured = await captureFloorPlan(target.url, kind, registry, { email: ADMIN, password: DEMO_PASSWORD }, cases);
  log(`floor: captured the engine's SQL in ${seconds(capStart).toFixed(1)} s: ${cases.map((c) => `${c.name} ${captured.statements[c.name].floor}`).join(', ')} statements`);
  const tmp = mkdtempSync(join(tmpdir(), 'niaga-floor-'));
  cleanup.add(() => rmSync(tmp, { recursive: true, force: true }));
  const planFile = join(tmp, 'plan.json');
  writeFileSync(planFile, JSON.stringify(captured.plan));

  const startAt = performance.now();
  const niaga = await startServer(target.url, { timeoutMs: 600_000 });
  cleanup.add(() => niaga.stop());
  const startSeconds = seconds(startAt);
  log(`floor: Niaga started in ${startSeconds.toFixed(1)} s`);
  const floor = await startFloor(planFile, target.url);
  cleanup.add(() => floor.stop());
  log(`floor: Niaga at ${niaga.url}, floor at ${floor.url}`);

  const token = await login(niaga.url, ADMIN, DEMO_PASSWORD);
  await verifyFloor(db, niaga.url, floor.url, token, cases, createBody(++created), randomId());
  log('floor: the floor answers the same pages and goods as Niaga and stores a created goods with its unit and audit row');
  // What the answers must say, counted straight in the database (the bench warns when Niaga's differ).
  const pattern = `%${SEARCH.toLowerCase()}%`;
  const searchable = resource.fields.filter((f) => f.searchable && f.kind !== 'ref').map((f) => f.name);
  const expect = {
    list: Number((await db.selectFrom('barang').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n),
    filter: Number((await db.selectFrom('barang').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null).where('kategori_id', '=', kategoriId).executeTakeFirstOrThrow()).n),
    search: Number((await sql<{ n: number }>`select count(*) as n from barang where deleted_at is null
      and (${sql.join(searchable.map((c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${pattern}`), sql` or `)})`.execute(db)).rows[0].n),
  };

  const notes: string[] = [];
  const results: CaseResult[] = [];
  for (const c of cases) {
    let label = c.name;
    const answer = (await probe(niaga.url, token, c.next())) as { total?: number };
    await probe(floor.url, '', c.next());
    if (answer.total !== undefined) {
      label = `${c.name} [${n0(answer.total)} match]`;
      const want = expect[c.name as keyof typeof expect];
      if (want !== undefined && answer.total !== want) notes.push(`**${c.name}: Niaga answered total ${n0(answer.total)}, the table holds ${n0(want)} matching live goods.**`);
    }
    // Floor, Niaga, Niaga, floor, half the time each: other work on the machine that grows or fades during the
    // case weighs on both alike.
    // A case so slow that a half would see few answers (requests still running when it ends are not counted) gets
    // longer halves, or, slower still, a fixed number of requests per half.
    let half = SECONDS / 2;
    let amount: number | undefined;
    const measure = async (server: RunningServer) => {
      const figures = await load(server.url, token, c.next, half, CONNECTIONS, amount);
      await settle(server.url, figures.p99);
      return figures;
    };
    const warm: HttpFigures[] = [];
    for (const server of [floor, niaga]) {
      warm.push(await load(server.url, token, c.next, 1, CONNECTIONS)); // warm-up, discarded
      await settle(server.url, warm[warm.length - 1].p99);
    }
    const warmCount = Math.min(...warm.map((w) => w.count));
    if (warmCount < CONNECTIONS) {
      amount = CONNECTIONS;
      notes.push(`${c.name}: fewer than ${CONNECTIONS} answers in the 1 s warm-up, so measured as ${amount} requests per half (${2 * amount} per server)`);
    } else if (warmCount < 2 * CONNECTIONS) {
      half = Math.max(half, SLOW_HALF);
      notes.push(`${c.name}: fewer than ${2 * CONNECTIONS} answers in the 1 s warm-up, so measured for ${half} s per half`);
    }
    const f1st = await measure(floor);
    const n1st = await measure(niaga);
    const n = merge(n1st, await measure(niaga));
    const f = merge(f1st, await measure(floor));
    for (const [who, fig] of [['floor', f], ['Niaga', n]] as const) {
      const bad = Object.entries(fig.statuses).filter(([code]) => !code.startsWith('2'));
      if (bad.length || fig.errors) notes.push(`**${c.name}, ${who}: ${bad.length ? `non-2xx ${JSON.stringify(Object.fromEntries(bad))}` : ''}${fig.errors ? ` ${fig.errors} errors` : ''}**`);
    }
    log(`floor: ${label}: floor ${rate(f.opsPerSec)} req/s p99 ${f1(f.p99)} ms, Niaga ${rate(n.opsPerSec)} req/s p99 ${f1(n.p99)} ms (${f1(n.opsPerSec / f.opsPerSec)}×)`);
    results.push({ name: c.name, label, floor: f, niaga: n, statements: captured.statements[c.name] });
  }
  const explained = await explainReads(database, captured.plan);
  const size = await target.size();
  const at = new Date().toISOString();
  const kindKey = `${kind}-${volume(ROWS)}`;
  const saved: Saved = { kind, rows: ROWS, at, cases: results.map((r) => ({ name: r.name, floor: r.floor, niaga: r.niaga })) };
  mkdirSync(resolve('bench/results'), { recursive: true });
  writeFileSync(resultsFile(kind, ROWS), JSON.stringify(saved, null, 2));

  // PostgreSQL: within 2× of the latest SQLite run at this volume (its req/s at least half, its p99 at most double).
  let sqliteRun: Saved | undefined;
  if (kind === 'postgres' && existsSync(resultsFile('sqlite', ROWS))) sqliteRun = JSON.parse(readFileSync(resultsFile('sqlite', ROWS), 'utf8')) as Saved;
  const big = ROWS >= 2_000_000;
  const head = ['case', 'floor req/s', 'floor p50 ms', 'floor p99 ms', 'Niaga req/s', 'Niaga p50 ms', 'Niaga p99 ms', 'ratio (Niaga / floor req/s)',
    'goals', 'met', ...(kind === 'postgres' ? ['within 2× of SQLite'] : []), 'statements (Niaga request / floor)'];
  const lines = results.map((r) => {
    const g = goals(r.name, big);
    const met = g.map((x) => `${x.met(r.floor, r.niaga) ? 'met' : '**not met**'}`);
    const cells = [r.label, rate(r.floor.opsPerSec), f1(r.floor.p50), f1(r.floor.p99), rate(r.niaga.opsPerSec), f1(r.niaga.p50), f1(r.niaga.p99),
      `${f1(r.niaga.opsPerSec / r.floor.opsPerSec)}×`, g.map((x) => x.text).join('; '), met.join('; ')];
    if (kind === 'postgres') {
      const s = sqliteRun?.cases.find((x) => x.name === r.name)?.niaga;
      cells.push(s ? `${r.niaga.opsPerSec * 2 >= s.opsPerSec && r.niaga.p99 <= 2 * s.p99 ? 'met' : '**not met**'} (SQLite ${rate(s.opsPerSec)} req/s, p99 ${f1(s.p99)} ms)` : 'no SQLite run at this volume yet');
    }
    cells.push(`${r.statements.http} / ${r.statements.floor}`);
    return cells;
  });
  const sqlBlock = cases.map((c) => [`**${c.name}** (${captured.statements[c.name].http} statements per HTTP request; the floor replays these ${captured.statements[c.name].floor}):`,
    '```sql', ...captured.sql[c.name], '```'].join('\n'));
  const text = [
    `## Floor: Niaga beside a bare server running the same SQL, ${kind}, ${n0(ROWS)} generated goods (${at})`,
    '',
    `- database: ${kind}, ${n0(loaded.live)} live goods in \`barang\` (${n0(ROWS)} generated + the demo's, 1 % of the generated soft-deleted), ${size}; `
      + `generated in ${(loaded.seconds.rows + loaded.seconds.indexes + loaded.seconds.analyze).toFixed(1)} s`,
    `- machine: ${machineLine()}; ${loadLine()}`,
    `- Niaga (a bundle of the sources as this run began) started on this database in ${startSeconds.toFixed(1)} s (migrations, schema sync, base data)`,
    `- HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per server and case after 1 s of warm-up each, in halves ordered floor, Niaga, Niaga,`
      + ' floor; both servers, the load generator and the database on the same machine (other work on it skews every figure: see the load average)',
    '- floor: bench/floor-server.ts, bare Fastify 5 + ' + (kind === 'postgres' ? 'pg (pool of 10, named prepared statements)' : 'better-sqlite3 (prepared statements, WAL, synchronous=FULL, BEGIN IMMEDIATE)')
      + ', replaying the statements Niaga\'s engine ran for the same request (captured this run, listed below) without the token check',
    `- cases: list = page 1 of ${PER_PAGE} by nama with total; filter = kategori_id of ${FILTER_KATEGORI}; search = q=${SEARCH}; get = random live generated goods;`
      + ' create = one goods with one larger unit (audit row in the same transaction)',
    `- goals (issue 11): list ≥ 0.5× floor, p99 ≤ 15 ms at 200k / ≤ 20 ms at 2M; filter p99 ≤ 5 ms and search p99 ≤ 50 ms at 2M; get ≥ 0.35× floor, p99 ≤ 5 ms;`
      + ' create ≥ 0.25× floor; PostgreSQL within 2× of SQLite',
    ...notes.map((n) => `- ${n}`),
    '',
    plainTable(head, lines),
    '',
    '<details><summary>Where the floor\'s time goes: each read statement of list, filter and search alone (median of 5 runs, no load) and its query plan</summary>',
    '',
    ...explained,
    '',
    '</details>',
    '',
    '<details><summary>SQL replayed by the floor, with where each parameter comes from: a constant, :input (URL id, body field, now), #n.column (a row statement n answered)</summary>',
    '',
    ...sqlBlock,
    '',
    '</details>',
    '',
  ].join('\n');
  return { kind: kindKey, text };
}
