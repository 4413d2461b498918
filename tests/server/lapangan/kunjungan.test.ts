/**
 * A salesperson's visits (issue 39): a visit saved with its reason and place, the day plan with each shop's state
 * (a sale today → terjual with the sale listed; the day's latest visit; else belum), the supervisor's overview,
 * the reason required for a visit without a sale, a visit sent from the phone's queue, and the phone's day data.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSaleApp, cashSaleOrRefusal, today, userOf } from '../penjualan/fixtures.js';

const { t, env, db } = useSaleApp(2, 20);
const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api/${url}` });
const visitsOf = async (konsumenId: number) => db().selectFrom('kunjungan').selectAll().where('konsumen_id', '=', konsumenId).where('tanggal', '=', today()).execute();

interface PlanShop { konsumen_id: number; status: string; alasan: string | null; penjualan: Array<{ id: number; nomor: string; total: number }> }

describe('kunjungan (visits)', () => {
  it('a salesperson records a visit without a sale: their employee, their open trip, today, the place', async () => {
    const shop = env.konsumen[1];
    const res = await post('sales1', 'input/kunjungan', {
      konsumen_id: shop.id, status: 'tanpa_penjualan', alasan: 'stok_masih_ada', waktu: new Date().toISOString(), lat: -6.9175, lng: 107.6191, lokasi: 'ada',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json().data;
    const me = await userOf(t, 'sales1');
    expect(v.karyawan_id).toBe(me.karyawan_id);
    expect(v.trip_kendaraan_id).toBe(env.tripId);
    expect(v.tanggal).toBe(today());
    expect(v.alasan).toBe('stok_masih_ada');
    expect(Number(v.lat)).toBeCloseTo(-6.9175, 4);
  });

  it('a visit without a sale or a skipped shop needs a reason; a bad place or an inactive shop is refused; nothing is written', async () => {
    const shop = env.konsumen[2] ?? env.konsumen[1];
    const before = (await visitsOf(shop.id)).length;
    const noReason = await post('sales1', 'input/kunjungan', { konsumen_id: shop.id, status: 'dilewati' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toContain('alasan');
    const badLat = await post('sales1', 'input/kunjungan', { konsumen_id: shop.id, status: 'dilewati', alasan: 'toko_tutup', lat: 123, lng: 10 });
    expect(badLat.statusCode).toBe(422);
    expect(Object.keys(badLat.json().errors)).toContain('lat');
    const badStatus = await post('sales1', 'input/kunjungan', { konsumen_id: shop.id, status: 'entah' });
    expect(badStatus.statusCode).toBe(422);
    const inactive = await db().selectFrom('konsumen').select('id').where('aktif', '=', 1).where('id', 'not in', env.konsumen.map((k) => k.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db().updateTable('konsumen').set({ aktif: 0 }).where('id', '=', inactive.id).execute();
    const refused = await post('admin', 'input/kunjungan', { karyawan_id: env.karyawanId, konsumen_id: Number(inactive.id), status: 'dilewati', alasan: 'toko_tutup' });
    await db().updateTable('konsumen').set({ aktif: 1 }).where('id', '=', inactive.id).execute();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.konsumen_id[0]).toMatch(/tidak aktif/);
    expect((await visitsOf(shop.id)).length).toBe(before);
    expect((await visitsOf(Number(inactive.id))).length).toBe(0);
  });

  it('levels without the grant cannot record or read visits; a supervisor reads but does not record', async () => {
    expect((await post('spv', 'input/kunjungan', { konsumen_id: env.konsumen[0].id, status: 'dilewati', alasan: 'toko_tutup' })).statusCode).toBe(403);
    expect((await post('finance', 'input/kunjungan', { konsumen_id: env.konsumen[0].id, status: 'dilewati', alasan: 'toko_tutup' })).statusCode).toBe(403);
    expect((await get('finance', 'kunjungan-hari')).statusCode).toBe(403);
    expect((await get('aset', 'kunjungan')).statusCode).toBe(403);
    expect((await get('spv', 'kunjungan')).statusCode).toBe(200);
  });

  it('the day plan: a shop sold to today is terjual with its sale; a visited shop shows the visit; the counts add up', async () => {
    const shop = env.konsumen[0];
    const sale = await cashSaleOrRefusal(t, shop.id, env.goods[0].barang_id, 1, false);
    const res = await get('sales1', 'kunjungan-hari');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.tanggal).toBe(today());
    expect(d.trip.id).toBe(env.tripId);
    expect(d.trip.nilai_muat).toBeGreaterThan(0);
    expect(typeof d.trip.rute_nama).toBe('string');
    const sold = (d.kunjungan as PlanShop[]).find((k) => k.konsumen_id === shop.id)!;
    expect(sold.status).toBe('terjual');
    expect(sold.penjualan.map((p) => p.id)).toContain(sale!.id);
    const visited = (d.kunjungan as PlanShop[]).find((k) => k.konsumen_id === env.konsumen[1].id)!;
    expect(visited.status).toBe('tanpa_penjualan');
    expect(visited.alasan).toBe('stok_masih_ada');
    const r = d.ringkasan;
    expect(r.rencana).toBe(d.kunjungan.length);
    expect(r.belum + r.terjual + r.tanpa_penjualan + r.dilewati).toBe(r.rencana);
    expect(r.nilai_penjualan).toBeGreaterThanOrEqual(sale!.total);
    // A shop appears once, however many sales and visits it had.
    const ids = (d.kunjungan as PlanShop[]).map((k) => k.konsumen_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a salesperson cannot read another's plan (403); a supervisor sees every salesperson's progress", async () => {
    const other = await userOf(t, 'sales2');
    expect((await get('sales1', `kunjungan-hari?karyawan_id=${other.karyawan_id}`)).statusCode).toBe(403);
    const res = await get('spv', 'kunjungan-hari');
    expect(res.statusCode, res.body).toBe(200);
    const me = await userOf(t, 'sales1');
    const row = res.json().data.sales.find((s: { karyawan_id: number }) => s.karyawan_id === me.karyawan_id);
    expect(row.trip_nomor).toMatch(/^TRP\//);
    expect(row.terjual).toBeGreaterThanOrEqual(1);
    expect(row.belum + row.terjual + row.tanpa_penjualan + row.dilewati).toBe(row.rencana);
    const one = await get('spv', `kunjungan-hari?karyawan_id=${me.karyawan_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.karyawan.id).toBe(me.karyawan_id);
  });

  it('a visit made offline arrives once through POST /api/sinkron (jenis kunjungan)', async () => {
    const shop = env.konsumen[1];
    const body = { jenis: 'kunjungan', client_id: randomUUID(), dibuat_offline_at: new Date(Date.now() - 5 * 60_000).toISOString(), data: { konsumen_id: shop.id, status: 'dilewati', alasan: 'tidak_sempat', lokasi: 'ditolak' } };
    const first = await t.call('sales1', { method: 'POST', url: '/api/sinkron', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.call('sales1', { method: 'POST', url: '/api/sinkron', payload: body, headers: { 'idempotency-key': randomUUID() } });
    expect(again.statusCode).toBe(200);
    expect(again.json().duplikat).toBe(true);
    const rows = await db().selectFrom('kunjungan').select(['id', 'dibuat_offline_at']).where('client_id', '=', body.client_id).execute();
    expect(rows).toHaveLength(1);
    const plan = (await get('sales1', 'kunjungan-hari')).json().data.kunjungan as PlanShop[];
    expect(plan.find((k) => k.konsumen_id === shop.id)!.status).toBe('dilewati');
  });

  it("the phone's day data carries the plan, the trip's route and load value, and the letterhead", async () => {
    const res = await get('sales1', 'data-hari');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.trip.id).toBe(env.tripId);
    expect(d.trip.rute_id).toBeGreaterThan(0);
    expect(d.trip.nilai_muat).toBeGreaterThan(0);
    expect(d.kunjungan.length).toBeGreaterThan(0);
    expect(d.perusahaan.nama.length).toBeGreaterThan(0);
    // Units and prices as before the batching: every goods has its base unit, and a price per customer type.
    for (const b of d.barang) expect(b.satuan[0].faktor).toBe(1);
    expect(d.harga.length).toBeGreaterThan(0);
  });

  it('the demo has visits of past days with reasons, and part of today done for sales1', async () => {
    const past = await db().selectFrom('kunjungan').select(['status', 'alasan']).where('tanggal', '<', today()).execute();
    expect(past.some((v) => v.status === 'terjual')).toBe(true);
    expect(past.some((v) => v.status === 'tanpa_penjualan' && v.alasan)).toBe(true);
    expect(past.some((v) => v.status === 'dilewati' && v.alasan)).toBe(true);
    const me = await userOf(t, 'sales1');
    const todays = await db().selectFrom('kunjungan').select('id').where('tanggal', '=', today()).where('karyawan_id', '=', Number(me.karyawan_id)).execute();
    expect(todays.length).toBeGreaterThan(0);
  });
});
