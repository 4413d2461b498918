import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { akunId, asset, category, saldo } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

/** SPEC.md section 7 Assets built so far: the register, categories, blocks, QR and depreciation calls. */
const CALLS = [
  'GET /asset', 'GET /asset/{id}', 'POST /input/asset', 'GET /asset-qr-code/{id}', 'GET /cetak-qrcode/{id}', 'GET /asset-kategori', 'POST /input/asset-kategori',
  'GET /asset-blok', 'POST /input/asset-blok', 'GET /asset-penyusutan', 'GET /asset-penyusutan/{id}', 'POST /input/asset-penyusutan', 'POST /asset-penyusutan-jurnal',
  'POST /asset-penyusutan-cancel', 'GET /cek-biaya-penyusutan-asset',
];

describeSpecCalls('SPEC.md section 7 asset calls', t, CALLS);

describe('the demo company\'s assets', () => {
  it('has assets in every category on the register accounts, each month since the books opened journalled, and books equal to the register', async () => {
    const assets = (await get('aset', '/asset?perPage=1000')).json();
    expect(assets.total).toBeGreaterThanOrEqual(40);
    const perCategory = new Set(assets.data.map((a: { asset_kategori_id: number }) => a.asset_kategori_id));
    expect(perCategory.size).toBe(4);
    const runs = (await get('finance', '/asset-penyusutan?perPage=100&sort=periode&order=ASC')).json().data;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((r: { status: string; total: number; jurnal_id: number }) => r.status === 'diposting' && r.total > 0 && r.jurnal_id > 0)).toBe(true);
    expect(assets.data.every((a: { nilai_buku: number; harga_perolehan: number; akumulasi_penyusutan: number }) => a.nilai_buku === a.harga_perolehan - a.akumulasi_penyusutan)).toBe(true);
    await expectIntegrity(t);
  });
});

describe('asset register', () => {
  it('codes a new asset from its category, journals its cost and opening accumulation, and keeps the books equal to the register', async () => {
    const k = await category(t, 48);
    const aset0 = await saldo(t, '1-2610');
    const akum0 = await saldo(t, '1-2910');
    const a = await asset(t, { asset_kategori_id: k.id, harga_perolehan: 24_000_000, nilai_sisa: 2_000_000, akumulasi_awal: 5_000_000 });
    expect(a).toMatchObject({ kode: `${k.kode}-0001`, status: 'aktif', akumulasi_penyusutan: 5_000_000, nilai_buku: 19_000_000 });
    const b = await asset(t, { asset_kategori_id: k.id, nama: 'Printer Uji' });
    expect(b.kode).toBe(`${k.kode}-0002`);
    expect(await jurnalLines(t, Number(a.jurnal_id))).toEqual([
      { akun_id: await akunId(t, '1-2610'), debit: 24_000_000, kredit: 0 },
      { akun_id: await akunId(t, '1-2910'), debit: 0, kredit: 5_000_000 },
      { akun_id: await akunId(t, '3-1900'), debit: 0, kredit: 19_000_000 },
    ]);
    expect(await saldo(t, '1-2610')).toBe(aset0 + 24_000_000 + 12_000_000);
    expect(await saldo(t, '1-2910')).toBe(akum0 + 5_000_000);
    await expectIntegrity(t);
  });

  it('answers the detail with its straight-line schedule summing to cost − salvage', async () => {
    const k = await category(t, 36);
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: '2026-03-20', harga_perolehan: 10_000_001, nilai_sisa: 1_000_000 });
    const d = (await get('aset', `/asset/${a.id}`)).json().data;
    expect(d.jadwal.umur_bulan).toBe(36);
    // March counts whole though bought on the 20th (UU PPh Pasal 11, the default): exactly the 36 months of its life.
    expect(d.jadwal.rincian).toHaveLength(36);
    expect(d.jadwal.rincian[0].periode).toBe('2026-03');
    expect(d.jadwal.rincian.reduce((s: number, r: { jumlah: number }) => s + r.jumlah, 0)).toBe(9_000_001);
    expect(d.jadwal.rincian.at(-1).nilai_buku).toBe(1_000_000);
  });

  it('lets name, place, custodian and condition change but not what the journal fixed (409)', async () => {
    const k = await category(t);
    const a = await asset(t, { asset_kategori_id: k.id });
    const ok = await post('aset', '/input/asset', { id: a.id, nama: 'Laptop Direktur', kondisi: 'rusak_ringan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ nama: 'Laptop Direktur', kondisi: 'rusak_ringan' });
    const bad = await post('aset', '/input/asset', { id: a.id, harga_perolehan: 1 });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().message).toBe('Harga Perolehan tidak dapat diubah: Aset sudah dijurnal');
    // The locked values sent back as they are, with a change elsewhere, are no change to them.
    const same = await post('aset', '/input/asset', { id: a.id, harga_perolehan: 12_000_000, tanggal_perolehan: a.tanggal_perolehan, akun_sumber_id: a.akun_sumber_id, nama: 'Laptop Lama' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await get('aset', `/asset/${a.id}`)).json().data.harga_perolehan).toBe(12_000_000);
  });

  it('refuses bad input with Indonesian field messages and writes nothing', async () => {
    const k = await category(t);
    const before = await countRows(t.database, 'asset');
    const journals = await countRows(t.database, 'jurnal');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ nilai_sisa: 12_000_000 }, 'nilai_sisa', /lebih kecil dari harga perolehan/],
      [{ akumulasi_awal: 12_000_001 }, 'akumulasi_awal', /paling banyak/],
      [{ akun_sumber_id: await akunId(t, '1-2610') }, 'akun_sumber_id', /hanya diisi lewat dokumen aset tetap/],
      [{ akun_sumber_id: await akunId(t, '1-1400') }, 'akun_sumber_id', /hanya diisi lewat/],
      [{ harga_perolehan: 0 }, 'harga_perolehan', /./],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post('aset', '/input/asset', { nama: 'Salah', asset_kategori_id: k.id, tanggal_perolehan: '2026-01-15', harga_perolehan: 12_000_000, akun_sumber_id: await akunId(t, '3-1900'), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors[field].join(' ')).toMatch(message);
    }
    expect((await post('aset', '/input/asset', { nama: 'X', asset_kategori_id: k.id, status: 'terjual' })).statusCode).toBe(400);
    expect(await countRows(t.database, 'asset')).toBe(before);
    expect(await countRows(t.database, 'jurnal')).toBe(journals);
  });

  it('a manual journal may not touch a register account', async () => {
    const res = await post('finance', '/input/jurnal', {
      tanggal: '2026-02-01', keterangan: 'Coba', rincian: [{ akun_id: await akunId(t, '1-2910'), debit: 1000, kredit: 0 }, { akun_id: await akunId(t, '3-1900'), debit: 0, kredit: 1000 }],
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toMatch(/dokumen aset tetap/);
  });

  it('GET /api/integritas names the register account that no longer matches the register', async () => {
    const k = await category(t);
    const a = await asset(t, { asset_kategori_id: k.id });
    await t.database.db.updateTable('asset').set({ harga_perolehan: 12_000_001 }).where('id', '=', Number(a.id)).execute();
    try {
      const body = (await get('finance', '/integritas')).json();
      const failed = body.checks.filter((c: { ok: boolean }) => !c.ok);
      expect(failed.map((c: { name: string }) => c.name)).toEqual(['Akun aset tetap dan akumulasi penyusutan sama dengan register aset']);
      expect(failed[0].detail).toMatch(/1-2610 .*register Rp\. /);
    } finally {
      await t.database.db.updateTable('asset').set({ harga_perolehan: 12_000_000 }).where('id', '=', Number(a.id)).execute();
    }
  });

  it('answers 403 to levels without the asset menus', async () => {
    expect((await get('sales1', '/asset')).statusCode).toBe(403);
    expect((await post('gudang', '/input/asset', { nama: 'X' })).statusCode).toBe(403);
    expect((await post('gm', '/input/asset-kategori', { kode: 'X', nama: 'X' })).statusCode).toBe(403);
    expect((await get('gm', '/asset')).statusCode).toBe(200);
    expect((await get('finance', '/asset-kategori')).statusCode).toBe(200);
  });
});

describe('QR code and label sheet', () => {
  it('answers a PNG holding the asset code and a PDF label sheet with the code and name', async () => {
    const k = await category(t);
    const a = await asset(t, { asset_kategori_id: k.id, nama: 'Proyektor Rapat' });
    const png = await get('aset', `/asset-qr-code/${a.id}`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(await QRCode.toBuffer(String(a.kode), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 }))).toBe(true);
    const pdf = await get('aset', `/cetak-qrcode/${a.id}?jumlah=3`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text.split(String(a.kode)).length - 1).toBe(3);
    expect(text).toContain('Proyektor Rapat');
    expect((await get('aset', `/cetak-qrcode/${a.id}?jumlah=0`)).statusCode).toBe(422);
    expect((await get('aset', `/cetak-qrcode/${a.id}?x=1`)).statusCode).toBe(400);
    expect((await get('aset', '/asset-qr-code/99999999')).statusCode).toBe(404);
    expect((await get('sales1', `/asset-qr-code/${a.id}`)).statusCode).toBe(403);
  });
});
