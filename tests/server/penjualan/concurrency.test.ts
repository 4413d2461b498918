import { expect, it } from 'vitest';
import { stockQty } from '../kanvas/fixtures.js';
import { draftSale, integritas, post, salesEnv } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

it('50 concurrent transaksi-selesai on the last 10 units of a vehicle: exactly 10 succeed, the rest 409, the vehicle never negative', async () => {
  const env = await salesEnv(t, 1, 10);
  const g = env.goods[0];
  const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
  const lokasi = `K:${env.kendaraanId}`;
  const have = await stockQty(t, lokasi, g.barang_id);
  if (have > 10) {
    const rest = await draftSale(t, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: have - 10 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: rest.id, bayar: [{ tipe: 'tunai', jumlah: rest.total }] })).statusCode).toBe(200);
  }
  expect(await stockQty(t, lokasi, g.barang_id)).toBe(10);
  const drafts = [];
  for (let i = 0; i < 50; i++) drafts.push(await draftSale(t, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: 1 }]));
  const results = await Promise.all(drafts.map((d) => post(t, 'sales1', 'transaksi-selesai', { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] })));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(40);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/tidak cukup/);
  expect(await stockQty(t, lokasi, g.barang_id)).toBe(0);
  const done = await t.database.db.selectFrom('penjualan').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', drafts.map((d) => d.id)).where('status', '=', 'selesai').executeTakeFirstOrThrow();
  expect(Number(done.n)).toBe(10);
  await integritas(t);
});

it('30 concurrent 2-line sales on the last 5 units of one goods: exactly 5 succeed, the rest 409 naming it, the other goods taken only by those 5', async () => {
  const env = await salesEnv(t, 2, 40);
  const [a, b] = env.goods;
  const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
  const lokasi = `K:${env.kendaraanId}`;
  const haveB = await stockQty(t, lokasi, b.barang_id);
  if (haveB > 5) {
    const rest = await draftSale(t, 'sales1', k.id, [{ barang_id: b.barang_id, jumlah: haveB - 5 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: rest.id, bayar: [{ tipe: 'tunai', jumlah: rest.total }] })).statusCode).toBe(200);
  }
  const haveA = await stockQty(t, lokasi, a.barang_id);
  expect(haveA).toBeGreaterThanOrEqual(30);
  const drafts = [];
  for (let i = 0; i < 30; i++) drafts.push(await draftSale(t, 'sales1', k.id, [{ barang_id: a.barang_id, jumlah: 1 }, { barang_id: b.barang_id, jumlah: 1 }]));
  const results = await Promise.all(drafts.map((d) => post(t, 'sales1', 'transaksi-selesai', { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] })));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(5);
  expect(codes.filter((c) => c === 409)).toHaveLength(25);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(new RegExp(`${b.nama.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*tidak cukup: tersedia 0`));
  expect(await stockQty(t, lokasi, b.barang_id)).toBe(0);
  expect(await stockQty(t, lokasi, a.barang_id)).toBe(haveA - 5);
  await integritas(t);
});
