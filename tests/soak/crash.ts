/**
 * Crash rounds (issue 18; 5 rounds in CI by tests/crash/crash.test.ts, 50 in `npm run test:soak`): the built server
 * under ~1,000 concurrent mixed writes (sales made and completed, collections, deposits, a plain master-data save) is
 * killed with SIGKILL at a random moment, then started again. Every write it acknowledged (2xx) must be in the
 * database, the database's own consistency checks hold, every invariant of GET /api/integritas holds, and the server
 * is ready again (GET /api/health/ready) within 5 s.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { todayJakarta } from '../../common/format.js';
import { startServer, type RunningServer } from '../../bench/server.js';
import { login } from '../../bench/http.js';
import type { SoakTarget } from './target.js';

export const KINDS = ['sale', 'bayar', 'setoran', 'teritori'] as const;
export type Kind = (typeof KINDS)[number];

type Ack = { kind: 'draft' | 'sale' | 'bayar' | 'setoran'; id: number } | { kind: 'teritori'; kode: string };

export interface RoundFigures {
  round: number;
  /** Writes acknowledged per kind (a completed sale counts as `sale`; its draft is checked too). */
  acknowledged: Record<Kind, number>;
  /** Requests open on the wire when the kill came, and the most at any moment. */
  inFlightAtKill: number;
  peakInFlight: number;
  /** From the start of the writers to the kill. */
  killedAfterMs: number;
  readyMs: number;
  missing: string[];
  /** Consistency or integritas failures, and a round that could not reach the floor of writes per kind. */
  problems: string[];
}

export interface CrashOptions {
  rounds: number;
  writers: number;
  /** Writes of every kind a round must have acknowledged before its kill may come. */
  floor: number;
  log: (s: string) => void;
}

interface Reply { status: number; json: Record<string, unknown> }

/** An HTTP client whose agent opens a socket per writer, so every writer's request is on the wire at once. */
function client(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  let inFlight = 0;
  let peak = 0;
  /** Answers other than 2xx by call and status, with the first message: why a round fell short. */
  const refused: Record<string, { n: number; message: string }> = {};
  const send = (token: string, method: string, path: string, body?: unknown) => new Promise<Reply>((done, fail) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    let settled = false;
    const settle = (error: Error | null, reply?: Reply) => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      if (error) fail(error);
      else done(reply!);
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(base + path, { method, agent, headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => {
        let json: Record<string, unknown> = {};
        try { json = JSON.parse(text) as Record<string, unknown>; } catch { /* not JSON */ }
        const status = res.statusCode ?? 0;
        if (status >= 300) (refused[`${method} ${path} ${status}`] ??= { n: 0, message: String(json.message ?? text.slice(0, 120)) }).n += 1;
        settle(null, { status, json });
      });
      res.on('close', () => { if (!res.complete) settle(new Error('answer cut off')); });
      res.on('error', (e) => settle(e));
    });
    req.on('error', (e) => settle(e));
    req.end(payload);
  });
  return { send, inFlight: () => inFlight, peak: () => peak, refused, close: () => agent.destroy() };
}

interface Fixture { konsumen: number; goods: number[]; invoices: number[] }

/** What the writers sell to and collect from: sales1's open trip, a cash customer on its route, its invoices. */
async function fixtureOf(target: SoakTarget): Promise<Fixture> {
  const [s1] = await target.rows<{ karyawan_id: number }>("select karyawan_id from users where email = 'sales1@niaga.local'");
  const [trip] = await target.rows<{ rute_id: number; kendaraan_id: number }>("select rute_id, kendaraan_id from trip_kendaraan where karyawan_id = ? and status = 'buka'", [s1.karyawan_id]);
  const [konsumen] = await target.rows<{ id: number }>('select id from konsumen where rute_id = ? and aktif = 1 and limit_kredit = 0 order by id limit 1', [trip.rute_id]);
  const goods = await target.rows<{ id: number }>('select barang_id as id from stok where lokasi = ? and qty > 100 order by barang_id limit 30', [`K:${trip.kendaraan_id}`]);
  const invoices = await target.rows<{ id: number }>(`select h.id from hutang h join konsumen k on k.id = h.konsumen_id join rute r on r.id = k.rute_id
    where r.karyawan_id = ? and h.sisa > 1000 order by h.id limit 50`, [s1.karyawan_id]);
  if (!konsumen || goods.length < 10 || invoices.length < 10) throw new Error(`crash fixture incomplete: customer ${konsumen?.id}, ${goods.length} goods, ${invoices.length} invoices`);
  return { konsumen: Number(konsumen.id), goods: goods.map((g) => Number(g.id)), invoices: invoices.map((i) => Number(i.id)) };
}

/** One writer: loops over the write mix (4 sales, 3 collections, 2 saves, 1 deposit in 10) until the server dies. */
async function writer(send: ReturnType<typeof client>['send'], tokens: { sales1: string; admin: string }, fx: Fixture, n: number, acks: Ack[], count: Record<Kind, number>): Promise<void> {
  const ack = (a: Ack, kind?: Kind) => {
    acks.push(a);
    if (kind) count[kind] += 1;
  };
  for (let i = 0; ; i++) {
    try {
      const pick = (n + i) % 10;
      if (pick < 4) {
        const draft = await send(tokens.sales1, 'POST', '/api/transaksi-update', { tanggal: todayJakarta(), konsumen_id: fx.konsumen, rincian: [{ barang_id: fx.goods[(n * 7 + i) % fx.goods.length], jumlah: 1 }] });
        if (draft.status !== 201) continue;
        const sale = draft.json.data as { id: number; total: number };
        ack({ kind: 'draft', id: Number(sale.id) });
        const done = await send(tokens.sales1, 'POST', '/api/transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
        if (done.status === 200) ack({ kind: 'sale', id: Number(sale.id) }, 'sale');
      } else if (pick < 7) {
        const res = await send(tokens.sales1, 'POST', '/api/input/penjualan-bayar', { hutang_id: fx.invoices[(n + i) % fx.invoices.length], tipe: 'tunai', jumlah: 1 });
        if (res.status === 201) ack({ kind: 'bayar', id: Number((res.json.data as { id: number }).id) }, 'bayar');
      } else if (pick < 9) {
        const kode = `SK-${process.pid}-${Date.now().toString(36)}-${n}-${i}`;
        const res = await send(tokens.admin, 'POST', '/api/input/teritori', { kode, nama: `Uji crash ${kode}` });
        if (res.status === 201) ack({ kind: 'teritori', kode }, 'teritori');
      } else {
        const left = await send(tokens.sales1, 'GET', '/api/setoran-ringkasan');
        const tunai = Number((left.json.data as { totals?: { tunai?: number } } | undefined)?.totals?.tunai ?? 0);
        const pecahan = [{ nominal: 1_000, lembar: Math.floor(tunai / 1000) }, { nominal: 1, lembar: tunai % 1000 }].filter((p) => p.lembar > 0);
        const res = await send(tokens.sales1, 'POST', '/api/transaksi-setor', { pecahan });
        if (res.status === 201) ack({ kind: 'setoran', id: Number((res.json.data as { id: number }).id) }, 'setoran');
      }
    } catch {
      return; // the server is gone: what was in flight is unacknowledged
    }
  }
}

/** The acknowledged writes the database does not hold. */
async function missingOf(target: SoakTarget, acks: Ack[]): Promise<string[]> {
  const missing: string[] = [];
  const lookups: Array<[Ack['kind'], string]> = [
    ['draft', 'select id as k from penjualan where id in'], ['sale', "select id as k from penjualan where status = 'selesai' and id in"],
    ['bayar', 'select id as k from penjualan_bayar where id in'], ['setoran', 'select id as k from setoran where id in'], ['teritori', 'select kode as k from teritori where kode in'],
  ];
  for (const [kind, query] of lookups) {
    const keys = acks.filter((a) => a.kind === kind).map((a) => ('kode' in a ? a.kode : a.id));
    for (let at = 0; at < keys.length; at += 500) {
      const chunk = keys.slice(at, at + 500);
      const found = new Set((await target.rows<{ k: number | string }>(`${query} (${chunk.map(() => '?').join(', ')})`, chunk)).map((r) => String(r.k)));
      for (const k of chunk) if (!found.has(String(k))) missing.push(`${kind} ${k}`);
    }
  }
  return missing;
}

async function integritasProblems(server: RunningServer): Promise<string[]> {
  const res = await fetch(`${server.url}/api/integritas`, { headers: { authorization: `Bearer ${await login(server.url, 'finance@niaga.local', 'niaga123')}` } });
  const body = (await res.json()) as { ok?: boolean; checks?: Array<{ ok: boolean }> };
  if (res.status === 200 && body.ok === true) return [];
  return [`integritas ${res.status}: ${JSON.stringify(body.checks?.filter((c) => !c.ok) ?? body)}`];
}

/** Resolves once every kind has `floor` acknowledgements, or with the kinds short of it after `timeoutMs`. */
async function floorReached(count: Record<Kind, number>, floor: number, timeoutMs: number): Promise<Kind[]> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const short = KINDS.filter((k) => count[k] < floor);
    if (!short.length || performance.now() > deadline) return short;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The server the rounds run now, so a test whose hook timed out can stop it (and the rounds) from its afterAll. */
let current: { server?: RunningServer; stopped: boolean } = { stopped: false };
export async function stopCrashRounds(): Promise<void> {
  current.stopped = true;
  await current.server?.stop();
}

export async function crashRounds(target: SoakTarget, options: CrashOptions): Promise<RoundFigures[]> {
  const { rounds, writers, floor, log } = options;
  const figures: RoundFigures[] = [];
  const fx = await fixtureOf(target);
  const run: typeof current = { stopped: false };
  current = run;
  let server = await startServer(target.url, { ready: true, timeoutMs: 120_000 });
  run.server = server;
  try {
    for (let round = 1; round <= rounds && !run.stopped; round++) {
      const tokens = { sales1: await login(server.url, 'sales1@niaga.local', 'niaga123'), admin: await login(server.url, 'admin@niaga.local', 'niaga123') };
      const http_ = client(server.url, writers);
      const acks: Ack[] = [];
      const count: Record<Kind, number> = { sale: 0, bayar: 0, setoran: 0, teritori: 0 };
      const problems: string[] = [];
      const started = performance.now();
      const running = Array.from({ length: writers }, (_, n) => writer(http_.send, tokens, fx, n, acks, count));
      const short = await floorReached(count, floor, 60_000);
      if (short.length) problems.push(`round ${round}: fewer than ${floor} acknowledged ${short.join(', ')} after 60 s (${JSON.stringify(count)}); refused ${JSON.stringify(http_.refused)}`);
      // The random moment: up to 1.5 s past the point where every kind has its floor.
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 1500)));
      if (run.stopped) break;
      const inFlightAtKill = http_.inFlight();
      const killedAfterMs = performance.now() - started;
      process.kill(server.pid, 'SIGKILL');
      await Promise.all(running);
      http_.close();
      const restarted = performance.now();
      if (run.stopped) break;
      server = await startServer(target.url, { timeoutMs: 60_000, ready: true });
      run.server = server;
      const readyMs = performance.now() - restarted;
      problems.push(...(await target.consistency()).map((p) => `round ${round}: ${p}`));
      const missing = (await missingOf(target, acks)).map((m) => `round ${round}: ${m}`);
      problems.push(...(await integritasProblems(server)).map((p) => `round ${round}: ${p}`));
      figures.push({ round, acknowledged: { ...count }, inFlightAtKill, peakInFlight: http_.peak(), killedAfterMs, readyMs, missing, problems });
      if (Object.keys(http_.refused).length) log(`crash round ${round}: refused ${JSON.stringify(http_.refused)}`);
      log(`crash round ${round}/${rounds}: killed after ${killedAfterMs.toFixed(0)} ms with ${inFlightAtKill} requests in flight (peak ${http_.peak()}); `
        + `acknowledged ${KINDS.map((k) => `${count[k]} ${k}`).join(', ')}; ready again in ${readyMs.toFixed(0)} ms; ${missing.length} missing; ${problems.length} problems`);
    }
  } finally {
    await server.stop();
  }
  return figures;
}

/** One line of figures over all rounds, for the soak's log and a test's failure message. */
export function summary(figures: RoundFigures[]): string {
  const ready = figures.map((f) => f.readyMs).sort((a, b) => a - b);
  const total = (k: Kind) => figures.reduce((s, f) => s + f.acknowledged[k], 0);
  const perRound = (k: Kind) => `${Math.min(...figures.map((f) => f.acknowledged[k]))}–${Math.max(...figures.map((f) => f.acknowledged[k]))}`;
  return `${figures.length} rounds; acknowledged ${KINDS.map((k) => `${total(k)} ${k} (${perRound(k)} per round)`).join(', ')}; `
    + `in flight at the kill ${Math.min(...figures.map((f) => f.inFlightAtKill))}–${Math.max(...figures.map((f) => f.inFlightAtKill))}; `
    + `missing ${figures.reduce((s, f) => s + f.missing.length, 0)}; problems ${figures.reduce((s, f) => s + f.problems.length, 0)}; `
    + `ready again in ${ready[0].toFixed(0)}–${ready.at(-1)!.toFixed(0)} ms (median ${ready[Math.floor(ready.length / 2)].toFixed(0)})`;
}
