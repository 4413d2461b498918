import { describe, expect, it } from 'vitest';
import { kas } from '../penagihan/fixtures.js';
import { draftSale, get, integritas, post, salesEnv, today, type SaleEnv } from '../penjualan/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const SALES2 = { sales: 'sales2', gudang: 'gm' };
type Money = { tipe: string; diterima: number; belum_disetor: number; menunggu_persetujuan: number; disetujui: number };
const summary = async (tripId: number) => (await get(t, 'sales2', `trip-kendaraan-ringkasan/${tripId}`)).json().data;
const tunai = (s: { uang: Money[] }) => s.uang.find((l) => l.tipe === 'tunai')!;

/** sales2 sells `qty` of the first goods for cash on the trip of `env`: the cash taken (the total rounded down, PPN in). */
async function cashSale(env: SaleEnv, qty: number): Promise<number> {
  const sale = await draftSale(t, 'sales2', env.konsumen[0].id, [{ barang_id: env.goods[0].barang_id, jumlah: qty }]);
  const res = await post(t, 'sales2', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.dibayar);
}

/** Unloads everything left on the trip, approved by the GM (sales2's route loads from the GM-approved warehouse). */
async function unload(env: SaleEnv) {
  const left = (await summary(env.tripId)).barang.filter((l: { sisa: number }) => l.sisa > 0);
  const ret = await post(t, 'sales2', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian: left.map((l: { barang_id: number; sisa: number }) => ({ barang_id: l.barang_id, jumlah: l.sisa })) });
  expect(ret.statusCode, ret.body).toBe(201);
  const ok = await post(t, 'gm', 'input/pengembalian-approve', { id: ret.json().data.id });
  expect(ok.statusCode, ok.body).toBe(200);
}

/** sales2 deposits all it holds, counted exactly; finance receives and approves it into Kas Besar. */
async function depositAll(approve: boolean) {
  const held = (await get(t, 'sales2', 'setoran-ringkasan')).json().data.totals.tunai as number;
  const pecahan = [{ nominal: 1_000, lembar: Math.floor(held / 1000) }, { nominal: 1, lembar: held % 1000 }].filter((p) => p.lembar > 0);
  const setor = await post(t, 'sales2', 'transaksi-setor', { pecahan });
  expect(setor.statusCode, setor.body).toBe(201);
  const id = setor.json().data.id;
  if (!approve) return id;
  expect((await post(t, 'finance', 'transaksi-terima', { id })).statusCode).toBe(200);
  const ok = await post(t, 'finance', 'transaksi-setor-approve', { id, kas_id: (await kas(t, 'KAS-01')).id });
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}

describe('a trip is finished only when its stock and its money are settled', () => {
  it('unloaded with its cash still held: Menunggu Setoran; deposited: waiting; approved: Selesai, and the money adds up at each step', async () => {
    const env = await salesEnv(t, 1, 10, 'RT-04', SALES2);
    const total = await cashSale(env, 3);
    let s = await summary(env.tripId);
    expect(tunai(s)).toEqual({ tipe: 'tunai', diterima: total, dari_penjualan: total, dari_penagihan: 0, belum_disetor: total, menunggu_persetujuan: 0, disetujui: 0 });
    expect(s.uang.map((l: Money) => l.tipe)).toEqual(['tunai', 'transfer', 'qris', 'giro', 'nota_putih']);

    await unload(env);
    s = await summary(env.tripId);
    expect(s.status).toBe('tutup');
    expect(s.total.sisa).toBe(0);
    await integritas(t);

    const setoranId = await depositAll(false);
    s = await summary(env.tripId);
    expect(tunai(s)).toMatchObject({ belum_disetor: 0, menunggu_persetujuan: total, disetujui: 0 });
    expect((await post(t, 'finance', 'transaksi-terima', { id: setoranId })).statusCode).toBe(200);
    expect((await summary(env.tripId)).status).toBe('tutup');

    const ok = await post(t, 'finance', 'transaksi-setor-approve', { id: setoranId, kas_id: (await kas(t, 'KAS-01')).id });
    expect(ok.statusCode, ok.body).toBe(200);
    s = await summary(env.tripId);
    expect(s.status).toBe('selesai');
    expect(s.selesai_pada).toBe(today());
    expect(tunai(s)).toMatchObject({ diterima: total, belum_disetor: 0, menunggu_persetujuan: 0, disetujui: total });
    expect(s.total_uang.diterima).toBe(s.total_uang.belum_disetor + s.total_uang.menunggu_persetujuan + s.total_uang.disetujui);
    const body = await integritas(t);
    expect(body.checks.find((c: { name: string }) => c.name.startsWith('Trip selesai'))).toMatchObject({ ok: true });
  });

  it('money approved before the unloading: the unloading finishes the trip at once', async () => {
    const env = await salesEnv(t, 1, 10, 'RT-04', SALES2);
    const total = await cashSale(env, 2);
    await depositAll(true);
    const s = await summary(env.tripId);
    expect(s.status).toBe('buka');
    expect(tunai(s)).toMatchObject({ diterima: total, disetujui: total });
    await unload(env);
    expect((await summary(env.tripId)).status).toBe('selesai');
    await integritas(t);
  });

  it('a deleted deposit gives its payments back to the salesperson: the trip waits again', async () => {
    const env = await salesEnv(t, 1, 10, 'RT-04', SALES2);
    const total = await cashSale(env, 1);
    await unload(env);
    const id = await depositAll(false);
    expect(tunai(await summary(env.tripId)).menunggu_persetujuan).toBe(total);
    expect((await post(t, 'sales2', 'transaksi-setor-delete', { id })).statusCode).toBe(200);
    const s = await summary(env.tripId);
    expect(s.status).toBe('tutup');
    expect(tunai(s)).toMatchObject({ belum_disetor: total, menunggu_persetujuan: 0 });
    await integritas(t);
  });
});
