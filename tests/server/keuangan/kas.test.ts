import { formatMoney } from '../../../common/format.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { akunId, saldo } from '../ledger/ledger-fixtures.js';

let t: TestApp;
const kasByKode = new Map<string, { id: number; saldo: number }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const k of (await t.call('finance', { method: 'GET', url: '/api/kas?perPage=100' })).json().data) kasByKode.set(k.kode, k);
});
afterAll(async () => { await t.close(); });

describe('kas', () => {
  it('lists cash and bank accounts with balances equal to their ledger accounts', async () => {
    const besar = kasByKode.get('KAS-01')!;
    expect(besar.saldo).toBe(await saldo(t, '1-1100'));
    // the opening balance plus the demo's approved sales deposits (server/domain/setoran/seed.ts)
    const setor = await t.database.db.selectFrom('setoran').select((eb) => eb.fn.sum<number>('tunai_disetor').as('n')).where('status', '=', 'disetujui').where('kas_id', '=', besar.id).executeTakeFirst();
    expect(Number(setor?.n ?? 0)).toBeGreaterThan(0);
    // less the cash finance took to the bank each week of the demo's year (manual journals, server/domain/demo/banking.ts)
    const banked = await t.database.db.selectFrom('jurnal_rincian').innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
      .innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id').select((eb) => eb.fn.sum<number>('jurnal_rincian.kredit').as('n'))
      .where('akun.kode', '=', '1-1100').where('jurnal.sumber', '=', 'manual').executeTakeFirst();
    expect(Number(banked?.n ?? 0)).toBeGreaterThan(0);
    expect(besar.saldo).toBe(45_000_000 + Number(setor?.n ?? 0) - Number(banked?.n ?? 0));
  });

  it('a salesperson sees only their own cash', async () => {
    const own = (await t.call('sales1', { method: 'GET', url: '/api/kas' })).json();
    expect(own.data.map((k: { kode: string }) => k.kode)).toEqual(['KAS-S1']);
    const other = kasByKode.get('KAS-S2')!;
    expect((await t.call('sales1', { method: 'GET', url: `/api/kas/${other.id}` })).statusCode).toBe(404);
    expect((await t.call('sales1', { method: 'GET', url: `/api/kas-alur?kas_id=${other.id}` })).statusCode).toBe(404);
  });
});

describe('kas-alur', () => {
  it('records receipts and payments against a counter account with a running balance', async () => {
    const kecil = kasByKode.get('KAS-02')!;
    const bbm = await akunId(t, '6-1200');
    const before = await saldo(t, '1-1110');
    const masuk = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, tanggal: '2026-11-14', jenis: 'masuk', akun_id: await akunId(t, '1-1100'), nominal: 2_000_000, keterangan: 'Pengisian kas kecil' } });
    expect(masuk.statusCode, masuk.body).toBe(201);
    const keluar = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, tanggal: '2026-11-15', jenis: 'keluar', akun_id: bbm, nominal: 450_000, keterangan: 'Solar truk D 8123 AB' } });
    expect(keluar.statusCode).toBe(201);
    expect(await saldo(t, '1-1110')).toBe(before + 2_000_000 - 450_000);
    const flow = (await t.call('finance', { method: 'GET', url: `/api/kas-alur?kas_id=${kecil.id}&perPage=100` })).json();
    const lastTwo = flow.data.slice(-2);
    expect(lastTwo.map((r: { debit: number; kredit: number; saldo: number }) => [r.debit, r.kredit, r.saldo])).toEqual([
      [2_000_000, 0, before + 2_000_000], [0, 450_000, before + 1_550_000],
    ]);
    expect(flow.kas.kode).toBe('KAS-02');
  });

  it('refuses to pay out more than the cash holds (409) and writes nothing', async () => {
    const s1 = kasByKode.get('KAS-S1')!;
    const journals = await countRows(t.database, 'jurnal');
    const res = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: s1.id, tanggal: '2026-11-15', jenis: 'keluar', akun_id: await akunId(t, '6-1200'), nominal: 99_000_000, keterangan: 'Terlalu besar' } });
    expect(res.statusCode).toBe(409);
    // The salesperson's cash holds the opening balance plus the demo's cash sales not yet deposited.
    const held = (await t.database.db.selectFrom('kas').select('saldo').where('id', '=', s1.id).executeTakeFirstOrThrow()).saldo;
    expect(res.json().message).toBe(`Saldo 1-1120 Kas Sales - Budi Prasetyo tidak cukup: tersedia ${formatMoney(Number(held))}, dibutuhkan Rp. 99.000.000`);
    expect(await countRows(t.database, 'jurnal')).toBe(journals);
  });

  it('validates input: 422 fields, 400 unknown keys, same account refused', async () => {
    const kecil = kasByKode.get('KAS-02')!;
    const bad = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, jenis: 'ambil', nominal: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['akun_id', 'jenis', 'keterangan', 'nominal', 'tanggal']);
    expect((await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, saldo: 1 } })).statusCode).toBe(400);
    const self = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, tanggal: '2026-11-15', jenis: 'masuk', akun_id: await akunId(t, '1-1110'), nominal: 5, keterangan: 'x' } });
    expect(self.statusCode).toBe(422);
    const stock = await t.call('finance', { method: 'POST', url: '/api/input/kas-alur', payload: { kas_id: kecil.id, tanggal: '2026-11-15', jenis: 'keluar', akun_id: await akunId(t, '1-1400'), nominal: 5, keterangan: 'beli barang' } });
    expect(stock.statusCode).toBe(422);
    expect(stock.json().errors.akun_id[0]).toMatch(/hanya diisi lewat dokumen persediaan/);
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/kas-alur', payload: {} })).statusCode).toBe(403);
    expect((await t.call('finance', { method: 'GET', url: '/api/kas-alur' })).statusCode).toBe(400);
  });
});

describe('POST /api/kas-mutasi', () => {
  it('moves money between cash accounts; overdraft is a 409', async () => {
    const bca = kasByKode.get('BCA-01')!;
    const besar = kasByKode.get('KAS-01')!;
    const bcaBefore = await saldo(t, '1-1200');
    const besarBefore = await saldo(t, '1-1100');
    const res = await t.call('finance', { method: 'POST', url: '/api/kas-mutasi', payload: { kas_asal_id: bca.id, kas_tujuan_id: besar.id, tanggal: '2026-11-16', nominal: 10_000_000 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await saldo(t, '1-1200')).toBe(bcaBefore - 10_000_000);
    expect(await saldo(t, '1-1100')).toBe(besarBefore + 10_000_000);
    const over = await t.call('finance', { method: 'POST', url: '/api/kas-mutasi', payload: { kas_asal_id: besar.id, kas_tujuan_id: bca.id, tanggal: '2026-11-16', nominal: 10_000_000_000 } });
    expect(over.statusCode).toBe(409);
    const same = await t.call('finance', { method: 'POST', url: '/api/kas-mutasi', payload: { kas_asal_id: besar.id, kas_tujuan_id: besar.id, tanggal: '2026-11-16', nominal: 1 } });
    expect(same.statusCode).toBe(422);
  });
});
