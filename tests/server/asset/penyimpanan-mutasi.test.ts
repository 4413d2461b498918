import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';
import { asset, category, poster } from './fixtures.js';

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
let blok: number[];
let karyawan: number;
beforeAll(async () => {
  t = await createTestApp(); ({ post, get } = poster(t));
  blok = (await t.database.db.selectFrom('asset_blok').select('id').orderBy('id').execute()).map((b) => Number(b.id));
  karyawan = Number((await t.database.db.selectFrom('karyawan').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
});
afterAll(async () => { await t.close(); });

const today = () => todayJakarta();
const row = async (id: unknown) => (await get('aset', `/asset/${id}`)).json().data as { asset_blok_id: number | null; karyawan_id: number | null; status: string };

describe('asset-penyimpanan and its riwayat', () => {
  it('stores assets (with the document or added to an empty one later), cancels one back to where it came from', async () => {
    const k = await category(t, 24);
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => asset(t, { asset_kategori_id: k.id, nama: `Kursi Simpan ${i}`, asset_blok_id: blok[0] })));
    const full = await post('aset', '/input/asset-penyimpanan-create', { tanggal: today(), asset_blok_id: blok[1], rincian: [{ asset_id: a.id }] });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().data).toMatchObject({ jumlah_aset: 1 });
    expect(full.json().data.nomor).toMatch(/^SPA\//);
    expect((await row(a.id)).asset_blok_id).toBe(blok[1]);

    const empty = await post('aset', '/input/asset-penyimpanan', { tanggal: today(), asset_blok_id: blok[2] });
    expect(empty.statusCode, empty.body).toBe(201);
    const doc = empty.json().data;
    expect(doc.jumlah_aset).toBe(0);
    const added = await post('aset', '/input/asset-penyimpanan', { id: doc.id, rincian: [{ asset_id: b.id }, { asset_id: c.id }] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.jumlah_aset).toBe(2);
    expect((await row(b.id)).asset_blok_id).toBe(blok[2]);
    const lines = added.json().data.rincian as Array<{ id: number; asset_id: number; status: string; blok_asal_id: number }>;
    expect(lines.map((l) => [l.status, l.blok_asal_id])).toEqual([['disimpan', blok[0]], ['disimpan', blok[0]]]);
    // Lines are only added: dropping one or changing its asset is refused.
    expect((await post('aset', '/input/asset-penyimpanan', { id: doc.id, rincian: [{ id: lines[0].id, asset_id: b.id }] })).statusCode).toBe(422);
    expect((await post('aset', '/input/asset-penyimpanan', { id: doc.id, asset_blok_id: blok[3] })).statusCode).toBe(422);

    const lineC = lines.find((l) => l.asset_id === c.id)!;
    expect((await post('sales1', '/input/asset-riwayat-penyimpanan', { id: lineC.id, alasan_batal: 'Salah' })).statusCode).toBe(403);
    const cancel = await post('aset', '/input/asset-riwayat-penyimpanan', { id: lineC.id, alasan_batal: 'Salah blok' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await row(c.id)).asset_blok_id).toBe(blok[0]);
    expect((await get('aset', `/asset-penyimpanan/${doc.id}`)).json().data.jumlah_aset).toBe(1);
    expect((await post('aset', '/input/asset-riwayat-penyimpanan', { id: lineC.id, alasan_batal: 'Lagi' })).statusCode).toBe(409);
    const hist = await get('aset', `/asset-riwayat-penyimpanan?asset_id=${c.id}`);
    expect(hist.json().data.map((h: { status: string }) => h.status)).toEqual(['dibatalkan']);
  });

  it('refuses assets not Aktif and bad input (422) and outsiders (403)', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    await post('aset', '/input/asset-peminjaman', { tanggal: today(), karyawan_id: karyawan, jatuh_tempo: today(), keperluan: 'Pinjam', rincian: [{ asset_id: a.id }] });
    const before = await countRows(t.database, 'asset_penyimpanan');
    for (const [body, field] of [
      [{ tanggal: today(), asset_blok_id: blok[1], rincian: [{ asset_id: a.id }] }, 'rincian.0.asset_id'],
      [{ tanggal: today(), rincian: [] }, 'asset_blok_id'],
      [{ tanggal: 'kemarin', asset_blok_id: blok[1] }, 'tanggal'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await post('aset', '/input/asset-penyimpanan', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_penyimpanan')).toBe(before);
    expect((await get('sales1', '/asset-penyimpanan')).statusCode).toBe(403);
    expect((await get('sales1', '/asset-riwayat-penyimpanan')).statusCode).toBe(403);
  });
});

describe('asset-mutasi: diminta → dipindahkan / ditolak', () => {
  it('moves every asset to the destination block and custodian, remembers where they were, prints; refuses a second step', async () => {
    const k = await category(t, 24);
    const [a, b] = await Promise.all([1, 2].map((i) => asset(t, { asset_kategori_id: k.id, nama: `Lemari ${i}`, asset_blok_id: blok[0] })));
    const req = await post('aset', '/input/asset-mutasi', { tanggal: today(), asset_blok_tujuan_id: blok[3], karyawan_tujuan_id: karyawan, alasan: 'Pindah ke gudang cabang', rincian: [{ asset_id: a.id }, { asset_id: b.id }] });
    expect(req.statusCode, req.body).toBe(201);
    const doc = req.json().data;
    expect(doc).toMatchObject({ status: 'diminta', jumlah_aset: 2 });
    expect((await get('aset', `/cetak-asset-mutasi?id=${doc.id}`)).headers['content-type']).toMatch(/pdf/);
    expect((await post('finance', '/input/asset-mutasi', { id: doc.id, aksi: 'pindahkan' })).statusCode).toBe(403);
    expect((await get('aset', `/asset-mutasi-entry/${doc.id}`)).statusCode).toBe(404);
    const done = await post('aset', '/input/asset-mutasi', { id: doc.id, aksi: 'pindahkan' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await row(a.id)).toMatchObject({ asset_blok_id: blok[3], karyawan_id: karyawan });
    const entry = (await get('aset', `/asset-mutasi-entry/${doc.id}`)).json().data;
    expect(entry).toMatchObject({ status: 'dipindahkan', nomor: doc.nomor });
    const lines = (await get('aset', `/asset-mutasi-rincian?asset_mutasi_id=${doc.id}`)).json().data;
    expect(lines.map((l: { blok_asal_id: number }) => l.blok_asal_id)).toEqual([blok[0], blok[0]]);
    expect((await post('aset', '/input/asset-mutasi', { id: doc.id, aksi: 'tolak', alasan_tolak: 'Terlambat' })).statusCode).toBe(409);
    expect((await post('aset', '/input/asset-mutasi', { id: doc.id, alasan: 'Ubah' })).statusCode).toBe(409);
    expect((await get('aset', `/cetak-asset-mutasi?id=${doc.id}`)).statusCode).toBe(200);
  });

  it('refuses a request that names an asset out of the books or none (422), a refusal without a reason (422), and outsiders (403)', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const before = await countRows(t.database, 'asset_mutasi');
    for (const [extra, field] of [[{ rincian: [] }, 'rincian'], [{ rincian: [{ asset_id: 99_999_999 }] }, 'rincian.0.asset_id'], [{ asset_blok_tujuan_id: null, rincian: [{ asset_id: a.id }] }, 'asset_blok_tujuan_id']] as Array<[Record<string, unknown>, string]>) {
      const res = await post('aset', '/input/asset-mutasi', { tanggal: today(), asset_blok_tujuan_id: blok[1], alasan: 'Uji', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_mutasi')).toBe(before);
    const doc = (await post('aset', '/input/asset-mutasi', { tanggal: today(), asset_blok_tujuan_id: blok[1], alasan: 'Uji', rincian: [{ asset_id: a.id }] })).json().data;
    expect((await post('aset', '/input/asset-mutasi', { id: doc.id, aksi: 'tolak' })).statusCode).toBe(422);
    expect((await post('aset', '/input/asset-mutasi', { id: doc.id, aksi: 'tolak', alasan_tolak: 'Tidak perlu' })).statusCode).toBe(200);
    expect((await post('aset', '/input/asset-mutasi', { id: doc.id, aksi: 'pindahkan' })).statusCode).toBe(409);
    expect((await get('sales1', '/asset-mutasi')).statusCode).toBe(403);
    expect((await get('sales1', `/cetak-asset-mutasi?id=${doc.id}`)).statusCode).toBe(403);
  });
});
