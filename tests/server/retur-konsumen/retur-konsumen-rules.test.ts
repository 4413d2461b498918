import { beforeAll, describe, expect, it } from 'vitest';
import { stockQty } from '../kanvas/fixtures.js';
import { completedSale, get, integritasOk, post, today, useReturApp } from './fixtures.js';

const { t, env, draft, step, toCheckout, hutangSisa } = useReturApp();
// The customer bought the first goods before, in another sale (as the flows of retur-konsumen.test.ts leave it), so
// the cap of the sale line below is the one that binds, not what the customer bought in all.
beforeAll(async () => { await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: env.goods[0].barang_id, qty: 5, harga: 2_000 }]); });

describe('retur konsumen: caps', () => {
  it('per sale line: this return plus pending ones never above what was sold less what was returned', async () => {
    const g = env.goods[0];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 3, harga: 2_000 }]);
    const line = sale.lines[0];
    const over = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 4 }] }, 422);
    expect(over.errors['rincian.0.jumlah'][0]).toMatch(/diretur 4, sisa yang dapat diretur dari baris penjualan ini 3/);
    // two lines of one return on the same sale line count together
    await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }, { penjualan_rincian_id: line.id, jumlah: 2, kondisi: 'rusak' }] }, 422);
    const a = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }] })).data;
    const pending = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }] }, 422);
    expect(pending.errors['rincian.0.jumlah'][0]).toMatch(/sisa yang dapat diretur dari baris penjualan ini 1/);
    const b = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 1 }] })).data;
    await toCheckout(a.id);
    await step('finance', 'input/retur-approve', a.id);
    // a cancelled return frees its room
    await step('sales1', 'retur-konsumen-batal', b.id, 200, { alasan_batal: 'Konsumen batal retur' });
    const c = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 1 }] })).data;
    // a line added through the generic line route is capped too
    const addOver = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: c.id, penjualan_rincian_id: line.id, jumlah: 1 });
    expect(addOver.statusCode, addOver.body).toBe(422);
    expect(addOver.json().errors.jumlah[0]).toMatch(/sisa yang dapat diretur/);
    await integritasOk(t);
  });

  it('the approval guard holds when the room went meanwhile (409 naming goods and what remains)', async () => {
    const g = env.goods[1];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 3_000 }]);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    // as if another approval had taken one unit in the same instant
    await t.database.db.updateTable('penjualan_rincian').set({ qty_retur: 1 }).where('id', '=', sale.lines[0].id).execute();
    const res = await post(t, 'finance', 'input/retur-approve', { id: rk.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sisa yang dapat diretur.* 1/);
    await t.database.db.updateTable('penjualan_rincian').set({ qty_retur: 0 }).where('id', '=', sale.lines[0].id).execute();
  });

  it('per customer: only lines of the named sale of that customer, never more than the customer bought', async () => {
    const g = env.goods[2];
    const mine = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_000 }]);
    const other = await completedSale(t, 'sales1', env.konsumen2.id, [{ barang_id: g.barang_id, qty: 6, harga: 1_000 }]);
    const wrongCustomer = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: other.id, rincian: [] }, 422);
    expect(wrongCustomer.errors.penjualan_id[0]).toMatch(/bukan milik konsumen ini/);
    const wrongLine = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: mine.id, rincian: [{ penjualan_rincian_id: other.lines[0].id, jumlah: 1 }] }, 422);
    expect(wrongLine.errors['rincian.0.penjualan_rincian_id']).toEqual(['Baris penjualan bukan dari nota penjualan retur ini']);
    const tooMany = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: mine.id, rincian: [{ penjualan_rincian_id: mine.lines[0].id, jumlah: 6 }] }, 422);
    expect(tooMany.errors['rincian.0.jumlah'].join(' ')).toMatch(/konsumen ini hanya membeli/);
  });
});

describe('retur konsumen: states, rights, input, scope', () => {
  it('409 on the wrong state; a reported return is no longer edited', async () => {
    const g = env.goods[0];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_000 }]);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [] })).data;
    expect((await post(t, 'sales1', 'retur-konsumen-checkout', { id: rk.id })).statusCode).toBe(409);
    const draftPrint = await get(t, 'sales1', `cetak-retur-konsumen/${rk.id}`);
    expect(draftPrint.statusCode).toBe(409);
    expect(draftPrint.json().message).toMatch(/Cetak Bukti Retur hanya dapat dilakukan dari status/);
    expect((await post(t, 'finance', 'input/retur-approve', { id: rk.id })).statusCode).toBe(409);
    // nothing to report yet
    expect((await post(t, 'sales1', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(422);
    const line = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1 });
    expect(line.statusCode, line.body).toBe(201);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    // a second line, then deleted again: the totals follow
    const extra = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1, kondisi: 'rusak' });
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(2_000);
    expect((await t.call('sales1', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${extra.json().data.id}` })).statusCode).toBe(200);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    expect((await t.call('sales2', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${line.json().data.id}` })).statusCode).toBe(404);
    await step('sales1', 'retur-konsumen-laporkan', rk.id);
    expect((await post(t, 'sales1', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(409);
    // a reported return's lines are neither deleted nor changed nor moved to a draft
    expect((await t.call('admin', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${line.json().data.id}` })).statusCode).toBe(409);
    expect((await post(t, 'admin', 'input/retur-konsumen-rincian', { id: line.json().data.id, jumlah: 2 })).statusCode).toBe(409);
    const other = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [] })).data;
    expect((await post(t, 'admin', 'input/retur-konsumen-rincian', { id: line.json().data.id, retur_konsumen_id: other.id })).statusCode).toBe(409);
    expect((await get(t, 'admin', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    expect((await post(t, 'sales1', 'input/retur-konsumen', { id: rk.id, keterangan: 'ubah' })).statusCode).toBe(409);
    expect((await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1 })).statusCode).toBe(409);
    await step('sales1', 'retur-konsumen-batal', rk.id, 200, { alasan_batal: 'Salah input' });
    expect((await post(t, 'sales1', 'retur-konsumen-batal', { id: rk.id, alasan_batal: 'lagi' })).statusCode).toBe(409);
  });

  it('403 without the menu right; no self-approval by whoever wrote it', async () => {
    expect((await get(t, 'aset', 'retur-konsumen')).statusCode).toBe(403);
    expect((await post(t, 'aset', 'input/retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen.id, penjualan_id: 1 })).statusCode).toBe(403);
    expect((await get(t, 'aset', 'retur-approve')).statusCode).toBe(403);
    expect((await post(t, 'spv', 'input/retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen.id, penjualan_id: 1 })).statusCode).toBe(403);
    const g = env.goods[1];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    const rk = (await draft('finance', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    expect(rk.karyawan_id).toBe(Number(sale.trip.karyawan_id));
    await step('finance', 'retur-konsumen-laporkan', rk.id);
    await step('finance', 'retur-konsumen-checkout', rk.id);
    expect((await get(t, 'finance', 'retur-approve')).json().data.map((r: { id: number }) => r.id)).not.toContain(rk.id);
    const self = await post(t, 'finance', 'input/retur-approve', { id: rk.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/yang Anda ajukan sendiri/);
    // the salesperson whose return it is may not approve it either
    expect((await post(t, 'sales1', 'input/retur-approve', { id: rk.id })).statusCode).toBe(403);
    await step('gm', 'input/retur-approve', rk.id);
    await integritasOk(t);
  });

  it('the warehouse admin of the damaged-goods warehouse sees and approves the return', async () => {
    const g = env.goods[2];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_500 }], 3_000);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1, kondisi: 'rusak' }] })).data;
    const gudangUser = await t.database.db.selectFrom('users').select('gudang_id').where('email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow();
    expect(rk.gudang_id).toBe(Number(gudangUser.gudang_id));
    await toCheckout(rk.id);
    expect((await get(t, 'gudang', 'retur-approve')).json().data.map((r: { id: number }) => r.id)).toContain(rk.id);
    const w0 = await stockQty(t, `G:${rk.gudang_id}`, g.barang_id);
    await step('gudang', 'input/retur-approve', rk.id);
    expect(await stockQty(t, `G:${rk.gudang_id}`, g.barang_id)).toBe(w0);
    const moves = await t.database.db.selectFrom('stok_ledger').select(['qty', 'nilai']).where('dokumen_tipe', '=', 'retur_konsumen_rusak').where('dokumen_id', '=', rk.id).orderBy('id').execute();
    expect(moves.map((m) => Number(m.qty))).toEqual([1, -1]);
    expect(await hutangSisa(sale.hutang_id!)).toBe(1_500);
    await integritasOk(t);
  });

  it('bad input: unknown field 400, missing or wrong values 422, a sale not completed 422', async () => {
    const g = env.goods[2];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    expect((await post(t, 'sales1', 'input/retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen.id, penjualan_id: sale.id, total: 5 })).statusCode).toBe(400);
    const missing = await draft('sales1', { konsumen_id: env.konsumen.id }, 422);
    expect(Object.keys(missing.errors)).toContain('penjualan_id');
    const zero = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 0 }] }, 422);
    expect(Object.keys(zero.errors)).toContain('rincian.0.jumlah');
    await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, penyelesaian: 'barter' }, 422);
    const early = await draft('sales1', { tanggal: '2020-01-01', konsumen_id: env.konsumen.id, penjualan_id: sale.id }, 422);
    expect(Object.keys(early.errors)).toContain('tanggal');
    await t.database.db.updateTable('penjualan').set({ status: 'dibatalkan' }).where('id', '=', sale.id).execute();
    const cancelled = await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id }, 422);
    expect(cancelled.errors.penjualan_id[0]).toMatch(/hanya penjualan selesai/);
    expect((await post(t, 'finance', 'input/retur-approve', {})).statusCode).toBe(422);
    expect((await get(t, 'finance', 'retur-approve?x=1')).statusCode).toBe(400);
  });

  it('a salesperson never sees or uses another salesperson\'s returns or sales', async () => {
    const g = env.goods[0];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    const list = (await get(t, 'sales2', 'retur-konsumen')).json();
    expect(list.data.some((r: { karyawan_id: number }) => r.karyawan_id === rk.karyawan_id)).toBe(false);
    expect((await get(t, 'sales2', `retur-konsumen/${rk.id}`)).statusCode).toBe(404);
    expect((await get(t, 'sales2', `retur-konsumen-rincian?retur_konsumen_id=${rk.id}`)).json().total).toBe(0);
    expect((await post(t, 'sales2', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(404);
    const foreign = await post(t, 'sales2', 'input/retur-konsumen', { tanggal: today(), konsumen_id: env.konsumen.id, penjualan_id: sale.id });
    expect([403, 422]).toContain(foreign.statusCode);
    expect((await get(t, 'sales1', 'retur-konsumen')).json().data.map((r: { id: number }) => r.id)).toContain(rk.id);
  });
});
