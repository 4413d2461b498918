import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { draftSale, get, integritas, post, salesEnv } from './fixtures.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it('smoke', async () => {
  const env = await salesEnv(t);
  console.log(JSON.stringify(env));
  const k = env.konsumen[0];
  const sale = await draftSale(t, 'sales1', k.id, env.goods.map((g) => ({ barang_id: g.barang_id, jumlah: 2 })));
  console.log(JSON.stringify(sale).slice(0, 1500));
  const res = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }] });
  console.log(res.statusCode, res.body.slice(0, 1500));
  const g = await get(t, 'sales1', `penjualan/${sale.id}`);
  console.log(g.body.slice(0, 3000));
  await integritas(t);
});
