import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { todayJakarta } from '../../../common/format.js';
import { addMonths, scheduledAccumulated } from '../../../common/penyusutan.js';
import { saleJournal, type Leaving } from '../../../server/domain/asset/penjualan.js';
import { asset, category, saldo } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const today = () => todayJakarta();

describe('disposal journal (pure)', () => {
  it('writes the whole book value off as a loss, balanced, cost and accumulation out', () => {
    const item = fc.record({ harga: fc.integer({ min: 1, max: 10_000_000_000 }), a: fc.double({ min: 0, max: 1, noNaN: true }), p: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ harga, a, p }): Leaving => {
        const akumulasi = Math.floor(harga * a);
        return { kode: 'X', harga_perolehan: harga, akumulasi, penyusutan: Math.floor((harga - akumulasi) * p), harga_jual: 0, akun_aset_id: 1, akun_akumulasi_id: 2, akun_beban_id: 3, akun_laba_id: 4, akun_rugi_id: 5 };
      });
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
      const lines = saleJournal(items, null);
      const net = (akun: number) => lines.filter((l) => l.akun_id === akun).reduce((s, l) => s + l.debit - l.kredit, 0);
      expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.kredit, 0));
      expect(net(1)).toBe(-items.reduce((s, a) => s + a.harga_perolehan, 0));
      expect(net(2)).toBe(items.reduce((s, a) => s + a.akumulasi, 0));
      expect(net(4)).toBe(0);
      expect(net(5)).toBe(items.reduce((s, a) => s + a.harga_perolehan - a.akumulasi - a.penyusutan, 0));
    }), { numRuns: 300 });
  });
});

describe('asset-disposal: draft → diposting', () => {
  it('posts each kind: depreciation to date, book value to loss, asset out of the books; once only; prints', async () => {
    const k = await category(t, 24);
    const bought = `${addMonths(today().slice(0, 7), -6)}-01`;
    const assets = await Promise.all([1, 2, 3].map((i) => asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 2_400_000 * i, nama: `Aset Disposal ${i}` })));
    const akum = (h: number) => scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: h, nilai_sisa: 0, umur_bulan: 24 }, addMonths(today().slice(0, 7), -1));
    for (const [i, jenis] of [1, 2, 3].entries()) {
      const a = assets[i];
      const created = await post('aset', '/input/asset-disposal', { tanggal: today(), jenis, alasan: 'Uji disposal', rincian: [{ asset_id: a.id }] });
      expect(created.statusCode, created.body).toBe(201);
      const doc = created.json().data;
      expect(doc).toMatchObject({ status: 'draft', jenis, total: Number(a.nilai_buku) });
      expect(doc.nomor).toMatch(/^DSA\//);
      // No self-posting, no posting by the sales level.
      expect((await post('aset', '/asset-disposal-posting', { id: doc.id })).statusCode).toBe(403);
      expect((await post('sales1', '/asset-disposal-posting', { id: doc.id })).statusCode).toBe(403);
      const rugi0 = await saldo(t, '8-1200');
      const res = await post('finance', '/input/asset-disposal', { id: doc.id, aksi: 'posting' });
      expect(res.statusCode, res.body).toBe(200);
      const h = 2_400_000 * (i + 1);
      expect(res.json().data).toMatchObject({ status: 'diposting', total: h - akum(h) });
      const lines = await jurnalLines(t, res.json().data.jurnal_id);
      expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.kredit, 0));
      expect(await saldo(t, '8-1200')).toBe(rugi0 + h - akum(h));
      expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ status: ['hilang', 'rusak', 'afkir'][i], nilai_buku: h - akum(h), akumulasi_penyusutan: akum(h) });
      const pdf = await get('aset', `/cetak-asset-disposal?id=${doc.id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/pdf/);
      expect((await post('finance', '/asset-disposal-posting', { id: doc.id })).statusCode).toBe(409);
      expect((await post('aset', '/input/asset-disposal', { id: doc.id, alasan: 'Ubah' })).statusCode).toBe(409);
    }
    await expectIntegrity(t);
    const list = await get('aset', '/asset-disposal?jenis=3');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((d: { jenis: number }) => d.jenis === 3)).toBe(true);
  });

  it('refuses a second disposal of the same asset (409, nothing written), bad input (422) and readers without the menu (403)', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const d1 = (await post('aset', '/input/asset-disposal', { tanggal: today(), jenis: 2, alasan: 'Terbakar', rincian: [{ asset_id: a.id }] })).json().data;
    const d2 = (await post('aset', '/input/asset-disposal', { tanggal: today(), jenis: 1, alasan: 'Hilang', rincian: [{ asset_id: a.id }] })).json().data;
    expect((await post('gm', '/asset-disposal-posting', { id: d1.id })).statusCode).toBe(200);
    const journals = await countRows(t.database, 'jurnal');
    const late = await post('finance', '/asset-disposal-posting', { id: d2.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah tidak tercatat/);
    expect(await countRows(t.database, 'jurnal')).toBe(journals);
    expect((await post('aset', '/input/asset-disposal', { id: d2.id, aksi: 'batal' })).statusCode).toBe(200);
    expect((await post('aset', '/input/asset-disposal', { id: d2.id, aksi: 'batal' })).statusCode).toBe(409);

    const b = await asset(t, { asset_kategori_id: k.id });
    const before = await countRows(t.database, 'asset_disposal');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rincian: [] }, 'rincian'],
      [{ jenis: 4, rincian: [{ asset_id: b.id }] }, 'jenis'],
      [{ alasan: '', rincian: [{ asset_id: b.id }] }, 'alasan'],
      [{ rincian: [{ asset_id: b.id }, { asset_id: b.id }] }, 'rincian.1.asset_id'],
      [{ rincian: [{ asset_id: a.id }] }, 'rincian.0.asset_id'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('aset', '/input/asset-disposal', { tanggal: today(), jenis: 1, alasan: 'Uji', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_disposal')).toBe(before);
    expect((await get('sales1', '/asset-disposal')).statusCode).toBe(403);
    expect((await get('sales1', `/cetak-asset-disposal?id=${d1.id}`)).statusCode).toBe(403);
    expect((await get('aset', '/cetak-asset-disposal?id=abc')).statusCode).toBeGreaterThanOrEqual(400);
  });
});
