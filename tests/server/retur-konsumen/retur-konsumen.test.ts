import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../support/helpers.js';
import { shippedRequest, stockQty } from '../kanvas/fixtures.js';
import { pdfText } from '../support/pdf-text.js';
import { completedSale, customerOf, get, integritasOk, kasSaldo, openTripFor, post, saldoAkun, today, vehicleGoods } from './fixtures.js';

let t: TestApp;
let kendaraanId: number;
let goods: Array<{ barang_id: number; qty: number }>;
let konsumen: { id: number; nama: string };
let konsumen2: { id: number; nama: string };

beforeAll(async () => {
  t = await createTestApp();
  const trip = await openTripFor(t, 'sales1');
  kendaraanId = Number(trip.kendaraan_id);
  // enough of three goods in the vehicle for every sale below
  const inGudang = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${trip.gudang_id}`).where('qty', '>=', 100).orderBy('barang_id').limit(3).execute();
  await shippedRequest(t, inGudang.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 40 })));
  goods = (await vehicleGoods(t, kendaraanId, 40, 40)).filter((g) => inGudang.some((x) => Number(x.barang_id) === g.barang_id));
  expect(goods).toHaveLength(3);
  konsumen = await customerOf(t, 'sales1');
  konsumen2 = await customerOf(t, 'sales1', 1);
});
afterAll(async () => { await t.close(); });

const draft = async (user: string, body: Record<string, unknown>, status = 201) => {
  const res = await post(t, user, 'input/retur-konsumen', { tanggal: today(), ...body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const step = async (user: string, path: string, id: number, status = 200, extra: Record<string, unknown> = {}) => {
  const res = await post(t, user, path, { id, ...extra });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json();
};
const toCheckout = async (id: number) => {
  await step('sales1', 'retur-konsumen-laporkan', id);
  await step('sales1', 'retur-konsumen-checkout', id);
};
const hutangSisa = async (id: number) => Number((await t.database.db.selectFrom('hutang').select('sisa').where('id', '=', id).executeTakeFirstOrThrow()).sisa);
const qtyRetur = async (id: number) => Number((await t.database.db.selectFrom('penjualan_rincian').select('qty_retur').where('id', '=', id).executeTakeFirstOrThrow()).qty_retur);

describe('retur konsumen: report, checkout, approval', () => {
  it('happy path (potong piutang): good goods back into the vehicle, damaged written off, the receivable credited', async () => {
    const [g1, g2] = goods;
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g1.barang_id, qty: 5, harga: 10_000, diskon: 5_000 }, { barang_id: g2.barang_id, qty: 4, harga: 8_000 }], 50_000);
    const [l1, l2] = sale.lines;
    expect(l1.hpp).toBeGreaterThan(0);
    expect(l2.hpp).toBeGreaterThan(0);
    const rk = (await draft('sales1', {
      konsumen_id: konsumen.id, penjualan_id: sale.id,
      rincian: [{ penjualan_rincian_id: l1.id, jumlah: 2, kondisi: 'baik' }, { penjualan_rincian_id: l2.id, jumlah: 1, kondisi: 'rusak' }],
    })).data;
    expect(rk).toMatchObject({ status: 'draft', nomor: expect.stringMatching(/^RK\/\d{4}\/\d{2}\/\d{4}$/), kendaraan_id: kendaraanId, penyelesaian: 'potong_piutang' });
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

    const vBefore1 = await stockQty(t, `K:${kendaraanId}`, g1.barang_id);
    const wBefore2 = await stockQty(t, `G:${rk.gudang_id}`, g2.barang_id);
    const retur0 = await saldoAkun(t, 'akun_retur_penjualan_id');
    const piutang0 = await saldoAkun(t, 'akun_piutang_id');
    const loss0 = await saldoAkun(t, 'akun_kerugian_persediaan_id');
    const kas0 = await kasSaldo(t, 'sales1');
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ status: 'disetujui', potong_piutang: 26_000, dibayar_tunai: 0, total: 26_000, trip_kendaraan_id: Number(sale.trip.id), jurnal_id: expect.any(Number), tanggal_disetujui: today() });
    expect(await stockQty(t, `K:${kendaraanId}`, g1.barang_id)).toBe(vBefore1 + 2);
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
    for (const s of ['BUKTI RETUR KONSUMEN', rk.nomor, konsumen.nama, sale.nomor, 'Potong piutang', 'Rusak', 'Rp. 26.000', 'Dipotong dari piutang']) expect(text).toContain(s);
    expect((await get(t, 'sales2', `cetak-retur-konsumen/${rk.id}`)).statusCode).toBe(404);
    expect((await get(t, 'aset', `cetak-retur-konsumen/${rk.id}`)).statusCode).toBe(403);

    const again = await post(t, 'gm', 'input/retur-approve', { id: rk.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Retur Konsumen berstatus Disetujui; Setujui Retur hanya dapat dilakukan dari status Checkout');
  });

  it('tunai: cash back from the salesperson\'s kas, with the PPN share back off output VAT', async () => {
    const g = goods[2];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 3, harga: 10_000, ppn_persen: 11 }]);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
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
    const [a, b] = goods;
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: a.barang_id, qty: 4, harga: 10_000 }, { barang_id: b.barang_id, qty: 2, harga: 30_000 }], 0, today(), 10_000);
    expect(sale.total).toBe(90_000);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    expect(rk).toMatchObject({ subtotal: 18_000, total: 18_000 });
    const all = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }, { penjualan_rincian_id: sale.lines[1].id, jumlah: 2 }] })).data;
    expect(all.total).toBe(18_000 + 54_000);
    await step('sales1', 'retur-konsumen-batal', rk.id, 200, { alasan_batal: 'Uji' });
    await step('sales1', 'retur-konsumen-batal', all.id, 200, { alasan_batal: 'Uji' });
    await integritasOk(t);
  });

  it('potong piutang above the open sisa: the rest is paid back in cash', async () => {
    const g = goods[0];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 4, harga: 5_000 }], 6_000);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    const kas0 = await kasSaldo(t, 'sales1');
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ total: 10_000, potong_piutang: 6_000, dibayar_tunai: 4_000 });
    expect(await hutangSisa(sale.hutang_id!)).toBe(0);
    expect(await kasSaldo(t, 'sales1')).toBe(kas0 - 4_000);
    await integritasOk(t);
  });

  it('cash back beyond what the salesperson holds is refused (409) and leaves nothing', async () => {
    const g = goods[1];
    const kas = await kasSaldo(t, 'sales1');
    const harga = kas + 1_000;
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga }], harga);
    // all on credit, so the salesperson holds none of this sale's money; the return asks for cash back (tunai)
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, penyelesaian: 'tunai', rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
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

describe('retur konsumen: caps', () => {
  it('per sale line: this return plus pending ones never above what was sold less what was returned', async () => {
    const g = goods[0];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 3, harga: 2_000 }]);
    const line = sale.lines[0];
    const over = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 4 }] }, 422);
    expect(over.errors['rincian.0.jumlah'][0]).toMatch(/diretur 4, sisa yang dapat diretur dari baris penjualan ini 3/);
    // two lines of one return on the same sale line count together
    await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }, { penjualan_rincian_id: line.id, jumlah: 2, kondisi: 'rusak' }] }, 422);
    const a = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }] })).data;
    const pending = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 2 }] }, 422);
    expect(pending.errors['rincian.0.jumlah'][0]).toMatch(/sisa yang dapat diretur dari baris penjualan ini 1/);
    const b = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 1 }] })).data;
    await toCheckout(a.id);
    await step('finance', 'input/retur-approve', a.id);
    // a cancelled return frees its room
    await step('sales1', 'retur-konsumen-batal', b.id, 200, { alasan_batal: 'Konsumen batal retur' });
    const c = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: line.id, jumlah: 1 }] })).data;
    // a line added through the generic line route is capped too
    const addOver = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: c.id, penjualan_rincian_id: line.id, jumlah: 1 });
    expect(addOver.statusCode, addOver.body).toBe(422);
    expect(addOver.json().errors.jumlah[0]).toMatch(/sisa yang dapat diretur/);
    await integritasOk(t);
  });

  it('the approval guard holds when the room went meanwhile (409 naming goods and what remains)', async () => {
    const g = goods[1];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 3_000 }]);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    // as if another approval had taken one unit in the same instant
    await t.database.db.updateTable('penjualan_rincian').set({ qty_retur: 1 }).where('id', '=', sale.lines[0].id).execute();
    const res = await post(t, 'finance', 'input/retur-approve', { id: rk.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sisa yang dapat diretur.* 1/);
    await t.database.db.updateTable('penjualan_rincian').set({ qty_retur: 0 }).where('id', '=', sale.lines[0].id).execute();
  });

  it('per customer: only lines of the named sale of that customer, never more than the customer bought', async () => {
    const g = goods[2];
    const mine = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_000 }]);
    const other = await completedSale(t, 'sales1', konsumen2.id, [{ barang_id: g.barang_id, qty: 6, harga: 1_000 }]);
    const wrongCustomer = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: other.id, rincian: [] }, 422);
    expect(wrongCustomer.errors.penjualan_id[0]).toMatch(/bukan milik konsumen ini/);
    const wrongLine = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: mine.id, rincian: [{ penjualan_rincian_id: other.lines[0].id, jumlah: 1 }] }, 422);
    expect(wrongLine.errors['rincian.0.penjualan_rincian_id']).toEqual(['Baris penjualan bukan dari nota penjualan retur ini']);
    const tooMany = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: mine.id, rincian: [{ penjualan_rincian_id: mine.lines[0].id, jumlah: 6 }] }, 422);
    expect(tooMany.errors['rincian.0.jumlah'].join(' ')).toMatch(/konsumen ini hanya membeli/);
  });
});

describe('retur konsumen: states, rights, input, scope', () => {
  it('409 on the wrong state; a reported return is no longer edited', async () => {
    const g = goods[0];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_000 }]);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [] })).data;
    expect((await post(t, 'sales1', 'retur-konsumen-checkout', { id: rk.id })).statusCode).toBe(409);
    const draftPrint = await get(t, 'sales1', `cetak-retur-konsumen/${rk.id}`);
    expect(draftPrint.statusCode).toBe(409);
    expect(draftPrint.json().message).toMatch(/Cetak Bukti Retur hanya dapat dilakukan dari status/);
    expect((await post(t, 'finance', 'input/retur-approve', { id: rk.id })).statusCode).toBe(409);
    // nothing to report yet
    expect((await post(t, 'sales1', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(422);
    const line = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1 });
    expect(line.statusCode, line.body).toBe(201);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    // a second line, then deleted again: the totals follow
    const extra = await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1, kondisi: 'rusak' });
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(2_000);
    expect((await t.call('sales1', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${extra.json().data.id}` })).statusCode).toBe(200);
    expect((await get(t, 'sales1', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    expect((await t.call('sales2', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${line.json().data.id}` })).statusCode).toBe(404);
    await step('sales1', 'retur-konsumen-laporkan', rk.id);
    expect((await post(t, 'sales1', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(409);
    // a reported return's lines are neither deleted nor changed nor moved to a draft
    expect((await t.call('admin', { method: 'DELETE', url: `/api/retur-konsumen-rincian/${line.json().data.id}` })).statusCode).toBe(409);
    expect((await post(t, 'admin', 'input/retur-konsumen-rincian', { id: line.json().data.id, jumlah: 2 })).statusCode).toBe(409);
    const other = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [] })).data;
    expect((await post(t, 'admin', 'input/retur-konsumen-rincian', { id: line.json().data.id, retur_konsumen_id: other.id })).statusCode).toBe(409);
    expect((await get(t, 'admin', `retur-konsumen/${rk.id}`)).json().data.total).toBe(1_000);
    expect((await post(t, 'sales1', 'input/retur-konsumen', { id: rk.id, keterangan: 'ubah' })).statusCode).toBe(409);
    expect((await post(t, 'sales1', 'input/retur-konsumen-rincian', { retur_konsumen_id: rk.id, penjualan_rincian_id: sale.lines[0].id, jumlah: 1 })).statusCode).toBe(409);
    await step('sales1', 'retur-konsumen-batal', rk.id, 200, { alasan_batal: 'Salah input' });
    expect((await post(t, 'sales1', 'retur-konsumen-batal', { id: rk.id, alasan_batal: 'lagi' })).statusCode).toBe(409);
  });

  it('403 without the menu right; no self-approval by whoever wrote it', async () => {
    expect((await get(t, 'aset', 'retur-konsumen')).statusCode).toBe(403);
    expect((await post(t, 'aset', 'input/retur-konsumen', { tanggal: today(), konsumen_id: konsumen.id, penjualan_id: 1 })).statusCode).toBe(403);
    expect((await get(t, 'aset', 'retur-approve')).statusCode).toBe(403);
    expect((await post(t, 'spv', 'input/retur-konsumen', { tanggal: today(), konsumen_id: konsumen.id, penjualan_id: 1 })).statusCode).toBe(403);
    const g = goods[1];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    const rk = (await draft('finance', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    expect(rk.karyawan_id).toBe(Number(sale.trip.karyawan_id));
    await step('finance', 'retur-konsumen-laporkan', rk.id);
    await step('finance', 'retur-konsumen-checkout', rk.id);
    expect((await get(t, 'finance', 'retur-approve')).json().data.map((r: { id: number }) => r.id)).not.toContain(rk.id);
    const self = await post(t, 'finance', 'input/retur-approve', { id: rk.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/yang Anda ajukan sendiri/);
    // the salesperson whose return it is may not approve it either
    expect((await post(t, 'sales1', 'input/retur-approve', { id: rk.id })).statusCode).toBe(403);
    await step('gm', 'input/retur-approve', rk.id);
    await integritasOk(t);
  });

  it('the warehouse admin of the damaged-goods warehouse sees and approves the return', async () => {
    const g = goods[2];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 1_500 }], 3_000);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1, kondisi: 'rusak' }] })).data;
    const gudangUser = await t.database.db.selectFrom('users').select('gudang_id').where('email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow();
    expect(rk.gudang_id).toBe(Number(gudangUser.gudang_id));
    await toCheckout(rk.id);
    expect((await get(t, 'gudang', 'retur-approve')).json().data.map((r: { id: number }) => r.id)).toContain(rk.id);
    const w0 = await stockQty(t, `G:${rk.gudang_id}`, g.barang_id);
    await step('gudang', 'input/retur-approve', rk.id);
    expect(await stockQty(t, `G:${rk.gudang_id}`, g.barang_id)).toBe(w0);
    const moves = await t.database.db.selectFrom('stok_ledger').select(['qty', 'nilai']).where('dokumen_tipe', '=', 'retur_konsumen_rusak').where('dokumen_id', '=', rk.id).orderBy('id').execute();
    expect(moves.map((m) => Number(m.qty))).toEqual([1, -1]);
    expect(await hutangSisa(sale.hutang_id!)).toBe(1_500);
    await integritasOk(t);
  });

  it('bad input: unknown field 400, missing or wrong values 422, a sale not completed 422', async () => {
    const g = goods[2];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    expect((await post(t, 'sales1', 'input/retur-konsumen', { tanggal: today(), konsumen_id: konsumen.id, penjualan_id: sale.id, total: 5 })).statusCode).toBe(400);
    const missing = await draft('sales1', { konsumen_id: konsumen.id }, 422);
    expect(Object.keys(missing.errors)).toContain('penjualan_id');
    const zero = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 0 }] }, 422);
    expect(Object.keys(zero.errors)).toContain('rincian.0.jumlah');
    await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, penyelesaian: 'barter' }, 422);
    const early = await draft('sales1', { tanggal: '2020-01-01', konsumen_id: konsumen.id, penjualan_id: sale.id }, 422);
    expect(Object.keys(early.errors)).toContain('tanggal');
    await t.database.db.updateTable('penjualan').set({ status: 'dibatalkan' }).where('id', '=', sale.id).execute();
    const cancelled = await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id }, 422);
    expect(cancelled.errors.penjualan_id[0]).toMatch(/hanya penjualan selesai/);
    expect((await post(t, 'finance', 'input/retur-approve', {})).statusCode).toBe(422);
    expect((await get(t, 'finance', 'retur-approve?x=1')).statusCode).toBe(400);
  });

  it('a salesperson never sees or uses another salesperson\'s returns or sales', async () => {
    const g = goods[0];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 1, harga: 1_000 }]);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 1 }] })).data;
    const list = (await get(t, 'sales2', 'retur-konsumen')).json();
    expect(list.data.some((r: { karyawan_id: number }) => r.karyawan_id === rk.karyawan_id)).toBe(false);
    expect((await get(t, 'sales2', `retur-konsumen/${rk.id}`)).statusCode).toBe(404);
    expect((await get(t, 'sales2', `retur-konsumen-rincian?retur_konsumen_id=${rk.id}`)).json().total).toBe(0);
    expect((await post(t, 'sales2', 'retur-konsumen-laporkan', { id: rk.id })).statusCode).toBe(404);
    const foreign = await post(t, 'sales2', 'input/retur-konsumen', { tanggal: today(), konsumen_id: konsumen.id, penjualan_id: sale.id });
    expect([403, 422]).toContain(foreign.statusCode);
    expect((await get(t, 'sales1', 'retur-konsumen')).json().data.map((r: { id: number }) => r.id)).toContain(rk.id);
  });
});

describe('retur konsumen: the vehicle\'s trip already closed', () => {
  it('good goods go into the warehouse when the vehicle has no open trip; the return still credits the sale', async () => {
    const g = goods[0];
    const sale = await completedSale(t, 'sales1', konsumen.id, [{ barang_id: g.barang_id, qty: 2, harga: 4_000 }], 8_000);
    const rk = (await draft('sales1', { konsumen_id: konsumen.id, penjualan_id: sale.id, rincian: [{ penjualan_rincian_id: sale.lines[0].id, jumlah: 2 }] })).data;
    await toCheckout(rk.id);
    // the salesperson unloads everything left on the trip (pengembalian sales), which closes it
    const summary = (await get(t, 'admin', `trip-kendaraan-ringkasan/${sale.trip.id}`)).json().data;
    const rincian = summary.barang.filter((l: { sisa: number }) => l.sisa > 0).map((l: { barang_id: number; sisa: number }) => ({ barang_id: l.barang_id, jumlah: l.sisa }));
    const ps = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: kendaraanId, rincian });
    expect(ps.statusCode, ps.body).toBe(201);
    await step('gm', 'input/pengembalian-approve', ps.json().data.id);
    const w0 = await stockQty(t, `G:${rk.gudang_id}`, g.barang_id);
    const ok = (await step('finance', 'input/retur-approve', rk.id)).data;
    expect(ok).toMatchObject({ status: 'disetujui', trip_kendaraan_id: null, potong_piutang: 8_000 });
    expect(await stockQty(t, `G:${rk.gudang_id}`, g.barang_id)).toBe(w0 + 2);
    expect(await stockQty(t, `K:${kendaraanId}`, g.barang_id)).toBe(0);
    expect(await hutangSisa(sale.hutang_id!)).toBe(0);
    await integritasOk(t);
  });
});
