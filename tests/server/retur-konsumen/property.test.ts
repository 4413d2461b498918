import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { shippedRequest, stockQty } from '../kanvas/fixtures.js';
import { completedSale, customerOf, get, integritasOk, openTripFor, post, today } from './fixtures.js';

let t: TestApp;
let goods: number[];
let konsumenId: number;
let kendaraanId: number;
let tripId: number;

beforeAll(async () => {
  t = await createTestApp();
  const trip = await openTripFor(t, 'sales1');
  kendaraanId = Number(trip.kendaraan_id);
  tripId = Number(trip.id);
  const inGudang = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${trip.gudang_id}`).where('qty', '>=', 120).orderBy('barang_id').limit(3).execute();
  await shippedRequest(t, inGudang.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 80 })));
  goods = inGudang.map((g) => Number(g.barang_id));
  konsumenId = (await customerOf(t, 'sales1')).id;
});
afterAll(async () => { await t.close(); });

type Op = { line: number; jumlah: number; kondisi: 'baik' | 'rusak'; then: 'approve' | 'cancel' | 'leave' };
const opArb: fc.Arbitrary<Op> = fc.record({
  line: fc.integer({ min: 0, max: 2 }), jumlah: fc.integer({ min: 1, max: 4 }),
  kondisi: fc.constantFrom('baik' as const, 'rusak' as const), then: fc.constantFrom('approve' as const, 'cancel' as const, 'leave' as const),
});

describe('property: customer returns never exceed what was sold, and the books follow', () => {
  it('for any sequence of returns on a sale: accepted iff within what is left; qty_retur, receivable, vehicle and trip agree', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
      const sale = await completedSale(t, 'sales1', konsumenId, goods.map((barang_id) => ({ barang_id, qty: 3, harga: 1_000 })), 9_000);
      const approved = [0, 0, 0];
      const pending = [0, 0, 0];
      const vehicleBefore = await Promise.all(goods.map((g) => stockQty(t, `K:${kendaraanId}`, g)));
      const good = [0, 0, 0];
      for (const op of ops) {
        const res = await post(t, 'sales1', 'input/retur-konsumen', {
          tanggal: today(), konsumen_id: konsumenId, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[op.line].id, jumlah: op.jumlah, kondisi: op.kondisi }],
        });
        const left = 3 - approved[op.line] - pending[op.line];
        if (op.jumlah > left) {
          expect(res.statusCode, res.body).toBe(422);
          continue;
        }
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().data.id;
        if (op.then === 'cancel') {
          expect((await post(t, 'sales1', 'retur-konsumen-batal', { id, alasan_batal: 'batal' })).statusCode).toBe(200);
          continue;
        }
        expect((await post(t, 'sales1', 'retur-konsumen-laporkan', { id })).statusCode).toBe(200);
        expect((await post(t, 'sales1', 'retur-konsumen-checkout', { id })).statusCode).toBe(200);
        if (op.then === 'leave') { pending[op.line] += op.jumlah; continue; }
        const ok = await post(t, 'finance', 'input/retur-approve', { id });
        expect(ok.statusCode, ok.body).toBe(200);
        approved[op.line] += op.jumlah;
        if (op.kondisi === 'baik') good[op.line] += op.jumlah;
      }
      const lines = await t.database.db.selectFrom('penjualan_rincian').select(['id', 'qty_retur']).where('penjualan_id', '=', sale.id).orderBy('id').execute();
      expect(lines.map((l) => Number(l.qty_retur))).toEqual(approved);
      const sisa = await t.database.db.selectFrom('hutang').select('sisa').where('id', '=', sale.hutang_id!).executeTakeFirstOrThrow();
      expect(Number(sisa.sisa)).toBe(9_000 - 1_000 * approved.reduce((a, b) => a + b, 0));
      const vehicleAfter = await Promise.all(goods.map((g) => stockQty(t, `K:${kendaraanId}`, g)));
      expect(vehicleAfter.map((v, i) => v - vehicleBefore[i])).toEqual(good);
      const summary = (await get(t, 'admin', `trip-kendaraan-ringkasan/${tripId}`)).json().data;
      for (const [i, g] of goods.entries()) expect(summary.barang.find((l: { barang_id: number }) => l.barang_id === g).sisa).toBe(vehicleAfter[i]);
    }), { numRuns: 8 });
    await integritasOk(t);
  });
});
