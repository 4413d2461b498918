import { describe, expect, it } from 'vitest';
import { postJournal, postingAccount } from '../../../server/ledger/index.js';
import { todayJakarta } from '../../../common/format.js';
import { collect, get, integritasOk, kas, openInvoices, post, saldoSetting, sisa, userOf } from './fixtures.js';
import { draftSale, salesEnv } from '../penjualan/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

let nomor = 0;
const giro = async (user: string, hutangId: number, jumlah: number) =>
  collect(t, user, { hutang_id: hutangId, tipe: 'giro', jumlah, giro_nomor: `GT-${++nomor}`, giro_bank: 'BNI', giro_jatuh_tempo: todayJakarta() });

const notices = async (user: string) => {
  const u = await userOf(t, user);
  return t.database.db.selectFrom('notifikasi').select(['judul', 'pesan']).where('user_id', '=', Number(u.id)).where('judul', '=', 'Giro ditolak').execute();
};

describe('giro register', () => {
  it('lists every giro received, by effective date, scoped to the salesperson', async () => {
    const [h1] = await openInvoices(t, 'sales1');
    const [h2] = await openInvoices(t, 'sales2');
    const demo = (await get(t, 'finance', 'giro-masuk?perPage=100')).json().data;
    // the demo: one cleared, one bounced
    expect(demo.filter((g: { giro_status: string }) => g.giro_status === 'cair').length).toBe(1);
    expect(demo.filter((g: { giro_status: string }) => g.giro_status === 'ditolak').length).toBe(1);
    const g1 = await giro('sales1', h1.id, 20_000);
    await giro('sales2', h2.id, 30_000);
    const all = (await get(t, 'finance', 'giro-masuk?perPage=100')).json();
    expect(all.data.length).toBe(demo.length + 2);
    const due = all.data.map((g: { giro_jatuh_tempo: string }) => g.giro_jatuh_tempo);
    expect(due).toEqual([...due].sort());
    const mine = (await get(t, 'sales1', 'giro-masuk?perPage=100')).json();
    const s1 = await userOf(t, 'sales1');
    expect(mine.data.every((g: { karyawan_id: number }) => g.karyawan_id === s1.karyawan_id)).toBe(true);
    expect(mine.data.find((g: { id: number }) => g.id === g1.id)).toMatchObject({ giro_status: 'terdaftar', jumlah: 20_000 });
    expect((await get(t, 'gudang', 'giro-masuk')).statusCode).toBe(403);
  });

  it('giro-cair: Dr bank / Cr Piutang Giro, status cair; again → 409; not cash before it clears', async () => {
    const [h] = await openInvoices(t, 'sales1');
    const g = await giro('sales1', h.id, 75_000);
    const bca = await kas(t, 'BCA-01');
    const pg = await saldoSetting(t, 'akun_piutang_giro_id');
    expect((await post(t, 'sales1', 'giro-cair', { id: g.id, kas_id: bca.id })).statusCode).toBe(403);
    expect((await post(t, 'gm', 'giro-cair', { id: g.id, kas_id: bca.id })).statusCode).toBe(403);
    expect((await post(t, 'finance', 'giro-cair', { id: g.id, kas_id: (await kas(t, 'KAS-01')).id })).statusCode).toBe(422);
    expect((await post(t, 'finance', 'giro-cair', { id: g.id })).statusCode).toBe(422);
    expect((await post(t, 'finance', 'giro-cair', { id: g.id, kas_id: bca.id, extra: 1 })).statusCode).toBe(400);
    expect((await post(t, 'finance', 'giro-cair', { id: 999_999, kas_id: bca.id })).statusCode).toBe(404);
    expect((await kas(t, 'BCA-01')).saldo).toBe(bca.saldo);
    const res = await post(t, 'finance', 'giro-cair', { id: g.id, kas_id: bca.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ giro_status: 'cair', giro_kas_id: bca.id, giro_jurnal_id: expect.any(Number) });
    expect((await kas(t, 'BCA-01')).saldo).toBe(bca.saldo + 75_000);
    expect(await saldoSetting(t, 'akun_piutang_giro_id')).toBe(pg - 75_000);
    const again = await post(t, 'finance', 'giro-cair', { id: g.id, kas_id: bca.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('berstatus Cair');
    expect((await post(t, 'finance', 'giro-tolak', { id: g.id, alasan: 'Dana tidak cukup' })).statusCode).toBe(409);
    await integritasOk(t);
  });

  it('giro-tolak of a collection: the invoice reopens, Dr Piutang / Cr Piutang Giro, finance and the salesperson are told', async () => {
    const [h] = await openInvoices(t, 'sales1');
    const before = await sisa(t, h.id);
    const g = await giro('sales1', h.id, 40_000);
    expect(await sisa(t, h.id)).toBe(before - 40_000);
    const piutang = await saldoSetting(t, 'akun_piutang_id');
    const pg = await saldoSetting(t, 'akun_piutang_giro_id');
    expect((await post(t, 'finance', 'giro-tolak', { id: g.id })).statusCode).toBe(422);
    expect((await post(t, 'sales1', 'giro-tolak', { id: g.id, alasan: 'Dana tidak cukup' })).statusCode).toBe(403);
    const res = await post(t, 'finance', 'giro-tolak', { id: g.id, alasan: 'Dana tidak cukup' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ giro_status: 'ditolak', giro_alasan: 'Dana tidak cukup', giro_hutang_id: h.id });
    expect(await sisa(t, h.id)).toBe(before);
    expect(await saldoSetting(t, 'akun_piutang_id')).toBe(piutang + 40_000);
    expect(await saldoSetting(t, 'akun_piutang_giro_id')).toBe(pg - 40_000);
    expect((await notices('sales1')).some((n) => n.pesan.includes(g.giro_nomor))).toBe(true);
    // finance did it: the other finance-level users are told, not the actor
    expect((await notices('finance')).length).toBe(0);
    const again = await post(t, 'finance', 'giro-tolak', { id: g.id, alasan: 'Dana tidak cukup' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('berstatus Ditolak');
    await integritasOk(t);
  });

  it('giro-tolak of a sale’s giro part (no invoice): a receivable opens with sumber giro_ditolak', async () => {
    // A sale's giro part as the sale posts it: a payment row (sumber penjualan) and Dr Piutang Giro / Cr Penjualan.
    const [h] = await openInvoices(t, 'sales2');
    const s2 = await userOf(t, 'sales2');
    const db = t.database.db;
    const at = new Date().toISOString();
    const tanggal = todayJakarta();
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('penjualan_bayar').values({
        nomor: 'BYR/TEST/0001', tanggal, karyawan_id: s2.karyawan_id, konsumen_id: h.konsumen_id, sumber: 'penjualan', tipe: 'giro', jumlah: 90_000,
        giro_nomor: 'GS-1', giro_bank: 'BRI', giro_jatuh_tempo: tanggal, giro_status: 'terdaftar', status: 'diterima', created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      await postJournal({ trx, kind: t.database.kind, userId: null, at, mayBackdate: true }, {
        tanggal, keterangan: 'Penjualan (uji) dibayar giro', doc: { tipe: 'penjualan', id: null },
        lines: [{ akun_id: await postingAccount(trx, 'akun_piutang_giro_id'), debit: 90_000, kredit: 0 }, { akun_id: await postingAccount(trx, 'akun_penjualan_id'), debit: 0, kredit: 90_000 }],
      });
      return Number(row.id);
    });
    const piutang = await saldoSetting(t, 'akun_piutang_id');
    const res = await post(t, 'finance', 'giro-tolak', { id, alasan: 'Rekening ditutup' });
    expect(res.statusCode, res.body).toBe(200);
    const hutangId = res.json().data.giro_hutang_id;
    const opened = await db.selectFrom('hutang').selectAll().where('id', '=', hutangId).executeTakeFirstOrThrow();
    expect(opened).toMatchObject({ sumber: 'giro_ditolak', konsumen_id: h.konsumen_id, sisa: 90_000, jumlah: 90_000, jatuh_tempo: tanggal });
    expect(await saldoSetting(t, 'akun_piutang_id')).toBe(piutang + 90_000);
    expect((await notices('sales2')).some((n) => n.pesan.includes('GS-1'))).toBe(true);
    // the reopened receivable is collectable again
    expect((await get(t, 'sales2', 'collection')).json().data.some((r: { id: number }) => r.id === hutangId)).toBe(true);
    await integritasOk(t);
  });

  it('giro-tolak of a real sale’s giro part: the receivable is the sale’s and raises its sisa_piutang; collecting it brings it back to 0', async () => {
    const env = await salesEnv(t, 1, 10);
    const [g] = env.goods;
    const sale = await draftSale(t, 'sales1', env.konsumen[0].id, [{ barang_id: g.barang_id, jumlah: 2 }]);
    expect(sale.total).toBeGreaterThan(1);
    const giroPart = Math.floor(sale.total / 2);
    const done = await post(t, 'sales1', 'transaksi-selesai', {
      id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total - giroPart }, { tipe: 'giro', jumlah: giroPart, giro_nomor: 'GS-SALE-1', giro_bank: 'BCA', giro_jatuh_tempo: todayJakarta() }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const paid = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    expect(paid).toMatchObject({ status: 'selesai', piutang: 0, sisa_piutang: 0 });
    const giroRow = paid.bayar.find((b: { tipe: string }) => b.tipe === 'giro');

    const res = await post(t, 'finance', 'giro-tolak', { id: giroRow.id, alasan: 'Saldo tidak cukup' });
    expect(res.statusCode, res.body).toBe(200);
    const hutangId = res.json().data.giro_hutang_id;
    const opened = await t.database.db.selectFrom('hutang').selectAll().where('id', '=', hutangId).executeTakeFirstOrThrow();
    expect(opened).toMatchObject({ sumber: 'giro_ditolak', penjualan_id: sale.id, sisa: giroPart, jumlah: giroPart });
    expect((await get(t, 'sales1', `penjualan/${sale.id}`)).json().data.sisa_piutang).toBe(giroPart);

    // the salesperson collects it: the invoice and the sale's open amount go down together
    const c = await collect(t, 'sales1', { hutang_id: hutangId, tipe: 'tunai', jumlah: giroPart });
    expect(c).toMatchObject({ penjualan_id: sale.id, hutang_id: hutangId });
    expect(await sisa(t, hutangId)).toBe(0);
    expect((await get(t, 'sales1', `penjualan/${sale.id}`)).json().data.sisa_piutang).toBe(0);
    await integritasOk(t);
  });
});
