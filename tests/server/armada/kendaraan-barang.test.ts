import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { poster } from './fixtures.js';

let t: TestApp;
let get: ReturnType<typeof poster>['get'];
beforeAll(async () => { t = await createTestApp(); ({ get } = poster(t)); });
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown>;

describe('/kendaraan-barang: goods in each vehicle with the trip they belong to', () => {
  it('lists the vehicles; a loaded vehicle\'s page reads its goods from the stock ledger\'s vehicle balance and its open trip', async () => {
    const { db } = t.database;
    const trip = await db.selectFrom('trip_kendaraan').select(['id', 'nomor', 'kendaraan_id']).where('status', '=', 'buka').orderBy('id').executeTakeFirstOrThrow();
    const kendaraanId = Number(trip.kendaraan_id);
    const list = await get('gm', '/kendaraan-barang?perPage=100');
    expect(list.statusCode).toBe(200);
    const vehicles = await db.selectFrom('kendaraan').select('id').where('deleted_at', 'is', null).execute();
    expect(list.json().total).toBe(vehicles.length);
    const one = await get('gm', `/kendaraan-barang/${kendaraanId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.no_polisi).toEqual(expect.any(String));
    const open = (await get('gm', `/trip-kendaraan?kendaraan_id=${kendaraanId}&status=buka`)).json().data as Row[];
    expect(open.map((r) => r.nomor)).toEqual([trip.nomor]);
    const goods = (await get('gm', `/stok-mobil?kendaraan_id=${kendaraanId}&perPage=1000`)).json().data as Row[];
    const ledger = await db.selectFrom('stok_ledger').select(['barang_id', (eb) => eb.fn.sum<number>('qty').as('q')]).where('lokasi', '=', `K:${kendaraanId}`).groupBy('barang_id').execute();
    const byLedger = new Map(ledger.map((r) => [Number(r.barang_id), Number(r.q)]));
    expect(goods.length).toBeGreaterThan(0);
    for (const g of goods) expect(Number(g.qty)).toBe(byLedger.get(Number(g.barang_id)) ?? 0);
    expect(goods.reduce((s, g) => s + Number(g.qty), 0)).toBeGreaterThan(0);
  });

  it('is read-only and needs its menu', async () => {
    expect((await t.call('gm', { method: 'POST', url: '/api/input/kendaraan-barang', payload: { no_polisi: 'D 1 X', jenis: 'box' } })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.call('gm', { method: 'DELETE', url: '/api/kendaraan-barang/1' })).statusCode).toBe(404);
    expect((await get('sales1', '/kendaraan-barang')).statusCode).toBe(403);
    expect((await get('aset', '/kendaraan-barang/1')).statusCode).toBe(403);
  });
});
