import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { get, post, shippedRequest, today, userOf, type Loaders } from '../kanvas/fixtures.js';
import { useTestApp } from '../support/test-app.js';

export { get, post, today, userOf };

export interface SaleEnv {
  kendaraanId: number;
  tripId: number;
  karyawanId: number;
  ruteKode: string;
  /** Customers on the trip's routes with a price for the goods. */
  konsumen: Array<{ id: number; nama: string; limit_kredit: number; konsumen_type_id: number }>;
  /** Goods loaded into the vehicle for the test, each with its list price for the first customer. */
  goods: Array<{ barang_id: number; nama: string; harga: number; kena_ppn: boolean }>;
}

/** Goods with a selling price for every customer type today, in stock at the route's warehouse. */
async function pricedGoods(t: TestApp, gudangId: number, n: number) {
  const rows = await t.database.db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id')
    .select(['stok.barang_id', 'barang.nama', 'barang.kena_ppn']).where('stok.lokasi', '=', `G:${gudangId}`).where('stok.qty', '>', 60)
    .where('barang.id', 'in', t.database.db.selectFrom('harga_jual').select('barang_id').where('aktif', '=', 1).where('konsumen_type_id', 'is', null))
    .orderBy('barang.kode').limit(n).execute();
  return rows;
}

/** sales1's open trip (or `by.sales`'s) with `qty` more of `n` priced goods loaded into it (a delivery note through the API). */
export async function salesEnv(t: TestApp, n = 3, qty = 30, ruteKode = 'RT-03', by?: Loaders): Promise<SaleEnv> {
  const rute = await t.database.db.selectFrom('rute').select('id').where('kode', '=', ruteKode).executeTakeFirstOrThrow();
  const a = await t.database.db.selectFrom('gudang_sales_rute').selectAll().where('rute_id', '=', rute.id).executeTakeFirstOrThrow();
  const goods = await pricedGoods(t, Number(a.gudang_id), n);
  expect(goods.length).toBe(n);
  const rb = await shippedRequest(t, goods.map((g) => ({ barang_id: Number(g.barang_id), jumlah: qty })), ruteKode, by);
  const trip = await t.database.db.selectFrom('trip_kendaraan').selectAll().where('id', '=', Number(rb.trip_kendaraan_id)).executeTakeFirstOrThrow();
  const konsumen = await t.database.db.selectFrom('konsumen').select(['id', 'nama', 'limit_kredit', 'konsumen_type_id'])
    .where('rute_id', '=', Number(rute.id)).where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute();
  const prices: number[] = [];
  for (const g of goods) {
    const p = (await get(t, 'admin', `harga-jual-berlaku?barang_id=${g.barang_id}&konsumen_id=${konsumen[0].id}`));
    prices.push(p.statusCode === 200 ? Number(p.json().data?.harga ?? 0) : 0);
  }
  return {
    kendaraanId: Number(trip.kendaraan_id), tripId: Number(trip.id), karyawanId: Number(trip.karyawan_id), ruteKode,
    konsumen: konsumen.map((k) => ({ id: Number(k.id), nama: String(k.nama), limit_kredit: Number(k.limit_kredit), konsumen_type_id: Number(k.konsumen_type_id) })),
    goods: goods.map((g, i) => ({ barang_id: Number(g.barang_id), nama: String(g.nama), harga: prices[i], kena_ppn: Boolean(g.kena_ppn) })),
  };
}

/** A draft sale by `user` with the given lines. */
export async function draftSale(t: TestApp, user: string, konsumenId: number, rincian: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  const res = await post(t, user, 'transaksi-update', { tanggal: today(), konsumen_id: konsumenId, rincian, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/**
 * sales1 sells `qty` of one goods for cash, as the model tests do: when `refused`, the draft must be a 409 (not enough
 * stock or no open trip) and null comes back; otherwise draft 201 and completion 200, and the completed sale comes back.
 */
/** A cash sale settled in full, or its refusal; `tunai` is the cash taken: the total rounded down (common/pembulatan.ts). */
export async function cashSaleOrRefusal(t: TestApp, konsumenId: number, barangId: number, qty: number, refused: boolean): Promise<{ id: number; total: number; tunai: number } | null> {
  const draft = await post(t, 'sales1', 'transaksi-update', { tanggal: today(), konsumen_id: konsumenId, rincian: [{ barang_id: barangId, jumlah: qty }] });
  if (refused) {
    expect(draft.statusCode, draft.body).toBe(409);
    return null;
  }
  expect(draft.statusCode, draft.body).toBe(201);
  const sale = draft.json().data;
  const done = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
  expect(done.statusCode, done.body).toBe(200);
  const settled = await t.database.db.selectFrom('penjualan').select(['dibayar', 'pembulatan']).where('id', '=', sale.id).executeTakeFirstOrThrow();
  expect(Number(settled.dibayar) + Number(settled.pembulatan)).toBe(Number(sale.total));
  return { ...sale, tunai: Number(settled.dibayar) };
}

export async function integritas(t: TestApp) {
  const res = await get(t, 'admin', 'integritas');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const bad = (body.data?.checks ?? body.checks ?? []).filter((c: { ok: boolean }) => !c.ok);
  expect(bad, JSON.stringify(bad)).toEqual([]);
  return body;
}

/**
 * The file's own app with a sales setting (salesEnv: `n` goods, `qty` of each in the vehicle), filled in before the
 * file's first test, and the reads the sale tests share.
 */
export function useSaleApp(n = 3, qty = 30) {
  const env = {} as SaleEnv;
  const t = useTestApp({}, async (app) => { Object.assign(env, await salesEnv(app, n, qty)); });
  const db = () => t.database.db;
  return {
    t, env, db,
    saldoAkun: async (kode: string) => Number((await db().selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo),
    kasByKode: async (kode: string) => db().selectFrom('kas').selectAll().where('kode', '=', kode).executeTakeFirstOrThrow(),
    cashCustomer: () => env.konsumen.find((k) => k.limit_kredit === 0)!,
    creditCustomer: () => env.konsumen.find((k) => k.limit_kredit >= 5_000_000)!,
    audits: async (action: string, recordId: number) => db().selectFrom('audit_log').selectAll().where('action', '=', action).where('record_id', '=', recordId).execute(),
  };
}
