import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { todayJakarta } from '../../../common/format.js';
import { akunId, asset, category, saldo } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const today = () => todayJakarta();
const status = async (id: unknown) => (await get('aset', `/asset/${id}`)).json().data.status as string;

async function request(assetId: unknown, extra: Record<string, unknown> = {}) {
  return post('aset', '/input/asset-perbaikan-main', { tanggal: today(), asset_id: assetId, bengkel: 'CV Servis Jaya', keluhan: 'Kompresor mati', akun_beban_id: await akunId(t, '6-2400'), ...extra });
}

describe('asset-perbaikan-main: diajukan → disetujui → details → kembalikan', () => {
  it('puts the asset in repair, adds costs, returns it in its new condition with the cost journalled', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id, nama: 'AC Ruang Rapat', kondisi: 'rusak_berat' });
    const res = await request(a.id, { rincian: [{ uraian: 'Cek kerusakan', biaya: 150_000 }] });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ status: 'diajukan', total: 150_000 });
    expect(doc.nomor).toMatch(/^PBA\//);
    expect((await post('aset', '/asset-perbaikan-approve', { id: doc.id })).statusCode).toBe(403); // not by its requester
    expect((await post('gm', '/asset-perbaikan-approve', { id: doc.id })).statusCode, 'approve').toBe(200);
    expect(await status(a.id)).toBe('diperbaiki');
    expect((await request(a.id)).statusCode).toBe(422); // no second repair of an asset out

    const detail = await post('aset', '/input/asset-perbaikan', { asset_perbaikan_main_id: doc.id, uraian: 'Ganti kompresor', biaya: 2_350_000 });
    expect(detail.statusCode, detail.body).toBe(201);
    expect((await get('aset', `/asset-perbaikan-main/${doc.id}`)).json().data.total).toBe(2_500_000);
    expect((await get('aset', `/asset-perbaikan?asset_perbaikan_main_id=${doc.id}`)).json().data).toHaveLength(2);

    const bank = await akunId(t, '1-1200');
    const beban0 = await saldo(t, '6-2400');
    expect((await post('aset', '/input/asset-perbaikan-kembalikan', { id: doc.id, kondisi_kembali: 'baik' })).statusCode).toBe(422); // cost but no paying account
    const back = await post('aset', '/input/asset-perbaikan-kembalikan', { id: doc.id, kondisi_kembali: 'baik', akun_bayar_id: bank });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'selesai', kondisi_kembali: 'baik' });
    const lines = await jurnalLines(t, back.json().data.jurnal_id);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(2_500_000);
    expect(lines.reduce((s, l) => s + l.kredit, 0)).toBe(2_500_000);
    expect(await saldo(t, '6-2400')).toBe(beban0 + 2_500_000);
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ status: 'aktif', kondisi: 'baik' });
    // Closed: no second return, no more details.
    expect((await post('aset', '/input/asset-perbaikan-kembalikan', { id: doc.id, kondisi_kembali: 'baik', akun_bayar_id: bank })).statusCode).toBe(409);
    expect((await post('aset', '/input/asset-perbaikan', { asset_perbaikan_main_id: doc.id, uraian: 'Lagi', biaya: 1 })).statusCode).toBe(409);
    await expectIntegrity(t);
  });

  it('a repair written off as not worth it (disposal perbaikan) still closes; cancelling frees the asset; bad input 422; outsiders 403', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const doc = (await request(a.id)).json().data;
    expect((await post('gm', '/asset-perbaikan-approve', { id: doc.id })).statusCode).toBe(200);
    const disposal = (await post('aset', '/input/asset-disposal', { tanggal: today(), jenis: 3, alasan: 'Biaya perbaikan melebihi nilai', rincian: [{ asset_id: a.id }] })).json().data;
    expect((await post('finance', '/asset-disposal-posting', { id: disposal.id })).statusCode).toBe(200);
    expect(await status(a.id)).toBe('afkir');
    const closed = await post('aset', '/input/asset-perbaikan-kembalikan', { id: doc.id, kondisi_kembali: 'rusak_berat' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.jurnal_id).toBeNull();
    expect(await status(a.id)).toBe('afkir');

    const b = await asset(t, { asset_kategori_id: k.id });
    const d2 = (await request(b.id)).json().data;
    expect((await post('gm', '/asset-perbaikan-approve', { id: d2.id })).statusCode).toBe(200);
    expect((await post('aset', '/input/asset-perbaikan-main', { id: d2.id, aksi: 'batal' })).statusCode).toBe(422);
    expect((await post('aset', '/input/asset-perbaikan-main', { id: d2.id, aksi: 'batal', alasan_batal: 'Garansi ditanggung toko' })).statusCode).toBe(200);
    expect(await status(b.id)).toBe('aktif');
    expect((await post('gm', '/asset-perbaikan-approve', { id: d2.id })).statusCode).toBe(409);

    const before = await countRows(t.database, 'asset_perbaikan_main');
    for (const [extra, field] of [
      [{ asset_id: a.id }, 'asset_id'],
      [{ keluhan: '' }, 'keluhan'],
      [{ akun_beban_id: await akunId(t, '1-2610') }, 'akun_beban_id'],
      [{ rincian: [{ uraian: 'X', biaya: -5 }] }, 'rincian.0.biaya'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await request(b.id, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_perbaikan_main')).toBe(before);
    expect((await get('sales1', '/asset-perbaikan-main')).statusCode).toBe(403);
    expect((await post('finance', '/asset-perbaikan-approve', { id: d2.id })).statusCode).toBe(403);
  });
});
