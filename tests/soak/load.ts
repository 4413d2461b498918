/**
 * The load mix of issue 18 through autocannon on the built server: per connection a cycle of 20 requests — 16
 * lists (80 %), a sale made and completed plus a collection (15 % writes), a report (5 %) — as sales1, 50
 * connections. Goals: GET p99 ≤ 250 ms, POST p99 ≤ 750 ms, no 5xx; then a soak of SOAK_MINUTES with the
 * server's memory growth ≤ 100 MB and (SQLite) the WAL bounded.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { todayJakarta } from '../../common/format.js';
import { startServer } from '../../bench/server.js';
import { login } from '../../bench/http.js';
import { percentile } from '../../bench/stats.js';
import type { SoakTarget } from './target.js';

const CONNECTIONS = 50;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Run { get: number[]; post: number[]; statuses: Record<string, number>; refused: Record<string, number>; byPath: Record<string, number[]> }

function mix(url: string, token: string, seconds: number, fixture: { konsumen: number; goods: number[]; invoices: number[] }): Promise<Run> {
  const run: Run = { get: [], post: [], statuses: {}, refused: {}, byPath: {} };
  const lists = ['/api/penjualan?perPage=25', '/api/konsumen?perPage=25', '/api/konsumen?q=toko', '/api/hutang?perPage=25', '/api/barang?perPage=25',
    '/api/penjualan?status=selesai', '/api/kas', '/api/rute', '/api/penjualan-bayar?perPage=25', '/api/barang?q=mi', '/api/collection',
    '/api/setoran?perPage=25', '/api/stok-mobil', '/api/notifikasi', '/api/konsumen?perPage=100&page=2', '/api/hutang?perPage=25&page=2'];
  let n = 0;
  type Ctx = { sale?: { id: number; total: number } };
  const requests: autocannon.Request[] = [
    ...lists.slice(0, 8).map((path) => ({ method: 'GET' as const, path })),
    {
      method: 'POST', path: '/api/transaksi-update',
      setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ tanggal: todayJakarta(), konsumen_id: fixture.konsumen, rincian: [{ barang_id: fixture.goods[n++ % fixture.goods.length], jumlah: 1 }] }) }),
      onResponse: (status: number, body: string, context: Ctx) => { context.sale = status === 201 ? (JSON.parse(body) as { data: { id: number; total: number } }).data : undefined; },
    },
    {
      method: 'POST', path: '/api/transaksi-selesai',
      setupRequest: (req: autocannon.Request, context: Ctx) => ({ ...req, body: JSON.stringify({ id: context.sale?.id ?? 0, bayar: [{ tipe: 'tunai', jumlah: context.sale?.total ?? 0 }] }) }),
    },
    ...lists.slice(8).map((path) => ({ method: 'GET' as const, path })),
    { method: 'POST', path: '/api/input/penjualan-bayar', setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ hutang_id: fixture.invoices[n++ % fixture.invoices.length], tipe: 'tunai', jumlah: 1 }) }) },
    { method: 'GET', path: `/api/laporan/sales?tgl_awal=${todayJakarta().slice(0, 8)}01&tgl_akhir=${todayJakarta()}` },
  ] as autocannon.Request[];
  return new Promise((done, fail) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, requests },
      (err) => (err ? fail(err) : done(run)));
    // The request just answered is still the client's current one when 'response' is emitted (autocannon 9).
    (instance as unknown as { on(e: 'response', f: (client: { requestIterator?: { currentRequest?: { method?: string; path?: string } } }, status: number, bytes: number, ms: number) => void): void }).on('response', (client, status, _bytes, ms) => {
      (client.requestIterator?.currentRequest?.method === 'POST' ? run.post : run.get).push(ms);
      run.statuses[status] = (run.statuses[status] ?? 0) + 1;
      (run.byPath[client.requestIterator?.currentRequest?.path ?? ''] ??= []).push(ms);
      const at = `${status} ${client.requestIterator?.currentRequest?.path ?? ''}`;
      if (status >= 400) run.refused[at] = (run.refused[at] ?? 0) + 1;
    });
  });
}

export async function loadMix(target: SoakTarget, seconds: number, minutes: number, log: (s: string) => void): Promise<{ failures: string[] }> {
  const failures: string[] = [];
  const server = await startServer(target.url, { ready: true, timeoutMs: 120_000 });
  const token = await login(server.url, 'sales1@niaga.local', 'niaga123');
  const [s1] = await target.rows<{ karyawan_id: number }>("select karyawan_id from users where email = 'sales1@niaga.local'");
  const [trip] = await target.rows<{ rute_id: number; kendaraan_id: number }>("select rute_id, kendaraan_id from trip_kendaraan where karyawan_id = ? and status = 'buka'", [s1.karyawan_id]);
  const fixture = {
    konsumen: Number((await target.rows<{ id: number }>('select id from konsumen where rute_id = ? and aktif = 1 and limit_kredit = 0 order by id limit 1', [trip.rute_id]))[0].id),
    goods: (await target.rows<{ barang_id: number }>('select barang_id from stok where lokasi = ? and qty > 1000 order by barang_id limit 30', [`K:${trip.kendaraan_id}`])).map((g) => Number(g.barang_id)),
    invoices: (await target.rows<{ id: number }>('select h.id from hutang h join konsumen k on k.id = h.konsumen_id where k.rute_id in (select id from rute where karyawan_id = ?) and h.sisa > 100000 order by h.id', [s1.karyawan_id])).map((h) => Number(h.id)),
  };
  const sum = (r: Run, label: string) => {
    const get = [...r.get].sort((a, b) => a - b);
    const post = [...r.post].sort((a, b) => a - b);
    const fivexx = Object.entries(r.statuses).filter(([s]) => Number(s) >= 500).reduce((a, [, c]) => a + c, 0);
    log(`${label}: ${get.length} GET p50 ${percentile(get, 50).toFixed(0)} ms p99 ${percentile(get, 99).toFixed(0)} ms; ${post.length} POST p50 ${percentile(post, 50).toFixed(0)} ms p99 ${percentile(post, 99).toFixed(0)} ms; statuses ${JSON.stringify(r.statuses)}${Object.keys(r.refused).length ? `; refused ${JSON.stringify(r.refused)}` : ''}`);
    const slow = Object.entries(r.byPath).map(([path, l]) => [path, percentile([...l].sort((a, b) => a - b), 99)] as const).sort((a, b) => b[1] - a[1]).slice(0, 3);
    log(`${label}: slowest p99 ${slow.map(([path, p]) => `${path} ${p.toFixed(0)} ms`).join(', ')}`);
    return { getP99: percentile(get, 99), postP99: percentile(post, 99), fivexx };
  };
  const warm = await mix(server.url, token, 5, fixture);
  sum(warm, 'warm-up 5 s');
  const first = sum(await mix(server.url, token, seconds, fixture), `load ${seconds} s, ${CONNECTIONS} connections`);
  if (first.getP99 > 250) failures.push(`GET p99 ${first.getP99.toFixed(0)} ms > 250 ms`);
  if (first.postP99 > 750) failures.push(`POST p99 ${first.postP99.toFixed(0)} ms > 750 ms`);
  if (first.fivexx) failures.push(`${first.fivexx} answers 5xx`);
  if (minutes > 0) {
    const rss0 = rssMb(server.pid);
    let walMax = target.walMb();
    for (let m = 1; m <= minutes; m++) {
      const r = sum(await mix(server.url, token, 60, fixture), `soak minute ${m}/${minutes}`);
      walMax = Math.max(walMax, target.walMb());
      if (r.fivexx) failures.push(`soak minute ${m}: ${r.fivexx} answers 5xx`);
      log(`soak minute ${m}: server RSS ${rssMb(server.pid).toFixed(0)} MB (start ${rss0.toFixed(0)} MB)${target.kind === 'sqlite' ? `, WAL ${target.walMb().toFixed(1)} MB (max ${walMax.toFixed(1)} MB)` : ''}`);
    }
    const growth = rssMb(server.pid) - rss0;
    log(`soak: memory growth ${growth.toFixed(0)} MB over ${minutes} min${target.kind === 'sqlite' ? `, WAL at most ${walMax.toFixed(1)} MB` : ''}`);
    if (growth > 100) failures.push(`memory grew ${growth.toFixed(0)} MB > 100 MB`);
    if (walMax > 256) failures.push(`WAL reached ${walMax.toFixed(0)} MB`);
  }
  await server.stop();
  return { failures };
}
