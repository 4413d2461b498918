/**
 * What the customer-return and salespeople tests stand on: a salesperson's open trip, goods in its vehicle, a
 * customer on their routes, and a completed sale made through the sale's own calls (transaksi-update,
 * transaksi-selesai) with the prices and credit part a test chooses.
 */
import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { get, post, shippedRequest, today, userOf } from '../kanvas/fixtures.js';
import { useTestApp } from '../support/test-app.js';

export { get, post, today, userOf };

export interface SaleLineSpec { barang_id: number; qty: number; harga: number; diskon?: number; ppn_persen?: number }

/** The salesperson's open trip (loading goods through a delivery note when there is none). */
export async function openTripFor(t: TestApp, user: string, ruteKode = 'RT-01') {
  const u = await userOf(t, user);
  const find = () => t.database.db.selectFrom('trip_kendaraan').selectAll().where('karyawan_id', '=', Number(u.karyawan_id)).where('status', '=', 'buka').executeTakeFirst();
  let trip = await find();
  if (!trip) {
    const gudang = await t.database.db.selectFrom('gudang_sales_rute').innerJoin('rute', 'rute.id', 'gudang_sales_rute.rute_id').select('gudang_sales_rute.gudang_id').where('rute.kode', '=', ruteKode).executeTakeFirstOrThrow();
    const goods = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${gudang.gudang_id}`).where('qty', '>', 50).orderBy('barang_id').limit(3).execute();
    if (user === 'sales1') await shippedRequest(t, goods.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 30 })), ruteKode);
    else {
      const rute = await t.database.db.selectFrom('rute').select('id').where('kode', '=', ruteKode).executeTakeFirstOrThrow();
      const rb = (await post(t, user, 'input/request-barang', { tanggal: today(), rute_id: rute.id, rincian: goods.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 30 })) })).json().data;
      for (const [who, url] of [[user, 'request-barang-ajukan'], ['gm', 'request-approve-gudang'], [user, 'request-approve-sales'], ['gm', 'request-barang-surat']]) {
        const res = await post(t, who, `input/${url}`, { id: rb.id });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    }
    trip = await find();
  }
  return trip!;
}

/** Goods in the vehicle with at least `min` units, the first `n`. */
export async function vehicleGoods(t: TestApp, kendaraanId: number, n: number, min = 5) {
  const rows = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`).where('qty', '>=', min).orderBy('barang_id').limit(n).execute();
  expect(rows.length, 'barang di kendaraan').toBeGreaterThanOrEqual(Math.min(n, 1));
  return rows.map((r) => ({ barang_id: Number(r.barang_id), qty: Number(r.qty) }));
}

/** A customer on one of the salesperson's routes. */
export async function customerOf(t: TestApp, user: string, skip = 0) {
  const u = await userOf(t, user);
  return t.database.db.selectFrom('konsumen').innerJoin('gudang_sales_rute', 'gudang_sales_rute.rute_id', 'konsumen.rute_id')
    .select(['konsumen.id', 'konsumen.rute_id', 'konsumen.nama']).where('gudang_sales_rute.karyawan_id', '=', Number(u.karyawan_id))
    .where('konsumen.deleted_at', 'is', null).orderBy('konsumen.id').offset(skip).limit(1).executeTakeFirstOrThrow();
}

/**
 * A completed sale for `user` (their karyawan, the vehicle of their open trip) to `konsumenId` of `lines` at the
 * test's own prices, through the API: the owner writes the draft (another price than the list's needs that level)
 * and finishes it with `total − kredit` in cash; `kredit` stays open as the sale's nota putih receivable (the
 * owner's credit override, audited, when the customer's limit would refuse it). A line with `ppn_persen` (11) is taxed,
 * the others are not: the goods are marked so for the save only.
 */
export async function completedSale(t: TestApp, user: string, konsumenId: number, lines: SaleLineSpec[], kredit = 0, tanggal = today(), diskonNota = 0) {
  const trip = await openTripFor(t, user);
  const u = await userOf(t, user);
  const db = t.database.db;
  const taxed = [...new Set(lines.filter((l) => l.ppn_persen).map((l) => l.barang_id))];
  const rates = [...new Set(lines.filter((l) => l.ppn_persen).map((l) => l.ppn_persen!))];
  expect(rates.length).toBeLessThanOrEqual(1);
  // The sale charges the rate of the tarif_ppn table (12 % × 11/12 = 11 % since 2025): a line's rate must be that one.
  if (rates.length) expect(rates[0]).toBe(11);
  const ids = [...new Set(lines.map((l) => l.barang_id))];
  const was = await db.selectFrom('barang').select(['id', 'kena_ppn']).where('id', 'in', ids).execute();
  await db.updateTable('barang').set({ kena_ppn: 0 }).where('id', 'in', ids).execute();
  if (taxed.length) await db.updateTable('barang').set({ kena_ppn: 1 }).where('id', 'in', taxed).execute();
  let draft;
  try {
    const res = await post(t, 'owner', 'transaksi-update', {
      tanggal, konsumen_id: konsumenId, karyawan_id: u.karyawan_id, diskon: diskonNota,
      rincian: lines.map((l) => ({ barang_id: l.barang_id, jumlah: l.qty, harga: l.harga, diskon: l.diskon ?? 0 })),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    draft = res.json().data;
  } finally {
    for (const g of was) await db.updateTable('barang').set({ kena_ppn: g.kena_ppn }).where('id', '=', Number(g.id)).execute();
  }
  expect(Number(draft.trip_kendaraan_id)).toBe(Number(trip.id));
  const total = Number(draft.total);
  expect(kredit).toBeLessThanOrEqual(total);
  const bayar = total - kredit > 0 ? [{ tipe: 'tunai', jumlah: total - kredit }] : [];
  const done = await post(t, 'owner', 'transaksi-selesai', { id: draft.id, bayar, ...(kredit > 0 ? { alasan_izin_kredit: 'Uji retur konsumen' } : {}) });
  expect(done.statusCode, done.body).toBe(200);
  const sale = (await get(t, 'owner', `penjualan/${draft.id}`)).json().data;
  const saleLines = await db.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', Number(draft.id)).orderBy('id').execute();
  return {
    id: Number(sale.id), nomor: String(sale.nomor), total: Number(sale.total), subtotal: Number(sale.subtotal), ppn: Number(sale.ppn),
    hutang_id: sale.hutang_id === null || sale.hutang_id === undefined ? null : Number(sale.hutang_id), trip,
    lines: saleLines.map((l) => ({ ...l, id: Number(l.id), hpp: Number(l.hpp), qty: Number(l.qty), subtotal: Number(l.subtotal), ppn: Number(l.ppn), barang_id: Number(l.barang_id) })),
  };
}

export async function saldoAkun(t: TestApp, key: 'akun_retur_penjualan_id' | 'akun_piutang_id' | 'akun_ppn_keluaran_id' | 'akun_kerugian_persediaan_id' | 'akun_hpp_id'): Promise<number> {
  const s = await t.database.db.selectFrom('setting').selectAll().executeTakeFirstOrThrow() as Record<string, unknown>;
  const r = await t.database.db.selectFrom('jurnal_rincian').select((eb) => [eb.fn.sum<number>('debit').as('d'), eb.fn.sum<number>('kredit').as('k')])
    .where('akun_id', '=', Number(s[key])).executeTakeFirst();
  return Number(r?.d ?? 0) - Number(r?.k ?? 0);
}

export async function kasSaldo(t: TestApp, user: string): Promise<number> {
  const u = await userOf(t, user);
  const k = await t.database.db.selectFrom('kas').select('saldo').where('karyawan_id', '=', Number(u.karyawan_id)).where('jenis', '=', 'kas_sales').executeTakeFirstOrThrow();
  return Number(k.saldo);
}

export async function integritasOk(t: TestApp): Promise<void> {
  const res = await get(t, 'admin', 'integritas');
  expect(res.json().ok, res.body).toBe(true);
}

export { post as postApi };

/** The salesperson collects `jumlah` in cash of the open receivable `hutangId` (POST /api/input/penjualan-bayar). */
export async function collection(t: TestApp, user: string, hutangId: number, jumlah: number, tanggal = today()) {
  const res = await post(t, user, 'input/penjualan-bayar', { hutang_id: hutangId, tipe: 'tunai', jumlah, tanggal });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * The file's own app with sales1's open trip holding 40 of three goods, two of sales1's customers, and the return's
 * draft and step calls.
 */
export function useReturApp() {
  const env = { kendaraanId: 0, goods: [] as Array<{ barang_id: number; qty: number }>, konsumen: { id: 0, nama: '' }, konsumen2: { id: 0, nama: '' } };
  const t = useTestApp({}, async (app) => {
    const trip = await openTripFor(app, 'sales1');
    env.kendaraanId = Number(trip.kendaraan_id);
    // enough of three goods in the vehicle for every sale of the file
    const inGudang = await app.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${trip.gudang_id}`).where('qty', '>=', 100).orderBy('barang_id').limit(3).execute();
    await shippedRequest(app, inGudang.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 40 })));
    env.goods = (await vehicleGoods(app, env.kendaraanId, 40, 40)).filter((g) => inGudang.some((x) => Number(x.barang_id) === g.barang_id));
    expect(env.goods).toHaveLength(3);
    env.konsumen = await customerOf(app, 'sales1');
    env.konsumen2 = await customerOf(app, 'sales1', 1);
  });
  const draft = async (user: string, body: Record<string, unknown>, status = 201) => {
    const res = await post(t, user, 'input/retur-konsumen', { tanggal: today(), ...body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const step = async (user: string, path: string, id: number, status = 200, extra: Record<string, unknown> = {}) => {
    const res = await post(t, user, path, { id, ...extra });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const toCheckout = async (id: number) => {
    await step('sales1', 'retur-konsumen-laporkan', id);
    await step('sales1', 'retur-konsumen-checkout', id);
  };
  const hutangSisa = async (id: number) => Number((await t.database.db.selectFrom('hutang').select('sisa').where('id', '=', id).executeTakeFirstOrThrow()).sisa);
  const qtyRetur = async (id: number) => Number((await t.database.db.selectFrom('penjualan_rincian').select('qty_retur').where('id', '=', id).executeTakeFirstOrThrow()).qty_retur);
  return { t, env, draft, step, toCheckout, hutangSisa, qtyRetur };
}
