import { describe, expect, it } from 'vitest';
import { splitQty, toBaseQty, unitsOf } from '../../../server/core/documents/units.js';
import { countRows } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const idOf = async (table: string, kode: string) => (await t.database.db.selectFrom(table).select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id as number;
const save = (user: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/input/barang', payload });

describe('barang with larger units', () => {
  it('saves the units with the goods and converts quantities to the base unit', async () => {
    const [pcs, dus, pak, mnm] = [await idOf('satuan', 'PCS'), await idOf('satuan', 'DUS'), await idOf('satuan', 'PAK'), await idOf('kategori', 'MNM')];
    const res = await save('gudang', {
      kode: 'UJI-001', barcode: '8990000000017', nama: 'Teh Uji Melati 350 ml', kategori_id: mnm, brand: 'Teh Uji', satuan_id: pcs,
      harga_beli: 3_050, minimal_stok: 48, konversi_satuan: [{ satuan_id: pak, faktor: 6 }, { satuan_id: dus, faktor: 24, barcode: '8990000000024' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const barang = res.json().data;
    expect(barang.konversi_satuan.map((l: { satuan: { nama: string }; faktor: number }) => [l.satuan.nama, l.faktor])).toEqual([['Pak', 6], ['Dus', 24]]);
    expect(barang.satuan).toMatchObject({ kode: 'PCS' });

    expect(await toBaseQty(t.database.db, barang.id, dus, 2)).toBe(48);
    expect(await toBaseQty(t.database.db, barang.id, pcs, 5)).toBe(5);
    await expect(toBaseQty(t.database.db, barang.id, await idOf('satuan', 'KG'), 1)).rejects.toMatchObject({ status: 422 });
    const units = await unitsOf(t.database.db, barang.id);
    expect(units.map((u) => [u.kode, u.faktor])).toEqual([['PCS', 1], ['DUS', 24], ['PAK', 6]]);
    expect(splitQty(units, 56)).toEqual([{ kode: 'DUS', qty: 2 }, { kode: 'PAK', qty: 1 }, { kode: 'PCS', qty: 2 }]);

    const lines = await t.call('gudang', { method: 'GET', url: `/api/barang-satuan?barang_id=${barang.id}` });
    expect(lines.json().total).toBe(2);
  });

  it('refuses the base unit, a unit twice or a factor below 2 as a larger unit, writing nothing', async () => {
    const [pcs, dus, mnm] = [await idOf('satuan', 'PCS'), await idOf('satuan', 'DUS'), await idOf('kategori', 'MNM')];
    const base = { kode: 'UJI-002', nama: 'Air Uji 600 ml', kategori_id: mnm, satuan_id: pcs };
    const before = [await countRows(t.database, 'barang'), await countRows(t.database, 'barang_satuan')];
    const same = await save('admin', { ...base, konversi_satuan: [{ satuan_id: pcs, faktor: 24 }] });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors['konversi_satuan.0.satuan_id'][0]).toMatch(/Satuan dasar/);
    const twice = await save('admin', { ...base, konversi_satuan: [{ satuan_id: dus, faktor: 24 }, { satuan_id: dus, faktor: 12 }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'konversi_satuan.1.satuan_id': ['Satuan tercantum lebih dari sekali'] });
    const one = await save('admin', { ...base, konversi_satuan: [{ satuan_id: dus, faktor: 1 }] });
    expect(one.json().errors).toEqual({ 'konversi_satuan.0.faktor': ['Isi (satuan dasar) minimal 2'] });
    expect([await countRows(t.database, 'barang'), await countRows(t.database, 'barang_satuan')]).toEqual(before);

    const made = (await save('admin', { ...base, konversi_satuan: [{ satuan_id: dus, faktor: 24 }] })).json().data;
    const toDus = await save('admin', { id: made.id, satuan_id: dus });
    expect(toDus.statusCode).toBe(422);
    expect(toDus.json().errors.satuan_id[0]).toMatch(/Satuan dasar/);
    const direct = await t.call('admin', { method: 'POST', url: '/api/input/barang-satuan', payload: { barang_id: made.id, satuan_id: pcs, faktor: 10 } });
    expect(direct.statusCode).toBe(422);
  });

  it('refuses a taken code or barcode with a 422 naming the field', async () => {
    const taken = (await t.database.db.selectFrom('barang').select(['kode', 'barcode', 'kategori_id', 'satuan_id']).where('kode', '=', 'MNM-001').executeTakeFirstOrThrow());
    const res = await save('admin', { kode: taken.kode, barcode: taken.barcode, nama: 'Duplikat', kategori_id: taken.kategori_id, satuan_id: taken.satuan_id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ kode: ['Kode Barang sudah dipakai'], barcode: ['Barcode sudah dipakai'] });
  });
});

describe('barang lists', () => {
  it('search by name, code or barcode; filter by category, brand, unit and active; sort by price', async () => {
    const byName = (await t.call('sales1', { method: 'GET', url: '/api/barang?q=tirta%20priangan&perPage=100' })).json();
    expect(byName.total).toBeGreaterThanOrEqual(5);
    expect(byName.data.every((b: { nama: string }) => /tirta priangan/i.test(b.nama))).toBe(true);
    const code = (await t.call('sales1', { method: 'GET', url: '/api/barang?q=MNM-001' })).json();
    expect(code.data[0].kode).toBe('MNM-001');

    const mie = await idOf('kategori', 'MIE');
    const filtered = (await t.call('sales1', { method: 'GET', url: `/api/barang?kategori_id=${mie}&brand=Mi%20Pelangi&aktif=true&perPage=100` })).json();
    expect(filtered.total).toBeGreaterThan(5);
    expect(filtered.data.every((b: { kategori_id: number; brand: string; aktif: boolean }) => b.kategori_id === mie && b.brand === 'Mi Pelangi' && b.aktif)).toBe(true);
    expect(filtered.data[0].kategori).toEqual({ id: mie, nama: 'Mi & Makanan Instan' });

    const sorted = (await t.call('sales1', { method: 'GET', url: '/api/barang?sort=harga_beli&order=DESC&perPage=5' })).json().data;
    expect(sorted[0].harga_beli).toBeGreaterThanOrEqual(sorted[4].harga_beli);
    expect((await t.call('sales1', { method: 'GET', url: '/api/barang?image=x' })).statusCode).toBe(400);
  });

  it('prices are searched by the goods name', async () => {
    const res = (await t.call('finance', { method: 'GET', url: '/api/harga-jual?q=Kriuk%20Priangan&perPage=1000' })).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.every((h: { barang: { nama: string } }) => h.barang.nama.includes('Kriuk Priangan'))).toBe(true);
  });
});

describe('deleting goods and units', () => {
  it('soft-deletes goods; refuses a unit or category still in use (409)', async () => {
    const dus = await idOf('satuan', 'DUS');
    const unit = await t.call('admin', { method: 'DELETE', url: `/api/satuan/${dus}` });
    expect(unit.statusCode).toBe(409);
    expect(unit.json().message).toMatch(/Satuan tidak dapat dihapus karena masih dipakai/);
    expect((await t.call('admin', { method: 'DELETE', url: `/api/kategori/${await idOf('kategori', 'MNM')}` })).statusCode).toBe(409);

    const id = await idOf('barang', 'MKR-001');
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/barang/${id}` })).statusCode).toBe(200);
    expect((await t.call('gudang', { method: 'GET', url: `/api/barang/${id}` })).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('barang').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // The code of a deleted goods may be used again.
    const again = await save('admin', { kode: 'MKR-001', nama: 'Pengganti', kategori_id: await idOf('kategori', 'MKR'), satuan_id: await idOf('satuan', 'PCS') });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('warehouse staff manage goods; sales only read them', async () => {
    const body = { kode: 'UJI-9', nama: 'x', kategori_id: await idOf('kategori', 'MNM'), satuan_id: await idOf('satuan', 'PCS') };
    expect((await save('sales1', body)).statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'GET', url: '/api/barang' })).statusCode).toBe(200);
    expect((await t.call('aset', { method: 'GET', url: '/api/barang' })).statusCode).toBe(403);
  });
});
