import { describe, expect, it } from 'vitest';
import { anySupplier, goodsWithUnit, today } from '../gudang/fixtures.js';
import { asset, category } from '../asset/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

describe('fields a state locks are refused by the generic update (issue 35)', () => {
  it('a received receipt\'s goods: 409 naming the state, whatever the body; nothing changes', async () => {
    const g = await goodsWithUnit(t);
    const made = await post('gudang', '/input/penerimaan', {
      tanggal: today(), supplier_id: await anySupplier(t), rincian: [{ barang_id: g.barang_id, jumlah: 2, harga_satuan: 5_000 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const doc = made.json().data;
    expect((await post('gudang', '/input/penerimaan-terima', { id: doc.id })).statusCode).toBe(200);
    const line = doc.rincian[0];
    const other = await goodsWithUnit(t, 1);
    const cases = [
      { rincian: [{ id: line.id, barang_id: other.barang_id, jumlah: 2, harga_satuan: 5_000 }] },
      { rincian: [{ id: line.id, barang_id: g.barang_id, jumlah: 20, harga_satuan: 5_000 }] },
      { rincian: [] },
      { keterangan: 'ubah', rincian: [{ id: line.id, barang_id: g.barang_id, jumlah: 2, harga_satuan: 5_000 }, { barang_id: g.barang_id, jumlah: 1, harga_satuan: 1 }] },
    ];
    for (const body of cases) {
      const res = await post('gudang', '/input/penerimaan', { id: doc.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toMatch(/^(Barang|Jumlah|Barang, Satuan, Jumlah, Harga per Satuan)(, [A-Za-z ]+)* tidak dapat diubah: dokumen berstatus Diterima$/);
    }
    const first = await post('gudang', '/input/penerimaan', { id: doc.id, rincian: [{ id: line.id, barang_id: other.barang_id, jumlah: 2, harga_satuan: 5_000 }] });
    expect(first.json().message).toBe('Barang tidak dapat diubah: dokumen berstatus Diterima');
    const after = (await get('gudang', `/penerimaan/${doc.id}`)).json().data;
    expect(after.rincian.map((l: { barang_id: number; jumlah: number }) => [l.barang_id, l.jumlah])).toEqual([[g.barang_id, 2]]);
    // The same lines sent back are no change to them: the state's own refusal answers instead.
    const same = await post('gudang', '/input/penerimaan', { id: doc.id, keterangan: 'x', rincian: [{ id: line.id, barang_id: g.barang_id, jumlah: 2, harga_satuan: 5_000 }] });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toMatch(/^Penerimaan Barang berstatus Diterima; hanya dapat diubah/);
  });

  it('an asset\'s cost and paying account once journalled (and depreciated); name and condition still change', async () => {
    const k = await category(t);
    const a = await asset(t, { asset_kategori_id: k.id });
    const bad = await post('aset', '/input/asset', { id: a.id, harga_perolehan: 1, akun_sumber_id: Number(a.akun_sumber_id) + 1 });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().message).toBe('Harga Perolehan, Dibayar dari / Akun Lawan tidak dapat diubah: Aset sudah dijurnal');
    const depreciated = (await get('aset', '/asset?perPage=1&sort=akumulasi_penyusutan&order=DESC')).json().data[0];
    expect(depreciated.akumulasi_penyusutan).toBeGreaterThan(0);
    const refused = await post('aset', '/input/asset', { id: depreciated.id, tanggal_perolehan: '2020-01-01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tanggal Perolehan tidak dapat diubah: Aset sudah dijurnal');
    const ok = await post('aset', '/input/asset', { id: depreciated.id, harga_perolehan: depreciated.harga_perolehan, tanggal_perolehan: depreciated.tanggal_perolehan, kondisi: 'rusak_ringan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('aset', `/asset/${depreciated.id}`)).json().data).toMatchObject({ harga_perolehan: depreciated.harga_perolehan, kondisi: 'rusak_ringan' });
  });
});
