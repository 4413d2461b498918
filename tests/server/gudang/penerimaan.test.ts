import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import {
  anySupplier, expectIntegrity, goodsWithUnit, jurnalLines, nilaiStok, otherGudang, saldoSetting, setClosingDate, settingId, stok, today, userGudang,
} from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

async function draft(user = 'gudang', extra: Record<string, unknown> = {}) {
  const g = await goodsWithUnit(t);
  const res = await post(user, '/input/penerimaan', {
    tanggal: today(), supplier_id: await anySupplier(t), no_faktur: 'INV-SUP-001',
    rincian: [{ barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 2, harga_satuan: 240_000 }, { barang_id: g.barang_id, jumlah: 10, harga_satuan: 10_000 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { doc: res.json().data, g };
}

describe('penerimaan barang: draft → diterima puts the goods in at cost against payables', () => {
  it('happy path: number, base quantities, total, stock, moving cost and the journal to the rupiah', async () => {
    const next = (await get('gudang', `/penerimaan-invoice?tanggal=${today()}`)).json().data.nomor;
    const { doc, g } = await draft();
    expect(doc.nomor).toBe(next);
    expect(doc.nomor).toMatch(/^PNR\/\d{4}\/\d{2}\/\d{4}$/);
    expect(doc).toMatchObject({ status: 'draft', gudang_id: await userGudang(t), total: 580_000 });
    expect(doc.rincian.map((l: { qty: number; nilai: number }) => [l.qty, l.nilai])).toEqual([[2 * g.faktor, 480_000], [10, 100_000]]);
    expect((await get('gudang', `/penerimaan-invoice?tanggal=${today()}`)).json().data.nomor).not.toBe(next);

    const lokasi = `G:${doc.gudang_id}`;
    const before = { qty: await stok(t, g.barang_id, lokasi), cost: await nilaiStok(t, g.barang_id), inv: await saldoSetting(t, 'akun_persediaan_id'), ap: await saldoSetting(t, 'akun_hutang_dagang_id') };
    const res = await post('gudang', '/input/penerimaan-terima', { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    expect(done).toMatchObject({ status: 'diterima', total: 580_000, diterima_oleh: expect.any(Number) });
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty + 2 * g.faktor + 10);
    expect(await nilaiStok(t, g.barang_id)).toEqual({ qty: before.cost.qty + 2 * g.faktor + 10, nilai: before.cost.nilai + 580_000 });
    expect(await saldoSetting(t, 'akun_persediaan_id')).toBe(before.inv + 580_000);
    expect(await saldoSetting(t, 'akun_hutang_dagang_id')).toBe(before.ap + 580_000);
    expect(await jurnalLines(t, done.jurnal_id)).toEqual([
      { akun_id: await settingId(t, 'akun_persediaan_id'), debit: 580_000, kredit: 0 },
      { akun_id: await settingId(t, 'akun_hutang_dagang_id'), debit: 0, kredit: 580_000 },
    ]);
    const kartu = await t.database.db.selectFrom('stok_ledger').select(['qty', 'nilai', 'dokumen_nomor']).where('dokumen_tipe', '=', 'penerimaan').where('dokumen_id', '=', doc.id).orderBy('id').execute();
    expect(kartu.map((k) => [Number(k.qty), Number(k.nilai), k.dokumen_nomor])).toEqual([[2 * g.faktor, 480_000, doc.nomor], [10, 100_000, doc.nomor]]);
    await expectIntegrity(t);

    const pdf = await get('gudang', `/cetak-penerimaan/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['BUKTI PENERIMAAN BARANG', `No. ${doc.nomor}`, g.nama, 'SUP-001', 'Rp. 580.000', 'Diterima oleh']) expect(text).toContain(s);
  });

  it('every illegal step answers 409 naming both states, and nothing moves', async () => {
    const { doc } = await draft();
    expect((await post('gudang', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(200);
    const again = await post('gudang', '/input/penerimaan-terima', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Penerimaan Barang berstatus Diterima; Terima hanya dapat dilakukan dari status Draft');
    expect((await post('gudang', '/input/penerimaan-batal', { id: doc.id })).statusCode).toBe(409);
    expect((await post('gudang', '/input/penerimaan', { id: doc.id, keterangan: 'ubah' })).statusCode).toBe(409);
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/penerimaan/${doc.id}` })).statusCode).toBe(409);
    const line = doc.rincian[0];
    const edit = await post('gudang', '/input/penerimaan-barang', { id: line.id, jumlah: 99 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/berstatus Diterima/);
    expect((await post('gudang', '/input/penerimaan-barang', { penerimaan_id: doc.id, barang_id: line.barang_id, jumlah: 1, harga_satuan: 1 })).statusCode).toBe(409);
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/penerimaan-barang/${line.id}` })).statusCode).toBe(409);

    const { doc: other } = await draft();
    expect((await post('gudang', '/input/penerimaan-batal', { id: other.id })).json().data.status).toBe('dibatalkan');
    const late = await post('gudang', '/input/penerimaan-terima', { id: other.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Penerimaan Barang berstatus Dibatalkan; Terima hanya dapat dilakukan dari status Draft');
    await expectIntegrity(t);
  });

  it('lines one by one keep the total while a draft; an empty receipt or a foreign unit is refused', async () => {
    const { doc, g } = await draft('gudang', { rincian: [] });
    const empty = await post('gudang', '/input/penerimaan-terima', { id: doc.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ rincian: ['Penerimaan belum berisi barang'] });
    const added = await post('gudang', '/input/penerimaan-barang', { penerimaan_id: doc.id, barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 3, harga_satuan: 1_000 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ qty: 3 * g.faktor, nilai: 3_000 });
    expect((await get('gudang', `/penerimaan/${doc.id}`)).json().data.total).toBe(3_000);
    expect((await post('gudang', '/input/penerimaan-barang', { id: added.json().data.id, jumlah: 5 })).json().data).toMatchObject({ qty: 5 * g.faktor, nilai: 5_000 });
    expect((await get('gudang', `/penerimaan-barang?penerimaan_id=${doc.id}`)).json().total).toBe(1);
    const own = (await t.database.db.selectFrom('barang_satuan').select('satuan_id').where('barang_id', '=', g.barang_id).execute()).map((r) => Number(r.satuan_id));
    const unit = await t.database.db.selectFrom('satuan').select('id').where('id', 'not in', [g.dasar_id, ...own]).orderBy('id').executeTakeFirstOrThrow();
    const foreign = await post('gudang', '/input/penerimaan-barang', { penerimaan_id: doc.id, barang_id: g.barang_id, satuan_id: unit.id, jumlah: 1, harga_satuan: 1 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ satuan_id: ['Satuan ini tidak terdaftar untuk barang tersebut'] });
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/penerimaan-barang/${added.json().data.id}` })).statusCode).toBe(200);
    expect((await get('gudang', `/penerimaan/${doc.id}`)).json().data.total).toBe(0);
  });

  it('a receipt dated before the last movement of its goods in the warehouse needs a finance level: 409 for the warehouse admin', async () => {
    const { doc, g } = await draft('gudang', { tanggal: '2026-01-05' });
    const lokasi = `G:${doc.gudang_id}`;
    const last = async () => (await t.database.db.selectFrom('stok').select('tanggal_akhir').where('barang_id', '=', g.barang_id).where('lokasi', '=', lokasi).executeTakeFirstOrThrow()).tanggal_akhir;
    const before = { qty: await stok(t, g.barang_id, lokasi), last: await last() };
    expect(before.last > '2026-01-05').toBe(true);
    const res = await post('gudang', '/input/penerimaan-terima', { id: doc.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Tanggal 05-01-2026 sebelum gerakan terakhir .*${g.nama}.* \\(\\d{2}-\\d{2}-\\d{4}\\); mencatat mundur hanya boleh oleh Finance$`));
    expect((await get('gudang', `/penerimaan/${doc.id}`)).json().data.status).toBe('draft');
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty);

    const admin = await post('admin', '/input/penerimaan-terima', { id: doc.id });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty + 2 * g.faktor + 10);
    expect(await last()).toBe(before.last);
    await expectIntegrity(t);
  });

  it('the closing date refuses the posting and leaves the draft as it was', async () => {
    const { doc, g } = await draft();
    const lokasi = `G:${doc.gudang_id}`;
    const before = await stok(t, g.barang_id, lokasi);
    await setClosingDate(t, today());
    try {
      const res = await post('gudang', '/input/penerimaan-terima', { id: doc.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/ditutup buku/);
    } finally { await setClosingDate(t, null); }
    expect((await get('gudang', `/penerimaan/${doc.id}`)).json().data.status).toBe('draft');
    expect(await stok(t, g.barang_id, lokasi)).toBe(before);
  });
});

describe('penerimaan barang: permission and scoping', () => {
  it('finance and the GM read; sales sees nothing; only warehouse levels receive', async () => {
    const { doc } = await draft();
    expect((await get('finance', `/penerimaan/${doc.id}`)).statusCode).toBe(200);
    expect((await post('finance', '/input/penerimaan', { tanggal: today(), supplier_id: await anySupplier(t), gudang_id: doc.gudang_id })).statusCode).toBe(403);
    expect((await post('finance', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(403);
    expect((await get('sales1', '/penerimaan')).statusCode).toBe(403);
    expect((await get('sales1', '/penerimaan-invoice')).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/penerimaan' })).statusCode).toBe(401);
    expect((await post('gm', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(200);
  });

  it("a warehouse admin sees and writes only their own warehouse's receipts", async () => {
    const foreign = await otherGudang(t);
    const { doc } = await draft('admin', { gudang_id: foreign });
    expect(doc.gudang_id).toBe(foreign);
    expect((await get('gudang', `/penerimaan/${doc.id}`)).statusCode).toBe(404);
    expect((await get('gudang', `/cetak-penerimaan/${doc.id}`)).statusCode).toBe(404);
    expect((await post('gudang', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(404);
    expect((await post('gudang', '/input/penerimaan-barang', { penerimaan_id: doc.id, barang_id: doc.rincian[0].barang_id, jumlah: 1, harga_satuan: 1 })).statusCode).toBe(403);
    const list = (await get('gudang', '/penerimaan?perPage=100')).json();
    expect(list.data.every((d: { gudang_id: number }) => d.gudang_id !== foreign)).toBe(true);
    expect((await get('gudang', `/penerimaan-barang?penerimaan_id=${doc.id}`)).json().total).toBe(0);
    expect((await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: await anySupplier(t), gudang_id: foreign })).statusCode).toBe(403);
    const noGudang = await post('admin', '/input/penerimaan', { tanggal: today(), supplier_id: await anySupplier(t) });
    expect(noGudang.statusCode).toBe(422);
    expect(noGudang.json().errors).toEqual({ gudang_id: ['Gudang wajib diisi'] });
    expect((await post('admin', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(200);
    await expectIntegrity(t);
  });
});
