import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { draftSale, get, integritas, post, useSaleApp } from './fixtures.js';

/**
 * Rounding at the point of sale (issue 36): a cash sale of Rp. 44.392 with the default Rp. 100 step is paid Rp. 44.300,
 * the Rp. 92 posts to Selisih Pembulatan Penjualan, and the day's cash deposits with no difference; without rounding
 * the sale is paid to the rupiah.
 */
const { t, env, db, saldoAkun, cashCustomer, creditCustomer } = useSaleApp(1, 60);
const TARGET = 44_392;

/** A draft of one untaxed goods worth exactly TARGET after its line discount. */
async function saleOfTarget(k = cashCustomer()) {
  const [g] = env.goods;
  expect((await post(t, 'admin', 'input/barang', { id: g.barang_id, kena_ppn: false })).statusCode).toBe(200);
  const probe = await draftSale(t, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: 1 }]);
  const harga = Number(probe.rincian[0].harga);
  const qty = Math.ceil(TARGET / harga);
  expect(qty).toBeLessThanOrEqual(25);
  const res = await post(t, 'sales1', 'transaksi-update', { id: probe.id, rincian: [{ id: probe.rincian[0].id, barang_id: g.barang_id, jumlah: qty, diskon: qty * harga - TARGET }] });
  expect(res.statusCode, res.body).toBe(200);
  const sale = res.json().data;
  expect(sale.total).toBe(TARGET);
  return sale;
}

describe('pembulatan tunai', () => {
  it('the default rounds a cash sale down to Rp. 100: paid 44.300, 92 journalled to the rounding account', async () => {
    expect((await get(t, 'finance', 'setting')).json().data.pembulatan_tunai).toBe('100');
    const sale = await saleOfTarget();
    const before = await saldoAkun('8-1400');
    // the phone or the form may send the whole total; the cash due is the rounded one
    const res = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: TARGET }] });
    expect(res.statusCode, res.body).toBe(200);
    const done = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    expect(done).toMatchObject({ total: TARGET, pembulatan: 92, dibayar: 44_300, piutang: 0, hutang_id: null });
    expect(done.bayar.map((b: { tipe: string; jumlah: number }) => [b.tipe, b.jumlah])).toEqual([['tunai', 44_300]]);
    expect(await saldoAkun('8-1400')).toBe(before + 92);
    const lines = await db().selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id').select(['akun.kode', 'debit', 'kredit'])
      .where('jurnal_id', '=', done.jurnal_id).execute();
    expect(lines.filter((l) => l.kode === '8-1400').map((l) => Number(l.debit))).toEqual([92]);
    // the nota shows it
    const nota = await t.call('sales1', { method: 'GET', url: `/api/cetak-penjualan/${sale.id}` });
    expect(nota.statusCode).toBe(200);
    const text = await pdfText(nota.rawPayload);
    expect(text).toContain('Pembulatan');
    expect(text).toContain('- Rp. 92');
    expect(text).toContain('TOTAL BAYAR');
    expect(text).toContain('Rp. 44.300');
    await integritas(t);
  });

  it('a cash part short of the rounded due leaves exact credit, no rounding', async () => {
    const sale = await saleOfTarget(creditCustomer());
    const res = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 40_000 }] });
    expect(res.statusCode, res.body).toBe(200);
    const done = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    expect(done).toMatchObject({ pembulatan: 0, dibayar: 40_000, piutang: 4_392 });
  });

  it('the day’s cash of the trip deposits with no difference', async () => {
    const preview = (await get(t, 'sales1', `setoran-ringkasan?trip_kendaraan_id=${env.tripId}`)).json().data;
    const sales = preview.groups.tunai.filter((e: { sumber: string }) => e.sumber === 'penjualan');
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((e: { nominal: number }) => e.nominal % 100 === 0)).toBe(true);
    const tunai = preview.totals.tunai;
    // counted in Rp 100 coins and up only
    const pecahan = [{ nominal: 1_000, lembar: Math.floor(tunai / 1_000) }, { nominal: 100, lembar: Math.floor((tunai % 1_000) / 100) }].filter((p) => p.lembar > 0);
    const res = await post(t, 'sales1', 'transaksi-setor', { trip_kendaraan_id: env.tripId, pecahan });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.selisih).toBe(0);
  });

  it('setting none: the cash sale is paid to the rupiah', async () => {
    const { id } = (await get(t, 'finance', 'setting')).json().data;
    expect((await post(t, 'finance', 'input/setting', { id, pembulatan_tunai: '0' })).statusCode).toBe(200);
    const sale = await saleOfTarget();
    const res = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: TARGET }] });
    expect(res.statusCode, res.body).toBe(200);
    const done = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    expect(done).toMatchObject({ total: TARGET, pembulatan: 0, dibayar: TARGET });
    expect(done.bayar.map((b: { jumlah: number }) => b.jumlah)).toEqual([TARGET]);
    await integritas(t);
  });
});
