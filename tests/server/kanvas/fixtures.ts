import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';

/** The business day (Asia/Jakarta), as the server and the seed date documents. */
export const today = () => todayJakarta();

export async function userOf(t: TestApp, name: string) {
  return t.database.db.selectFrom('users').select(['id', 'karyawan_id', 'gudang_id']).where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow();
}

export async function ruteByKode(t: TestApp, kode: string) {
  return t.database.db.selectFrom('rute').select(['id']).where('kode', '=', kode).executeTakeFirstOrThrow();
}

export async function assignment(t: TestApp, ruteKode: string) {
  const r = await ruteByKode(t, ruteKode);
  return t.database.db.selectFrom('gudang_sales_rute').selectAll().where('rute_id', '=', r.id).executeTakeFirstOrThrow();
}

/** Goods in stock at a warehouse, the first `n` by code, with their quantity there. */
export async function goodsInStock(t: TestApp, gudangId: number, n: number) {
  return t.database.db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['stok.barang_id', 'stok.qty', 'barang.nama'])
    .where('stok.lokasi', '=', `G:${gudangId}`).where('stok.qty', '>', 20).orderBy('barang.kode').limit(n).execute();
}

export async function stockQty(t: TestApp, lokasi: string, barangId: number): Promise<number> {
  const r = await t.database.db.selectFrom('stok').select('qty').where('lokasi', '=', lokasi).where('barang_id', '=', barangId).executeTakeFirst();
  return Number(r?.qty ?? 0);
}

export const post = (t: TestApp, user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/${url}`, payload });
export const get = (t: TestApp, user: string, url: string) => t.call(user, { method: 'GET', url: `/api/${url}` });

/** A draft request by `user` on `ruteKode` for the given goods and base quantities. */
export async function draftRequest(t: TestApp, user: string, ruteKode: string, lines: Array<{ barang_id: number; jumlah: number }>) {
  const rute = await ruteByKode(t, ruteKode);
  const res = await post(t, user, 'input/request-barang', { tanggal: today(), rute_id: rute.id, tujuan: 'Pasar Kosambi', rincian: lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Who asks for a route's goods and who ships them: sales1's routes load at the `gudang` admin's warehouse; sales2's (RT-04…) through the GM. */
export interface Loaders { sales: string; gudang: string }

/** A request carried through to a delivery note: sales submits, warehouse approves, sales confirms, warehouse ships. */
export async function shippedRequest(t: TestApp, lines: Array<{ barang_id: number; jumlah: number }>, ruteKode = 'RT-01', by: Loaders = { sales: 'sales1', gudang: 'gudang' }) {
  const rb = await draftRequest(t, by.sales, ruteKode, lines);
  for (const [user, url] of [[by.sales, 'input/request-barang-ajukan'], [by.gudang, 'input/request-approve-gudang'], [by.sales, 'input/request-approve-sales'], [by.gudang, 'input/request-barang-surat']]) {
    const res = await post(t, user, url, { id: rb.id });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return (await get(t, 'admin', `request-barang/${rb.id}`)).json().data;
}
