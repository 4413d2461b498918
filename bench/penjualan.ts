/**
 * Section `penjualan`: sales posted per second — `POST /api/transaksi-selesai` of 3-line sales (each line 1 unit,
 * paid tunai) through the HTTP route of the built server, BENCH_CONNECTIONS at once (default 10), on the demo
 * company (SQLite: WAL, synchronous=FULL as Niaga opens it). The drafts are made beforehand through
 * `POST /api/transaksi-update`; the goods are put into sales1's vehicle on its open trip first. Goal (issue 12):
 * ≥ 200 sales/s on SQLite. Env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SALES (drafts prepared, default 3000).
 */
import { performance } from 'node:perf_hooks';
import { todayJakarta } from '../common/format.js';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { postingAccount, stockIn } from '../server/ledger/index.js';
import { DOC_MUAT } from '../server/domain/kanvas/trip.js';
import { saleFixture } from './sale-fixture.js';
import { seededSectionDatabase } from './database.js';
import { startServer } from './server.js';
import { load, login, probe, type HttpRequest } from './http.js';
import { loadLine, machineLine } from './report.js';
import { CONNECTIONS, SECONDS, envInt, log, n0, seconds, settle, type Cleanup } from './env.js';

const SALES = envInt('BENCH_SALES', 3000);
const LINES = 3;

export async function runPenjualanSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const { target, database } = await seededSectionDatabase(cleanup, 'penjualan');
  const { db, kind } = database;

  // sales1's open trip and a customer on its route who pays cash; goods with a price for every customer type.
  const { sales1, trip, konsumen, goods } = await saleFixture(db);
  const perGoods = Math.ceil((SALES * LINES) / goods.length) + 10;
  // The goods go into the vehicle through the stock ledger (as a delivery note would), so the trip still adds up.
  await db.transaction().execute(async (trx) => {
    const lc = { trx, kind, userId: Number(sales1.id), at: new Date().toISOString(), mayBackdate: true };
    await stockIn(lc, {
      tanggal: todayJakarta(), loc: { kendaraan_id: Number(trip.kendaraan_id) }, doc: { tipe: DOC_MUAT, id: 0, nomor: 'BENCH' }, keterangan: 'Muatan bench penjualan',
      contraAkunId: await postingAccount(trx, 'akun_modal_id'), lines: goods.map((g) => ({ barang_id: Number(g.id), qty: perGoods, nilai: perGoods * 1000 })),
    });
  });

  const server = await startServer(target.url);
  cleanup.add(() => server.stop());
  log(`penjualan: server listening at ${server.url}`);
  const token = await login(server.url, 'sales1@niaga.local', DEMO_PASSWORD);
  const prepStart = performance.now();
  const drafts: Array<{ id: number; total: number }> = [];
  for (let i = 0; i < SALES; i++) {
    const rincian = Array.from({ length: LINES }, (_, k) => ({ barang_id: Number(goods[(i * LINES + k) % goods.length].id), jumlah: 1 }));
    const res = await probe(server.url, token, { method: 'POST', path: '/api/transaksi-update', body: { tanggal: todayJakarta(), konsumen_id: konsumen.id, rincian } }) as { data: { id: number; total: number } };
    drafts.push({ id: res.data.id, total: res.data.total });
  }
  log(`penjualan: ${n0(SALES)} draft sales of ${LINES} lines made in ${seconds(prepStart).toFixed(1)} s`);

  let nextDraft = 0;
  const next = (): HttpRequest => {
    const d = drafts[nextDraft++ % drafts.length];
    return { method: 'POST', path: '/api/transaksi-selesai', body: { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] } };
  };
  const warm = await load(server.url, token, next, 1, CONNECTIONS);
  await settle(server.url, warm.p99);
  const used = nextDraft;
  const http = await load(server.url, token, next, SECONDS, CONNECTIONS);
  if (nextDraft - used > drafts.length - used) throw new Error(`penjualan: ran out of drafts (BENCH_SALES=${SALES}); raise it`);
  const ok = http.statuses['200'] ?? 0;
  const bad = Object.entries(http.statuses).filter(([code]) => code !== '200');
  const duration = http.count / http.opsPerSec;
  const perSec = ok / duration;
  log(`penjualan: ${n0(ok)} sales posted in ${duration.toFixed(1)} s = ${perSec.toFixed(0)}/s${bad.length ? `; other answers ${JSON.stringify(Object.fromEntries(bad))}` : ''}`);
  const integrity = await probe(server.url, await login(server.url, 'admin@niaga.local', DEMO_PASSWORD), { method: 'GET', path: '/api/integritas' }) as { ok: boolean };
  const text = [
    `## Sales posted per second, ${kind} (${new Date().toISOString()})`,
    '',
    `- database: ${kind}${kind === 'sqlite' ? ' (WAL, synchronous=FULL)' : ''}, demo company, ${await target.size()}`,
    `- machine: ${machineLine()}; ${loadLine()}`,
    `- work: POST /api/transaksi-selesai of ${LINES}-line sales (1 unit each, paid tunai) by sales1, ${CONNECTIONS} connections, ${SECONDS} s after 1 s warm-up`,
    '',
    '| sales/s | p50 ms | p99 ms | posted | other answers | integrity after |',
    '|---:|---:|---:|---:|---|---|',
    `| ${perSec.toFixed(0)} | ${http.p50.toFixed(1)} | ${http.p99.toFixed(1)} | ${n0(ok)} | ${bad.length ? JSON.stringify(Object.fromEntries(bad)) : '-'} | ${integrity.ok ? 'ok' : 'NOT OK'} |`,
    '',
    `Goal (issue 12): ≥ 200 sales/s on SQLite — ${perSec >= 200 ? 'met' : 'not met'} in this run.`,
    '',
  ].join('\n');
  return { kind, text };
}
