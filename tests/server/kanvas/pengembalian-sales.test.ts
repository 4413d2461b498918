import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { assignment, get, goodsInStock, post, shippedRequest, stockQty, today } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const draftReturn = async (user: string, kendaraanId: number, rincian: Array<Record<string, unknown>>) => {
  const res = await post(t, user, 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: kendaraanId, rincian });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

async function inventoryLoss(): Promise<number> {
  const s = await t.database.db.selectFrom('setting').select('akun_kerugian_persediaan_id').executeTakeFirstOrThrow();
  const r = await t.database.db.selectFrom('jurnal_rincian').select((eb) => [eb.fn.sum<number>('debit').as('d'), eb.fn.sum<number>('kredit').as('k')])
    .where('akun_id', '=', Number(s.akun_kerugian_persediaan_id)).executeTakeFirst();
  return Number(r?.d ?? 0) - Number(r?.k ?? 0);
}

describe('sales return: unloading the vehicle closes its trip', () => {
  it('happy path: returned goods back to the warehouse, lost goods at cost to the loss account, the trip closes and adds up', async () => {
    const a = await assignment(t, 'RT-04');
    const [g1, g2] = await goodsInStock(t, Number(a.gudang_id), 2);
    // sales2's route: sales2 requests, the GM approves for the warehouse (gudang is GD-01's admin), sales2 confirms, the GM ships.
    const rb = (await post(t, 'sales2', 'input/request-barang', { tanggal: today(), rute_id: a.rute_id, rincian: [{ barang_id: g1.barang_id, jumlah: 20 }, { barang_id: g2.barang_id, jumlah: 8 }] })).json().data;
    for (const [user, url] of [['sales2', 'request-barang-ajukan'], ['gm', 'request-approve-gudang'], ['sales2', 'request-approve-sales'], ['gm', 'request-barang-surat']]) {
      expect((await post(t, user, `input/${url}`, { id: rb.id })).statusCode).toBe(200);
    }
    const w1 = await stockQty(t, `G:${a.gudang_id}`, g1.barang_id);
    const k = Number(a.kendaraan_id);
    expect(await stockQty(t, `K:${k}`, g1.barang_id)).toBe(20);

    const ret = await draftReturn('sales2', k, [{ barang_id: g1.barang_id, jumlah: 17, qty_hilang: 3 }, { barang_id: g2.barang_id, jumlah: 8 }]);
    expect(ret).toMatchObject({ status: 'draft', gudang_id: a.gudang_id, karyawan_id: a.karyawan_id, nomor: expect.stringMatching(/^RS\/\d{4}\/\d{2}\/\d{4}$/) });
    expect(ret.trip_kendaraan_id).toEqual(expect.any(Number));
    expect((await get(t, 'sales2', `pengembalian-sales-rincian?pengembalian_sales_id=${ret.id}`)).json().total).toBe(2);

    expect((await post(t, 'sales2', 'input/pengembalian-approve', { id: ret.id })).statusCode).toBe(403);
    const lossBefore = await inventoryLoss();
    const ok = await post(t, 'gm', 'input/pengembalian-approve', { id: ret.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'disetujui', jurnal_id: expect.any(Number) });
    expect(await stockQty(t, `K:${k}`, g1.barang_id)).toBe(0);
    expect(await stockQty(t, `K:${k}`, g2.barang_id)).toBe(0);
    expect(await stockQty(t, `G:${a.gudang_id}`, g1.barang_id)).toBe(w1 + 17);
    const cost = await t.database.db.selectFrom('stok_ledger').select('nilai').where('dokumen_tipe', '=', 'pengembalian_sales_hilang').where('dokumen_id', '=', ret.id).executeTakeFirstOrThrow();
    expect(await inventoryLoss()).toBe(lossBefore - Number(cost.nilai));

    const trip = (await get(t, 'sales2', `trip-kendaraan-ringkasan/${ret.trip_kendaraan_id}`)).json().data;
    // Nothing was sold on it, so no money is owed: unloaded to zero, the trip is finished at once (trip-money.test.ts).
    expect(trip.status).toBe('selesai');
    expect(trip.barang.find((l: { barang_id: number }) => l.barang_id === g1.barang_id)).toMatchObject({ dimuat: 20, terjual: 0, dikembalikan: 17, hilang: 3, sisa: 0 });
    expect(trip.total).toEqual({ dimuat: 28, terjual: 0, diretur_konsumen: 0, dikembalikan: 25, hilang: 3, sisa: 0 });
    expect((await get(t, 'admin', 'integritas')).json().ok).toBe(true);

    const again = await post(t, 'gm', 'input/pengembalian-approve', { id: ret.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pengembalian Sales berstatus Disetujui; Setujui Bongkar hanya dapat dilakukan dari status Draft');
    expect((await post(t, 'sales2', 'input/pengembalian-sales-rincian', { id: ret.rincian[0].id, jumlah: 1 })).statusCode).toBe(409);

    const pdf = await get(t, 'sales2', `cetak-pengembalian-sales/${ret.id}`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['BUKTI PENGEMBALIAN SALES', ret.nomor, 'D 8456 BCM', g1.nama, 'Disetujui']) expect(text).toContain(s);

    // The closed trip lets the vehicle open a new one.
    const next = await post(t, 'sales2', 'input/request-barang', { tanggal: today(), rute_id: a.rute_id, rincian: [{ barang_id: g1.barang_id, jumlah: 1 }] });
    for (const [user, url] of [['sales2', 'request-barang-ajukan'], ['gm', 'request-approve-gudang'], ['sales2', 'request-approve-sales'], ['gm', 'request-barang-surat']]) {
      expect((await post(t, user, `input/${url}`, { id: next.json().data.id })).statusCode).toBe(200);
    }
    const trips = (await get(t, 'admin', `trip-kendaraan?kendaraan_id=${k}`)).json();
    expect(trips.data.filter((x: { status: string }) => x.status === 'buka').length).toBe(1);
    expect(trips.data.find((x: { id: number }) => x.id === ret.trip_kendaraan_id).status).toBe('selesai');
  });

  it('caps: no more than is left on the trip, and everything left must be unloaded', async () => {
    const a = await assignment(t, 'RT-01');
    const [g] = await goodsInStock(t, Number(a.gudang_id), 1);
    await shippedRequest(t, [{ barang_id: g.barang_id, jumlah: 10 }]);
    const k = Number(a.kendaraan_id);
    const onTruck = await stockQty(t, `K:${k}`, g.barang_id);
    const over = await draftReturn('sales1', k, [{ barang_id: g.barang_id, jumlah: onTruck, qty_hilang: 1 }]);
    const res = await post(t, 'gudang', 'input/pengembalian-approve', { id: over.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sisa di kendaraan/);
    const short = await draftReturn('sales1', k, [{ barang_id: g.barang_id, jumlah: onTruck - 1 }]);
    expect((await post(t, 'gudang', 'input/pengembalian-approve', { id: short.id })).json().message).toMatch(/Bongkar harus sama dengan sisa trip/);
    expect(await stockQty(t, `K:${k}`, g.barang_id)).toBe(onTruck);
    expect((await post(t, 'sales1', 'input/pengembalian-batal', { id: over.id })).json().data.status).toBe('dibatalkan');
    expect((await get(t, 'sales1', `cetak-pengembalian-sales/${over.id}`)).statusCode).toBe(409);
    const noTrip = await draftReturn('admin', Number((await assignment(t, 'RT-08')).kendaraan_id), [{ barang_id: g.barang_id, jumlah: 1 }]);
    expect((await post(t, 'gm', 'input/pengembalian-approve', { id: noTrip.id })).json().message).toMatch(/tidak sedang dalam trip/);
  });

  it('scoping and no self-approval', async () => {
    const a = await assignment(t, 'RT-01');
    const own = await draftReturn('gudang', Number(a.kendaraan_id), []);
    expect((await post(t, 'gudang', 'input/pengembalian-approve', { id: own.id })).statusCode).toBe(403);
    const mine = await draftReturn('sales1', Number(a.kendaraan_id), []);
    expect((await get(t, 'sales2', `pengembalian-sales/${mine.id}`)).statusCode).toBe(404);
    expect((await get(t, 'gudang', `pengembalian-sales/${mine.id}`)).statusCode).toBe(200);
    const other = await draftReturn('sales2', Number((await assignment(t, 'RT-04')).kendaraan_id), []);
    expect((await get(t, 'gudang', `pengembalian-sales/${other.id}`)).statusCode).toBe(404);
    expect((await get(t, 'aset', 'pengembalian-sales')).statusCode).toBe(403);
    const foreign = await post(t, 'sales2', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: Number(a.kendaraan_id), rincian: [] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.kendaraan_id[0]).toMatch(/sales lain/);
    expect((await get(t, 'finance', 'trip-kendaraan')).statusCode).toBe(200);
  });
});
