import { describe, expect, it } from 'vitest';
import { stockQty } from '../kanvas/fixtures.js';
import { draftSale, get, integritas, post, today, useSaleApp } from './fixtures.js';

const { t, env, db, saldoAkun, kasByKode, creditCustomer } = useSaleApp(3, 40);

describe('transaksi-cancel', () => {
  it('puts the goods back at their cost, reverses the journal and the receivable, cancels the payments', async () => {
    const g = env.goods[2];
    const sale = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: g.barang_id, jumlah: 2 }]);
    const stock = await stockQty(t, `K:${env.kendaraanId}`, g.barang_id);
    const kas = Number((await kasByKode('KAS-S1')).saldo);
    const piutang = await saldoAkun('1-1300');
    const hpp = await saldoAkun('5-1100');
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }] })).statusCode).toBe(200);
    expect((await post(t, 'sales1', 'transaksi-cancel', { id: sale.id })).statusCode).toBe(422);
    const res = await post(t, 'sales1', 'transaksi-cancel', { id: sale.id, alasan_batal: 'Konsumen membatalkan pesanan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dibatalkan', alasan_batal: 'Konsumen membatalkan pesanan', sisa_piutang: 0 });
    expect(await stockQty(t, `K:${env.kendaraanId}`, g.barang_id)).toBe(stock);
    expect(Number((await kasByKode('KAS-S1')).saldo)).toBe(kas);
    expect(await saldoAkun('1-1300')).toBe(piutang);
    expect(await saldoAkun('5-1100')).toBe(hpp);
    const h = await db().selectFrom('hutang').select(['sisa']).where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
    expect(Number(h.sisa)).toBe(0);
    const pays = await db().selectFrom('penjualan_bayar').select('status').where('penjualan_id', '=', sale.id).execute();
    expect(pays.every((p) => p.status === 'dibatalkan')).toBe(true);
    const j = await db().selectFrom('jurnal').select('status').where('id', '=', res.json().data.jurnal_id).executeTakeFirstOrThrow();
    expect(j.status).toBe('dibatalkan');
    const trip = (await get(t, 'admin', `trip-kendaraan-ringkasan/${env.tripId}`)).json().data;
    const line = trip.barang.find((l: { barang_id: number }) => l.barang_id === g.barang_id);
    expect(line.dimuat - line.terjual + line.diretur_konsumen - line.dikembalikan - line.hilang).toBe(line.sisa);
    expect((await post(t, 'sales1', 'transaksi-cancel', { id: sale.id, alasan_batal: 'lagi' })).statusCode).toBe(409);
    await integritas(t);
  });

  it('refused once the payment is in a deposit, or the receivable was collected; sales only their own sale of the day', async () => {
    const mk = async () => {
      const s = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: env.goods[0].barang_id, jumlah: 1 }]);
      expect((await post(t, 'sales1', 'transaksi-selesai', { id: s.id, bayar: [{ tipe: 'tunai', jumlah: 500 }] })).statusCode).toBe(200);
      return s;
    };
    const deposited = await mk();
    // A deposit (setoran) takes the payment: the deposit helper sets setoran_id.
    await db().updateTable('penjualan_bayar').set({ setoran_id: 999 }).where('penjualan_id', '=', deposited.id).where('tipe', '=', 'tunai').execute();
    const r1 = await post(t, 'finance', 'transaksi-cancel', { id: deposited.id, alasan_batal: 'x' });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toContain('setoran');
    await db().updateTable('penjualan_bayar').set({ setoran_id: null }).where('penjualan_id', '=', deposited.id).execute();

    const collected = await mk();
    // A collection lowers the open receivable through the ledger (what /collection does): Dr cash / Cr receivables, sisa guarded.
    const { ledgerContext } = await import('../../../server/core/ledger-context.js');
    const { postJournal, postingAccount, reduceReceivable } = await import('../../../server/ledger/index.js');
    const sale = (await get(t, 'admin', `penjualan/${collected.id}`)).json().data;
    const kasBesar = await kasByKode('KAS-01');
    await t.database.db.transaction().execute(async (trx) => {
      const fin = await trx.selectFrom('users').select(['id']).where('email', '=', 'finance@niaga.local').executeTakeFirstOrThrow();
      const lc = ledgerContext(t.app.ctx, trx, { id: Number(fin.id), level_name: 'Finance' } as never);
      expect(await reduceReceivable(lc, sale.hutang_id, 100)).toBe(true);
      await postJournal(lc, { tanggal: today(), keterangan: 'Pelunasan sebagian', doc: { tipe: 'pelunasan', id: null }, lines: [
        { akun_id: Number(kasBesar.akun_id), debit: 100, kredit: 0 }, { akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: 0, kredit: 100 },
      ] });
    });
    const r2 = await post(t, 'finance', 'transaksi-cancel', { id: collected.id, alasan_batal: 'x' });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toContain('sudah dibayar');

    // sales2 cannot see it (404); sales1 cannot cancel a sale dated another day (403); finance can.
    const own = await mk();
    expect((await post(t, 'sales2', 'transaksi-cancel', { id: own.id, alasan_batal: 'x' })).statusCode).toBe(404);
    await db().updateTable('penjualan').set({ tanggal: '2020-01-01' }).where('id', '=', own.id).execute();
    const r3 = await post(t, 'sales1', 'transaksi-cancel', { id: own.id, alasan_batal: 'x' });
    expect(r3.statusCode).toBe(403);
    await db().updateTable('penjualan').set({ tanggal: today() }).where('id', '=', own.id).execute();
    expect((await post(t, 'spv', 'transaksi-cancel', { id: own.id, alasan_batal: 'x' })).statusCode).toBe(403);
    expect((await post(t, 'finance', 'transaksi-cancel', { id: own.id, alasan_batal: 'Salah input konsumen' })).statusCode).toBe(200);
    await integritas(t);
  });
});

describe('bad debt', () => {
  it('penjualan-tak-tertagih writes the open receivable off; batalkan restores it; finance only, not for cash sales', async () => {
    const sale = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: env.goods[1].barang_id, jumlah: 3 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }] })).statusCode).toBe(200);
    const credit = sale.total - 1000;
    const piutang = await saldoAkun('1-1300');
    expect((await post(t, 'sales1', 'penjualan-tak-tertagih', { id: sale.id, alasan_tak_tertagih: 'x' })).statusCode).toBe(403);
    expect((await post(t, 'finance', 'penjualan-tak-tertagih', { id: sale.id })).statusCode).toBe(422);
    const res = await post(t, 'finance', 'penjualan-tak-tertagih', { id: sale.id, alasan_tak_tertagih: 'Toko tutup, pemilik pindah' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'tak_tertagih', sisa_piutang: 0, jurnal_tak_tertagih_id: expect.any(Number) });
    expect(await saldoAkun('1-1300')).toBe(piutang - credit);
    const h = await db().selectFrom('hutang').select('sisa').where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
    expect(Number(h.sisa)).toBe(0);
    expect((await post(t, 'finance', 'penjualan-tak-tertagih', { id: sale.id, alasan_tak_tertagih: 'x' })).statusCode).toBe(409);
    expect((await post(t, 'finance', 'transaksi-cancel', { id: sale.id, alasan_batal: 'x' })).statusCode).toBe(409);
    await integritas(t);
    expect((await post(t, 'sales1', 'batalkan-penjualan-tak-tertagih', { id: sale.id })).statusCode).toBe(403);
    const back = await post(t, 'owner', 'batalkan-penjualan-tak-tertagih', { id: sale.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'selesai', sisa_piutang: credit, jurnal_tak_tertagih_id: null });
    expect(await saldoAkun('1-1300')).toBe(piutang);
    expect((await post(t, 'owner', 'batalkan-penjualan-tak-tertagih', { id: sale.id })).statusCode).toBe(409);
    // A sale paid in full has nothing to write off.
    const cash = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: env.goods[1].barang_id, jumlah: 1 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: cash.id, bayar: [{ tipe: 'tunai', jumlah: cash.total }] })).statusCode).toBe(200);
    const none = await post(t, 'finance', 'penjualan-tak-tertagih', { id: cash.id, alasan_tak_tertagih: 'x' });
    expect(none.statusCode).toBe(409);
    // Whoever created the sale may not write it off.
    const own = await draftSale(t, 'finance', creditCustomer().id, [{ barang_id: env.goods[1].barang_id, jumlah: 1 }], { karyawan_id: env.karyawanId });
    expect((await post(t, 'finance', 'transaksi-selesai', { id: own.id, bayar: [] })).statusCode).toBe(200);
    expect((await post(t, 'finance', 'penjualan-tak-tertagih', { id: own.id, alasan_tak_tertagih: 'x' })).statusCode).toBe(403);
    await integritas(t);
  });

  it('prints only finished sales', async () => {
    const draft = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: env.goods[0].barang_id, jumlah: 1 }]);
    expect((await get(t, 'sales1', `cetak-penjualan/${draft.id}`)).statusCode).toBe(409);
    expect((await get(t, 'gudang', `cetak-penjualan/${draft.id}`)).statusCode).toBe(403);
    expect((await get(t, 'sales2', `cetak-penjualan/${draft.id}`)).statusCode).toBe(404);
  });
});
