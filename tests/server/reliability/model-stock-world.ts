/** The model-stock test's world: the test app and its setting, the in-memory model and its comparison with the server. */
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { assignment, post, today } from '../kanvas/fixtures.js';
import { anySupplier, otherGudang } from '../gudang/fixtures.js';

// A fixed seed by default, so CI runs the same sequences (each kind of command carried out); `NIAGA_MODEL_SEED=<n>`
// replays a failure, `NIAGA_MODEL_SEED=random` explores new sequences.
export const SEED = process.env.NIAGA_MODEL_SEED === 'random' ? undefined : Number(process.env.NIAGA_MODEL_SEED ?? 1);

export interface Env {
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

export let t: TestApp;
export let env: Env;
/** Commands the server carried out (not refused), per kind, over all runs: the runs must have done business. */
export const done = new Map<string, number>();
export const count = (kind: string) => done.set(kind, (done.get(kind) ?? 0) + 1);

/** Unloads whatever the vehicle holds (a return through the API), so each run starts with its trip closed. */
export async function unloadAll(kendaraanId: number): Promise<void> {
  const rows = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`).where('qty', '>', 0).execute();
  const open = await t.database.db.selectFrom('trip_kendaraan').select('id').where('kendaraan_id', '=', kendaraanId).where('status', '=', 'buka').executeTakeFirst();
  if (!open) return;
  const ret = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: kendaraanId, rincian: rows.map((r) => ({ barang_id: Number(r.barang_id), jumlah: Number(r.qty) })) });
  expect(ret.statusCode, ret.body).toBe(201);
  const ok = await post(t, 'gm', 'input/pengembalian-approve', { id: ret.json().data.id });
  expect(ok.statusCode, ok.body).toBe(200);
}

/** Makes the test app and picks the warehouses, vehicle, customer, supplier, goods and racks the runs use. */
export async function setUp(): Promise<void> {
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
}

export interface Model {
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
export type Real = Record<string, never>;
export interface Sale { id: number; goods: number; qty: number; hpp: number; returned: number }

export const at = (m: Model, lokasi: string) => {
  let q = m.qty.get(lokasi);
  if (!q) m.qty.set(lokasi, q = env.goods.map(() => 0));
  return q;
};

/** What taking `take` of goods `g` costs at moving-average value (server/ledger/stock.ts). */
export function takeCost(m: Model, g: number, take: number): number {
  const c = m.cost[g];
  const nilai = take >= c.qty ? c.nilai : Math.round((c.nilai * take) / c.qty);
  m.cost[g] = { qty: c.qty - take, nilai: c.nilai - nilai };
  return nilai;
}

export function move(m: Model, from: string, to: string, g: number, qty: number): void {
  at(m, from)[g] -= qty;
  at(m, to)[g] += qty;
}

/** Goods leaving warehouse A are picked from its unplaced stock first, then from its places, the smallest first. */
export function pickFromA(m: Model, g: number, qty: number): void {
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

export function placeOrder(a: string, b: string): number {
  const [ta, ia] = a.split(':');
  const [tb, ib] = b.split(':');
  return ta < tb ? -1 : ta > tb ? 1 : Number(ia) - Number(ib);
}

export async function placementsOfA(): Promise<Array<Map<string, number>>> {
  const rows = await t.database.db.selectFrom('stok_penempatan').select(['barang_id', 'tempat_tipe', 'tempat_id', 'qty'])
    .where('gudang_id', '=', env.ga).where('barang_id', 'in', env.goods).where('qty', '>', 0).execute();
  return env.goods.map((id) => new Map(rows.filter((r) => Number(r.barang_id) === id).map((r) => [`${r.tempat_tipe}:${r.tempat_id}`, Number(r.qty)])));
}

export async function readModel(): Promise<Model> {
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

export async function agrees(m: Model): Promise<void> {
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
