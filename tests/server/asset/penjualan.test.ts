import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { todayJakarta } from '../../../common/format.js';
import { addMonths, scheduledAccumulated } from '../../../common/penyusutan.js';
import { saleJournal, type Leaving } from '../../../server/domain/asset/penjualan.js';
import { akunId, asset, category, saldo } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const today = () => todayJakarta();

describe('saleJournal (pure)', () => {
  const leaving = fc.record({
    harga: fc.integer({ min: 1, max: 10_000_000_000 }), akumPart: fc.double({ min: 0, max: 1, noNaN: true }), susutPart: fc.double({ min: 0, max: 1, noNaN: true }),
    jual: fc.integer({ min: 0, max: 20_000_000_000 }),
  }).map(({ harga, akumPart, susutPart, jual }): Leaving => {
    const akumulasi = Math.floor(harga * akumPart);
    return {
      kode: 'X', harga_perolehan: harga, akumulasi, penyusutan: Math.floor((harga - akumulasi) * susutPart), harga_jual: jual,
      akun_aset_id: 1, akun_akumulasi_id: 2, akun_beban_id: 3, akun_laba_id: 4, akun_rugi_id: 5,
    };
  });
  it('is balanced, takes cost and all accumulation out, and books price − book value as gain or loss', () => {
    fc.assert(fc.property(fc.array(leaving, { minLength: 1, maxLength: 6 }), fc.boolean(), (items, sold) => {
      const lines = saleJournal(items, sold ? 9 : null);
      const net = (akun: number) => lines.filter((l) => l.akun_id === akun).reduce((s, l) => s + l.debit - l.kredit, 0);
      expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.kredit, 0));
      expect(lines.every((l) => (l.debit > 0) !== (l.kredit > 0))).toBe(true);
      expect(net(1)).toBe(-items.reduce((s, a) => s + a.harga_perolehan, 0));
      expect(net(2)).toBe(items.reduce((s, a) => s + a.akumulasi, 0));
      const price = sold ? items.reduce((s, a) => s + a.harga_jual, 0) : 0;
      const book = items.reduce((s, a) => s + a.harga_perolehan - a.akumulasi - a.penyusutan, 0);
      expect(net(9)).toBe(price);
      expect(-net(4) - net(5)).toBe(sold ? price - book : -book);
    }), { numRuns: 300 });
  });
});

describe('asset-penjualan: draft → dikonfirmasi', () => {
  it('depreciates to date, takes the asset out of the books with a gain or loss in one balanced journal', async () => {
    const k = await category(t, 24);
    const bought = `${addMonths(today().slice(0, 7), -6)}-01`;
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 24_000_000 });
    const b = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 2_400_000, nama: 'Kursi' });
    const created = await post('aset', '/input/asset-penjualan', {
      tanggal: today(), pembeli: 'PT Barokah Jaya', akun_terima_id: await akunId(t, '1-1200'),
      rincian: [{ asset_id: a.id, harga_jual: 20_000_000 }, { asset_id: b.id, harga_jual: 100_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().data;
    expect(doc).toMatchObject({ status: 'draft', total: 20_100_000 });
    expect(doc.nomor).toMatch(/^PJA\//);
    expect((await post('sales1', '/input/asset-penjualan-konfirm', { id: doc.id })).statusCode).toBe(403);

    const bank0 = await saldo(t, '1-1200');
    const res = await post('finance', '/input/asset-penjualan-konfirm', { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    // Six months of a 24-month life depreciated to the end of last month: 6.000.000 and 600.000.
    const upTo = addMonths(today().slice(0, 7), -1);
    const akumA = scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: 24_000_000, nilai_sisa: 0, umur_bulan: 24 }, upTo);
    const akumB = scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: 2_400_000, nilai_sisa: 0, umur_bulan: 24 }, upTo);
    expect(akumA).toBe(6_000_000);
    expect(done).toMatchObject({ status: 'dikonfirmasi', nilai_buku: 24_000_000 - akumA + 2_400_000 - akumB, laba_rugi: 20_100_000 - (26_400_000 - akumA - akumB) });
    const lines = await jurnalLines(t, done.jurnal_id);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.kredit, 0));
    const net = async (kode: string) => { const id = await akunId(t, kode); return lines.filter((l) => l.akun_id === id).reduce((s, l) => s + l.debit - l.kredit, 0); };
    expect(await net('1-2610')).toBe(-26_400_000);
    expect(await net('1-2910')).toBe(0); // depreciation to date in, then the whole accumulation out
    expect(await net('6-1800')).toBe(akumA + akumB);
    expect(await net('7-1200')).toBe(-(20_000_000 - (24_000_000 - akumA)));
    expect(await net('8-1200')).toBe(2_400_000 - akumB - 100_000);
    expect(await saldo(t, '1-2610')).toBeGreaterThanOrEqual(0);
    expect(await saldo(t, '1-1200')).toBe(bank0 + 20_100_000);
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ status: 'terjual', akumulasi_penyusutan: akumA, nilai_buku: 24_000_000 - akumA });
    await expectIntegrity(t);

    // Once confirmed: not again, not editable, and a sold asset cannot be sold again.
    expect((await post('finance', '/input/asset-penjualan-konfirm', { id: doc.id })).statusCode).toBe(409);
    expect((await post('aset', '/input/asset-penjualan', { id: doc.id, pembeli: 'Lain' })).statusCode).toBe(409);
    const again = await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'X', akun_terima_id: await akunId(t, '1-1200'), rincian: [{ asset_id: a.id, harga_jual: 1 }] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['rincian.0.asset_id'].join(' ')).toMatch(/terjual/);
  });

  it('refuses a confirmation when an asset left the books after the draft (409), and bad input (422) writing nothing', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const bank = await akunId(t, '1-1200');
    const d1 = (await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'A', akun_terima_id: bank, rincian: [{ asset_id: a.id, harga_jual: 5 }] })).json().data;
    const d2 = (await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'B', akun_terima_id: bank, rincian: [{ asset_id: a.id, harga_jual: 6 }] })).json().data;
    expect((await post('finance', '/input/asset-penjualan-konfirm', { id: d1.id })).statusCode).toBe(200);
    const journals = await countRows(t.database, 'jurnal');
    const late = await post('finance', '/input/asset-penjualan-konfirm', { id: d2.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah tidak tercatat di pembukuan/);
    expect(await countRows(t.database, 'jurnal')).toBe(journals);

    const b = await asset(t, { asset_kategori_id: k.id });
    const before = await countRows(t.database, 'asset_penjualan');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rincian: [] }, 'rincian'],
      [{ rincian: [{ asset_id: b.id, harga_jual: 1 }, { asset_id: b.id, harga_jual: 2 }] }, 'rincian.1.asset_id'],
      [{ rincian: [{ asset_id: b.id, harga_jual: 1 }], akun_terima_id: await akunId(t, '1-2610') }, 'akun_terima_id'],
      [{ rincian: [{ asset_id: b.id, harga_jual: -1 }] }, 'rincian.0.harga_jual'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'C', akun_terima_id: bank, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_penjualan')).toBe(before);
    expect((await get('sales1', '/asset-penjualan')).statusCode).toBe(403);
  });
});
