import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { poll, screen, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** Ends the page's session on the server (as a sign-out elsewhere or an admin would), leaving the tab unaware. */
async function revokeSession(page: Page, url: string): Promise<void> {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('niaga.token') ?? '{}'));
  const res = await fetch(`${url}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: tokens.refresh_token }),
  });
  expect(res.status).toBe(200);
}

const countSatuan = async (kode: string) =>
  (await session.api<{ data: Array<{ kode: string }> }>(`/satuan?q=${encodeURIComponent(kode)}&perPage=100`)).data.filter((u) => u.kode === kode).length;

describe('nothing typed is lost (issue 26)', () => {
  it('a filled form whose session was revoked: "Simpan" opens a sign-in dialog on the page, the values stay, and the record is saved once', async () => {
    const s = await session.as('admin');
    const page = session.page;
    await page.goto(`${session.app.url}/satuan/create`);
    await s.field('Kode').fill('SES-01');
    await s.field('Nama Satuan').fill('Satuan Sesi Habis');
    await revokeSession(page, session.app.url);
    await s.save();

    const dialog = page.getByRole('dialog', { name: 'Sesi Anda telah berakhir' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/satuan/create');
    expect(await dialog.getByLabel('Email atau No. HP').inputValue()).toBe('admin@niaga.local');
    // Behind the modal the form is hidden from the accessibility tree, so its inputs are found by name.
    expect(await s.main.locator('input[name=kode]').inputValue()).toBe('SES-01');
    expect(await s.main.locator('input[name=nama]').inputValue()).toBe('Satuan Sesi Habis');

    await dialog.getByLabel('Password').fill('salah-sekali');
    await dialog.getByRole('button', { name: 'Masuk' }).click();
    await dialog.getByText('Email/No. HP atau password salah').waitFor();
    await dialog.getByLabel('Password').fill('niaga123');
    await dialog.getByRole('button', { name: 'Masuk' }).click();
    await toast(page, 'Berhasil!').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/satuan');
    expect(await countSatuan('SES-01')).toBe(1);
  });

  // The owner may create units too: had the page's save been resent, it would have been saved as the owner.
  it('another user signing in over the dialog discards the page: nothing is saved as them', async () => {
    const s = await session.as('admin');
    const page = session.page;
    await page.goto(`${session.app.url}/satuan/create`);
    await s.field('Kode').fill('SES-02');
    await s.field('Nama Satuan').fill('Satuan Orang Lain');
    await revokeSession(page, session.app.url);
    await s.save();
    const dialog = page.getByRole('dialog', { name: 'Sesi Anda telah berakhir' });
    await dialog.getByLabel('Email atau No. HP').fill('owner@niaga.local');
    await dialog.getByLabel('Password').fill('niaga123');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Masuk' }).click()]);
    await poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('niaga.user') ?? '{}').email)).toBe('owner@niaga.local');
    await page.locator('main').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await countSatuan('SES-02')).toBe(0);
  });

  it('leaving a form with unsaved changes through the menu asks first', async () => {
    const s = await session.as('admin');
    const page = session.page;
    await page.goto(`${session.app.url}/satuan/create`);
    await s.field('Kode').fill('SES-03');
    const asked: string[] = [];
    page.once('dialog', (d) => { asked.push(d.message()); void d.dismiss(); });
    await page.getByRole('link', { name: 'Beranda' }).first().click();
    await poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/belum disimpan/);
    expect(new URL(page.url()).pathname).toBe('/satuan/create');
    expect(await s.field('Kode').inputValue()).toBe('SES-03');
    page.once('dialog', (d) => { void d.accept(); });
    await page.getByRole('link', { name: 'Beranda' }).first().click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('a save whose first answer is dropped is retried with the same key, the user sees it, and one record is made', async () => {
    const s = await session.as('admin');
    const page = session.page;
    await page.goto(`${session.app.url}/satuan/create`);
    await s.field('Kode').fill('SES-04');
    await s.field('Nama Satuan').fill('Satuan Jawaban Hilang');
    const keys: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/input/satuan', async (route) => {
      const request: Request = route.request();
      keys.push(request.headers()['idempotency-key']);
      if (keys.length === 1) {
        await route.fetch(); // the server saves it; its answer never reaches the page
        await route.abort('connectionreset');
        return;
      }
      await released;
      await route.continue();
    });
    await s.save();
    await page.getByText(/Koneksi terputus\. Menyimpan ulang/).waitFor();
    expect(await s.main.getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);
    await poll(() => keys.length).toBe(2);
    release();
    await toast(page, 'Berhasil!').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/satuan');
    expect(keys[1]).toBe(keys[0]);
    expect(await countSatuan('SES-04')).toBe(1);
  });

  it('a receipt with lines, the tab closed and opened again: the draft is offered and restored, and gone once saved', async () => {
    const s = await session.as('gudang');
    const { data: units } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/satuan?perPage=100');
    const dusId = units.find((u) => u.nama === 'Dus')!.id;
    const { data: goodsList } = await session.api<{ data: Array<{ id: number; nama: string; konversi_satuan?: unknown }> }>('/barang?perPage=50&sort=kode&order=ASC');
    let goods = '';
    for (const { id } of goodsList) {
      const { data: b } = await session.api<{ data: { nama: string; konversi_satuan: Array<{ satuan_id: number }> } }>(`/barang/${id}`);
      if (b.konversi_satuan.some((u) => u.satuan_id === dusId)) { goods = b.nama; break; }
    }
    const { data: suppliers } = await session.api<{ data: Array<{ nama: string }> }>('/supplier?perPage=1&sort=kode&order=ASC');

    const create = `${session.app.url}/penerimaan-barang/create`;
    await session.page.goto(create);
    await s.pick('Supplier', suppliers[0].nama);
    await s.field('No. Faktur Supplier').fill('FK-DRAF-01');
    await s.button('Tambah').click();
    await s.pick('Barang', goods);
    await s.pick('Satuan', 'Dus');
    await s.field('Jumlah').fill('7');
    await s.field('Harga per Satuan').fill('45000');
    await poll(() => session.page.getByRole('status').filter({ hasText: 'Draf tersimpan di perangkat ini' }).count()).toBe(1);
    // Typing goes on after the first write: the draft follows it.
    await s.field('Jumlah').fill('8');
    await poll(() => session.page.evaluate(() => new Promise<string>((resolve) => {
      const open = indexedDB.open('niaga-draf');
      open.onsuccess = () => {
        const read = open.result.transaction('draf').objectStore('draf').getAll();
        read.onsuccess = () => { open.result.close(); resolve(JSON.stringify(read.result)); };
      };
    }))).toContain('"jumlah":8');
    await session.page.close({ runBeforeUnload: false });

    const page = await session.context.newPage();
    const again = screen(page);
    await page.goto(create);
    const offer = page.getByRole('alert').filter({ hasText: 'Ada draf Penerimaan Barang yang belum disimpan' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    expect(await again.field('No. Faktur Supplier').inputValue()).toBe('FK-DRAF-01');
    expect(await again.field('Jumlah').inputValue()).toBe('8');
    expect(await again.main.getByRole('combobox', { name: 'Supplier', exact: true }).inputValue()).toBe(suppliers[0].nama);
    await again.main.getByText('Jumlah baris: 1').waitFor();
    await again.save();
    await toast(page, 'Berhasil!').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/penerimaan-barang');
    await page.goto(create);
    await again.field('No. Faktur Supplier').waitFor();
    await again.main.getByRole('combobox', { name: 'Supplier', exact: true }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Ada draf' }).count()).toBe(0);
  });
});
