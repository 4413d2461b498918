import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, saldoSetting, stok } from '../gudang/fixtures.js';
import { pembelianRow, purchase, receive, today } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

async function returned(user: string, body: Record<string, unknown>) {
  const res = await post(user, '/input/retur-supplier', { tanggal: today(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** What the supplier may still take back of a goods: received from it less returned (the cap the server applies). */
async function returnable(supplierId: number, barangId: number): Promise<number> {
  const db = t.database.db;
  const inQ = await db.selectFrom('penerimaan_barang').innerJoin('penerimaan', 'penerimaan.id', 'penerimaan_barang.penerimaan_id').select((eb) => eb.fn.sum<number>('penerimaan_barang.qty').as('q'))
    .where('penerimaan.supplier_id', '=', supplierId).where('penerimaan.status', '=', 'diterima').where('penerimaan_barang.barang_id', '=', barangId).executeTakeFirst();
  const outQ = await db.selectFrom('retur_supplier_rincian').innerJoin('retur_supplier', 'retur_supplier.id', 'retur_supplier_rincian.retur_supplier_id').select((eb) => eb.fn.sum<number>('retur_supplier_rincian.qty').as('q'))
    .where('retur_supplier.supplier_id', '=', supplierId).where('retur_supplier.status', '=', 'checkout').where('retur_supplier_rincian.barang_id', '=', barangId).executeTakeFirst();
  return Number(inQ?.q ?? 0) - Number(outQ?.q ?? 0);
}

describe('retur supplier: draft → checkout sends goods back at cost', () => {
  it('set against the purchase payable: stock out at cost, payable and residual lowered, print, integrity', async () => {
    const { doc, g } = await purchase(t);
    expect((await receive(t, doc, [2 * g.faktor, 10])).statusCode).toBe(200);
    const lokasi = `G:${doc.gudang_id}`;
    const before = { qty: await stok(t, g.barang_id, lokasi), ap: await saldoSetting(t, 'akun_hutang_supplier_id') };
    const r = await returned('gudang', { supplier_id: doc.supplier_id, pembelian_id: doc.id, penyelesaian: 'potong_hutang', rincian: [{ barang_id: g.barang_id, jumlah: 3 }] });
    expect(r).toMatchObject({ status: 'draft', nomor: expect.stringMatching(/^RTS\//), gudang_id: doc.gudang_id });
    const out = await post('gudang', '/retur-supplier-checkout', { id: r.id });
    expect(out.statusCode, out.body).toBe(200);
    const total = out.json().data.total;
    expect(total).toBeGreaterThan(0);
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty - 3);
    expect(await saldoSetting(t, 'akun_hutang_supplier_id')).toBe(before.ap - total);
    expect(await pembelianRow(t, doc.id)).toMatchObject({ retur: total, hutang: 599_500 - total, sisa: 599_500 - total, status: 'diterima' });
    expect((await post('gudang', '/retur-supplier-checkout', { id: r.id })).statusCode).toBe(409);
    await expectIntegrity(t);
    const pdf = await get('gudang', `/cetak-retur-supplier/${r.id}`);
    expect(pdf.statusCode).toBe(200);
    for (const s of ['BUKTI RETUR SUPPLIER', r.nomor, g.nama]) expect(await pdfText(pdf.rawPayload)).toContain(s);
  });

  it('never more than was received from that supplier (409), and a refund receivable when not set against a payable', async () => {
    const { doc, g } = await purchase(t);
    expect((await receive(t, doc, [0, 5])).statusCode).toBe(200);
    const cap = await returnable(Number(doc.supplier_id), g.barang_id);
    const tooMany = await returned('gudang', { supplier_id: doc.supplier_id, penyelesaian: 'pengembalian_dana', rincian: [{ barang_id: g.barang_id, jumlah: cap + 1 }] });
    const refused = await post('gudang', '/retur-supplier-checkout', { id: tooMany.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/melebihi yang diterima dari supplier ini/);
    const vat0 = await saldoSetting(t, 'akun_piutang_supplier_id');
    const ok = await returned('gudang', { supplier_id: doc.supplier_id, penyelesaian: 'pengembalian_dana', rincian: [{ barang_id: g.barang_id, jumlah: 2 }] });
    const res = await post('gudang', '/retur-supplier-checkout', { id: ok.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await saldoSetting(t, 'akun_piutang_supplier_id')).toBe(vat0 + res.json().data.total);
    expect(await returnable(Number(doc.supplier_id), g.barang_id)).toBe(cap - 2);
    await expectIntegrity(t);
  });

  it('a payable cut needs a purchase of that supplier (422) and never takes the payable below zero (409); sales may not', async () => {
    const { doc, g } = await purchase(t);
    const noPurchase = await post('gudang', '/input/retur-supplier', { tanggal: today(), supplier_id: doc.supplier_id, penyelesaian: 'potong_hutang', rincian: [{ barang_id: g.barang_id, jumlah: 1 }] });
    expect(noPurchase.statusCode).toBe(422);
    expect(noPurchase.json().errors.pembelian_id).toEqual(['Pilih pembelian yang hutangnya dipotong, atau pilih Pengembalian Dana']);
    const other = await t.database.db.selectFrom('supplier').select('id').where('id', '!=', doc.supplier_id).executeTakeFirstOrThrow();
    expect((await post('gudang', '/input/retur-supplier', { tanggal: today(), supplier_id: other.id, pembelian_id: doc.id, rincian: [] })).statusCode).toBe(422);
    // Nothing received on this purchase yet: a cut of its payable is refused even though the supplier delivered before.
    const r = await returned('gudang', { supplier_id: doc.supplier_id, pembelian_id: doc.id, penyelesaian: 'potong_hutang', rincian: [{ barang_id: g.barang_id, jumlah: 1 }] });
    const refused = await post('gudang', '/retur-supplier-checkout', { id: r.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/melebihi hutang berjalan|melebihi yang diterima/);
    const otherGoods = await t.database.db.selectFrom('barang').select('id').where('id', '!=', g.barang_id).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const foreign = await returned('gudang', { supplier_id: doc.supplier_id, pembelian_id: doc.id, penyelesaian: 'potong_hutang', rincian: [{ barang_id: otherGoods.id, jumlah: 1 }] });
    const notOnIt = await post('gudang', '/retur-supplier-checkout', { id: foreign.id });
    expect(notOnIt.statusCode).toBe(422);
    expect(notOnIt.json().errors['rincian.0.barang_id'][0]).toMatch(/tidak ada pada pembelian/);
    expect((await post('sales1', '/input/retur-supplier', { tanggal: today(), supplier_id: doc.supplier_id, penyelesaian: 'pengembalian_dana' })).statusCode).toBe(403);
    expect((await post('sales1', '/retur-supplier-checkout', { id: r.id })).statusCode).toBe(403);
    expect((await post('gudang', '/input/retur-supplier-batal', { id: r.id })).json().data.status).toBe('dibatalkan');
    expect((await post('gudang', '/retur-supplier-checkout', { id: r.id })).statusCode).toBe(409);
    await expectIntegrity(t);
  });
});
