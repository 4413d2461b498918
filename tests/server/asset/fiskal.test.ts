import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';
import { addMonths, scheduledAccumulated } from '../../../common/penyusutan.js';
import { fiscalAccumulated, type FiscalBasis } from '../../../server/domain/asset/penyusutan-fiskal.js';
import { akunId, asset, category } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

// One seeded database for the whole file (the demo's months up to the last are posted, with their fiscal book).
const { t, post, get } = useApiApp();

const today = () => todayJakarta();
const thisMonth = () => today().slice(0, 7);
const tahun = () => Number(today().slice(0, 4));
const kelompokId = async (kode: string) => Number((await t.database.db.selectFrom('kelompok_harta_fiskal').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
const GROUP1 = { masa_manfaat: 4, tarif_garis_lurus: 2_500, tarif_saldo_menurun: 5_000 };
const GROUP2 = { masa_manfaat: 8, tarif_garis_lurus: 1_250, tarif_saldo_menurun: 2_500 };
type Section = { rows: Array<Record<string, number | string | null>>; total: Record<string, number | string> };
const sum = (rows: Section['rows'], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

describe('fiscal depreciation book (issue 38)', () => {
  it('the law table is base data: six groups, buildings without a declining-balance rate', async () => {
    const res = await get('admin', '/kelompok-harta-fiskal?perPage=50');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Array<{ kode: string; tarif_saldo_menurun: number | null; masa_manfaat: number }>;
    expect(rows.map((r) => r.kode).sort()).toEqual(['1', '2', '3', '4', 'bangunan_permanen', 'bangunan_tidak_permanen']);
    expect(rows.filter((r) => r.tarif_saldo_menurun === null).map((r) => r.kode).sort()).toEqual(['bangunan_permanen', 'bangunan_tidak_permanen']);
  });

  it("a new asset takes its category's tax group and method; saldo menurun on a building is a 422 in Indonesian, nothing written", async () => {
    const k = await category(t, 24);
    expect((await post('aset', '/input/asset-kategori', { id: k.id, kelompok_fiskal_id: await kelompokId('1'), metode_fiskal: 'saldo_menurun' })).statusCode).toBe(200);
    const a = await asset(t, { asset_kategori_id: k.id });
    expect(a).toMatchObject({ kelompok_fiskal_id: await kelompokId('1'), metode_fiskal: 'saldo_menurun', akumulasi_fiskal: 0, nilai_buku_fiskal: 12_000_000 });
    const own = await asset(t, { asset_kategori_id: k.id, kelompok_fiskal_id: await kelompokId('bangunan_permanen') });
    expect(own).toMatchObject({ kelompok_fiskal_id: await kelompokId('bangunan_permanen'), metode_fiskal: 'garis_lurus' });
    // The asset's page carries the law's schedule beside the commercial one.
    const page = (await get('aset', `/asset/${own.id}`)).json().data;
    expect(page.jadwal_fiskal).toMatchObject({ kelompok: 'Bangunan Permanen', metode: 'garis_lurus', masa_manfaat: 20 });
    expect(page.jadwal_fiskal.rincian).toHaveLength(240);
    expect(page.jadwal_fiskal.per_tahun.reduce((n: number, y: { jumlah: number }) => n + y.jumlah, 0)).toBe(12_000_000);

    const assets = await countRows(t.database, 'asset');
    const journals = await countRows(t.database, 'jurnal');
    const bad = await post('aset', '/input/asset', {
      nama: 'Gudang Baru', asset_kategori_id: k.id, tanggal_perolehan: today(), harga_perolehan: 500_000_000, akun_sumber_id: await akunId(t, '3-1900'),
      kelompok_fiskal_id: await kelompokId('bangunan_permanen'), metode_fiskal: 'saldo_menurun',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.metode_fiskal[0]).toMatch(/hanya dapat disusutkan dengan metode garis lurus/);
    expect(await countRows(t.database, 'asset')).toBe(assets);
    expect(await countRows(t.database, 'jurnal')).toBe(journals);
    const badKategori = await post('aset', '/input/asset-kategori', { id: k.id, kelompok_fiskal_id: await kelompokId('bangunan_tidak_permanen'), metode_fiskal: 'saldo_menurun' });
    expect(badKategori.statusCode).toBe(422);
    expect(badKategori.json().message).toMatch(/garis lurus/);
  });

  it('an asset without a group (as an earlier release left it) given one later opens its fiscal book where its commercial book stands', async () => {
    const k = await category(t, 48);
    const bought = `${addMonths(thisMonth(), -30)}-10`;
    const awal = scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: 20_000_000, nilai_sisa: 0, umur_bulan: 48 }, addMonths(thisMonth(), -1));
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 20_000_000, akumulasi_awal: awal });
    expect(a).toMatchObject({ kelompok_fiskal_id: null, metode_fiskal: null, akumulasi_fiskal_awal: 0 });
    const res = await post('aset', '/input/asset', { id: a.id, kelompok_fiskal_id: await kelompokId('2') });
    expect(res.statusCode, res.body).toBe(200);
    // Brought in with its accumulation this month: the law's accumulation up to last month.
    const opening = fiscalAccumulated({ ...GROUP2, metode: 'garis_lurus', tanggal_perolehan: bought, harga_perolehan: 20_000_000 }, addMonths(thisMonth(), -1));
    expect(opening).toBeGreaterThan(0);
    expect(res.json().data).toMatchObject({ metode_fiskal: 'garis_lurus', akumulasi_fiskal_awal: opening, akumulasi_fiskal: opening, nilai_buku_fiskal: 20_000_000 - opening });
  });

  it("the month's run keeps the fiscal month beside the commercial one (no journal of its own); its cancel takes it back; the API answers the year", async () => {
    const k = await category(t, 24);
    const bought = `${addMonths(thisMonth(), -5)}-20`;
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 24_000_000, kelompok_fiskal_id: await kelompokId('2'), metode_fiskal: 'saldo_menurun' });
    const basis: FiscalBasis = { ...GROUP2, metode: 'saldo_menurun', tanggal_perolehan: bought, harga_perolehan: 24_000_000 };
    const komersial = scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: 24_000_000, nilai_sisa: 0, umur_bulan: 24 }, thisMonth());
    const fiskal = fiscalAccumulated(basis, thisMonth());

    const run = (await post('aset', '/input/asset-penyusutan', { periode: thisMonth() })).json().data;
    const journals = await countRows(t.database, 'jurnal');
    const posted = await post('finance', '/asset-penyusutan-jurnal', { id: run.id });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await countRows(t.database, 'jurnal')).toBe(journals + 1);
    const rows = (await get('finance', `/asset-fiskal-bulanan?asset_id=${a.id}`)).json().data;
    expect(rows).toHaveLength(1);
    // Skipped months since the acquisition caught up in the run's month, as the commercial book does.
    expect(rows[0]).toMatchObject({ periode: thisMonth(), sumber: 'penyusutan', penyusutan_komersial: komersial, penyusutan_fiskal: fiskal, selisih: komersial - fiskal, nilai_buku_fiskal: 24_000_000 - fiskal });
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_fiskal: fiskal, nilai_buku_fiskal: 24_000_000 - fiskal, penyusutan_fiskal_terakhir: thisMonth() });
    // The group is fixed once the fiscal book has a month.
    expect((await post('aset', '/input/asset', { id: a.id, kelompok_fiskal_id: await kelompokId('1') })).statusCode).toBe(409);

    const year = await get('finance', `/asset-penyusutan-fiskal?asset_id=${a.id}&tahun=${tahun()}`);
    expect(year.statusCode, year.body).toBe(200);
    const d = year.json().data;
    expect(d.bulan).toHaveLength(12);
    expect(d.bulan.find((b: { periode: string }) => b.periode === thisMonth())).toMatchObject({ penyusutan_komersial: komersial, penyusutan_fiskal: fiskal, selisih: komersial - fiskal });
    expect(d.total).toEqual({ penyusutan_komersial: sum(d.bulan, 'penyusutan_komersial'), penyusutan_fiskal: sum(d.bulan, 'penyusutan_fiskal'), selisih: sum(d.bulan, 'selisih') });
    expect(d.nilai_buku_fiskal_akhir).toBe(d.nilai_buku_fiskal_awal - d.total.penyusutan_fiskal);
    expect(d.nilai_buku_fiskal_akhir).toBe(24_000_000 - fiskal);

    // A demo asset: every month of the year as the demo's runs kept it, the book value carried from year to year.
    const demo = await t.database.db.selectFrom('asset').select(['id']).where('kelompok_fiskal_id', 'is not', null).where('akumulasi_fiskal_awal', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const dy = (await get('gm', `/asset-penyusutan-fiskal?asset_id=${demo.id}&tahun=${tahun()}`)).json().data;
    expect(dy.bulan.filter((b: { penyusutan_fiskal: number }) => b.penyusutan_fiskal > 0).length).toBeGreaterThan(0);
    const prev = (await get('gm', `/asset-penyusutan-fiskal?asset_id=${demo.id}&tahun=${tahun() - 1}`)).json().data;
    expect(dy.nilai_buku_fiskal_awal).toBe(prev.nilai_buku_fiskal_akhir);

    const cancelled = await post('finance', '/asset-penyusutan-cancel', { id: run.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get('finance', `/asset-fiskal-bulanan?asset_id=${a.id}`)).json().data).toHaveLength(0);
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_fiskal: 0, nilai_buku_fiskal: 24_000_000, penyusutan_fiskal_terakhir: null });
    const again = (await post('aset', '/input/asset-penyusutan', { periode: thisMonth() })).json().data;
    expect((await post('finance', '/asset-penyusutan-jurnal', { id: again.id })).statusCode).toBe(200);
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_fiskal: fiskal });
  });

  it('the API refuses bad input (422 in Indonesian), an unknown asset (404) and a level without the asset report (403)', async () => {
    const k = await category(t, 12);
    const a = await asset(t, { asset_kategori_id: k.id, kelompok_fiskal_id: await kelompokId('1') });
    for (const q of ['', `asset_id=${a.id}`, `asset_id=${a.id}&tahun=20x6`, `asset_id=abc&tahun=2026`, `asset_id=${a.id}&tahun=1800`]) {
      const res = await get('finance', `/asset-penyusutan-fiskal?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message, q).toMatch(/wajib diisi|harus bilangan bulat/);
    }
    expect((await get('finance', `/asset-penyusutan-fiskal?asset_id=${a.id}&tahun=2026&x=1`)).statusCode).toBe(400);
    const missing = await get('finance', '/asset-penyusutan-fiskal?asset_id=99999999&tahun=2026');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Aset tidak ditemukan');
    expect((await get('sales1', `/asset-penyusutan-fiskal?asset_id=${a.id}&tahun=2026`)).statusCode).toBe(403);
    expect((await get('gudang', `/asset-penyusutan-fiskal?asset_id=${a.id}&tahun=2026`)).statusCode).toBe(403);
  });

  it("a sale and a disposal catch the fiscal book up to the month before and keep the fiscal gain or loss; the year's koreksi fiskal adds up", async () => {
    const k = await category(t, 36);
    const bought = `${addMonths(thisMonth(), -4)}-03`;
    const g1 = await kelompokId('1');
    const sold = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 48_000_000, kelompok_fiskal_id: g1, metode_fiskal: 'garis_lurus', nama: 'Laptop Dijual' });
    const lost = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: bought, harga_perolehan: 9_600_000, kelompok_fiskal_id: g1, metode_fiskal: 'saldo_menurun', nama: 'Printer Hilang' });
    const upTo = addMonths(thisMonth(), -1);
    const fiskalOf = (h: number, metode: 'garis_lurus' | 'saldo_menurun') => fiscalAccumulated({ ...GROUP1, metode, tanggal_perolehan: bought, harga_perolehan: h }, upTo);
    const komersialOf = (h: number) => scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: h, nilai_sisa: 0, umur_bulan: 36 }, upTo);

    const sale = (await post('aset', '/input/asset-penjualan', { tanggal: today(), pembeli: 'CV Uji Fiskal', akun_terima_id: await akunId(t, '1-1200'), rincian: [{ asset_id: sold.id, harga_jual: 40_000_000 }] })).json().data;
    expect((await post('finance', '/input/asset-penjualan-konfirm', { id: sale.id })).statusCode).toBe(200);
    const saleLine = (await get('finance', `/asset-penjualan-rincian?asset_penjualan_id=${sale.id}`)).json().data[0];
    const nbvFiskal = 48_000_000 - fiskalOf(48_000_000, 'garis_lurus');
    expect(saleLine).toMatchObject({ penyusutan_fiskal_akhir: fiskalOf(48_000_000, 'garis_lurus'), nilai_buku_fiskal: nbvFiskal, laba_rugi_fiskal: 40_000_000 - nbvFiskal, laba_rugi: 40_000_000 - (48_000_000 - komersialOf(48_000_000)) });
    const caughtUp = (await get('finance', `/asset-fiskal-bulanan?asset_id=${sold.id}`)).json().data;
    expect(caughtUp).toHaveLength(1);
    expect(caughtUp[0]).toMatchObject({ periode: upTo, sumber: 'pelepasan', penyusutan_komersial: komersialOf(48_000_000), penyusutan_fiskal: fiskalOf(48_000_000, 'garis_lurus') });

    const disposal = (await post('aset', '/input/asset-disposal', { tanggal: today(), jenis: 1, alasan: 'Hilang saat pengiriman', rincian: [{ asset_id: lost.id }] })).json().data;
    expect((await post('finance', '/asset-disposal-posting', { id: disposal.id })).statusCode).toBe(200);
    const lostLine = (await get('finance', `/asset-disposal-rincian?asset_disposal_id=${disposal.id}`)).json().data[0];
    expect(lostLine).toMatchObject({ nilai_buku_fiskal: 9_600_000 - fiskalOf(9_600_000, 'saldo_menurun'), laba_rugi_fiskal: -(9_600_000 - fiskalOf(9_600_000, 'saldo_menurun')) });

    // The report, for the year of today (both the demo's months and the documents above).
    const res = await get('finance', `/laporan/koreksi-fiskal?tahun=${upTo.slice(0, 4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r.periode).toBe(`Tahun Pajak ${upTo.slice(0, 4)}`);
    const [dep, leave] = r.sections as Section[];
    expect(dep.rows.length).toBeGreaterThan(40);
    for (const key of ['komersial', 'fiskal', 'koreksi_positif', 'koreksi_negatif']) expect(dep.total[key], key).toBe(sum(dep.rows, key));
    for (const key of ['laba_komersial', 'laba_fiskal', 'koreksi_positif', 'koreksi_negatif']) expect(leave.total[key], key).toBe(sum(leave.rows, key));
    for (const row of dep.rows) expect(Number(row.koreksi_positif) - Number(row.koreksi_negatif)).toBe(Number(row.komersial) - Number(row.fiskal));
    const soldRow = leave.rows.find((x) => x.kode === sold.kode)!;
    expect(soldRow).toMatchObject({ laba_fiskal: 40_000_000 - nbvFiskal, laba_komersial: saleLine.laba_rugi });
    expect(Number(soldRow.koreksi_positif) - Number(soldRow.koreksi_negatif)).toBe(Number(soldRow.laba_fiskal) - Number(soldRow.laba_komersial));
    expect(leave.rows.find((x) => x.kode === lost.kode)).toMatchObject({ laba_fiskal: lostLine.laba_rugi_fiskal, laba_komersial: -lostLine.nilai_buku });
    const summary = Object.fromEntries((r.summary as Array<{ label: string; value: number }>).map((s) => [s.label, s.value]));
    expect(summary['Koreksi Fiskal Positif']).toBe(dep.total.koreksi_positif as number + (leave.total.koreksi_positif as number));
    expect(summary['Koreksi Fiskal Negatif']).toBe(dep.total.koreksi_negatif as number + (leave.total.koreksi_negatif as number));
    // The demo's register has both methods and both directions of correction.
    expect(new Set(dep.rows.map((x) => String(x.kelompok).split(', ')[1]))).toEqual(new Set(['Garis Lurus', 'Saldo Menurun']));
    expect(dep.rows.find((x) => x.kode === 'KDR-0001')?.kelompok).toBe('Kelompok 2, Saldo Menurun');
    expect(dep.total.koreksi_positif).toBeGreaterThan(0);
    expect(dep.total.koreksi_negatif).toBeGreaterThan(0);

    expect((await get('finance', '/laporan/koreksi-fiskal')).statusCode).toBe(422);
    expect((await get('finance', '/laporan/koreksi-fiskal?tahun=26')).json().message).toMatch(/Tahun pajak/);
    // Dates instead of the year, as every report takes: the same figures for the same year.
    const byDates = (await get('finance', `/laporan/koreksi-fiskal?tgl_awal=${upTo.slice(0, 4)}-01-01&tgl_akhir=${upTo.slice(0, 4)}-12-31`)).json().data;
    expect(byDates.sections).toEqual(r.sections);
    expect((await get('finance', `/laporan/koreksi-fiskal?tahun=${tahun()}&tgl_awal=2026-01-01&tgl_akhir=2026-12-31`)).statusCode).toBe(422);
    expect((await get('finance', `/laporan/koreksi-fiskal?tahun=${tahun()}&periode=2026-01`)).statusCode).toBe(400);
    expect((await get('sales1', `/laporan/koreksi-fiskal?tahun=${tahun()}`)).statusCode).toBe(403);
    const pdf = await get('gm', `/laporan/koreksi-fiskal?tahun=${tahun()}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);
  });
});
