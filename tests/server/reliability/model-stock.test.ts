/**
 * Model-based test (fast-check commands) of stock through the API: receive goods into a warehouse, send and receive
 * warehouse mutations both ways (through transit), place goods on racks, load the salesperson's vehicle (request →
 * delivery note), sell from it for cash, cancel a sale, take back a customer's return, and unload the vehicle into the
 * warehouse (returned and lost goods), against an in-memory model of the quantity per goods per location, warehouse
 * A's placements and the moving-average value per goods. After every command: each balance (stok) and each
 * location's stock-card sum (stok_ledger) equal the model, so do A's placements (stok_penempatan) and the cost rows
 * (stok_nilai), nothing is below zero; a command the model says must be refused is refused and moves nothing. At the end of each run every invariant of GET /api/integritas holds. A failure
 * prints its seed and path; `NIAGA_MODEL_SEED=<seed>` replays it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { assignment, post, today } from '../kanvas/fixtures.js';
import { anySupplier, otherGudang } from '../gudang/fixtures.js';
import { cashSaleOrRefusal, integritas } from '../penjualan/fixtures.js';

// A fixed seed by default, so CI runs the same sequences (each kind of command carried out); `NIAGA_MODEL_SEED=<n>`
// replays a failure, `NIAGA_MODEL_SEED=random` explores new sequences.
const SEED = process.env.NIAGA_MODEL_SEED === 'random' ? undefined : Number(process.env.NIAGA_MODEL_SEED ?? 1);

interface Env {
  /** The route's loading warehouse (the `gudang` admin's) and another one. */
  ga: number;
  gb: number;
  kendaraanId: number;
  konsumenId: number;
  supplierId: number;
  goods: number[];
  /** Two racks of warehouse A. */
  racks: number[];
}

let t: TestApp;
let env: Env;
/** Commands the server carried out (not refused), per kind, over all runs: the runs must have done business. */
const done = new Map<string, number>();
const count = (kind: string) => done.set(kind, (done.get(kind) ?? 0) + 1);

/** Unloads whatever the vehicle holds (a return through the API), so each run starts with its trip closed. */
async function unloadAll(kendaraanId: number): Promise<void> {
  const rows = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`).where('qty', '>', 0).execute();
  const open = await t.database.db.selectFrom('trip_kendaraan').select('id').where('kendaraan_id', '=', kendaraanId).where('status', '=', 'buka').executeTakeFirst();
  if (!open) return;
  const ret = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: kendaraanId, rincian: rows.map((r) => ({ barang_id: Number(r.barang_id), jumlah: Number(r.qty) })) });
  expect(ret.statusCode, ret.body).toBe(201);
  const ok = await post(t, 'gm', 'input/pengembalian-approve', { id: ret.json().data.id });
  expect(ok.statusCode, ok.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await assignment(t, 'RT-03');
  const ga = Number(a.gudang_id);
  const gb = await otherGudang(t);
  expect(gb).not.toBe(ga);
  const db = t.database.db;
  // Goods with a list price, in stock at both warehouses.
  const goods = await db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select('stok.barang_id')
    .where('stok.lokasi', '=', `G:${ga}`).where('stok.qty', '>', 20)
    .where('stok.barang_id', 'in', db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${gb}`).where('qty', '>', 20))
    .where('barang.id', 'in', db.selectFrom('harga_jual').select('barang_id').where('aktif', '=', 1).where('konsumen_type_id', 'is', null))
    .orderBy('barang.kode').limit(2).execute();
  expect(goods.length).toBe(2);
  const konsumen = await db.selectFrom('konsumen').select('id').where('rute_id', '=', Number(a.rute_id)).where('aktif', '=', 1)
    .where('deleted_at', 'is', null).where('limit_kredit', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const racks = await db.selectFrom('gudang_rak').select('id').where('gudang_id', '=', ga).orderBy('id').limit(2).execute();
  expect(racks.length).toBe(2);
  env = {
    ga, gb, kendaraanId: Number(a.kendaraan_id), konsumenId: Number(konsumen.id), supplierId: await anySupplier(t), goods: goods.map((g) => Number(g.barang_id)),
    racks: racks.map((r) => Number(r.id)),
  };
  await unloadAll(env.kendaraanId);
});
afterAll(async () => { await t.close(); });

interface Model {
  /** Quantity per location key (`G:1`, `K:2`, `T:3`) per goods index. */
  qty: Map<string, number[]>;
  /** The goods' cost rows: all locations together. */
  cost: Array<{ qty: number; nilai: number }>;
  /** Warehouse A's placements per goods index: `tipe:id` → quantity (part of A's balance). */
  placed: Array<Map<string, number>>;
  tripOpen: boolean;
  /** Sales of the open trip not cancelled, with the cost they took. */
  sales: Sale[];
  /** Every sale of the run not cancelled (also of closed trips): customers may return its goods. */
  sold: Sale[];
  /** Mutations sent and not yet received. */
  transit: Array<{ id: number; to: number; goods: number; qty: number }>;
}
/** The real system is the test app, reached through `t`. */
type Real = Record<string, never>;
interface Sale { id: number; goods: number; qty: number; hpp: number; returned: number }

const at = (m: Model, lokasi: string) => {
  let q = m.qty.get(lokasi);
  if (!q) m.qty.set(lokasi, q = env.goods.map(() => 0));
  return q;
};

/** What taking `take` of goods `g` costs at moving-average value (server/ledger/stock.ts). */
function takeCost(m: Model, g: number, take: number): number {
  const c = m.cost[g];
  const nilai = take >= c.qty ? c.nilai : Math.round((c.nilai * take) / c.qty);
  m.cost[g] = { qty: c.qty - take, nilai: c.nilai - nilai };
  return nilai;
}

function move(m: Model, from: string, to: string, g: number, qty: number): void {
  at(m, from)[g] -= qty;
  at(m, to)[g] += qty;
}

/** Goods leaving warehouse A are picked from its unplaced stock first, then from its places, the smallest first. */
function pickFromA(m: Model, g: number, qty: number): void {
  const places = m.placed[g];
  const placedTotal = [...places.values()].reduce((s, q) => s + q, 0);
  let need = qty - Math.min(qty, Math.max(0, at(m, `G:${env.ga}`)[g] - placedTotal));
  const order = [...places].filter(([, q]) => q > 0).sort(([ka, qa], [kb, qb]) => qa - qb || placeOrder(ka, kb));
  for (const [key, q] of order) {
    const take = Math.min(need, q);
    places.set(key, q - take);
    need -= take;
  }
}

function placeOrder(a: string, b: string): number {
  const [ta, ia] = a.split(':');
  const [tb, ib] = b.split(':');
  return ta < tb ? -1 : ta > tb ? 1 : Number(ia) - Number(ib);
}

async function placementsOfA(): Promise<Array<Map<string, number>>> {
  const rows = await t.database.db.selectFrom('stok_penempatan').select(['barang_id', 'tempat_tipe', 'tempat_id', 'qty'])
    .where('gudang_id', '=', env.ga).where('barang_id', 'in', env.goods).where('qty', '>', 0).execute();
  return env.goods.map((id) => new Map(rows.filter((r) => Number(r.barang_id) === id).map((r) => [`${r.tempat_tipe}:${r.tempat_id}`, Number(r.qty)])));
}

async function readModel(): Promise<Model> {
  const db = t.database.db;
  const qty = new Map<string, number[]>();
  for (const lokasi of [`G:${env.ga}`, `G:${env.gb}`, `K:${env.kendaraanId}`]) {
    const rows = await db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', lokasi).where('barang_id', 'in', env.goods).execute();
    qty.set(lokasi, env.goods.map((id) => Number(rows.find((r) => Number(r.barang_id) === id)?.qty ?? 0)));
  }
  const cost = await db.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).where('barang_id', 'in', env.goods).execute();
  const open = await db.selectFrom('trip_kendaraan').select('id').where('kendaraan_id', '=', env.kendaraanId).where('status', '=', 'buka').executeTakeFirst();
  return {
    qty, tripOpen: open !== undefined, sales: [], sold: [], transit: [], placed: await placementsOfA(),
    cost: env.goods.map((id) => { const c = cost.find((r) => Number(r.barang_id) === id)!; return { qty: Number(c.qty), nilai: Number(c.nilai) }; }),
  };
}

async function agrees(m: Model): Promise<void> {
  const db = t.database.db;
  const keys = [...m.qty.keys()];
  const kept = await db.selectFrom('stok').select(['barang_id', 'lokasi', 'qty']).where('barang_id', 'in', env.goods).where('lokasi', 'in', keys).execute();
  const card = await db.selectFrom('stok_ledger').select(['barang_id', 'lokasi', (eb) => eb.fn.sum<number>('qty').as('q')])
    .where('barang_id', 'in', env.goods).where('lokasi', 'in', keys).groupBy(['barang_id', 'lokasi']).execute();
  for (const [lokasi, q] of m.qty) {
    for (const [g, id] of env.goods.entries()) {
      const stok = Number(kept.find((r) => Number(r.barang_id) === id && r.lokasi === lokasi)?.qty ?? 0);
      const sum = Number(card.find((r) => Number(r.barang_id) === id && r.lokasi === lokasi)?.q ?? 0);
      expect(q[g], `model ${lokasi} barang #${id}`).toBeGreaterThanOrEqual(0);
      expect(stok, `stok ${lokasi} barang #${id}`).toBe(q[g]);
      expect(sum, `kartu stok ${lokasi} barang #${id}`).toBe(q[g]);
    }
  }
  const cost = await db.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).where('barang_id', 'in', env.goods).execute();
  for (const [g, id] of env.goods.entries()) {
    const c = cost.find((r) => Number(r.barang_id) === id)!;
    expect({ qty: Number(c.qty), nilai: Number(c.nilai) }, `stok_nilai barang #${id}`).toEqual(m.cost[g]);
    expect(m.cost[g].nilai).toBeGreaterThanOrEqual(0);
  }
  const placed = await placementsOfA();
  for (const g of env.goods.keys()) {
    const sorted = (p: Map<string, number>) => [...p].filter(([, q]) => q > 0).sort(([a], [b]) => placeOrder(a, b));
    expect(sorted(placed[g]), `penempatan barang #${env.goods[g]}`).toEqual(sorted(m.placed[g]));
  }
}

class Receive implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly harga: number) {}
  check() { return true; }
  async run(m: Model) {
    const draft = await post(t, 'gudang', 'input/penerimaan', {
      tanggal: today(), supplier_id: env.supplierId, no_faktur: 'MODEL', rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty, harga_satuan: this.harga }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await post(t, 'gudang', 'input/penerimaan-terima', { id: draft.json().data.id });
    expect(res.statusCode, res.body).toBe(200);
    // A received receipt is not reversed by cancelling it (goods go back through a supplier return).
    expect((await post(t, 'gudang', 'input/penerimaan-batal', { id: draft.json().data.id })).statusCode).toBe(409);
    at(m, `G:${env.ga}`)[this.goods] += this.qty;
    const c = m.cost[this.goods];
    m.cost[this.goods] = { qty: c.qty + this.qty, nilai: c.nilai + this.qty * this.harga };
    count('receive');
    await agrees(m);
  }
  toString() { return `receive(${this.goods}, ${this.qty}, ${this.harga})`; }
}

/** A mutation between the two warehouses, asked and sent: `toA` from B to A (the GM sends), else from A to B (the warehouse admin sends). */
class Send implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly toA: boolean) {}
  check() { return true; }
  async run(m: Model) {
    const [from, to] = this.toA ? [env.gb, env.ga] : [env.ga, env.gb];
    const draft = await post(t, 'gm', 'input/gudang-mutasi', { tanggal: today(), gudang_asal_id: from, gudang_tujuan_id: to, rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty }] });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    const res = await post(t, this.toA ? 'gm' : 'gudang', 'input/gudang-mutasi-kirim', { id });
    if (this.qty > at(m, `G:${from}`)[this.goods]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/tidak cukup/);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      if (from === env.ga) pickFromA(m, this.goods, this.qty);
      move(m, `G:${from}`, `T:${id}`, this.goods, this.qty);
      m.transit.push({ id, to, goods: this.goods, qty: this.qty });
      count('send');
    }
    await agrees(m);
  }
  toString() { return `send(${this.goods}, ${this.qty}, ${this.toA ? 'B→A' : 'A→B'})`; }
}

class Arrive implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.transit.length > 0; }
  async run(m: Model) {
    const x = m.transit.shift()!;
    // Whoever sent may not confirm: the other side receives.
    const res = await post(t, x.to === env.ga ? 'gudang' : 'gm', 'input/gudang-mutasi-terima', { id: x.id });
    expect(res.statusCode, res.body).toBe(200);
    const again = await post(t, x.to === env.ga ? 'gudang' : 'gm', 'input/gudang-mutasi-terima', { id: x.id });
    expect(again.statusCode, again.body).toBe(409);
    move(m, `T:${x.id}`, `G:${x.to}`, x.goods, x.qty);
    count('arrive');
    await agrees(m);
  }
  toString() { return 'arrive()'; }
}

/**
 * Warehouse A's admin places goods on a rack, from its unplaced stock (`from` -1) or from the other rack: refused
 * (409, nothing moves) when the origin holds less. The warehouse balance does not change.
 */
class Place implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly from: number, readonly to: number) {}
  check() { return this.from !== this.to; }
  async run(m: Model) {
    const origin = this.from < 0 ? {} : { tempat_asal_tipe: 'rak', tempat_asal_id: env.racks[this.from] };
    const draft = await post(t, 'gudang', 'input/gudang-penyimpanan', {
      tanggal: today(), rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty, tempat_tipe: 'rak', tempat_id: env.racks[this.to], ...origin }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    const res = await post(t, 'gudang', 'update/gudang-penyimpanan', { id });
    const places = m.placed[this.goods];
    const key = (r: number) => `rak:${env.racks[r]}`;
    const placedTotal = [...places.values()].reduce((s, q) => s + q, 0);
    const available = this.from < 0 ? at(m, `G:${env.ga}`)[this.goods] - placedTotal : places.get(key(this.from)) ?? 0;
    if (this.qty > available) {
      expect(res.statusCode, res.body).toBe(409);
      expect((await post(t, 'gudang', 'input/gudang-penyimpanan-batal', { id })).statusCode).toBe(200);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      if (this.from >= 0) places.set(key(this.from), available - this.qty);
      places.set(key(this.to), (places.get(key(this.to)) ?? 0) + this.qty);
      count('place');
    }
    await agrees(m);
  }
  toString() { return `place(${this.goods}, ${this.qty}, ${this.from < 0 ? 'lepas' : `rak ${this.from}`} → rak ${this.to})`; }
}

/** Sales asks for goods, the warehouse approves what it has, sales confirms, the warehouse ships: into the vehicle. */
class Load implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number) {}
  check() { return true; }
  async run(m: Model) {
    const rute = await t.database.db.selectFrom('rute').select('id').where('kode', '=', 'RT-03').executeTakeFirstOrThrow();
    const rb = await post(t, 'sales1', 'input/request-barang', { tanggal: today(), rute_id: rute.id, tujuan: 'Pasar', rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty }] });
    expect(rb.statusCode, rb.body).toBe(201);
    const id = rb.json().data.id;
    expect((await post(t, 'sales1', 'input/request-barang-ajukan', { id })).statusCode).toBe(200);
    const approved = Math.min(this.qty, at(m, `G:${env.ga}`)[this.goods]);
    const ok = await post(t, 'gudang', 'input/request-approve-gudang', { id });
    if (approved === 0) {
      expect(ok.statusCode, ok.body).toBe(409);
    } else {
      expect(ok.statusCode, ok.body).toBe(200);
      for (const [user, url] of [['sales1', 'input/request-approve-sales'], ['gudang', 'input/request-barang-surat']]) {
        const res = await post(t, user, url, { id });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      pickFromA(m, this.goods, approved);
      move(m, `G:${env.ga}`, `K:${env.kendaraanId}`, this.goods, approved);
      m.tripOpen = true;
      count('load');
    }
    await agrees(m);
  }
  toString() { return `load(${this.goods}, ${this.qty})`; }
}

class Sell implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number) {}
  check() { return true; }
  async run(m: Model) {
    const refused = !m.tripOpen || this.qty > at(m, `K:${env.kendaraanId}`)[this.goods];
    const sale = await cashSaleOrRefusal(t, env.konsumenId, env.goods[this.goods], this.qty, refused);
    if (sale) {
      at(m, `K:${env.kendaraanId}`)[this.goods] -= this.qty;
      const hpp = takeCost(m, this.goods, this.qty);
      const line = await t.database.db.selectFrom('penjualan_rincian').select('hpp').where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
      expect(Number(line.hpp)).toBe(hpp);
      const s: Sale = { id: sale.id, goods: this.goods, qty: this.qty, hpp, returned: 0 };
      m.sales.push(s);
      m.sold.push(s);
      count('sell');
    }
    await agrees(m);
  }
  toString() { return `sell(${this.goods}, ${this.qty})`; }
}

/** Cancels the latest sale not cancelled: its goods come back into the vehicle at the cost they left with. */
class Cancel implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.sales.length > 0; }
  async run(m: Model) {
    const sale = m.sales.pop()!;
    const res = await post(t, 'finance', 'transaksi-cancel', { id: sale.id, alasan_batal: 'uji model' });
    if (sale.returned > 0) {
      // Goods of it came back through a customer return: the sale stands.
      expect(res.statusCode, res.body).toBe(409);
      await agrees(m);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    m.sold.splice(m.sold.indexOf(sale), 1);
    at(m, `K:${env.kendaraanId}`)[sale.goods] += sale.qty;
    const c = m.cost[sale.goods];
    m.cost[sale.goods] = { qty: c.qty + sale.qty, nilai: c.nilai + sale.hpp };
    count('cancel');
    await agrees(m);
  }
  toString() { return 'cancel()'; }
}

/**
 * A customer gives back good goods of one of the run's sales, paid back in cash: into the vehicle while its trip is
 * open, else into warehouse A, at the sale line's share of its cost. More than is left to return is refused (422).
 */
class CustomerReturn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly qty: number) {}
  check(m: Readonly<Model>) { return m.sold.length > 0; }
  async run(m: Model) {
    const sale = m.sold[this.pick % m.sold.length];
    const line = await t.database.db.selectFrom('penjualan_rincian').select('id').where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
    const res = await post(t, 'sales1', 'input/retur-konsumen', {
      tanggal: today(), konsumen_id: env.konsumenId, penjualan_id: sale.id, gudang_id: env.ga, penyelesaian: 'tunai',
      rincian: [{ penjualan_rincian_id: line.id, jumlah: this.qty, kondisi: 'baik' }],
    });
    if (this.qty > sale.qty - sale.returned) {
      expect(res.statusCode, res.body).toBe(422);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id;
      for (const [user, url] of [['sales1', 'retur-konsumen-laporkan'], ['sales1', 'retur-konsumen-checkout'], ['finance', 'input/retur-approve']]) {
        const step = await post(t, user, url, { id });
        expect(step.statusCode, `${url}: ${step.body}`).toBe(200);
      }
      at(m, m.tripOpen ? `K:${env.kendaraanId}` : `G:${env.ga}`)[sale.goods] += this.qty;
      const c = m.cost[sale.goods];
      m.cost[sale.goods] = { qty: c.qty + this.qty, nilai: c.nilai + Math.round((sale.hpp * this.qty) / sale.qty) };
      sale.returned += this.qty;
      count('customerReturn');
    }
    await agrees(m);
  }
  toString() { return `customerReturn(${this.pick}, ${this.qty})`; }
}

/**
 * Unloads the vehicle: `lost` of the first goods recorded lost (out at cost), the rest returned to the warehouse;
 * `short` records one less than is left, which must be refused. Closes the trip: its sales can no longer be cancelled.
 */
class Unload implements fc.AsyncCommand<Model, Real> {
  constructor(readonly lost: number, readonly short: boolean) {}
  check() { return true; }
  async run(m: Model) {
    const k = `K:${env.kendaraanId}`;
    const left = [...at(m, k)];
    const rincian = env.goods.map((id, g) => {
      const hilang = g === 0 ? Math.min(this.lost, left[g]) : 0;
      return { barang_id: id, jumlah: left[g] - hilang, qty_hilang: hilang };
    });
    if (this.short && left[0] > 0) {
      if (rincian[0].jumlah > 0) rincian[0].jumlah -= 1;
      else rincian[0].qty_hilang -= 1;
    }
    rincian.splice(0, rincian.length, ...rincian.filter((l) => l.jumlah + l.qty_hilang > 0));
    const draft = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await post(t, 'gm', 'input/pengembalian-approve', { id: draft.json().data.id });
    const short = this.short && left[0] > 0;
    if (!m.tripOpen || short) {
      expect(res.statusCode, res.body).toBe(409);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      for (const l of rincian) {
        const g = env.goods.indexOf(l.barang_id);
        move(m, k, `G:${env.ga}`, g, l.jumlah);
        at(m, k)[g] -= l.qty_hilang;
        if (l.qty_hilang > 0) takeCost(m, g, l.qty_hilang);
      }
      m.tripOpen = false;
      count('unload');
      // A closed trip's sales are returned through customer returns, not cancelled.
      const closed = m.sales.splice(0);
      if (closed.length) expect((await post(t, 'finance', 'transaksi-cancel', { id: closed[0].id, alasan_batal: 'uji model' })).statusCode).toBe(409);
    }
    await agrees(m);
  }
  toString() { return `unload(${this.lost}, ${this.short})`; }
}

const goods = fc.integer({ min: 0, max: 1 });
const place = fc.tuple(goods, fc.integer({ min: 1, max: 12 }), fc.integer({ min: -1, max: 1 }), fc.integer({ min: 0, max: 1 })).map(([g, q, f, to]) => new Place(g, q, f, to));
const commands = [
  fc.tuple(goods, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 25_000 })).map(([g, q, h]) => new Receive(g, q, h)),
  fc.tuple(goods, fc.integer({ min: 1, max: 60 }), fc.boolean()).map(([g, q, a]) => new Send(g, q, a)),
  fc.constant(new Arrive()),
  fc.constant(new Arrive()),
  place,
  place,
  fc.tuple(goods, fc.integer({ min: 1, max: 40 })).map(([g, q]) => new Load(g, q)),
  fc.tuple(goods, fc.integer({ min: 1, max: 40 })).map(([g, q]) => new Load(g, q)),
  fc.tuple(goods, fc.integer({ min: 1, max: 15 })).map(([g, q]) => new Sell(g, q)),
  fc.tuple(goods, fc.integer({ min: 1, max: 8 })).map(([g, q]) => new Sell(g, q)),
  fc.tuple(goods, fc.integer({ min: 1, max: 8 })).map(([g, q]) => new Sell(g, q)),
  fc.constant(new Cancel()),
  fc.tuple(fc.nat(20), fc.integer({ min: 1, max: 6 })).map(([p, q]) => new CustomerReturn(p, q)),
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([l, s]) => new Unload(l, s === 0)),
];

describe('stock across warehouses, transit and the vehicle against a model', () => {
  it('agrees after every command and keeps every ledger invariant', async () => {
    const runs: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'medium' }), async (cmds) => {
        const model = await readModel();
        await fc.asyncModelRun(() => ({ model, real: {} }), cmds);
        runs.push(String(cmds));
        await integritas(t);
        // Whatever a run left in transit arrives, so the next run starts from settled warehouses.
        for (const x of model.transit) expect((await post(t, x.to === env.ga ? 'gudang' : 'gm', 'input/gudang-mutasi-terima', { id: x.id })).statusCode).toBe(200);
      }),
      { numRuns: 14, seed: SEED, verbose: 1, endOnFailure: true },
    );
    console.log(`model-stock: ${runs.length} runs, carried out ${JSON.stringify(Object.fromEntries(done))}`);
    for (const kind of ['receive', 'send', 'arrive', 'place', 'load', 'sell', 'cancel', 'customerReturn', 'unload']) expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 300_000);
});
