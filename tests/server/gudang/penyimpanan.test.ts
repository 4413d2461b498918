import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { anySupplier, expectIntegrity, goodsWithUnit, otherGudang, setClosingDate, stok, today, userGudang } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

async function places(gudangId: number) {
  const db = t.database.db;
  const rak = await db.selectFrom('gudang_rak').select('id').where('gudang_id', '=', gudangId).orderBy('id').limit(2).execute();
  const palet = await db.selectFrom('gudang_palet').select('id').where('gudang_id', '=', gudangId).orderBy('id').executeTakeFirstOrThrow();
  return { rak: rak.map((r) => Number(r.id)), palet: Number(palet.id) };
}

async function placed(barangId: number, gudangId: number, tipe: string, id: number): Promise<number> {
  const r = await t.database.db.selectFrom('stok_penempatan').select('qty').where('barang_id', '=', barangId).where('gudang_id', '=', gudangId)
    .where('tempat_tipe', '=', tipe).where('tempat_id', '=', id).executeTakeFirst();
  return Number(r?.qty ?? 0);
}

/** A received receipt of the warehouse admin: 2 larger units and 10 base units of one goods. */
async function receipt() {
  const g = await goodsWithUnit(t, 6);
  const res = await post('gudang', '/input/penerimaan', {
    tanggal: today(), supplier_id: await anySupplier(t),
    rincian: [{ barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 2, harga_satuan: 200_000 }, { barang_id: g.barang_id, jumlah: 10, harga_satuan: 9_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await post('gudang', '/input/penerimaan-terima', { id: res.json().data.id })).statusCode).toBe(200);
  return { penerimaan: res.json().data, g };
}

describe('penyimpanan barang: received goods into racks and pallets, and between places', () => {
  it('from a receipt: its goods become the lines, each gets a place, posting places them; the warehouse balance stays', async () => {
    const { penerimaan, g } = await receipt();
    const own = await userGudang(t);
    const { rak, palet } = await places(own);
    const qty = 2 * g.faktor + 10;
    const res = await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), penerimaan_id: penerimaan.id });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ status: 'draft', gudang_id: own, total: qty, nomor: expect.stringMatching(/^PNY\/\d{4}\/\d{2}\/\d{4}$/) });
    expect(doc.rincian.map((l: { barang_id: number; qty: number; tempat_id: number | null }) => [l.barang_id, l.qty, l.tempat_id])).toEqual([[g.barang_id, qty, null]]);
    expect((await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), penerimaan_id: penerimaan.id })).json().errors)
      .toEqual({ penerimaan_id: ['Semua barang penerimaan ini sudah ada di dokumen penyimpanan'] });

    const missing = await post('gudang', '/update/gudang-penyimpanan', { id: doc.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'rincian.0.tempat_id': ['Pilih tempat tujuan barang ini'] });

    // Split the line: most on a rack, the rest added on a pallet through the "tambah" call.
    const line = doc.rincian[0];
    expect((await post('gudang', '/input/gudang-penyimpanan-rincian', { id: line.id, jumlah: qty - 4, tempat_tipe: 'rak', tempat_id: rak[0] })).statusCode).toBe(200);
    const added = await post('gudang', '/input/gudang-penyimpanan-tambah', { gudang_penyimpanan_id: doc.id, barang_id: g.barang_id, jumlah: 4, tempat_tipe: 'palet', tempat_id: palet });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.tempat_nama).toMatch(/^Blok .+ \/ Palet .+$/);
    expect((await post('gudang', '/input/gudang-penyimpanan-tambah', { id: 1, gudang_penyimpanan_id: doc.id, barang_id: g.barang_id, jumlah: 1 })).statusCode).toBe(400);

    const stockBefore = await stok(t, g.barang_id, `G:${own}`);
    const before = { rak: await placed(g.barang_id, own, 'rak', rak[0]), palet: await placed(g.barang_id, own, 'palet', palet) };
    const done = await post('gudang', '/update/gudang-penyimpanan', { id: doc.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'ditempatkan', total: qty });
    expect(await placed(g.barang_id, own, 'rak', rak[0])).toBe(before.rak + qty - 4);
    expect(await placed(g.barang_id, own, 'palet', palet)).toBe(before.palet + 4);
    expect(await stok(t, g.barang_id, `G:${own}`)).toBe(stockBefore);
    await expectIntegrity(t);

    const pdf = await get('gudang', `/cetak-penyimpanan/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['PENYIMPANAN BARANG', `No. ${doc.nomor}`, g.nama, penerimaan.nomor, 'Palet', 'Mengetahui']) expect(text).toContain(s);

    // Moving between places: from the rack to the second rack; more than the rack holds is a 409 that writes nothing.
    const move = await post('gudang', '/input/gudang-penyimpanan', {
      tanggal: today(), rincian: [{ barang_id: g.barang_id, jumlah: 5, tempat_asal_tipe: 'rak', tempat_asal_id: rak[0], tempat_tipe: 'rak', tempat_id: rak[1] }],
    });
    expect(move.statusCode, move.body).toBe(201);
    expect((await post('gudang', '/update/gudang-penyimpanan', { id: move.json().data.id })).statusCode).toBe(200);
    expect(await placed(g.barang_id, own, 'rak', rak[0])).toBe(before.rak + qty - 9);
    expect(await placed(g.barang_id, own, 'rak', rak[1])).toBeGreaterThanOrEqual(5);
    const tooMuch = await post('gudang', '/input/gudang-penyimpanan', {
      tanggal: today(), rincian: [{ barang_id: g.barang_id, jumlah: 100_000, tempat_asal_tipe: 'rak', tempat_asal_id: rak[0], tempat_tipe: 'palet', tempat_id: palet }],
    });
    const refused = await post('gudang', '/update/gudang-penyimpanan', { id: tooMuch.json().data.id });
    expect(refused.statusCode).toBe(409);
    expect(await placed(g.barang_id, own, 'rak', rak[0])).toBe(before.rak + qty - 9);
    expect((await get('gudang', `/gudang-penyimpanan/${tooMuch.json().data.id}`)).json().data.status).toBe('draft');
    await expectIntegrity(t);
  });

  it('illegal steps and states: 409 naming both states; placing more than the unplaced stock is a 409; the closing date refuses', async () => {
    const own = await userGudang(t);
    const { rak } = await places(own);
    const g = await goodsWithUnit(t, 7);
    const unplacedDoc = await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), rincian: [{ barang_id: g.barang_id, jumlah: 10_000_000, tempat_tipe: 'rak', tempat_id: rak[0] }] });
    expect(unplacedDoc.statusCode, unplacedDoc.body).toBe(201);
    const over = await post('gudang', '/update/gudang-penyimpanan', { id: unplacedDoc.json().data.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^Stok yang belum ditempatkan tidak cukup: tersedia/);

    const ok = await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), rincian: [{ barang_id: g.barang_id, jumlah: 1, tempat_tipe: 'rak', tempat_id: rak[0] }] });
    await setClosingDate(t, today());
    try { expect((await post('gudang', '/update/gudang-penyimpanan', { id: ok.json().data.id })).statusCode).toBe(409); } finally { await setClosingDate(t, null); }
    expect((await post('gudang', '/update/gudang-penyimpanan', { id: ok.json().data.id })).statusCode).toBe(200);
    const again = await post('gudang', '/update/gudang-penyimpanan', { id: ok.json().data.id });
    expect(again.json().message).toBe('Penyimpanan Barang berstatus Ditempatkan; Tempatkan hanya dapat dilakukan dari status Draft');
    expect((await post('gudang', '/input/gudang-penyimpanan-tambah', { gudang_penyimpanan_id: ok.json().data.id, barang_id: g.barang_id, jumlah: 1, tempat_tipe: 'rak', tempat_id: rak[0] })).statusCode).toBe(409);
    expect((await post('gudang', '/input/gudang-penyimpanan-batal', { id: ok.json().data.id })).statusCode).toBe(409);
    expect((await post('gudang', '/input/gudang-penyimpanan-batal', { id: unplacedDoc.json().data.id })).json().data.status).toBe('dibatalkan');
  });

  it('bad input: places of another warehouse, half a place, same place twice, a draft receipt — 422 and nothing written', async () => {
    const own = await userGudang(t);
    const { rak } = await places(own);
    const { rak: [otherRak] } = await places(await otherGudang(t));
    const g = await goodsWithUnit(t);
    const count = async () => Number((await t.database.db.selectFrom('gudang_penyimpanan').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);
    const n = await count();
    const body = (line: Record<string, unknown>) => ({ tanggal: today(), rincian: [{ barang_id: g.barang_id, jumlah: 1, ...line }] });
    expect((await post('gudang', '/input/gudang-penyimpanan', body({ tempat_tipe: 'rak', tempat_id: otherRak }))).json().errors['rincian.0.tempat_id'][0]).toMatch(/bukan tempat di gudang ini$/);
    expect((await post('gudang', '/input/gudang-penyimpanan', body({ tempat_tipe: 'rak' }))).json().errors).toEqual({ 'rincian.0.tempat_id': ['Isi jenis tempat dan tempatnya bersama-sama'] });
    expect((await post('gudang', '/input/gudang-penyimpanan', body({ tempat_tipe: 'laci', tempat_id: 99_999_999 }))).json().errors).toEqual({ 'rincian.0.tempat_id': ['Tempat tidak ditemukan'] });
    expect((await post('gudang', '/input/gudang-penyimpanan', body({ tempat_tipe: 'rak', tempat_id: rak[0], tempat_asal_tipe: 'rak', tempat_asal_id: rak[0] }))).json().errors)
      .toEqual({ 'rincian.0.tempat_id': ['Tempat tujuan sama dengan tempat asal'] });
    const draftReceipt = await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: await anySupplier(t), rincian: [] });
    expect((await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), penerimaan_id: draftReceipt.json().data.id })).json().errors.penerimaan_id[0]).toMatch(/belum diterima/);
    expect(await count()).toBe(n);
  });

  it('permission and scoping: a warehouse admin only in their warehouse; sales none; finance reads', async () => {
    const other = await otherGudang(t);
    const { rak } = await places(other);
    const g = await goodsWithUnit(t);
    const foreign = await post('admin', '/input/gudang-penyimpanan', { tanggal: today(), gudang_id: other, rincian: [{ barang_id: g.barang_id, jumlah: 1, tempat_tipe: 'rak', tempat_id: rak[0] }] });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect((await get('gudang', `/gudang-penyimpanan/${foreign.json().data.id}`)).statusCode).toBe(404);
    expect((await post('gudang', '/update/gudang-penyimpanan', { id: foreign.json().data.id })).statusCode).toBe(404);
    expect((await post('gudang', '/input/gudang-penyimpanan', { tanggal: today(), gudang_id: other })).statusCode).toBe(403);
    expect((await get('sales1', '/gudang-penyimpanan')).statusCode).toBe(403);
    expect((await get('finance', '/gudang-penyimpanan')).statusCode).toBe(200);
    expect((await post('finance', '/input/gudang-penyimpanan-tambah', { gudang_penyimpanan_id: foreign.json().data.id, barang_id: g.barang_id, jumlah: 1 })).statusCode).toBe(403);
  });

  it('GET /api/gudang-tempat lists the places of one warehouse by their path, for pickers', async () => {
    const own = await userGudang(t);
    const res = await get('gudang', `/gudang-tempat?gudang_id=${own}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ tipe: string; id: number; nama: string }>;
    const db = t.database.db;
    const expected = {
      blok: Number((await db.selectFrom('gudang_blok').select((eb) => eb.fn.countAll().as('c')).where('gudang_id', '=', own).executeTakeFirstOrThrow()).c),
      laci: Number((await db.selectFrom('gudang_laci').select((eb) => eb.fn.countAll().as('c')).where('gudang_id', '=', own).executeTakeFirstOrThrow()).c),
    };
    expect(data.filter((p) => p.tipe === 'blok')).toHaveLength(expected.blok);
    expect(data.filter((p) => p.tipe === 'laci')).toHaveLength(expected.laci);
    expect(data.find((p) => p.tipe === 'laci')!.nama).toMatch(/^Blok \S+ \/ Rak \S+ \/ Laci \S+$/);
    expect(res.json().total).toBe(data.length);
    expect((await get('gudang', '/gudang-tempat')).statusCode).toBe(400);
    expect((await get('gudang', `/gudang-tempat?gudang_id=${own}&x=1`)).statusCode).toBe(400);
    expect((await get('gudang', '/gudang-tempat?gudang_id=99999999')).statusCode).toBe(404);
    // Every demo level reads /gudang; without any warehouse menu the places are refused.
    const asetLevel = Number((await db.selectFrom('level').select('id').where('nama_level', '=', 'Admin Aset').executeTakeFirstOrThrow()).id);
    const gudangMenu = Number((await db.selectFrom('menu').select('id').where('url', '=', '/gudang').executeTakeFirstOrThrow()).id);
    const role = await db.selectFrom('role').select('id').where('level_id', '=', asetLevel).where('menu_id', '=', gudangMenu).executeTakeFirstOrThrow();
    expect((await t.call('admin', { method: 'DELETE', url: `/api/role/${role.id}` })).statusCode).toBe(200);
    try {
      expect((await get('aset', `/gudang-tempat?gudang_id=${own}`)).statusCode).toBe(403);
    } finally {
      expect((await post('admin', '/input/role', { level_id: asetLevel, menu_id: gudangMenu })).statusCode).toBe(201);
    }
    expect((await get('aset', `/gudang-tempat?gudang_id=${own}`)).statusCode).toBe(200);
    expect((await t.call(null, { method: 'GET', url: `/api/gudang-tempat?gudang_id=${own}` })).statusCode).toBe(401);
  });
});
