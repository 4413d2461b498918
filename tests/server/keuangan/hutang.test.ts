import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { akunId, saldo } from '../ledger/ledger-fixtures.js';

// Fixed "now" so overdue days are exact: 23 Nov 2026 10:00 in Jakarta.
const NOW = new Date('2026-11-23T03:00:00Z');
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ now: () => NOW }); });
afterAll(async () => { await t.close(); });

const post = (user: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/input/hutang', payload });
const check = (user: string, query: string) => t.call(user, { method: 'GET', url: `/api/check-hutang${query}` });
const integritas = async () => (await t.call('finance', { method: 'GET', url: '/api/integritas' })).json();

/** A new credit customer on one of sales1's routes (limit 5 juta, 14 days' terms, 7 days' tolerance). */
async function customerOfSales1(limit = 5_000_000): Promise<number> {
  const own = (await t.call('sales1', { method: 'GET', url: '/api/konsumen?perPage=1' })).json().data[0];
  const res = await t.call('admin', {
    method: 'POST', url: '/api/input/konsumen',
    payload: { kode: `KH-${Math.random().toString(36).slice(2, 8)}`, nama: 'Toko Uji Hutang', konsumen_type_id: own.konsumen_type_id, rute_id: own.rute_id, alamat: 'Jl. Uji 1', limit_kredit: limit, tempo_hari: 14, toleransi_hari: 7 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('saldo awal hutang konsumen (POST /api/input/hutang)', () => {
  it('opens the debt with its number and due date and posts Dr receivables / Cr opening equity to the rupiah', async () => {
    const konsumen = await customerOfSales1();
    const before = { piutang: await saldo(t, '1-1300'), modal: await saldo(t, '3-1900') };
    const res = await post('finance', { konsumen_id: konsumen, tanggal: '2026-11-02', no_faktur: 'F-0815', jumlah: 1_250_000 });
    expect(res.statusCode, res.body).toBe(201);
    const h = res.json().data;
    expect(h).toMatchObject({ konsumen_id: konsumen, sumber: 'saldo_awal', jumlah: 1_250_000, sisa: 1_250_000, jatuh_tempo: '2026-11-16', no_faktur: 'F-0815' });
    expect(h.nomor).toMatch(/^HTG\/2026\/11\/\d{4}$/);
    expect(await saldo(t, '1-1300')).toBe(before.piutang + 1_250_000);
    expect(await saldo(t, '3-1900')).toBe(before.modal + 1_250_000);
    const jurnal = (await t.call('finance', { method: 'GET', url: `/api/jurnal/${h.jurnal_id}` })).json().data;
    expect(jurnal).toMatchObject({ sumber: 'hutang', dokumen_id: h.id, total: 1_250_000 });
    expect((await integritas()).ok).toBe(true);
  });

  it('is never edited (400), needs a positive amount and a customer (422), and refuses the closed period', async () => {
    const konsumen = await customerOfSales1();
    const h = (await post('finance', { konsumen_id: konsumen, tanggal: '2026-11-02', jumlah: 100_000 })).json().data;
    expect((await post('finance', { id: h.id, keterangan: 'ubah' })).statusCode).toBe(400);
    const before = await countRows(t.database, 'hutang');
    const bad = await post('finance', { tanggal: '2026-11-02', jumlah: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['jumlah', 'konsumen_id']);
    expect((await post('finance', { konsumen_id: konsumen, tanggal: '2026-11-02', jumlah: 5, sisa: 5 })).statusCode).toBe(400);
    await t.database.db.updateTable('setting').set({ tanggal_tutup_buku: '2026-10-31' }).execute();
    expect((await post('finance', { konsumen_id: konsumen, tanggal: '2026-10-31', jumlah: 5 })).statusCode).toBe(409);
    await t.database.db.updateTable('setting').set({ tanggal_tutup_buku: null }).execute();
    expect(await countRows(t.database, 'hutang')).toBe(before);
  });

  it('is finance\'s: sales may read their own customers\' debts but not record one', async () => {
    expect((await post('sales1', { konsumen_id: await customerOfSales1(), tanggal: '2026-11-02', jumlah: 5 })).statusCode).toBe(403);
    expect((await post('gudang', {})).statusCode).toBe(403);
    const own = (await t.call('sales1', { method: 'GET', url: '/api/hutang?perPage=500' })).json().data as Array<{ konsumen_id: number }>;
    const all = (await t.call('finance', { method: 'GET', url: '/api/hutang?perPage=500' })).json().data as Array<{ konsumen_id: number }>;
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    const visible = new Set(((await t.call('sales1', { method: 'GET', url: '/api/konsumen?perPage=500' })).json().data as Array<{ id: number }>).map((k) => k.id));
    expect(own.every((h) => visible.has(h.konsumen_id))).toBe(true);
  });

  it('keeps the receivables account for its documents: a manual journal to it is a 422', async () => {
    const res = await t.call('finance', {
      method: 'POST', url: '/api/input/jurnal',
      payload: { tanggal: '2026-11-10', keterangan: 'Koreksi', rincian: [{ akun_id: await akunId(t, '1-1300'), debit: 1, kredit: 0 }, { akun_id: await akunId(t, '1-1100'), debit: 0, kredit: 1 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['rincian.0.akun_id'][0]).toMatch(/hanya diisi lewat dokumen hutang konsumen/);
  });
});

describe('GET /api/check-hutang', () => {
  it('answers a customer\'s open debts, overdue days and whether a credit sale may go ahead', async () => {
    const konsumen = await customerOfSales1(5_000_000);
    // due 2026-11-20 (3 days late, within the 7 days' tolerance) and 2026-12-10 (not due)
    await post('finance', { konsumen_id: konsumen, tanggal: '2026-11-06', no_faktur: 'A', jumlah: 1_000_000 });
    await post('finance', { konsumen_id: konsumen, tanggal: '2026-11-20', jatuh_tempo: '2026-12-10', no_faktur: 'B', jumlah: 2_000_000 });
    const ok = await check('sales1', `?konsumen_id=${konsumen}&jumlah=1500000`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      konsumen_id: konsumen, tanggal: '2026-11-23', limit_kredit: 5_000_000, total_hutang: 3_000_000, jumlah_faktur: 2, sisa_limit: 2_000_000,
      lewat_tempo: { jumlah_faktur: 1, total: 1_000_000, hari_terlama: 3 }, jumlah: 1_500_000, boleh_kredit: true, alasan: [],
    });
    expect(ok.json().data.faktur.map((f: { no_faktur: string; terlambat_hari: number }) => [f.no_faktur, f.terlambat_hari])).toEqual([['A', 3], ['B', 0]]);

    const over = (await check('sales1', `?konsumen_id=${konsumen}&jumlah=2500000`)).json();
    expect(over.data.boleh_kredit).toBe(false);
    expect(over.data.alasan).toEqual(['Limit kredit Rp. 5.000.000 terlampaui: hutang Rp. 3.000.000 + penjualan Rp. 2.500.000']);
    expect(over.message).toBe(over.data.alasan[0]);

    const later = (await check('sales1', `?konsumen_id=${konsumen}&tanggal=2026-11-28`)).json().data;
    expect(later.lewat_tempo.hari_terlama).toBe(8);
    expect(later.alasan).toEqual(['1 faktur lewat jatuh tempo lebih dari 7 hari (terlama 8 hari, sejak 20-11-2026)']);
  });

  it('without a customer sums the debts of the customers the user sees', async () => {
    const all = (await check('finance', '')).json().data;
    const own = (await check('sales1', '')).json().data;
    expect(all.total_hutang).toBe(await saldo(t, '1-1300'));
    expect(own.total_hutang).toBeGreaterThan(0);
    expect(own.total_hutang).toBeLessThan(all.total_hutang);
    expect(all.lewat_tempo.total).toBeGreaterThan(0);
    expect(all.terlama.length).toBe(10);
    const days = all.terlama.map((w: { terlambat_hari: number }) => w.terlambat_hari);
    expect(days).toEqual([...days].sort((a: number, b: number) => b - a));
  });

  it('hides other salespeople\'s customers (404), checks its parameters (400/422) and needs the menu (403)', async () => {
    const mine = await customerOfSales1();
    const sales2Sees = new Set(((await t.call('sales2', { method: 'GET', url: '/api/konsumen?perPage=500' })).json().data as Array<{ id: number }>).map((k) => k.id));
    expect(sales2Sees.has(mine)).toBe(false);
    expect((await check('sales2', `?konsumen_id=${mine}`)).statusCode).toBe(404);
    expect((await check('finance', '?konsumen_id=abc')).statusCode).toBe(400);
    expect((await check('finance', '?konsumen=1')).statusCode).toBe(400);
    expect((await check('finance', `?konsumen_id=${mine}&tanggal=23-11-2026`)).statusCode).toBe(422);
    expect((await check('gudang', `?konsumen_id=${mine}`)).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/check-hutang' })).statusCode).toBe(401);
  });
});

describe('the demo seed', () => {
  it('opens customers\' unpaid invoices through the ledger: receivables = open debts, integrity ok', async () => {
    const body = await integritas();
    const c = body.checks.find((x: { name: string }) => x.name === 'Hutang konsumen sama dengan saldo akun piutang');
    expect(c.ok).toBe(true);
    expect(c.detail).toMatch(/^hutang konsumen Rp\. [\d.]+, akun piutang Rp\. [\d.]+$/);
    expect(await countRows(t.database, 'hutang')).toBeGreaterThan(50);
  });
});
