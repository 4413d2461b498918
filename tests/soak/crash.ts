/**
 * Crash rounds (issue 18, long tier): the built server on a SQLite file under concurrent mixed writes (sales
 * completed, collections, deposits, plain saves) is killed with SIGKILL at a random moment, then started again.
 * Every write it acknowledged (2xx) must be in the database, `PRAGMA integrity_check` ok, every invariant of
 * GET /api/integritas holding, and the server ready again within 5 s.
 */
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { todayJakarta } from '../../common/format.js';
import { postingAccount, stockIn } from '../../server/ledger/index.js';
import { DOC_MUAT } from '../../server/domain/kanvas/trip.js';
import { saleFixture } from '../../bench/sale-fixture.js';
import { startServer, type RunningServer } from '../../bench/server.js';
import { login } from '../../bench/http.js';

export interface CrashFigures { rounds: number; acknowledged: number; missing: string[]; readyMs: number[]; integrity: string[]; writesPerRound: number[] }

type Ack = { kind: 'teritori'; kode: string } | { kind: 'bayar'; id: number } | { kind: 'sale'; id: number } | { kind: 'setoran'; id: number };

/** Goods for thousands of one-unit sales go into sales1's vehicle through the stock ledger, as the sales bench does. */
export async function loadVehicle(db: Parameters<typeof saleFixture>[0], kind: 'sqlite' | 'postgres', perGoods: number) {
  const fixture = await saleFixture(db);
  await db.transaction().execute(async (trx) => {
    const lc = { trx, kind, userId: Number(fixture.sales1.id), at: new Date().toISOString(), mayBackdate: true };
    await stockIn(lc, {
      tanggal: todayJakarta(), loc: { kendaraan_id: Number(fixture.trip.kendaraan_id) }, doc: { tipe: DOC_MUAT, id: 0, nomor: 'SOAK' }, keterangan: 'Muatan uji ketahanan',
      contraAkunId: await postingAccount(trx, 'akun_modal_id'), lines: fixture.goods.map((g) => ({ barang_id: Number(g.id), qty: perGoods, nilai: perGoods * 1000 })),
    });
  });
  return fixture;
}

async function send(url: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url + path, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try { json = JSON.parse(text) as Record<string, unknown>; } catch { /* a cut answer */ }
  return { status: res.status, json };
}

/** One writer: loops over the write mix until the server dies, recording what was acknowledged. */
async function writer(server: RunningServer, tokens: Record<string, string>, fx: Awaited<ReturnType<typeof loadVehicle>>, invoices: number[], n: number, acks: Ack[]): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      const pick = (n + i) % 10;
      if (pick < 4) {
        const g = fx.goods[(n * 7 + i) % fx.goods.length];
        const draft = await send(server.url, tokens.sales1, 'POST', '/api/transaksi-update', { tanggal: todayJakarta(), konsumen_id: fx.konsumen.id, rincian: [{ barang_id: Number(g.id), jumlah: 1 }] });
        if (draft.status !== 201) continue;
        const sale = draft.json.data as { id: number; total: number };
        const done = await send(server.url, tokens.sales1, 'POST', '/api/transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
        if (done.status === 200) acks.push({ kind: 'sale', id: sale.id });
      } else if (pick < 7) {
        const res = await send(server.url, tokens.sales1, 'POST', '/api/input/penjualan-bayar', { hutang_id: invoices[(n + i) % invoices.length], tipe: 'tunai', jumlah: 1 });
        if (res.status === 201) acks.push({ kind: 'bayar', id: Number((res.json.data as { id: number }).id) });
      } else if (pick < 9) {
        const kode = `SK-${process.pid}-${n}-${i}-${Date.now()}`;
        const res = await send(server.url, tokens.admin, 'POST', '/api/input/teritori', { kode, nama: `Soak ${kode}` });
        if (res.status === 201) acks.push({ kind: 'teritori', kode });
      } else {
        const left = await send(server.url, tokens.sales1, 'GET', '/api/setoran-ringkasan');
        const tunai = Number((left.json.data as { totals?: { tunai?: number } } | undefined)?.totals?.tunai ?? 0);
        const pecahan = [{ nominal: 1_000, lembar: Math.floor(tunai / 1000) }, { nominal: 1, lembar: tunai % 1000 }].filter((p) => p.lembar > 0);
        const res = await send(server.url, tokens.sales1, 'POST', '/api/transaksi-setor', { pecahan });
        if (res.status === 201) acks.push({ kind: 'setoran', id: Number((res.json.data as { id: number }).id) });
      }
    } catch {
      return; // the server is gone: what was in flight is unacknowledged
    }
  }
}

export async function crashRounds(file: string, url: string, rounds: number, writers: number, log: (s: string) => void): Promise<CrashFigures> {
  const figures: CrashFigures = { rounds, acknowledged: 0, missing: [], readyMs: [], integrity: [], writesPerRound: [] };
  let server = await startServer(url);
  for (let round = 1; round <= rounds; round++) {
    const tokens = { sales1: await login(server.url, 'sales1@niaga.local', 'niaga123'), admin: await login(server.url, 'admin@niaga.local', 'niaga123') };
    const raw = new Database(file, { readonly: true });
    const invoices = (raw.prepare(`select h.id from hutang h join konsumen k on k.id = h.konsumen_id join rute r on r.id = k.rute_id
      join users u on u.karyawan_id = r.karyawan_id where u.email = 'sales1@niaga.local' and h.sisa > 1000 order by h.id limit 50`).all() as Array<{ id: number }>).map((r) => r.id);
    const fx = await saleFixtureOf(raw);
    raw.close();
    const acks: Ack[] = [];
    const running = Array.from({ length: writers }, (_, n) => writer(server, tokens, fx, invoices, n, acks));
    await new Promise((r) => setTimeout(r, 500 + Math.floor(Math.random() * 3500)));
    process.kill(server.pid, 'SIGKILL');
    await Promise.all(running);
    figures.writesPerRound.push(acks.length);
    figures.acknowledged += acks.length;
    const started = performance.now();
    server = await startServer(url, { timeoutMs: 60_000 });
    figures.readyMs.push(performance.now() - started);
    const db = new Database(file, { readonly: true });
    const check = String((db.pragma('integrity_check', { simple: true })));
    if (check !== 'ok') figures.integrity.push(`round ${round}: integrity_check ${check}`);
    for (const a of acks) {
      const found = a.kind === 'teritori' ? db.prepare('select 1 from teritori where kode = ?').get(a.kode)
        : a.kind === 'bayar' ? db.prepare('select 1 from penjualan_bayar where id = ?').get(a.id)
          : a.kind === 'sale' ? db.prepare("select 1 from penjualan where id = ? and status = 'selesai'").get(a.id)
            : db.prepare('select 1 from setoran where id = ?').get(a.id);
      if (!found) figures.missing.push(`round ${round}: ${JSON.stringify(a)}`);
    }
    db.close();
    const integritas = await send(server.url, await login(server.url, 'finance@niaga.local', 'niaga123'), 'GET', '/api/integritas');
    if (integritas.json.ok !== true) figures.integrity.push(`round ${round}: ${JSON.stringify((integritas.json.checks as Array<{ ok: boolean }>).filter((c) => !c.ok))}`);
    log(`crash round ${round}/${rounds}: ${acks.length} writes acknowledged, ready again in ${figures.readyMs.at(-1)!.toFixed(0)} ms, missing so far ${figures.missing.length}`);
  }
  await server.stop();
  return figures;
}

/** The sale fixture read from the file (the server holds the database; a read-only handle sees its committed state). */
async function saleFixtureOf(raw: Database.Database) {
  const sales1 = raw.prepare("select id, karyawan_id from users where email = 'sales1@niaga.local'").get() as { id: number; karyawan_id: number };
  const trip = raw.prepare("select * from trip_kendaraan where karyawan_id = ? and status = 'buka'").get(sales1.karyawan_id) as { rute_id: number; kendaraan_id: number };
  const konsumen = raw.prepare('select id from konsumen where rute_id = ? and aktif = 1 and limit_kredit = 0 order by id').get(trip.rute_id) as { id: number };
  const goods = raw.prepare(`select s.barang_id as id from stok s where s.lokasi = ? and s.qty > 100 order by s.barang_id limit 30`).all(`K:${trip.kendaraan_id}`) as Array<{ id: number }>;
  return { sales1, trip, konsumen, goods } as unknown as Awaited<ReturnType<typeof loadVehicle>>;
}
