import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { todayJakarta } from '../../../common/format.js';
import { akunId, category, saldo } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const today = () => todayJakarta();

async function procurement(user = 'aset', extra: Record<string, unknown> = {}) {
  const k = await category(t, 36);
  const res = await post(user, '/input/asset-pengadaan', {
    tanggal: today(), pemasok: 'CV Sumber Elektronik', akun_sumber_id: await akunId(t, '1-1200'),
    rincian: [
      { asset_kategori_id: k.id, nama: 'Laptop Staf', jumlah: 2, harga: 5_000_000, nilai_sisa: 500_000 },
      { asset_kategori_id: k.id, nama: 'Printer Laser', jumlah: 1, harga: 8_000_000 },
    ],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { doc: res.json().data, k };
}

describe('asset-pengadaan: diajukan → disetujui → lines become assets ; dibatalkan', () => {
  it('approves, turns each unit of an approved line into a coded asset journalled against the paying account', async () => {
    const { doc, k } = await procurement();
    expect(doc).toMatchObject({ status: 'diajukan', total: 18_000_000, jumlah_unit: 3, unit_diterima: 0 });
    expect(doc.nomor).toMatch(/^PGA\/\d{4}\/\d{2}\/\d{4}$/);
    expect((await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: doc.rincian[0].id })).statusCode).toBe(409);
    expect((await post('aset', '/asset-pengadaan-approve', { id: doc.id })).statusCode).toBe(403);
    const ok = await post('gm', '/asset-pengadaan-approve', { id: doc.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('disetujui');
    // Lines are frozen once approved.
    expect((await post('aset', '/input/asset-pengadaan-rincian', { id: doc.rincian[1].id, jumlah: 5 })).statusCode).toBe(409);

    const bank0 = await saldo(t, '1-1200');
    const journals = await countRows(t.database, 'jurnal');
    const line = await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: doc.rincian[0].id });
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().data).toMatchObject({ status: 'disetujui', unit_diterima: 2 });
    const made = (await get('aset', `/asset?asset_pengadaan_id=${doc.id}&sort=kode&order=ASC`)).json().data;
    expect(made.map((a: { kode: string }) => a.kode)).toEqual([`${k.kode}-0001`, `${k.kode}-0002`]);
    expect(made[0]).toMatchObject({ nama: 'Laptop Staf', harga_perolehan: 5_000_000, nilai_sisa: 500_000, status: 'aktif', tanggal_perolehan: today(), nilai_buku: 5_000_000 });
    expect(await saldo(t, '1-1200')).toBe(bank0 - 10_000_000);
    expect(await countRows(t.database, 'jurnal')).toBe(journals + 2);
    expect(await jurnalLines(t, made[0].jurnal_id)).toEqual([
      { akun_id: await akunId(t, '1-2610'), debit: 5_000_000, kredit: 0 }, { akun_id: await akunId(t, '1-1200'), debit: 0, kredit: 5_000_000 },
    ]);
    const again = await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: doc.rincian[0].id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah diterima menjadi aset/);
    expect(await countRows(t.database, 'jurnal')).toBe(journals + 2);

    const other = await procurement();
    const foreign = await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: other.doc.rincian[0].id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.rincian_id.join(' ')).toMatch(/bukan bagian dari pengadaan/);

    const cancel = await post('aset', '/asset-pengadaan-cancel', { id: doc.id, alasan_batal: 'Anggaran dialihkan' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/sudah menghasilkan 2 aset/);
    expect((await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: doc.rincian[1].id })).json().data.unit_diterima).toBe(3);
    await expectIntegrity(t);
  });

  it('refuses self-approval: whoever submitted it cannot approve it or its lines', async () => {
    const { doc } = await procurement('gm');
    const res = await post('gm', '/asset-pengadaan-approve', { id: doc.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/ajukan sendiri/);
    expect((await post('owner', '/asset-pengadaan-approve', { id: doc.id })).statusCode).toBe(200);
    expect((await post('gm', '/asset-pengadaan-rincian-approve', { id: doc.id, rincian_id: doc.rincian[0].id })).statusCode).toBe(403);
  });

  it('cancels with a reason before any unit became an asset; nothing moves afterwards', async () => {
    const { doc } = await procurement();
    expect((await post('aset', '/asset-pengadaan-cancel', { id: doc.id })).statusCode).toBe(422);
    const res = await post('aset', '/asset-pengadaan-cancel', { id: doc.id, alasan_batal: 'Harga pemasok berubah' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dibatalkan', alasan_batal: 'Harga pemasok berubah' });
    expect((await post('gm', '/asset-pengadaan-approve', { id: doc.id })).statusCode).toBe(409);
  });

  it('refuses bad input with field messages and writes nothing; 403 without the menu', async () => {
    const k = await category(t);
    const before = await countRows(t.database, 'asset_pengadaan');
    const body = { tanggal: today(), pemasok: 'Toko', akun_sumber_id: await akunId(t, '1-1200') };
    const line = { asset_kategori_id: k.id, nama: 'Meja', jumlah: 1, harga: 1_000_000 };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ rincian: [] }, 'rincian', /belum berisi rincian/],
      [{ rincian: [{ ...line, nilai_sisa: 1_000_000 }] }, 'rincian.0.nilai_sisa', /lebih kecil/],
      [{ rincian: [line], akun_sumber_id: await akunId(t, '1-1400') }, 'akun_sumber_id', /hanya diisi lewat/],
      [{ rincian: [{ ...line, jumlah: 0 }] }, 'rincian.0.jumlah', /./],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post('aset', '/input/asset-pengadaan', { ...body, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors[field].join(' ')).toMatch(message);
    }
    expect((await post('aset', '/input/asset-pengadaan', { ...body, rincian: [line], status: 'disetujui' })).statusCode).toBe(400);
    expect(await countRows(t.database, 'asset_pengadaan')).toBe(before);
    expect((await get('sales1', '/asset-pengadaan')).statusCode).toBe(403);
    expect((await post('gudang', '/input/asset-pengadaan', { ...body, rincian: [line] })).statusCode).toBe(403);
  });
});
