import { describe, expect, it } from 'vitest';
import { poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

describe('master data in the browser (issue 4)', () => {
  it('/barang/add and /barang/edit/:id redirect to the generated create and edit screens', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/barang/add`);
    await session.page.waitForURL(/\/barang\/create$/);
    await s.main.getByRole('heading', { name: 'Tambah Barang' }).waitFor();
    await session.page.goto(`${session.app.url}/barang/edit/1`);
    await session.page.waitForURL(/\/barang\/1$/);
    await s.main.getByRole('heading', { name: 'Ubah Barang' }).waitFor();
    await poll(() => s.field('Kode Barang').inputValue()).toBe('MNM-001');
    // the demo goods carries its larger unit as a line
    // A line's reference reads "code · name" (issue 35: never a cut name).
    await poll(() => s.main.getByRole('combobox', { name: 'Satuan', exact: true }).first().inputValue()).toBe('DUS · Dus');
    expect(await s.field('Isi (satuan dasar)').inputValue()).toBe('24');
    await session.noEnglish('/barang/:id');
  });

  it('adds a goods with a base unit and DUS = 24, finds it in the list and shows the conversion', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/barang/create`);
    await s.main.getByRole('heading', { name: 'Tambah Barang' }).waitFor();
    await session.noEnglish('/barang/create');
    await s.field('Kode Barang').fill('UJI-TEH-250');
    await s.field('Nama Barang').fill('Teh Melati Uji 250 ml');
    await s.field('Merek').fill('Melati Uji');
    await s.pick('Kategori', 'Minuman');
    await s.pick('Satuan Dasar', 'Botol');
    await s.field('Harga Beli').fill('2500');
    expect(await s.main.getByTestId('line-totals').innerText()).toMatch(/Jumlah baris:\s*0/);
    await s.button('Tambah').click();
    await s.pick('Satuan', 'Dus');
    await s.field('Isi (satuan dasar)').fill('24');
    expect(await s.main.getByTestId('line-totals').innerText()).toMatch(/Jumlah baris:\s*1/);
    await s.save();
    await session.page.waitForURL(/\/barang$/);
    await toast(session.page, 'Berhasil!').filter({ hasText: 'Barang berhasil ditambahkan' }).waitFor();

    await s.search.fill('UJI-TEH');
    await s.waitForRowCount(1);
    expect(await s.rows.first().innerText()).toMatch(/UJI-TEH-250\s+Teh Melati Uji 250 ml\s+Minuman\s+Melati Uji\s+Botol\s+Rp\. 2\.500/);
    await session.noEnglish('/barang searched');

    await s.rows.first().getByRole('link', { name: 'Lihat detail' }).click();
    await session.page.waitForURL(/\/barang\/\d+\/show$/);
    await s.main.getByText('Konversi Satuan').waitFor();
    await poll(() => s.main.innerText()).toMatch(/1\s+(DUS · )?Dus\s+24/);
    await poll(() => s.main.innerText()).toMatch(/Satuan Dasar\s+Botol/);
    const text = await s.main.innerText();
    expect(text).toContain('Teh Melati Uji 250 ml');
    expect(text).toMatch(/Satuan Dasar\s+Botol/);
    expect(text).toMatch(/Harga Beli\s+Rp\. 2\.500/);
    expect(text).toMatch(/1\s+(DUS · )?Dus\s+24/);
    await session.noEnglish('/barang/:id/show');
  });

  it('konsumen: filters by route and type, search, and a record opens with its route and territory', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/konsumen`);
    expect(await s.range()).toBe('1-25 dari 400');
    await session.noEnglish('/konsumen');

    await s.addFilter('Rute');
    await s.pick('Rute', 'Sumedang Kota');
    await poll(() => s.range()).toMatch(/dari 50$/);
    for (const r of await s.rows.allInnerTexts()) expect(r).toContain('Sumedang Kota');

    await s.addFilter('Tipe Konsumen');
    await s.pick('Tipe Konsumen', 'Horeka');
    await poll(() => s.range()).toMatch(/^1-\d+ dari \d+$/);
    await poll(async () => (await s.rows.allInnerTexts()).every((r) => /Horeka\s+Sumedang Kota/.test(r))).toBe(true);
    const narrowed = await s.rows.allInnerTexts();
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(50);
    await session.noEnglish('/konsumen with filters');

    const [, kode, nama] = narrowed[0].split('\t');
    await s.search.fill(nama);
    await poll(async () => (await s.rows.allInnerTexts()).length).toBeGreaterThan(0);
    await poll(async () => (await s.rows.allInnerTexts()).every((r) => r.includes(nama))).toBe(true);

    await s.row(new RegExp(kode)).getByRole('link', { name: 'Lihat detail' }).click();
    await session.page.waitForURL(/\/konsumen\/\d+\/show$/);
    await s.main.getByText(kode).waitFor();
    await poll(() => s.main.innerText()).toMatch(/Teritori\s+Sumedang/);
    const text = await s.main.innerText();
    expect(text).toMatch(/Nama Toko\s+/);
    expect(text).toContain(nama);
    await poll(() => s.main.innerText()).toMatch(/Tipe Konsumen\s+Horeka/);
    await poll(() => s.main.innerText()).toMatch(/Rute\s+Sumedang Kota/);
    expect(text).toMatch(/Teritori\s+Sumedang/);
    expect(text).toMatch(/Limit Kredit\s+Rp\. [\d.]+/);
    await session.noEnglish('/konsumen/:id/show');
  });

  // Decimal fields show up to 6 decimals: coordinates (-6.848997, 107.916149) must not be rounded ~100 m off.
  it('a customer\'s coordinates are shown with their full precision', async () => {
    const s = await session.as('admin');
    const answer = session.page.waitForResponse((r) => /\/api\/konsumen\/355$/.test(new URL(r.url()).pathname));
    await session.page.goto(`${session.app.url}/konsumen/355/show`);
    const { data } = await (await answer).json();
    await s.main.getByText('Latitude').waitFor();
    const shown = (await s.main.innerText()).match(/Latitude\s+(\S+)/)![1];
    expect(shown).toBe(String(data.latitude).replace('.', ','));
  });

  it('the warehouse hierarchy: /gudang, /blok, /rak, /laci, /pallet and /palet show demo rows with their parents', async () => {
    const s = await session.as('admin');
    const heads = async () => (await s.main.locator('thead').innerText()).split(/\s*\t\s*|\n+/).map((h) => h.trim()).filter(Boolean);

    await session.page.goto(`${session.app.url}/gudang`);
    expect(await s.range()).toBe('1-3 dari 3');
    expect(await s.row(/GD-01/).innerText()).toMatch(/GD-01\s+Gudang Utama Soekarno-Hatta/);
    await session.noEnglish('/gudang');

    await session.page.goto(`${session.app.url}/blok`);
    await s.range();
    expect(await heads()).toEqual(expect.arrayContaining(['Gudang', 'Kode Blok', 'Nama Blok']));
    expect(await s.row(/Blok A - Minuman/).innerText()).toMatch(/Gudang Utama Soekarno-Hatta\s+A\s+Blok A - Minuman/);
    await session.noEnglish('/blok');

    await session.page.goto(`${session.app.url}/rak`);
    await s.range();
    expect(await heads()).toEqual(expect.arrayContaining(['Blok', 'Gudang', 'Kode Rak']));
    expect(await s.rows.first().innerText()).toMatch(/Blok [A-Z] - .+\s+Gudang .+\s+[A-Z]-\d+/);
    await session.noEnglish('/rak');

    await session.page.goto(`${session.app.url}/laci`);
    expect(await s.range()).toMatch(/^1-25 dari \d+$/);
    expect(await heads()).toEqual(expect.arrayContaining(['Rak', 'Blok', 'Gudang', 'Kode Laci']));
    expect(await s.rows.first().innerText()).toMatch(/[A-Z]-\d+\s+Blok [A-Z] - .+\s+Gudang .+\s+[A-Z]-\d+-\d+/);
    await session.noEnglish('/laci');

    await session.page.goto(`${session.app.url}/pallet`);
    const pallets = await s.range();
    expect(await heads()).toEqual(expect.arrayContaining(['Blok', 'Gudang', 'Kode Palet']));
    expect(await s.rows.first().innerText()).toMatch(/Blok [A-Z] - .+\s+Gudang .+\s+[A-Z]-P\d+/);
    await session.noEnglish('/pallet');

    await session.page.goto(`${session.app.url}/palet`);
    await session.page.waitForURL(/\/pallet$/);
    expect(await s.range()).toBe(pallets);

    // a rack opens with its block and warehouse named
    await session.page.goto(`${session.app.url}/rak`);
    await s.rows.first().getByRole('link', { name: 'Lihat detail' }).click();
    await session.page.waitForURL(/\/rak\/\d+\/show$/);
    // references load after the record: wait for their names
    await poll(() => s.main.innerText()).toMatch(/Blok\s+Blok [A-Z] - /);
    await poll(() => s.main.innerText()).toMatch(/Gudang\s+Gudang /);
    await session.noEnglish('/rak/:id/show');
  });
  it('/penempatan: the warehouse admin sees what is placed where in their warehouse, by place name', async () => {
    const s = await session.as('gudang');
    await session.page.goto(`${session.app.url}/penempatan`);
    const table = s.main.getByRole('table', { name: 'Penempatan stok' });
    await poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    await poll(async () => (await table.innerText()).match(/Blok [^:\n]+: [\d.]+/g)?.length ?? 0).toBeGreaterThan(0);
    await session.noEnglish('/penempatan');
  });
});
