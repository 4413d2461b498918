import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines, nilaiStok, otherGudang, saldoSetting, setClosingDate, settingId, stok, today, userGudang } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

/** A category with goods in stock in the admin's warehouse. */
async function kategori(skip = 0): Promise<number> {
  const g = await userGudang(t);
  const rows = await t.database.db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select('barang.kategori_id')
    .where('stok.lokasi', '=', `G:${g}`).where('stok.qty', '>', 20).groupBy('barang.kategori_id').orderBy('barang.kategori_id').execute();
  return Number(rows[skip % rows.length].kategori_id);
}

async function start(user = 'gudang', extra: Record<string, unknown> = {}, skip = 0) {
  const res = await post(user, '/input/stok-opname', { tanggal: today(), kategori_id: await kategori(skip), keterangan: 'Opname bulanan', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function countAll(doc: { id: number; rincian: Array<{ id: number; qty_sistem: number }> }, delta: (i: number) => number, user = 'gudang') {
  for (const [i, l] of doc.rincian.entries()) {
    const res = await post(user, '/input/stok-opname-rincian', { id: l.id, qty_fisik: l.qty_sistem + delta(i) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('stock opname: frozen system quantities, counted lines, differences posted', () => {
  it('happy path: a shortage out and a surplus in at average cost, against the stock-difference account', async () => {
    const doc = await start();
    const gudang = await userGudang(t);
    expect(doc).toMatchObject({ status: 'draft', gudang_id: gudang, nomor: expect.stringMatching(/^SOP\//), dibekukan_pada: expect.any(String) });
    expect(doc.rincian.length).toBeGreaterThan(1);
    for (const l of doc.rincian) expect(l.qty_sistem).toBe(await stok(t, l.barang_id, `G:${gudang}`));

    const [a, b] = doc.rincian;
    await countAll(doc, (i) => (i === 0 ? -5 : i === 1 ? 7 : 0));
    const counted = (await get('gudang', `/stok-opname/${doc.id}`)).json().data;
    expect(counted.rincian.slice(0, 2).map((l: { selisih: number }) => l.selisih)).toEqual([-5, 7]);

    const before = { a: await stok(t, a.barang_id, `G:${gudang}`), b: await stok(t, b.barang_id, `G:${gudang}`), ca: await nilaiStok(t, a.barang_id), cb: await nilaiStok(t, b.barang_id), inv: await saldoSetting(t, 'akun_persediaan_id') };
    const out = Math.round((before.ca.nilai * 5) / before.ca.qty);
    const inn = Math.round((before.cb.nilai / before.cb.qty) * 7);
    const res = await post('gudang', '/input/stok-opname-posting', { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    expect(done).toMatchObject({ status: 'diposting', total: inn - out });
    expect(done.rincian.slice(0, 3).map((l: { nilai: number }) => l.nilai)).toEqual([-out, inn, 0].slice(0, Math.min(3, done.rincian.length)));
    expect(await stok(t, a.barang_id, `G:${gudang}`)).toBe(before.a - 5);
    expect(await stok(t, b.barang_id, `G:${gudang}`)).toBe(before.b + 7);
    expect(await nilaiStok(t, a.barang_id)).toEqual({ qty: before.ca.qty - 5, nilai: before.ca.nilai - out });
    expect(await nilaiStok(t, b.barang_id)).toEqual({ qty: before.cb.qty + 7, nilai: before.cb.nilai + inn });
    expect(await saldoSetting(t, 'akun_persediaan_id')).toBe(before.inv - out + inn);
    const selisih = await settingId(t, 'akun_selisih_persediaan_id');
    const persediaan = await settingId(t, 'akun_persediaan_id');
    expect(await jurnalLines(t, done.jurnal_id)).toEqual([{ akun_id: selisih, debit: out, kredit: 0 }, { akun_id: persediaan, debit: 0, kredit: out }]);
    expect(await jurnalLines(t, done.jurnal_lebih_id)).toEqual([{ akun_id: persediaan, debit: inn, kredit: 0 }, { akun_id: selisih, debit: 0, kredit: inn }]);
    await expectIntegrity(t);

    const pdf = await get('gudang', `/cetak-stok-opname/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['BERITA ACARA STOCK OPNAME', `No. ${doc.nomor}`, 'Sistem', 'Fisik', 'Selisih Bersih', 'Penghitung']) expect(text).toContain(s);
  });

  it('refuses posting before every line is counted, and every illegal step afterwards', async () => {
    const doc = await start('gudang', {}, 1);
    const early = await post('gudang', '/input/stok-opname-posting', { id: doc.id });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.rincian[0]).toMatch(/belum dihitung/);
    expect((await post('gudang', '/input/stok-opname', { id: doc.id, rincian: [] })).statusCode).toBe(422);
    expect((await post('gudang', '/input/stok-opname', { id: doc.id, gudang_id: await otherGudang(t) })).statusCode).toBe(403);
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/stok-opname-rincian/${doc.rincian[0].id}` })).statusCode).toBe(409);
    const dup = await post('gudang', '/input/stok-opname-rincian', { stok_opname_id: doc.id, barang_id: doc.rincian[0].barang_id, qty_fisik: 1 });
    expect(dup.statusCode).toBe(422);
    await countAll(doc, () => 0);
    const res = await post('gudang', '/input/stok-opname-posting', { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 0, jurnal_id: null, jurnal_lebih_id: null });
    const again = await post('gudang', '/input/stok-opname-posting', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Stock Opname berstatus Diposting; Posting Selisih hanya dapat dilakukan dari status Draft');
    expect((await post('gudang', '/input/stok-opname-batal', { id: doc.id })).statusCode).toBe(409);
    expect((await post('gudang', '/input/stok-opname-rincian', { id: doc.rincian[0].id, qty_fisik: 1 })).statusCode).toBe(409);
    expect((await post('gudang', '/input/stok-opname', { id: doc.id, keterangan: 'x' })).statusCode).toBe(409);

    const closed = await start('gudang', {}, 2);
    await countAll(closed, (i) => (i === 0 ? -1 : 0));
    await setClosingDate(t, today());
    try { expect((await post('gudang', '/input/stok-opname-posting', { id: closed.id })).statusCode).toBe(409); } finally { await setClosingDate(t, null); }
    expect((await get('gudang', `/stok-opname/${closed.id}`)).json().data.status).toBe('draft');
    expect((await post('gudang', '/input/stok-opname-batal', { id: closed.id })).json().data.status).toBe('dibatalkan');
    await expectIntegrity(t);
  });

  it('permission by level and scoping by warehouse', async () => {
    const foreign = await start('admin', { gudang_id: await otherGudang(t), kategori_id: null });
    expect((await get('gudang', `/stok-opname/${foreign.id}`)).statusCode).toBe(404);
    expect((await get('gudang', `/cetak-stok-opname/${foreign.id}`)).statusCode).toBe(404);
    expect((await post('gudang', '/input/stok-opname-posting', { id: foreign.id })).statusCode).toBe(404);
    expect((await post('gudang', '/input/stok-opname-rincian', { id: foreign.rincian[0].id, qty_fisik: 1 })).statusCode).toBe(404);
    expect((await get('gudang', `/stok-opname-rincian?stok_opname_id=${foreign.id}`)).json().total).toBe(0);
    expect((await get('finance', `/stok-opname/${foreign.id}`)).statusCode).toBe(200);
    expect((await post('finance', '/input/stok-opname-posting', { id: foreign.id })).statusCode).toBe(403);
    expect((await get('sales1', '/stok-opname')).statusCode).toBe(403);
  });
});
