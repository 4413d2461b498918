import { describe, expect, it } from 'vitest';
import { isBottomRight, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

const bodyBrightness = async () => {
  const bg = await session.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g)!.map(Number);
  return r + g + b;
};

describe('rute maintained entirely in the browser (issue 3)', () => {
  it('admin creates, searches, filters, edits and deletes a rute with toasts at the bottom right', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/rute`);
    expect(await s.range()).toBe('1-8 dari 8');
    await session.noEnglish('/rute');

    // Create
    await s.main.getByRole('link', { name: 'Tambah' }).click();
    await session.page.waitForURL(/\/rute\/create$/);
    await poll(() => s.main.getByRole('heading', { name: 'Tambah Rute' }).count()).toBe(1);
    await session.noEnglish('/rute/create');
    await s.field('Kode').fill('RT-90');
    await s.field('Nama Rute').fill('Tanjungsari - Rancakalong');
    await s.pick('Teritori', 'Sumedang');
    await s.pick('Sales', 'Dadang Supriatna');
    await s.choose('Hari Kunjungan', 'Sabtu');
    await s.save();
    await session.page.waitForURL(/\/rute$/);
    const created = toast(session.page, 'Berhasil!');
    await created.waitFor();
    expect(await created.innerText()).toContain('Rute berhasil ditambahkan');
    expect(await isBottomRight(session.page, created)).toBe(true);
    await s.row(/RT-90/).waitFor();
    expect(await s.row(/RT-90/).innerText()).toMatch(/Tanjungsari - Rancakalong\s+Sumedang\s+Dadang Supriatna\s+Sabtu/);
    expect(await s.range()).toBe('1-9 dari 9');

    // Search (q) narrows the list to the new route
    await s.search.fill('Tanjungsari');
    await s.waitForRowCount(1);
    expect(await s.rows.first().innerText()).toContain('RT-90');
    await s.search.fill('');
    await s.waitForRowCount(9);

    // Filter on an enum (Hari Kunjungan) and on a reference (Sales)
    await s.addFilter('Hari Kunjungan');
    await s.choose('Hari Kunjungan', 'Sabtu');
    await s.waitForRowCount(1);
    expect(await s.rows.first().innerText()).toContain('RT-90');
    await s.main.getByRole('button', { name: 'Hapus saringan ini' }).click();
    await s.waitForRowCount(9);
    await s.addFilter('Sales');
    await s.pick('Sales', 'Andi Saputra');
    await s.waitForRowCount(3);
    expect((await s.rows.allInnerTexts()).map((r) => r.match(/RT-\d+/)?.[0])).toEqual(['RT-04', 'RT-05', 'RT-06']);
    await session.noEnglish('/rute with filters');
    await s.main.getByRole('button', { name: 'Hapus saringan ini' }).click();
    await s.waitForRowCount(9);

    // Edit from the row's pencil
    await s.row(/RT-90/).getByRole('link', { name: 'Ubah' }).click();
    await session.page.waitForURL(/\/rute\/\d+$/);
    await poll(() => s.field('Nama Rute').inputValue()).toBe('Tanjungsari - Rancakalong');
    await session.noEnglish('/rute/:id');
    await s.field('Nama Rute').fill('Tanjungsari - Cimalaka');
    await s.save();
    await session.page.waitForURL(/\/rute$/);
    await toast(session.page, 'Berhasil!').filter({ hasText: 'Rute berhasil diperbarui' }).waitFor();
    await s.row(/RT-90/).filter({ hasText: 'Tanjungsari - Cimalaka' }).waitFor();

    // Show, then delete from the edit form with its confirmation
    await s.row(/RT-90/).getByRole('link', { name: 'Lihat detail' }).click();
    await session.page.waitForURL(/\/rute\/\d+\/show$/);
    await s.main.getByText('Tanjungsari - Cimalaka').waitFor();
    await session.noEnglish('/rute/:id/show');
    // The URL changes before the list leaves the page: its rows' pencils are also "Ubah" links until then.
    await poll(() => s.main.getByRole('link', { name: 'Ubah' }).count()).toBe(1);
    await s.main.getByRole('link', { name: 'Ubah' }).click();
    await session.page.waitForURL(/\/rute\/\d+$/);
    await poll(() => s.field('Nama Rute').inputValue()).toBe('Tanjungsari - Cimalaka');
    await s.button('Hapus').click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByText('Yakin ingin menghapus Rute ini?').waitFor();
    await session.noEnglish('delete confirmation');
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
    await session.page.waitForURL(/\/rute$/);
    await toast(session.page, 'Berhasil!').filter({ hasText: 'Rute berhasil dihapus' }).waitFor();
    await s.waitForRowCount(8);
    expect(await s.main.innerText()).not.toContain('RT-90');
  });

  it('a duplicate kode is a 422 shown inline under the field, with a "Peringatan" toast at the bottom right', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/rute`);
    const before = await s.range();
    await s.main.getByRole('link', { name: 'Tambah' }).click();
    await session.page.waitForURL(/\/rute\/create$/);
    await s.field('Kode').fill('RT-01');
    await s.field('Nama Rute').fill('Rute kembar');
    const answer = session.page.waitForResponse((r) => r.url().includes('/api/input/rute'));
    await s.save();
    const res = await answer;
    expect(res.status()).toBe(422);
    expect((await res.json()).errors).toHaveProperty('kode');
    // inline: the helper text of the Kode field, and the field marked invalid
    await poll(() => s.field('Kode').getAttribute('aria-invalid')).toBe('true');
    await s.main.getByText('Kode sudah dipakai').waitFor();
    expect(session.page.url()).toMatch(/\/rute\/create$/);
    const warning = toast(session.page, 'Peringatan');
    await warning.waitFor();
    expect(await isBottomRight(session.page, warning)).toBe(true);
    await session.noEnglish('/rute/create with a 422');
    // nothing was written
    await session.page.goto(`${session.app.url}/rute`);
    expect(await s.range()).toBe(before);
  });

  it('sales1 sees only their own routes and cannot add one', async () => {
    const s = await session.as('sales1');
    await session.page.goto(`${session.app.url}/rute`);
    expect(await s.range()).toBe('1-3 dari 3');
    const rows = await s.rows.allInnerTexts();
    expect(rows.map((r) => r.match(/RT-\d+/)?.[0])).toEqual(['RT-01', 'RT-02', 'RT-03']);
    for (const r of rows) expect(r).toContain('Budi Prasetyo');
    expect(await s.main.getByRole('link', { name: 'Tambah' }).count()).toBe(0);
    expect(await s.main.getByRole('button', { name: 'Tambah', exact: true }).count()).toBe(0);
    await session.noEnglish('/rute as sales');
    await session.page.goto(`${session.app.url}/rute/create`);
    await session.page.waitForURL(/\/not-authorized$/);
  });

  it('the scroll-to-top button appears after 250 px of scrolling on a long list and takes the page back up', async () => {
    const s = await session.as('admin');
    await session.page.goto(`${session.app.url}/konsumen`);
    expect(await s.range()).toBe('1-25 dari 400');
    const up = session.page.getByRole('button', { name: 'Kembali ke atas' });
    await session.page.evaluate(() => window.scrollTo(0, 200));
    await session.page.waitForTimeout(400);
    expect(await up.isVisible()).toBe(false);
    await session.page.evaluate(() => window.scrollTo(0, 600));
    await up.waitFor({ state: 'visible' });
    await up.click();
    await poll(() => session.page.evaluate(() => window.scrollY)).toBe(0);
    await up.waitFor({ state: 'hidden' });
  });

  it('the theme toggle switches to light and the choice is remembered after a reload', async () => {
    await session.as('admin');
    await session.page.goto(`${session.app.url}/rute`);
    expect(await bodyBrightness()).toBeLessThan(200);
    await session.page.getByRole('button', { name: 'Ganti ke tema terang' }).click();
    await poll(bodyBrightness).toBeGreaterThan(600);
    await session.page.reload();
    await session.page.getByRole('button', { name: 'Ganti ke tema gelap' }).waitFor();
    expect(await bodyBrightness()).toBeGreaterThan(600);
    await session.noEnglish('/rute in light theme');
    await session.page.getByRole('button', { name: 'Ganti ke tema gelap' }).click();
    await poll(bodyBrightness).toBeLessThan(200);
  });
});
