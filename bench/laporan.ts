/**
 * Section `laporan` (issue 17): every report over BENCH_LEDGER_ROWS journal lines and as many stock movements
 * (default 1,000,000 each) spread over three years of books, on the demo company. The volume comes from the
 * ledger bench's bulk generator (bench/ledger-volume.ts), which also rebuilds the kept month balances; the
 * integrity check (month balances = journal lines included) proves it. Each report is then asked through the app
 * (Fastify `inject`, finance login: route, permission, parameters, figures, JSON) for several periods, and the
 * downloads once each.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import registry from '../resources.config.js';
import { addDays, todayJakarta } from '../common/format.js';
import { MAX_REPORT_DAYS, REPORTS } from '../common/laporan.js';
import { buildApp } from '../server/app.js';
import type { Database_ } from '../server/db/connection.js';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { checkIntegrity } from '../server/ledger/index.js';
import { sectionDatabase, seedDemoCompany } from './database.js';
import { countLedgers, loadLedgerEnv } from './ledger-env.js';
import { generateLedgerVolume } from './ledger-volume.js';
import { timeRuns } from './stats.js';
import { f1, machineLine, plainTable } from './report.js';
import { envInt, log, n0, seconds, type Cleanup } from './env.js';

const ROWS = envInt('BENCH_LEDGER_ROWS', 1_000_000);
const JOURNAL_ROWS = envInt('BENCH_JOURNAL_ROWS', ROWS);
const RUNS = envInt('BENCH_REPORT_RUNS', 7);

export async function runLaporanSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const target = await sectionDatabase(cleanup, 'laporan');
  let database: Database_ = target.open();
  cleanup.add(() => database.close());
  const { kind } = database;
  await seedDemoCompany(database, 'laporan');
  const env = await loadLedgerEnv(database.db);
  const seeded = await countLedgers(database.db);
  const today = todayJakarta();
  const from = `${Number(today.slice(0, 4)) - 3}-${today.slice(5, 7)}-01`;
  const bulk = await generateLedgerVolume(database, env, {
    stokRows: Math.max(0, ROWS - seeded.stokLedger), jurnalLines: Math.max(0, JOURNAL_ROWS - seeded.jurnalRincian), from, to: today,
  }, (m) => log(`laporan: bulk ${m}`));
  log(`laporan: bulk load in ${bulk.seconds.total.toFixed(1)} s`);
  await database.close();
  database = target.open();
  if (kind === 'postgres') await sql`vacuum (analyze) stok_ledger, jurnal, jurnal_rincian, akun, saldo_akun_bulan`.execute(database.db);
  const counts = await countLedgers(database.db);
  const months = Number((await database.db.selectFrom('saldo_akun_bulan').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const integrityStart = performance.now();
  const integrity = await checkIntegrity(database.db);
  const integritySeconds = seconds(integrityStart);
  const periodCheck = integrity.checks.find((c) => c.name.startsWith('Saldo akun per bulan'));
  if (!integrity.ok) throw new Error(`integrity at volume: ${integrity.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`).join('; ')}`);
  log(`laporan: integrity ok in ${integritySeconds.toFixed(1)} s (${periodCheck?.detail})`);

  const app = await buildApp({ database, registry, clientDir: null });
  await app.ready();
  cleanup.add(() => app.close());
  const login = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: 'finance@niaga.local', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().access_token as string}` };
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const periods: Array<[string, string, string]> = [
    ['this month to date', monthStart, today],
    ['last whole month', `${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd],
    ['15th to 14th (two partial months)', addDays(`${lastMonthEnd.slice(0, 7)}-15`, 0), addDays(monthStart, 13)],
    ['year to date', `${today.slice(0, 4)}-01-01`, today],
    [`the longest period a report takes (${MAX_REPORT_DAYS} days)`, addDays(today, -(MAX_REPORT_DAYS - 1)), today],
  ];
  const rows: string[][] = [];
  for (const r of REPORTS) {
    for (const [label, a, b] of periods) {
      const url = `/api/laporan/${r.name}?tgl_awal=${a}&tgl_akhir=${b}`;
      let status = 0;
      const f = await timeRuns(async () => { status = (await app.inject({ method: 'GET', url, headers })).statusCode; }, RUNS);
      if (status !== 200) throw new Error(`${url}: ${status}`);
      rows.push([r.name, label, `${a} … ${b}`, f1(f.p50), f1(f.p99)]);
      log(`laporan: ${r.name} ${label}: p50 ${f1(f.p50)} ms, max ${f1(f.p99)} ms`);
    }
  }
  const downloads: string[][] = [];
  for (const [name, format, a] of [['laba-rugi', 'pdf', monthStart], ['neraca', 'pdf', monthStart], ['perubahan-modal', 'xlsx', monthStart], ['jurnal', 'xlsx', `${lastMonthEnd.slice(0, 7)}-01`]] as const) {
    const url = `/api/laporan/${name}?tgl_awal=${a}&tgl_akhir=${name === 'jurnal' ? lastMonthEnd : today}&format=${format}`;
    let size = 0;
    const f = await timeRuns(async () => { const res = await app.inject({ method: 'GET', url, headers }); if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`); size = res.rawPayload.length; }, 3);
    downloads.push([`${name} ${format}`, url.split('?')[1], `${(size / 1024).toFixed(0)} KB`, f1(f.p50)]);
  }
  const text = [
    `## Reports at ${n0(counts.jurnalRincian)} journal lines and ${n0(counts.stokLedger)} stock movements, ${kind} (${new Date().toISOString()})`,
    '',
    `- machine: ${machineLine()}; volume: demo seed + ${n0(bulk.jurnalLines)} journal lines and ${n0(bulk.stokRows)} movements generated over ${from} … ${today};`
      + ` ${n0(months)} kept month balances (saldo_akun_bulan); integrity check in ${integritySeconds.toFixed(1)} s: ${periodCheck?.detail}`,
    `- each report asked ${RUNS} times one after another through the app (inject, finance login): p50 and max in ms`,
    '',
    plainTable(['report', 'period', 'dates', 'p50 ms', 'max ms'], rows),
    '',
    plainTable(['download', 'query', 'size', 'p50 ms'], downloads),
    '',
  ].join('\n');
  return { kind, text };
}
