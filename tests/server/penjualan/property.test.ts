import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippedRequest, stockQty } from '../kanvas/fixtures.js';
import { get, integritas, post, today, useSaleApp } from './fixtures.js';

const { t, env } = useSaleApp(2, 10);

type Op =
  | { kind: 'load'; goods: number; qty: number }
  | { kind: 'sell'; goods: number; qty: number }
  | { kind: 'cancel' }
  | { kind: 'unload' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('load' as const), goods: fc.integer({ min: 0, max: 1 }), qty: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sell' as const), goods: fc.integer({ min: 0, max: 1 }), qty: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unload' as const }) },
);

async function openTrip(): Promise<{ id: number } | undefined> {
  return t.database.db.selectFrom('trip_kendaraan').select('id').where('kendaraan_id', '=', env.kendaraanId).where('status', '=', 'buka').executeTakeFirst();
}

/** The open trip adds up (loaded − sold + returned by customers − unloaded − lost = remaining) and equals the vehicle's stock. */
async function checkTrip(): Promise<void> {
  const trip = await openTrip();
  if (!trip) return;
  const summary = (await get(t, 'admin', `trip-kendaraan-ringkasan/${trip.id}`)).json().data;
  for (const l of summary.barang) {
    expect(l.dimuat - l.terjual + l.diretur_konsumen - l.dikembalikan - l.hilang, l.nama).toBe(l.sisa);
    expect(await stockQty(t, `K:${env.kendaraanId}`, l.barang_id), l.nama).toBe(l.sisa);
  }
}

describe('a vehicle under random loads, sales, cancels and unloads', () => {
  it('the trip summary adds up, vehicle stock = ledger, sales never exceed the vehicle', async () => {
    const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const sold: number[] = [];
        for (const o of ops) {
          const lokasi = `K:${env.kendaraanId}`;
          if (o.kind === 'load') {
            const before = await stockQty(t, lokasi, env.goods[o.goods].barang_id);
            await shippedRequest(t, [{ barang_id: env.goods[o.goods].barang_id, jumlah: o.qty }], env.ruteKode);
            expect(await stockQty(t, lokasi, env.goods[o.goods].barang_id)).toBe(before + o.qty);
          } else if (o.kind === 'sell') {
            const g = env.goods[o.goods];
            const have = await stockQty(t, lokasi, g.barang_id);
            const trip = await openTrip();
            const res = await post(t, 'sales1', 'transaksi-update', { tanggal: today(), konsumen_id: k.id, rincian: [{ barang_id: g.barang_id, jumlah: o.qty }] });
            if (!trip || o.qty > have) {
              expect(res.statusCode, res.body).toBe(409);
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const sale = res.json().data;
            const done = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
            expect(done.statusCode, done.body).toBe(200);
            sold.push(sale.id);
            expect(await stockQty(t, lokasi, g.barang_id)).toBe(have - o.qty);
          } else if (o.kind === 'cancel') {
            const id = sold.pop();
            if (id === undefined) continue;
            const res = await post(t, 'sales1', 'transaksi-cancel', { id, alasan_batal: 'uji' });
            const sale = (await get(t, 'admin', `penjualan/${id}`)).json().data;
            const tripOpen = (await openTrip())?.id === sale.trip_kendaraan_id;
            expect(res.statusCode, res.body).toBe(tripOpen ? 200 : 409);
          } else {
            const trip = await openTrip();
            if (!trip) continue;
            const left = (await get(t, 'admin', `trip-kendaraan-ringkasan/${trip.id}`)).json().data.barang.filter((l: { sisa: number }) => l.sisa > 0);
            if (left.length === 0) continue;
            const ret = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian: left.map((l: { barang_id: number; sisa: number }) => ({ barang_id: l.barang_id, jumlah: l.sisa })) });
            expect(ret.statusCode, ret.body).toBe(201);
            const ok = await post(t, 'gudang', 'input/pengembalian-approve', { id: ret.json().data.id });
            expect(ok.statusCode, ok.body).toBe(200);
            expect(await stockQty(t, lokasi, env.goods[0].barang_id)).toBe(0);
          }
          await checkTrip();
        }
        await integritas(t);
      }),
      { numRuns: 6 },
    );
  });
});
