import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { movePlacement, postingAccount, stockIn, stockOut, stockTransfer, checkIntegrity } from '../../../server/ledger/index.js';
import { inTrx, newGoods, newVehicle, saldo, stokQty } from './ledger-fixtures.js';

let t: TestApp;
let goods: number;
let gudang: number;
let truck: number;
const doc = { tipe: 'uji', id: 1, nomor: 'UJI-1' };
beforeAll(async () => {
  t = await createTestApp();
  [goods] = await newGoods(t);
  gudang = (await t.database.db.selectFrom('gudang').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
  truck = await newVehicle(t);
});
afterAll(async () => { await t.close(); });

const G = () => ({ gudang_id: gudang });
const hutang = () => inTrx(t, (lc) => postingAccount(lc.trx, 'akun_hutang_dagang_id'));
const hpp = () => inTrx(t, (lc) => postingAccount(lc.trx, 'akun_hpp_id'));

describe('moving-average cost', () => {
  it('receipts raise quantity and value, issues take value at average cost, each with its journal', async () => {
    const persediaan = await saldo(t, '1-1400');
    const contra = await hutang();
    const r1 = await inTrx(t, (lc) => stockIn(lc, { tanggal: '2026-11-02', loc: G(), doc, keterangan: 'Terima', contraAkunId: contra, lines: [{ barang_id: goods, qty: 10, nilai: 10_000 }] }));
    expect(r1.jurnal).not.toBeNull();
    await inTrx(t, async (lc) => stockIn(lc, { tanggal: '2026-11-03', loc: G(), doc, keterangan: 'Terima', contraAkunId: contra, lines: [{ barang_id: goods, qty: 10, nilai: 20_000 }] }));
    expect(await saldo(t, '1-1400')).toBe(persediaan + 30_000);

    const out = await inTrx(t, async (lc) => stockOut(lc, { tanggal: '2026-11-04', loc: G(), doc, keterangan: 'Jual', contraAkunId: await postingAccount(lc.trx, 'akun_hpp_id'), lines: [{ barang_id: goods, qty: 5 }] }));
    expect(out.total).toBe(7_500);
    expect(out.movements[0]).toMatchObject({ qty: -5, nilai: -7_500, qty_setelah: 15 });
    expect(await saldo(t, '1-1400')).toBe(persediaan + 22_500);
    const card = await t.database.db.selectFrom('stok_ledger').selectAll().where('barang_id', '=', goods).orderBy('id').execute();
    expect(card.map((c) => [Number(c.qty), Number(c.nilai), Number(c.hpp), Number(c.qty_total_setelah), Number(c.nilai_total_setelah)])).toEqual([
      [10, 10_000, 1_000, 10, 10_000], [10, 20_000, 2_000, 20, 30_000], [-5, -7_500, 1_500, 15, 22_500],
    ]);
  });

  it('the last unit takes the whole remaining value, leaving no orphan rupiah', async () => {
    const [g] = await newGoods(t);
    const contra = await hutang();
    const hppId = await hpp();
    await inTrx(t, (lc) => stockIn(lc, { tanggal: '2026-11-02', loc: G(), doc, keterangan: 'x', contraAkunId: contra, lines: [{ barang_id: g, qty: 3, nilai: 1_000 }] }));
    const first = await inTrx(t, (lc) => stockOut(lc, { tanggal: '2026-11-02', loc: G(), doc, keterangan: 'x', contraAkunId: hppId, lines: [{ barang_id: g, qty: 1 }] }));
    expect(first.total).toBe(333);
    const rest = await inTrx(t, async (lc) => stockOut(lc, { tanggal: '2026-11-02', loc: G(), doc, keterangan: 'x', contraAkunId: contra, lines: [{ barang_id: g, qty: 2 }] }));
    expect(rest.total).toBe(667);
    const cost = await t.database.db.selectFrom('stok_nilai').selectAll().where('barang_id', '=', g).executeTakeFirstOrThrow();
    expect([Number(cost.qty), Number(cost.nilai)]).toEqual([0, 0]);
  });
});

describe('shortages and transfers', () => {
  it('a movement below zero is a 409 naming goods, location and availability, and writes nothing', async () => {
    const before = await stokQty(t, goods, `G:${gudang}`);
    const cards = (await t.database.db.selectFrom('stok_ledger').select('id').execute()).length;
    const err = await inTrx(t, async (lc) => stockOut(lc, { tanggal: '2026-11-05', loc: G(), doc, keterangan: 'x', contraAkunId: await postingAccount(lc.trx, 'akun_hpp_id'), lines: [{ barang_id: goods, qty: before + 1 }] })).catch((e) => e);
    expect(err.status).toBe(409);
    expect(err.message).toMatch(new RegExp(`^Stok .+ di Gudang Utama Soekarno-Hatta tidak cukup: tersedia ${before}, dibutuhkan ${before + 1}$`));
    expect(await stokQty(t, goods, `G:${gudang}`)).toBe(before);
    expect((await t.database.db.selectFrom('stok_ledger').select('id').execute()).length).toBe(cards);
  });

  it('transfers move quantity to a vehicle without value change or journal', async () => {
    const journals = (await t.database.db.selectFrom('jurnal').select('id').execute()).length;
    const value = Number((await t.database.db.selectFrom('stok_nilai').select('nilai').where('barang_id', '=', goods).executeTakeFirstOrThrow()).nilai);
    await inTrx(t, (lc) => stockTransfer(lc, { tanggal: '2026-11-06', from: G(), to: { kendaraan_id: truck }, doc, keterangan: 'Muat', lines: [{ barang_id: goods, qty: 4 }] }));
    expect(await stokQty(t, goods, `K:${truck}`)).toBe(4);
    expect(Number((await t.database.db.selectFrom('stok_nilai').select('nilai').where('barang_id', '=', goods).executeTakeFirstOrThrow()).nilai)).toBe(value);
    expect((await t.database.db.selectFrom('jurnal').select('id').execute()).length).toBe(journals);
    const back = await inTrx(t, (lc) => stockTransfer(lc, { tanggal: '2026-11-06', from: { kendaraan_id: truck }, to: G(), doc, keterangan: 'Bongkar', lines: [{ barang_id: goods, qty: 5 }] })).catch((e) => e);
    expect(back.status).toBe(409);
    const same = await inTrx(t, (lc) => stockTransfer(lc, { tanggal: '2026-11-06', from: G(), to: G(), doc, keterangan: 'x', lines: [{ barang_id: goods, qty: 1 }] })).catch((e) => e);
    expect(same.status).toBe(422);
  });
});

describe('placements', () => {
  it('placed goods stay within the warehouse balance and must be taken from their place', async () => {
    const [g] = await newGoods(t);
    await inTrx(t, async (lc) => stockIn(lc, { tanggal: '2026-11-07', loc: G(), doc, keterangan: 'x', contraAkunId: await postingAccount(lc.trx, 'akun_hutang_dagang_id'), lines: [{ barang_id: g, qty: 10, nilai: 50_000 }] }));
    const palet = { tipe: 'palet' as const, id: 7, nama: 'P-07' };
    await inTrx(t, (lc) => movePlacement(lc, '2026-11-07', doc, [{ barang_id: g, gudang_id: gudang, qty: 8, to: palet }]));
    const tooMuch = await inTrx(t, (lc) => movePlacement(lc, '2026-11-07', doc, [{ barang_id: g, gudang_id: gudang, qty: 3, to: { tipe: 'rak', id: 2 } }])).catch((e) => e);
    expect(tooMuch.status).toBe(409);
    const hppId = await hpp();
    const unplaced = await inTrx(t, (lc) => stockOut(lc, { tanggal: '2026-11-07', loc: G(), doc, keterangan: 'x', contraAkunId: hppId, lines: [{ barang_id: g, qty: 5 }] })).catch((e) => e);
    expect(unplaced.status).toBe(409);
    expect(unplaced.message).toMatch(/tempat penyimpanan/);
    await inTrx(t, (lc) => stockOut(lc, { tanggal: '2026-11-07', loc: G(), doc, keterangan: 'x', contraAkunId: hppId, lines: [{ barang_id: g, qty: 5, placement: palet }] }));
    const place = await t.database.db.selectFrom('stok_penempatan').select('qty').where('barang_id', '=', g).where('tempat_id', '=', 7).executeTakeFirstOrThrow();
    expect(Number(place.qty)).toBe(3);
    await inTrx(t, (lc) => movePlacement(lc, '2026-11-08', doc, [{ barang_id: g, gudang_id: gudang, qty: 3, from: palet }]));
    expect((await checkIntegrity(t.database.db)).ok).toBe(true);
  });
});

describe('concurrency', () => {
  it('50 parallel takes of 1 from the last 10 units move exactly 10', async () => {
    const [g] = await newGoods(t);
    await inTrx(t, async (lc) => stockIn(lc, { tanggal: '2026-11-09', loc: G(), doc, keterangan: 'x', contraAkunId: await postingAccount(lc.trx, 'akun_hutang_dagang_id'), lines: [{ barang_id: g, qty: 10, nilai: 10_000 }] }));
    const hppId = await hpp();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => inTrx(t, (lc) => stockOut(lc, { tanggal: '2026-11-09', loc: G(), doc, keterangan: 'x', contraAkunId: hppId, lines: [{ barang_id: g, qty: 1 }] }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason.status === 409)).toBe(true);
    expect(await stokQty(t, g, `G:${gudang}`)).toBe(0);
    const cost = await t.database.db.selectFrom('stok_nilai').selectAll().where('barang_id', '=', g).executeTakeFirstOrThrow();
    expect([Number(cost.qty), Number(cost.nilai)]).toEqual([0, 0]);
    expect((await checkIntegrity(t.database.db)).ok).toBe(true);
  });
});

describe('back-dating', () => {
  it('without the right, a movement before the last one of the goods at that location is a 409; its date, a later one or another location pass', async () => {
    const [fresh] = await newGoods(t);
    const contra = await hutang();
    const clerk = <T>(work: Parameters<typeof inTrx<T>>[1]) => inTrx(t, (lc) => work({ ...lc, mayBackdate: false }));
    const receive = (tanggal: string, loc: { gudang_id: number } | { kendaraan_id: number } = G()) => clerk((lc) => stockIn(lc, { tanggal, loc, doc, keterangan: 'Terima', contraAkunId: contra, lines: [{ barang_id: fresh, qty: 1, nilai: 100 }] }));
    await receive('2026-11-10');
    await expect(receive('2026-11-09')).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Tanggal 09-11-2026 sebelum gerakan terakhir .* \(10-11-2026\); mencatat mundur hanya boleh oleh Finance$/) });
    await expect(clerk((lc) => stockTransfer(lc, { tanggal: '2026-11-09', from: G(), to: { kendaraan_id: truck }, doc, keterangan: 'Muat', lines: [{ barang_id: fresh, qty: 1 }] })))
      .rejects.toMatchObject({ status: 409 });
    await receive('2026-11-10');
    await receive('2026-11-12');
    await receive('2026-11-01', { kendaraan_id: truck });
    // a finance level may: the balance keeps the later date
    await inTrx(t, (lc) => stockIn(lc, { tanggal: '2026-11-05', loc: G(), doc, keterangan: 'Koreksi', contraAkunId: contra, lines: [{ barang_id: fresh, qty: 1, nilai: 100 }] }));
    const row = await t.database.db.selectFrom('stok').select(['qty', 'tanggal_akhir']).where('barang_id', '=', fresh).where('lokasi', '=', `G:${gudang}`).executeTakeFirstOrThrow();
    expect([Number(row.qty), row.tanggal_akhir]).toEqual([4, '2026-11-12']);
    expect((await checkIntegrity(t.database.db)).ok).toBe(true);
  });
});
