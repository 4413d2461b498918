import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, goodsWithUnit, jurnalLines, nilaiStok, otherGudang, saldoSetting, setClosingDate, settingId, stok, today, userGudang } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

/** A rule from goods sold by the dus to another goods, 1 base unit → `faktor` base units. */
async function aturan(faktor = 24) {
  const asal = await goodsWithUnit(t, 4);
  const tujuan = await goodsWithUnit(t, 5);
  const existing = await t.database.db.selectFrom('konversi').select('id').where('barang_asal_id', '=', asal.barang_id).where('barang_tujuan_id', '=', tujuan.barang_id).executeTakeFirst();
  if (existing) return { id: Number(existing.id), asal, tujuan };
  const res = await post('gudang', '/input/konversi', { barang_asal_id: asal.barang_id, barang_tujuan_id: tujuan.barang_id, faktor });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, asal, tujuan };
}

async function draft(user = 'gudang', jumlah = 2, extra: Record<string, unknown> = {}) {
  const r = await aturan();
  const res = await post(user, '/input/konversi-barang', { tanggal: today(), keterangan: 'Pecah dus untuk eceran', rincian: [{ konversi_id: r.id, satuan_id: r.asal.satuan_id, jumlah }], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { doc: res.json().data, r };
}

describe('goods conversion: quantity by the rule and value conserved', () => {
  it('POST /api/konversi answers message.hasil: 2 dus → 48 pcs, and by a rule', async () => {
    const g = await goodsWithUnit(t);
    const res = await post('gudang', '/konversi', { barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toEqual({ hasil: 2 * g.faktor });
    const back = await post('gudang', '/konversi', { barang_id: g.barang_id, jumlah: 2 * g.faktor + 1, satuan_tujuan_id: g.satuan_id });
    expect(back.json().data).toMatchObject({ hasil: 2, sisa: 1 });
    const r = await aturan();
    expect((await post('gudang', '/konversi', { konversi_id: r.id, satuan_id: r.asal.satuan_id, jumlah: 2 })).json().message.hasil).toBe(2 * r.asal.faktor * 24);
    expect((await post('gudang', '/konversi', { barang_id: g.barang_id })).statusCode).toBe(422);
    expect((await post('gudang', '/konversi', { barang_id: g.barang_id, jumlah: 1, x: 1 })).statusCode).toBe(400);
    expect((await post('sales1', '/konversi', { barang_id: g.barang_id, jumlah: 1 })).statusCode).toBe(403);
    const same = await post('gudang', '/input/konversi', { barang_asal_id: g.barang_id, barang_tujuan_id: g.barang_id, faktor: 1 });
    expect(same.statusCode).toBe(422);
  });

  it('happy path: source out at cost, result in at the same value, stock-difference account nets to zero', async () => {
    const { doc, r } = await draft();
    const gudang = await userGudang(t);
    const out = 2 * r.asal.faktor;
    expect(doc).toMatchObject({ status: 'draft', gudang_id: gudang, nomor: expect.stringMatching(/^KNV\//) });
    expect(doc.rincian[0]).toMatchObject({ qty_asal: out, qty_tujuan: out * 24 });
    const lok = `G:${gudang}`;
    const before = { a: await stok(t, r.asal.barang_id, lok), b: await stok(t, r.tujuan.barang_id, lok), ca: await nilaiStok(t, r.asal.barang_id), cb: await nilaiStok(t, r.tujuan.barang_id), inv: await saldoSetting(t, 'akun_persediaan_id'), dif: await saldoSetting(t, 'akun_selisih_persediaan_id') };
    const value = Math.round((before.ca.nilai * out) / before.ca.qty);
    const res = await post('gudang', '/input/konversi-barang-proses', { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    expect(done).toMatchObject({ status: 'diproses', total: value });
    expect(done.rincian[0].nilai).toBe(value);
    expect(await stok(t, r.asal.barang_id, lok)).toBe(before.a - out);
    expect(await stok(t, r.tujuan.barang_id, lok)).toBe(before.b + out * 24);
    expect(await nilaiStok(t, r.asal.barang_id)).toEqual({ qty: before.ca.qty - out, nilai: before.ca.nilai - value });
    expect(await nilaiStok(t, r.tujuan.barang_id)).toEqual({ qty: before.cb.qty + out * 24, nilai: before.cb.nilai + value });
    expect(await saldoSetting(t, 'akun_persediaan_id')).toBe(before.inv);
    expect(await saldoSetting(t, 'akun_selisih_persediaan_id')).toBe(before.dif);
    const inv = await settingId(t, 'akun_persediaan_id');
    const dif = await settingId(t, 'akun_selisih_persediaan_id');
    expect(await jurnalLines(t, done.jurnal_id)).toEqual([{ akun_id: dif, debit: value, kredit: 0 }, { akun_id: inv, debit: 0, kredit: value }]);
    expect(await jurnalLines(t, done.jurnal_masuk_id)).toEqual([{ akun_id: inv, debit: value, kredit: 0 }, { akun_id: dif, debit: 0, kredit: value }]);
    await expectIntegrity(t);
    const pdf = await get('gudang', `/cetak-konversi-barang/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['BUKTI KONVERSI BARANG', `No. ${doc.nomor}`, r.asal.nama, 'Total Nilai']) expect(text).toContain(s);
  });

  it('illegal steps 409 naming both states; short stock and the closing date write nothing', async () => {
    const { doc } = await draft();
    expect((await post('gudang', '/input/konversi-barang-proses', { id: doc.id })).statusCode).toBe(200);
    const again = await post('gudang', '/input/konversi-barang-proses', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Konversi Barang berstatus Diproses; Proses hanya dapat dilakukan dari status Draft');
    expect((await post('gudang', '/input/konversi-barang-batal', { id: doc.id })).statusCode).toBe(409);
    expect((await post('gudang', '/input/konversi-barang-rincian', { id: doc.rincian[0].id, jumlah: 1 })).statusCode).toBe(409);
    const { doc: big, r } = await draft('gudang', 1_000_000);
    const before = await stok(t, r.tujuan.barang_id, `G:${big.gudang_id}`);
    expect((await post('gudang', '/input/konversi-barang-proses', { id: big.id })).statusCode).toBe(409);
    expect(await stok(t, r.tujuan.barang_id, `G:${big.gudang_id}`)).toBe(before);
    expect((await get('gudang', `/konversi-barang/${big.id}`)).json().data.status).toBe('draft');
    const { doc: closed } = await draft();
    await setClosingDate(t, today());
    try { expect((await post('gudang', '/input/konversi-barang-proses', { id: closed.id })).statusCode).toBe(409); } finally { await setClosingDate(t, null); }
    expect((await post('gudang', '/input/konversi-barang-batal', { id: closed.id })).json().data.status).toBe('dibatalkan');
    await expectIntegrity(t);
  });

  it('permission by level and scoping by warehouse', async () => {
    const { doc } = await draft('admin', 1, { gudang_id: await otherGudang(t) });
    expect((await get('gudang', `/konversi-barang/${doc.id}`)).statusCode).toBe(404);
    expect((await post('gudang', '/input/konversi-barang-proses', { id: doc.id })).statusCode).toBe(404);
    expect((await get('gudang', `/cetak-konversi-barang/${doc.id}`)).statusCode).toBe(404);
    expect((await get('finance', `/konversi-barang/${doc.id}`)).statusCode).toBe(200);
    expect((await post('finance', '/input/konversi-barang-proses', { id: doc.id })).statusCode).toBe(403);
    expect((await get('sales1', '/konversi-barang')).statusCode).toBe(403);
    expect((await get('finance', '/konversi')).statusCode).toBe(200);
    expect((await post('finance', '/input/konversi', { barang_asal_id: 1, barang_tujuan_id: 2, faktor: 2 })).statusCode).toBe(403);
  });
});
