import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';
import { asset, category } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const today = () => todayJakarta();

async function newBlok(): Promise<number> {
  const res = await post('aset', '/input/asset-blok', { kode: `AU${Math.random().toString(36).slice(2, 7).toUpperCase()}`, nama: 'Ruang Audit Uji' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('asset-audit with its rincian', () => {
  it('lists the block\'s assets, checks them by code or id, adds one found from elsewhere, finishes into the register', async () => {
    const k = await category(t, 24);
    const blok = await newBlok();
    const other = await newBlok();
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => asset(t, { asset_kategori_id: k.id, nama: `Meja Audit ${i}`, asset_blok_id: blok })));
    const stray = await asset(t, { asset_kategori_id: k.id, nama: 'Kursi Nyasar', asset_blok_id: other });
    const opened = await post('aset', '/input/asset-audit', { tanggal: today(), asset_blok_id: blok });
    expect(opened.statusCode, opened.body).toBe(201);
    const doc = opened.json().data;
    expect(doc).toMatchObject({ status: 'berjalan', jumlah_aset: 3, belum_dicek: 3, ditemukan: 0 });
    expect(doc.nomor).toMatch(/^ADT\//);

    // Scanned (the code, in any case), typed by id, marked not found, and one registered elsewhere.
    const byCode = await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, kode: String(a.kode).toLowerCase(), hasil: 'ditemukan', kondisi: 'rusak_ringan' });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data).toMatchObject({ asset_id: a.id, hasil: 'ditemukan', kondisi: 'rusak_ringan', diharapkan: true });
    expect((await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, asset_id: b.id, hasil: 'tidak_ditemukan' })).statusCode).toBe(200);
    const strayRes = await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, kode: stray.kode, hasil: 'ditemukan', kondisi: 'baik' });
    expect(strayRes.statusCode, strayRes.body).toBe(201);
    expect(strayRes.json().data).toMatchObject({ diharapkan: false });
    expect((await get('aset', `/asset-audit/${doc.id}`)).json().data).toMatchObject({ jumlah_aset: 4, ditemukan: 2, tidak_ditemukan: 1, belum_dicek: 1 });
    const pdf = await get('aset', `/cetak-audit-penyimpanan-asset/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);

    const done = await post('aset', '/input/asset-audit', { id: doc.id, aksi: 'selesai' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'selesai', ditemukan: 2, tidak_ditemukan: 2, belum_dicek: 0 });
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ kondisi: 'rusak_ringan', tanggal_audit_terakhir: today() });
    expect((await get('aset', `/asset/${c.id}`)).json().data.tanggal_audit_terakhir).toBeNull();
    // Finished: no more checks, no second finish.
    expect((await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, kode: c.kode, hasil: 'ditemukan' })).statusCode).toBe(409);
    expect((await post('aset', '/input/asset-audit', { id: doc.id, aksi: 'selesai' })).statusCode).toBe(409);
  });

  it('refuses unknown codes, missing codes and results for another block\'s asset (422), and outsiders (403)', async () => {
    const k = await category(t, 24);
    const blok = await newBlok();
    await asset(t, { asset_kategori_id: k.id, asset_blok_id: blok });
    const doc = (await post('aset', '/input/asset-audit', { tanggal: today(), asset_blok_id: blok })).json().data;
    const elsewhere = await asset(t, { asset_kategori_id: k.id });
    const before = await countRows(t.database, 'asset_audit_rincian');
    for (const [body, field] of [
      [{ kode: 'TIDAK-ADA-999', hasil: 'ditemukan' }, 'kode'],
      [{ hasil: 'ditemukan' }, 'kode'],
      [{ kode: elsewhere.kode, hasil: 'tidak_ditemukan' }, 'hasil'],
      [{ kode: elsewhere.kode, hasil: 'hilang' }, 'hasil'],
      [{ asset_audit_id: 99_999_999, kode: elsewhere.kode, hasil: 'ditemukan' }, 'asset_audit_id'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_audit_rincian')).toBe(before);
    expect((await post('aset', '/input/asset-audit', { tanggal: today() })).statusCode).toBe(422);
    expect((await get('sales1', '/asset-audit')).statusCode).toBe(403);
    expect((await post('sales1', '/input/asset-audit-rincian', { asset_audit_id: doc.id, kode: elsewhere.kode, hasil: 'ditemukan' })).statusCode).toBe(403);
    expect((await post('finance', '/input/asset-audit', { id: doc.id, aksi: 'selesai' })).statusCode).toBe(403);
    expect((await post('aset', '/input/asset-audit', { id: doc.id, aksi: 'batal' })).statusCode).toBe(200);
    expect((await post('aset', '/input/asset-audit-rincian', { asset_audit_id: doc.id, kode: elsewhere.kode, hasil: 'ditemukan' })).statusCode).toBe(409);
  });
});
