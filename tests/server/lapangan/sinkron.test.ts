/**
 * Documents a phone made offline, sent from its queue (POST /api/sinkron, issue 23): the same queue sent twice, and
 * concurrently from two clients, gives one effect per document; a sale refused at sync (stock sold meanwhile)
 * writes nothing and answers its reason; the time it was made offline is kept beside the time it arrived.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { stockQty } from '../kanvas/fixtures.js';
import { salesEnv, type SaleEnv } from '../penjualan/fixtures.js';
import { kasSaldo, completedSale } from '../retur-konsumen/fixtures.js';
import { get, openInvoices, post, sisa } from '../penagihan/fixtures.js';
import { today } from '../kanvas/fixtures.js';

let t: TestApp;
let env: SaleEnv;
beforeAll(async () => {
  t = await createTestApp();
  env = await salesEnv(t, 2, 20);
});
afterAll(async () => { await t.close(); });

interface QueuedDoc { key: string; body: Record<string, unknown> }
const doc = (jenis: string, data: Record<string, unknown>, minutesAgo = 30): QueuedDoc => ({
  key: randomUUID(),
  body: { jenis, client_id: randomUUID(), dibuat_offline_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(), data },
});
const send = (user: string, d: QueuedDoc) => t.call(user, { method: 'POST', url: '/api/sinkron', payload: d.body, headers: { 'idempotency-key': d.key } });
/** A queue sent in order, each document retried while the server says its first copy still runs (409 + Retry-After). */
async function sendQueue(user: string, queue: QueuedDoc[]) {
  const out = [];
  for (const d of queue) {
    let res = await send(user, d);
    while (res.statusCode === 409 && res.headers['retry-after']) res = await send(user, d);
    out.push(res);
  }
  return out;
}

const cashSale = (qty: number, konsumenIndex = 0) => {
  const g = env.goods[0];
  return { tanggal: today(), konsumen_id: env.konsumen[konsumenIndex].id, rincian: [{ barang_id: g.barang_id, jumlah: qty }], bayar: [{ tipe: 'tunai', jumlah: g.harga * qty }] };
};

describe('POST /api/sinkron', () => {
  it('the same queue sent twice gives one effect per document: one sale, stock, cash and receivable moved once', async () => {
    const lokasi = `K:${env.kendaraanId}`;
    const g = env.goods[0];
    const stockBefore = await stockQty(t, lokasi, g.barang_id);
    const cashBefore = await kasSaldo(t, 'sales1');
    const inv = (await openInvoices(t, 'sales1'))[0];
    const sisaBefore = await sisa(t, Number(inv.id));
    const queue = [
      doc('penjualan', cashSale(2)),
      doc('penjualan-bayar', { hutang_id: Number(inv.id), tipe: 'tunai', jumlah: 1_000 }),
    ];
    const first = await sendQueue('sales1', queue);
    expect(first.map((r) => r.statusCode), first.map((r) => r.body).join('\n')).toEqual([201, 201]);
    expect(first[0].json().data.status).toBe('selesai');
    const second = await sendQueue('sales1', queue);
    expect(second.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(second[0].headers['idempotent-replayed']).toBe('true');
    expect(second[0].json().data.id).toBe(first[0].json().data.id);

    expect(await stockQty(t, lokasi, g.barang_id)).toBe(stockBefore - 2);
    expect(await kasSaldo(t, 'sales1')).toBe(cashBefore + g.harga * 2 + 1_000);
    expect(await sisa(t, Number(inv.id))).toBe(sisaBefore - 1_000);
    const sales = await t.database.db.selectFrom('penjualan').select('id').where('client_id', '=', String(queue[0].body.client_id)).execute();
    expect(sales).toHaveLength(1);
  });

  it('concurrently from two clients (the same key, or another key for the same document): one effect', async () => {
    const lokasi = `K:${env.kendaraanId}`;
    const g = env.goods[0];
    const before = await stockQty(t, lokasi, g.barang_id);
    const sameKey = doc('penjualan', cashSale(1));
    const otherKey = { ...sameKey, key: randomUUID() };
    const results = await Promise.all([send('sales1', sameKey), send('sales1', sameKey), send('sales1', otherKey), send('sales1', sameKey)]);
    for (const r of results) expect([200, 201, 409], r.body).toContain(r.statusCode);
    // The phones try again until they get an answer: every copy ends answering the same sale.
    const settled = await sendQueue('sales1', [sameKey, otherKey]);
    expect(settled.map((r) => r.statusCode).every((c) => c === 200 || c === 201)).toBe(true);
    expect(new Set(settled.map((r) => r.json().data.id)).size).toBe(1);
    expect(await stockQty(t, lokasi, g.barang_id)).toBe(before - 1);
    const n = await t.database.db.selectFrom('penjualan').select('id').where('client_id', '=', String(sameKey.body.client_id)).execute();
    expect(n).toHaveLength(1);
    const dup = await send('sales1', otherKey);
    expect(dup.json().duplikat === true || dup.headers['idempotent-replayed'] === 'true').toBe(true);
  });

  it('a sale refused at sync (stock sold meanwhile) writes nothing and answers its reason; the same key answers it again', async () => {
    const g = env.goods[1];
    const lokasi = `K:${env.kendaraanId}`;
    const left = await stockQty(t, lokasi, g.barang_id);
    const counts = async () => Promise.all(['penjualan', 'penjualan_rincian', 'penjualan_bayar', 'jurnal', 'stok_mutasi', 'audit_log'].map((x) => countRows(t.database, x).catch(() => -1)));
    const before = await counts();
    const queued = doc('penjualan', { tanggal: today(), konsumen_id: env.konsumen[0].id, rincian: [{ barang_id: g.barang_id, jumlah: left + 1 }], bayar: [{ tipe: 'tunai', jumlah: g.harga * (left + 1) }] });
    const res = await send('sales1', queued);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tidak cukup/);
    expect(await counts()).toEqual(before);
    expect(await stockQty(t, lokasi, g.barang_id)).toBe(left);
    const again = await send('sales1', queued);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual(before);
  });

  it('keeps the time the document was made offline beside the time it arrived, in the row and in the audit', async () => {
    const queued = doc('penjualan', cashSale(1), 26 * 60);
    const res = await send('sales1', queued);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale.dibuat_offline_at).toBe(queued.body.dibuat_offline_at);
    expect(sale.client_id).toBe(queued.body.client_id);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('resource', '=', 'penjualan').where('record_id', '=', Number(sale.id)).where('action', '=', 'sinkron').executeTakeFirstOrThrow();
    expect(audit.dibuat_offline_at).toBe(queued.body.dibuat_offline_at);
    expect(Date.parse(String(audit.created_at))).toBeGreaterThan(Date.parse(String(audit.dibuat_offline_at)));
    expect(JSON.parse(String(audit.after))).toMatchObject({ client_id: queued.body.client_id, dibuat_offline_at: queued.body.dibuat_offline_at });

    // Late arrivals show in the supervisors' summary (made offline more than 12 hours before arriving).
    expect((await post(t, 'sales1', 'sinkron-laporan', { menunggu: 3, ditolak: 1 })).statusCode).toBe(200);
    expect((await get(t, 'sales1', 'sinkron-ringkasan')).statusCode).toBe(403);
    const summary = await get(t, 'spv', 'sinkron-ringkasan');
    expect(summary.statusCode, summary.body).toBe(200);
    const mine = summary.json().data.find((r: { karyawan_id: number }) => r.karyawan_id === env.karyawanId);
    expect(mine).toMatchObject({ menunggu: 3, ditolak: 1 });
    expect(mine.dokumen_terlambat.map((d: { nomor: string }) => d.nomor)).toContain(sale.nomor);
  });

  it('a customer return is saved and reported (laporkan) in one step; the offline fields cannot be sent by hand', async () => {
    const sale = await completedSale(t, 'sales1', env.konsumen[0].id, [{ barang_id: env.goods[0].barang_id, qty: 1, harga: env.goods[0].harga }]);
    const queued = doc('retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen[0].id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] });
    const res = await send('sales1', queued);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('dilaporkan');
    expect((await post(t, 'sales1', 'input/retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen[0].id, penjualan_id: sale.id, dibuat_offline_at: new Date().toISOString() })).statusCode).toBe(400);
  });

  it('refuses a bad envelope: unknown kind, a time in the future, extra keys, no session', async () => {
    expect((await send('sales1', doc('biaya', {}))).statusCode).toBe(422);
    const future = doc('penjualan', cashSale(1), -120);
    const r = await send('sales1', future);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/masa depan/);
    expect((await post(t, 'sales1', 'sinkron', { ...doc('penjualan', cashSale(1)).body, status: 'selesai' })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'POST', url: '/api/sinkron', payload: doc('penjualan', cashSale(1)).body })).statusCode).toBe(401);
    expect((await post(t, 'gudang', 'sinkron', doc('penjualan', cashSale(1)).body)).statusCode).toBe(403);
  });

  it('GET /api/data-hari answers the day a phone keeps: trip, vehicle goods with units, customers, open invoices, prices, accounts', async () => {
    const res = await get(t, 'sales1', 'data-hari');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.trip.kendaraan_id).toBe(env.kendaraanId);
    const g = d.barang.find((b: { barang_id: number }) => b.barang_id === env.goods[0].barang_id);
    expect(g.qty).toBe(await stockQty(t, `K:${env.kendaraanId}`, env.goods[0].barang_id));
    expect(g.satuan[0].faktor).toBe(1);
    expect(d.konsumen.map((k: { id: number }) => k.id)).toContain(env.konsumen[0].id);
    expect(d.harga.find((h: { barang_id: number; konsumen_type_id: number }) => h.barang_id === g.barang_id && h.konsumen_type_id === env.konsumen[0].konsumen_type_id)?.harga).toBe(env.goods[0].harga);
    expect(d.kas.some((k: { jenis: string }) => k.jenis === 'kas_sales')).toBe(true);
    expect(d.hutang.every((h: { sisa: number }) => h.sisa > 0)).toBe(true);
    expect(Date.parse(d.disimpan_pada)).toBeGreaterThan(0);
    const sold = d.penjualan.find((p: { rincian: unknown[] }) => p.rincian.length > 0);
    expect(sold.rincian[0]).toMatchObject({ barang_id: expect.any(Number), qty: expect.any(Number), qty_retur: expect.any(Number) });
    expect((await get(t, 'aset', 'data-hari')).statusCode).toBe(403);
  });

  it('a customer registered offline goes in as an ajuan konsumen pending approval, once', async () => {
    const day = (await get(t, 'sales1', 'data-hari')).json().data;
    expect(day.tipe_konsumen.length).toBeGreaterThan(0);
    expect(day.rute.length).toBeGreaterThan(0);
    const queued = doc('ajuankonsumen', { nama: 'Toko Baru Sinyal', alamat: 'Jl. Desa 1', rute_id: day.rute[0].id, konsumen_type_id: day.tipe_konsumen[0].id, no_hp: '081234567890' });
    const first = await send('sales1', queued);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.status).toBe('diajukan');
    expect((await send('sales1', queued)).json().data.id).toBe(first.json().data.id);
    const rows = await t.database.db.selectFrom('ajuankonsumen').select('id').where('client_id', '=', String(queued.body.client_id)).execute();
    expect(rows).toHaveLength(1);
    expect(await t.database.db.selectFrom('konsumen').select('id').where('nama', '=', 'Toko Baru Sinyal').execute()).toHaveLength(0);
  });
});
