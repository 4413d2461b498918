import { describe, expect, it } from 'vitest';
import { computePpn } from '../../../common/ppn.js';
import { draftSale, integritas, post, useSaleApp } from './fixtures.js';

/**
 * The tax base after every discount (issue 36): the nota discount is spread over the lines (taxed and untaxed apart),
 * each line's PPN is on its DPP, and the nota, the journal and the tax figures agree to the rupiah.
 */
const { t, env, db, cashCustomer } = useSaleApp(2, 40);

describe('PPN after the nota discount', () => {
  it('a nota discount lowers the PPN: Σ DPP = subtotal − discount, PPN = Σ round(DPP × rate), the journal posts that PPN', async () => {
    const [taxed, free] = env.goods;
    expect((await post(t, 'admin', 'input/barang', { id: taxed.barang_id, kena_ppn: true })).statusCode).toBe(200);
    expect((await post(t, 'admin', 'input/barang', { id: free.barang_id, kena_ppn: false })).statusCode).toBe(200);
    const k = cashCustomer();
    const sale = await draftSale(t, 'sales1', k.id, [{ barang_id: taxed.barang_id, jumlah: 10 }, { barang_id: free.barang_id, jumlah: 3 }], { diskon: 10_000 });
    const [a, b] = sale.rincian;
    const expected = computePpn([{ subtotal: a.subtotal, kenaPpn: true }, { subtotal: b.subtotal, kenaPpn: false }], 10_000, 1_100);
    expect([a.dpp, b.dpp]).toEqual(expected.lines.map((l) => l.dpp));
    expect(a.dpp + b.dpp).toBe(sale.subtotal - 10_000);
    expect(a.ppn).toBe(Math.round((a.dpp * 1_100) / 10_000));
    expect(b.ppn).toBe(0);
    // below the PPN of the price before the nota discount
    expect(a.ppn).toBeLessThan(Math.round((a.subtotal * 1_100) / 10_000));
    expect(sale.ppn).toBe(a.ppn);
    expect(sale.total).toBe(sale.subtotal - 10_000 + sale.ppn);
    // the discount changed on the draft: every line's DPP and PPN follow
    const again = await post(t, 'sales1', 'transaksi-update', { id: sale.id, diskon: 0 });
    expect(again.statusCode, again.body).toBe(200);
    const plain = again.json().data;
    expect(plain.rincian[0]).toMatchObject({ dpp: a.subtotal, ppn: Math.round((a.subtotal * 1_100) / 10_000) });
    const back = await post(t, 'sales1', 'transaksi-update', { id: sale.id, diskon: 10_000 });
    expect(back.json().data.ppn).toBe(sale.ppn);
    const done = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
    expect(done.statusCode, done.body).toBe(200);
    const jurnalId = done.json().data.jurnal_id;
    const ppnLine = await db().selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id').select(['kredit'])
      .where('jurnal_id', '=', jurnalId).where('akun.kode', '=', '2-1300').executeTakeFirstOrThrow();
    expect(Number(ppnLine.kredit)).toBe(sale.ppn);
    await integritas(t);
  });
});
