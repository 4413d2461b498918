/**
 * What one sale costs, in process and sequentially (no HTTP, no concurrency): SQL statements and CPU ms per
 * `POST /api/transaksi-selesai` of a 3-line sale paid tunai, on a SQLite file (WAL, synchronous=FULL) with the
 * demo company — the same work as the `penjualan` bench section, counted instead of timed under load, so that a
 * change can be judged on a busy machine. `npx tsx bench/sale-cost.ts [N=300]`; SALE_COST_SQL=1 lists the
 * statements of one sale with their mean time inside SQLite;
 * SALE_COST_PROF=file.cpuprofile writes a CPU profile of the measured sales only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import registry from '../resources.config.js';
import { todayJakarta } from '../common/format.js';
import { buildApp } from '../server/app.js';
import { openSqlite } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { seedDemo, DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { postingAccount, stockIn } from '../server/ledger/index.js';
import { DOC_MUAT } from '../server/domain/kanvas/trip.js';
import { saleFixture } from './sale-fixture.js';

const N = Number(process.argv[2] ?? 300);
const LINES = 3;
const dir = mkdtempSync(join(tmpdir(), 'niaga-salecost-'));
const database = openSqlite(join(dir, 'cost.sqlite'));
const { db, kind } = database;

// Every statement run through better-sqlite3 (Kysely's queries, BEGIN and COMMIT included).
let counting = false;
let count = 0;
const seen: string[] = [];
const sqlTime = new Map<string, number>();
const proto = Object.getPrototypeOf(database.sqlite!.prepare('select 1')) as Record<string, (...a: unknown[]) => unknown>;
for (const m of ['run', 'all', 'get', 'iterate']) {
  const orig = proto[m];
  proto[m] = function (this: { source: string }, ...a: unknown[]) {
    if (!counting) return orig.apply(this, a);
    count++;
    if (!process.env.SALE_COST_SQL) return orig.apply(this, a);
    seen.push(this.source);
    const t = performance.now();
    try {
      return orig.apply(this, a);
    } finally {
      sqlTime.set(this.source, (sqlTime.get(this.source) ?? 0) + performance.now() - t);
    }
  };
}

await prepareDatabase(database, registry);
await seedDemo(database, registry);
const { sales1, trip, konsumen, goods } = await saleFixture(db);
const perGoods = Math.ceil(((N + 20) * LINES) / goods.length) + 10;
await db.transaction().execute(async (trx) => {
  const lc = { trx, kind, userId: Number(sales1.id), at: new Date().toISOString(), mayBackdate: true };
  await stockIn(lc, {
    tanggal: todayJakarta(), loc: { kendaraan_id: Number(trip.kendaraan_id) }, doc: { tipe: DOC_MUAT, id: 0, nomor: 'COST' }, keterangan: 'Muatan sale-cost',
    contraAkunId: await postingAccount(trx, 'akun_modal_id'), lines: goods.map((g) => ({ barang_id: Number(g.id), qty: perGoods, nilai: perGoods * 1000 })),
  });
});

const app = await buildApp({ database, registry, clientDir: null });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: 'sales1@niaga.local', password: DEMO_PASSWORD } });
const headers = { authorization: `Bearer ${login.json().access_token as string}` };
const drafts: Array<{ id: number; total: number }> = [];
for (let i = 0; i < N + 20; i++) {
  const rincian = Array.from({ length: LINES }, (_, k) => ({ barang_id: Number(goods[(i * LINES + k) % goods.length].id), jumlah: 1 }));
  const res = await app.inject({ method: 'POST', url: '/api/transaksi-update', headers, payload: { tanggal: todayJakarta(), konsumen_id: konsumen.id, rincian } });
  if (res.statusCode >= 300) throw new Error(`draft: ${res.statusCode} ${res.body}`);
  drafts.push({ id: res.json().data.id, total: res.json().data.total });
}
const sell = async (d: { id: number; total: number }) => {
  const res = await app.inject({ method: 'POST', url: '/api/transaksi-selesai', headers, payload: { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] } });
  if (res.statusCode !== 200) throw new Error(`selesai: ${res.statusCode} ${res.body}`);
  return res;
};
for (const d of drafts.slice(0, 20)) await sell(d); // warm-up: JIT, statement cache

const profiler = process.env.SALE_COST_PROF ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
counting = true;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (const d of drafts.slice(20)) await sell(d);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
counting = false;
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.SALE_COST_PROF!, JSON.stringify(profile));
}
if (process.env.SALE_COST_SQL) {
  const one = seen.length / N;
  // Each statement of one sale with its mean time inside SQLite (µs; a statement run twice shows its total twice).
  const us = (sql: string) => ((sqlTime.get(sql) ?? 0) * 1000 / (seen.filter((x) => x === sql).length || 1)).toFixed(0).padStart(6);
  console.log(seen.slice(0, one).map((s, i) => `${String(i + 1).padStart(3)} ${us(s)} µs  ${s.slice(0, 150)}`).join('\n'));
}
console.log(`${N} sales: ${(count / N).toFixed(1)} statements/sale, CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/sale `
  + `(user ${(cpu.user / 1000 / N).toFixed(2)}, system ${(cpu.system / 1000 / N).toFixed(2)}), wall ${(wall / N).toFixed(2)} ms/sale`);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
