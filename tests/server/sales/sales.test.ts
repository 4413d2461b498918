import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { collection, completedSale, customerOf, get, integritasOk, kasSaldo, openTripFor, post, today, userOf, vehicleGoods } from '../retur-konsumen/fixtures.js';

let t: TestApp;
let s1: number;
let s2: number;
const month = () => today().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  s1 = Number((await userOf(t, 'sales1')).karyawan_id);
  s2 = Number((await userOf(t, 'sales2')).karyawan_id);
});
afterAll(async () => { await t.close(); });

type Rank = { karyawan_id: number; penjualan: number; tagihan: number; retur: number; peringkat: number; jumlah_nota: number };
const rank = async (user: string, query = '') => {
  const res = await get(t, user, `rank-sales${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Rank[]; jumlah_sales: number };
};

async function sellAs(user: string, ruteKode: string, harga: number, qty = 1, kredit = 0) {
  const trip = await openTripFor(t, user, ruteKode);
  const [g] = await vehicleGoods(t, Number(trip.kendaraan_id), 1, qty);
  const k = await customerOf(t, user);
  return completedSale(t, user, k.id, [{ barang_id: g.barang_id, qty, harga }], kredit);
}

describe('GET /api/sales-ringkasan', () => {
  it('each salesperson with routes, vehicle, open trip, today\'s sales, cash on hand and open receivables; a salesperson sees themselves only', async () => {
    const before = (await get(t, 'admin', 'sales-ringkasan')).json();
    const b1 = before.data.find((r: { karyawan_id: number }) => r.karyawan_id === s1);
    const sale = await sellAs('sales1', 'RT-01', 40_000, 2, 30_000);
    const res = await get(t, 'admin', 'sales-ringkasan');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((r: { karyawan_id: number }) => r.karyawan_id);
    expect(ids).toEqual(expect.arrayContaining([s1, s2]));
    const r1 = res.json().data.find((r: { karyawan_id: number }) => r.karyawan_id === s1);
    expect(r1.rute.map((r: { kode: string }) => r.kode)).toEqual(expect.arrayContaining(['RT-01', 'RT-02', 'RT-03']));
    expect(r1.trip).toMatchObject({ id: Number(sale.trip.id) });
    expect(r1.kendaraan).toMatchObject({ id: Number(sale.trip.kendaraan_id) });
    expect(r1.penjualan_hari_ini).toBe(b1.penjualan_hari_ini + 80_000);
    expect(r1.jumlah_nota_hari_ini).toBe(b1.jumlah_nota_hari_ini + 1);
    expect(r1.kas_di_tangan).toBe(await kasSaldo(t, 'sales1'));
    expect(r1.piutang_konsumen).toBe(b1.piutang_konsumen + 30_000);
    const own = (await get(t, 'sales1', 'sales-ringkasan')).json();
    expect(own.data.map((r: { karyawan_id: number }) => r.karyawan_id)).toEqual([s1]);
    expect((await get(t, 'sales2', 'sales-ringkasan')).json().data.map((r: { karyawan_id: number }) => r.karyawan_id)).toEqual([s2]);
    const yesterday = (await get(t, 'admin', 'sales-ringkasan?tanggal=2020-01-01')).json().data.find((r: { karyawan_id: number }) => r.karyawan_id === s1);
    expect(yesterday.penjualan_hari_ini).toBe(0);
  });

  it('403 without /sales, 400 unknown parameter, 422 bad date, 401 without a session', async () => {
    expect((await get(t, 'aset', 'sales-ringkasan')).statusCode).toBe(403);
    expect((await get(t, 'gudang', 'sales-ringkasan')).statusCode).toBe(403);
    expect((await get(t, 'admin', 'sales-ringkasan?karyawan=1')).statusCode).toBe(400);
    expect((await get(t, 'admin', 'sales-ringkasan?tanggal=kemarin')).statusCode).toBe(422);
    expect((await t.call(null, { method: 'GET', url: '/api/sales-ringkasan' })).statusCode).toBe(401);
  });
});

describe('GET /api/rank-sales', () => {
  it('ranks by sales, collections and returns over a period; any signed-in user; a salesperson sees only their own row', async () => {
    const before = await rank('admin');
    const get1 = (r: { data: Rank[] }) => r.data.find((x) => x.karyawan_id === s1)!;
    const get2 = (r: { data: Rank[] }) => r.data.find((x) => x.karyawan_id === s2)!;
    const a = await sellAs('sales1', 'RT-01', 10_000, 1, 10_000);
    await sellAs('sales2', 'RT-04', 500_000, 1);
    await collection(t, 'sales1', a.hutang_id!, 3_000);
    // an approved customer return counts on its approval date
    const rk = await post(t, 'sales1', 'input/retur-konsumen', { tanggal: today(), konsumen_id: (await customerOf(t, 'sales1')).id, penjualan_id: a.id, rincian: [{ penjualan_rincian_id: a.lines[0].id, jumlah: 1 }] });
    expect(rk.statusCode, rk.body).toBe(201);
    for (const [who, path] of [['sales1', 'retur-konsumen-laporkan'], ['sales1', 'retur-konsumen-checkout'], ['finance', 'input/retur-approve']]) {
      expect((await post(t, who, path, { id: rk.json().data.id })).statusCode).toBe(200);
    }
    const after = await rank('admin');
    expect(get1(after).retur).toBe(get1(before).retur + 10_000);
    expect((await rank('admin', '?urut=retur')).data[0].karyawan_id).toBe(s1);
    expect(get1(after).penjualan).toBe(get1(before).penjualan + 10_000);
    expect(get2(after).penjualan).toBe(get2(before).penjualan + 500_000);
    expect(get1(after).tagihan).toBe(get1(before).tagihan + 3_000);
    const sorted = after.data.map((r) => r.penjualan);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect(after.data.map((r) => r.peringkat)[0]).toBe(1);
    const byTagihan = await rank('admin', '?urut=tagihan');
    expect(byTagihan.data.map((r) => r.tagihan)).toEqual([...byTagihan.data.map((r) => r.tagihan)].sort((x, y) => y - x));

    const mine = await rank('sales1');
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toEqual(get1(after));
    expect(mine.jumlah_sales).toBe(after.jumlah_sales);
    expect(JSON.stringify(mine)).not.toContain(String(get2(after).penjualan));
    // no permission check: a level without any sales right still gets the ranking
    expect((await rank('aset')).data.length).toBe(after.data.length);
    const empty = await rank('admin', '?tgl_awal=2001-01-01&tgl_akhir=2001-01-31');
    expect(empty.data.every((r) => r.penjualan === 0 && r.peringkat === 1)).toBe(true);
    await integritasOk(t);
  });

  it('bad input: 422 dates and order, 400 unknown parameter, 401 without a session', async () => {
    expect((await get(t, 'admin', 'rank-sales?tgl_awal=2026-02-01&tgl_akhir=2026-01-01')).statusCode).toBe(422);
    expect((await get(t, 'admin', 'rank-sales?urut=laba')).statusCode).toBe(422);
    expect((await get(t, 'admin', 'rank-sales?tgl_awal=01-01-2026')).statusCode).toBe(422);
    expect((await get(t, 'admin', 'rank-sales?bulan=1')).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/rank-sales' })).statusCode).toBe(401);
  });
});

describe('target-sales and GET /api/pencapaian', () => {
  it('targets per salesperson and month (supervisor), achievement in %; a salesperson sees their own only', async () => {
    // the demo set this month's targets; the supervisor changes sales1's and sets a later month's
    const seeded = (await get(t, 'spv', `target-sales?karyawan_id=${s1}&periode=${month()}`)).json().data;
    expect(seeded).toHaveLength(1);
    const res = await post(t, 'spv', 'input/target-sales', { id: seeded[0].id, target_penjualan: 1_000_000, target_tagihan: 200_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await post(t, 'spv', 'input/target-sales', { karyawan_id: s2, periode: '2031-01', target_penjualan: 2_000_000 })).statusCode).toBe(201);
    const dup = await post(t, 'spv', 'input/target-sales', { karyawan_id: s2, periode: '2031-01', target_penjualan: 5 });
    expect(dup.statusCode).toBe(422);
    expect((await post(t, 'spv', 'input/target-sales', { karyawan_id: s1, periode: month(), target_penjualan: 5 })).statusCode).toBe(422);
    const sale = await sellAs('sales1', 'RT-01', 50_000, 1, 50_000);
    await collection(t, 'sales1', sale.hutang_id!, 20_000);
    const all = (await get(t, 'gm', `pencapaian?periode=${month()}`)).json();
    const p1 = all.data.find((r: { karyawan_id: number }) => r.karyawan_id === s1);
    expect(p1).toMatchObject({ target_penjualan: 1_000_000, target_tagihan: 200_000 });
    expect(p1.penjualan).toBeGreaterThanOrEqual(50_000);
    expect(p1.persen_penjualan).toBe(Math.round((p1.penjualan * 1000) / 1_000_000) / 10);
    expect(p1.tagihan).toBeGreaterThanOrEqual(20_000);
    expect(p1.persen_tagihan).toBe(Math.round((p1.tagihan * 1000) / 200_000) / 10);
    const rk = await get(t, 'admin', `rank-sales?tgl_awal=${month()}-01&tgl_akhir=${today()}`);
    expect(rk.json().data.find((r: Rank) => r.karyawan_id === s1).penjualan).toBe(p1.penjualan);
    // no target: no percentage
    const old = (await get(t, 'gm', 'pencapaian?periode=2001-01')).json();
    expect(old.data.every((r: { persen_penjualan: number | null }) => r.persen_penjualan === null)).toBe(true);

    const own = (await get(t, 'sales1', `pencapaian?periode=${month()}`)).json();
    expect(own.data.map((r: { karyawan_id: number }) => r.karyawan_id)).toEqual([s1]);
    expect((await get(t, 'sales2', 'target-sales')).json().data.every((r: { karyawan_id: number }) => r.karyawan_id === s2)).toBe(true);
    expect((await get(t, 'sales2', `target-sales/${res.json().data.id}`)).statusCode).toBe(404);
  });

  it('403 for salespeople writing targets and for levels without /pencapaian; 422 bad period or a non-salesperson', async () => {
    expect((await post(t, 'sales1', 'input/target-sales', { karyawan_id: s1, periode: '2026-01', target_penjualan: 1 })).statusCode).toBe(403);
    expect((await get(t, 'aset', 'pencapaian')).statusCode).toBe(403);
    expect((await get(t, 'gudang', 'pencapaian')).statusCode).toBe(403);
    expect((await post(t, 'spv', 'input/target-sales', { karyawan_id: s1, periode: '2026-13', target_penjualan: 1 })).statusCode).toBe(422);
    expect((await post(t, 'spv', 'input/target-sales', { karyawan_id: s1, periode: '2026-1', target_penjualan: 1 })).statusCode).toBe(422);
    const fin = Number((await userOf(t, 'finance')).karyawan_id);
    const notSales = await post(t, 'spv', 'input/target-sales', { karyawan_id: fin, periode: '2026-01', target_penjualan: 1 });
    expect(notSales.statusCode, notSales.body).toBe(422);
    expect(notSales.json().errors.karyawan_id[0]).toMatch(/bukan sales/);
    expect((await post(t, 'spv', 'input/target-sales', { karyawan_id: s1, periode: '2026-01', target_penjualan: -1 })).statusCode).toBe(422);
    expect((await get(t, 'gm', 'pencapaian?periode=2026')).statusCode).toBe(422);
    expect((await get(t, 'gm', 'pencapaian?bulan=1')).statusCode).toBe(400);
  });
});
