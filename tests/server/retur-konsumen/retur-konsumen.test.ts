import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { stockQty } from '../kanvas/fixtures.js';
import { pdfText } from '../support/pdf-text.js';
import { completedSale, get, integritasOk, kasSaldo, post, saldoAkun, today, useReturApp } from './fixtures.js';

const { t, env, draft, step, toCheckout, hutangSisa, qtyRetur } = useReturApp();

describe('retur konsumen: report, checkout, approval', () => {
  it('happy path (potong piutang): good goods back into the vehicle, damaged written off, the receivable credited', async () => {
    const [g1, g2] = env.goods;
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g1.barang_id, qty: 5, harga: 10_000, diskon: 5_000 }, { barang_id: g2.barang_id, qty: 4, harga: 8_000 }], 50_000);
    const [l1, l2] = sale.lines;
    expect(l1.hpp).toBeGreaterThan(0);
    expect(l2.hpp).toBeGreaterThan(0);
    const rk = (await draft('sales1', {
      konsumen_id: env.konsumen.id, penjualan_id: sale.id,
      rincian: [{ penjualan_rincian_id: l1.id, jumlah: 2, kondisi: 'baik' }, { penjualan_rincian_id: l2.id, jumlah: 1, kondisi: 'rusak' }],
    })).data;
    expect(rk).toMatchObject({ status: 'draft', nomor: expect.stringMatching(/^RK\/\d{4}\/\d{2}\/\d{4}$/), kendaraan_id: env.kendaraanId, penyelesaian: 'potong_piutang' });
    expect(rk.karyawan_id).toBe(Number(sale.trip.karyawan_id));
    expect(rk.gudang_id).toBe(Number(sale.trip.gudang_id));
    // (5 × 10.000 − 5.000) / 5 = 9.000 per unit after the line's discount; 2 × 9.000 + 1 × 8.000
    expect(rk).toMatchObject({ subtotal: 26_000, ppn: 0, total: 26_000 });
    const lines = (await get(t, 'sales1', `retur-konsumen-rincian?retur_konsumen_id=${rk.id}`)).json();
    expect(lines.total).toBe(2);
    expect(lines.data.map((l: { harga: number; barang_id: number }) => [l.barang_id, l.harga])).toEqual([[g1.barang_id, 9_000], [g2.barang_id, 8_000]]);

    await toCheckout(rk.id);
    // no self-approval, and a salesperson never approves
    const self = await post(t, 'sales1', 'input/retur-approve', { id: rk.id });
    expect(self.statusCode).toBe(403);
    const waiting = (await get(t, 'finance', 'retur-approve')).json();
    expect(waiting.data.map((r: { id: number }) => r.id)).toContain(rk.id);
    expect((await get(t, 'sales1', 'retur-approve')).json()).toEqual({ data: [], total: 0 });

    const vBefore1 = await stockQty(t, `K:${env.kendaraanId}`, g1.barang_id);
    const wBefore2 = await stockQty(t, `G:${rk.gudang_id}`, g2.barang_id);
    const retur0 = await saldoAkun(t, 'akun_retur_penjualan_id');
    const piutang0 = await saldoAkun(t, 'akun_piutang_id');
    const loss0 = await saldoAkun(t, 'akun_kerugian_persediaan_id');
    const kas0 = await kasSaldo(t, 'sales1');
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ status: 'disetujui', potong_piutang: 26_000, dibayar_tunai: 0, total: 26_000, trip_kendaraan_id: Number(sale.trip.id), jurnal_id: expect.any(Number), tanggal_disetujui: today() });
    expect(await stockQty(t, `K:${env.kendaraanId}`, g1.barang_id)).toBe(vBefore1 + 2);
    expect(await stockQty(t, `G:${rk.gudang_id}`, g2.barang_id)).toBe(wBefore2);
    expect(await hutangSisa(sale.hutang_id!)).toBe(50_000 - 26_000);
    expect(Number((await get(t, 'admin', `penjualan/${sale.id}`)).json().data.sisa_piutang)).toBe(24_000);
    expect(await qtyRetur(l1.id)).toBe(2);
    expect(await qtyRetur(l2.id)).toBe(1);
    expect(await saldoAkun(t, 'akun_retur_penjualan_id')).toBe(retur0 + 26_000);
    expect(await saldoAkun(t, 'akun_piutang_id')).toBe(piutang0 - 26_000);
    // the returned share of each sale line's cost (hpp is the whole line's)
    expect(await saldoAkun(t, 'akun_kerugian_persediaan_id')).toBe(loss0 + Math.round(l2.hpp / 4));
    expect(await kasSaldo(t, 'sales1')).toBe(kas0);
    const trip = (await get(t, 'admin', `trip-kendaraan-ringkasan/${sale.trip.id}`)).json().data;
    expect(trip.barang.find((l: { barang_id: number }) => l.barang_id === g1.barang_id).diretur_konsumen).toBe(2);
    const into = await t.database.db.selectFrom('stok_ledger').selectAll().where('dokumen_tipe', '=', 'retur_konsumen').where('dokumen_id', '=', rk.id).execute();
    expect(into.map((r) => [Number(r.qty), Number(r.nilai)])).toEqual([[2, Math.round((l1.hpp * 2) / 5)]]);
    await integritasOk(t);

    const pdf = await get(t, 'sales1', `cetak-retur-konsumen/${rk.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // pdfmake breaks a long number at its slashes
    const text = (await pdfText(pdf.rawPayload)).replace(/\/ /g, '/');
    for (const s of ['BUKTI RETUR KONSUMEN', rk.nomor, env.konsumen.nama, sale.nomor, 'Potong piutang', 'Rusak', 'Rp. 26.000', 'Dipotong dari piutang']) expect(text).toContain(s);
    expect((await get(t, 'sales2', `cetak-retur-konsumen/${rk.id}`)).statusCode).toBe(404);
    expect((await get(t, 'aset', `cetak-retur-konsumen/${rk.id}`)).statusCode).toBe(403);

    const again = await post(t, 'gm', 'input/retur-approve', { id: rk.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Retur Konsumen berstatus Disetujui; Setujui Retur hanya dapat dilakukan dari status Checkout');
  });

  it('tunai: cash back from the salesperson\'s kas, with the PPN share back off output VAT', async () => {
    const g = env.goods[2];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 3, harga: 10_000, ppn_persen: 11 }]);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    expect(rk).toMatchObject({ subtotal: 10_000, ppn: 1_100, total: 11_100 });
    await toCheckout(rk.id);
    const kas0 = await kasSaldo(t, 'sales1');
    const ppn0 = await saldoAkun(t, 'akun_ppn_keluaran_id');
    const ok = (await step('gm', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ potong_piutang: 0, dibayar_tunai: 11_100 });
    expect(await kasSaldo(t, 'sales1')).toBe(kas0 - 11_100);
    expect(await saldoAkun(t, 'akun_ppn_keluaran_id')).toBe(ppn0 + 1_100);
    await integritasOk(t);
  });

  it('the nota discount is shared over its lines: the customer gets back what they paid', async () => {
    const [a, b] = env.goods;
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: a.barang_id, qty: 4, harga: 10_000 }, { barang_id: b.barang_id, qty: 2, harga: 30_000 }], 0, today(), 10_000);
    expect(sale.total).toBe(90_000);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    expect(rk).toMatchObject({ subtotal: 18_000, total: 18_000 });
    const all = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }, { penjualan_rincian_id: sale.lines[1].id, jumlah: 2 }] })).data;
    expect(all.total).toBe(18_000 + 54_000);
    await step('sales1', 'retur-konsumen-batal', rk.id, 200, { alasan_batal: 'Uji' });
    await step('sales1', 'retur-konsumen-batal', all.id, 200, { alasan_batal: 'Uji' });
    await integritasOk(t);
  });

  it('potong piutang above the open sisa: the rest is paid back in cash', async () => {
    const g = env.goods[0];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 4, harga: 5_000 }], 6_000);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    const kas0 = await kasSaldo(t, 'sales1');
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ total: 10_000, potong_piutang: 6_000, dibayar_tunai: 4_000 });
    expect(await hutangSisa(sale.hutang_id!)).toBe(0);
    expect(await kasSaldo(t, 'sales1')).toBe(kas0 - 4_000);
    await integritasOk(t);
  });

  it('cash back beyond what the salesperson holds is refused (409) and leaves nothing', async () => {
    const g = env.goods[1];
    const kas = await kasSaldo(t, 'sales1');
    const harga = kas + 1_000;
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga }], harga);
    // all on credit, so the salesperson holds none of this sale's money; the return asks for cash back (tunai)
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    await toCheckout(rk.id);
    const jurnal0 = await countRows(t.database, 'jurnal');
    const res = await post(t, 'finance', 'input/retur-approve', { id: rk.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(await countRows(t.database, 'jurnal')).toBe(jurnal0);
    expect(await qtyRetur(sale.lines[0].id)).toBe(0);
    expect((await get(t, 'admin', `retur-konsumen/${rk.id}`)).json().data.status).toBe('checkout');
    // cancelled only from draft/dilaporkan
    expect((await post(t, 'sales1', 'retur-konsumen-batal', { id: rk.id, alasan_batal: 'x' })).statusCode).toBe(409);
  });
});

describe('retur konsumen: the vehicle\'s trip already closed', () => {
  it('good goods go into the warehouse when the vehicle has no open trip; the return still credits the sale', async () => {
    const g = env.goods[0];
    const sale = await completedSale(t, 'sales1', env.konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 4_000 }], 8_000);
    const rk = (await draft('sales1', { konsumen_id: env.konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    // the salesperson unloads everything left on the trip (pengembalian sales), which closes it
    const summary = (await get(t, 'admin', `trip-kendaraan-ringkasan/${sale.trip.id}`)).json().data;
    const rincian = summary.barang.filter((l: { sisa: number }) => l.sisa > 0).map((l: { barang_id: number; sisa: number }) => ({ barang_id: l.barang_id, jumlah: l.sisa }));
    const ps = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian });
    expect(ps.statusCode, ps.body).toBe(201);
    await step('gm', 'input/pengembalian-approve', ps.json().data.id);
    const w0 = await stockQty(t, `G:${rk.gudang_id}`, g.barang_id);
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ status: 'disetujui', trip_kendaraan_id: null, potong_piutang: 8_000 });
    expect(await stockQty(t, `G:${rk.gudang_id}`, g.barang_id)).toBe(w0 + 2);
    expect(await stockQty(t, `K:${env.kendaraanId}`, g.barang_id)).toBe(0);
    expect(await hutangSisa(sale.hutang_id!)).toBe(0);
    await integritasOk(t);
  });
});
