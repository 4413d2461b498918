import { describe, expect, it } from 'vitest';
import registry from '../../resources.config.js';
import { poll, useBrowserSession } from './harness.js';

/** A company of its own: the server started with NIAGA_SEED=none on an empty database. */
const session = useBrowserSession({ env: { NIAGA_SEED: 'none' } });
const ADMIN = { email: 'sri@sumberrejeki.co.id', password: 'rahasia-kuat-1' };
const TOP_MENUS = registry.menus.map((m) => m.name);

async function expectWholeMenu(): Promise<void> {
  const nav = session.page.getByRole('navigation', { name: 'Menu utama' });
  for (const name of TOP_MENUS) await nav.getByText(name, { exact: true }).first().waitFor();
}

describe('first run in the browser', () => {
  it('sends a visitor to /setup, sets up the company and its admin, and lands signed in with every menu', async () => {
    const page = await session.fresh();
    await page.goto(`${session.app.url}/rute`);
    await page.waitForURL(/\/setup$/);
    await page.getByRole('heading', { name: 'Menyiapkan perusahaan' }).waitFor();
    await session.noEnglish('/setup');

    await page.getByRole('button', { name: 'Siapkan dan masuk' }).click();
    await page.getByText('Nama Perusahaan wajib diisi').waitFor();

    await page.getByLabel('Nama Perusahaan').fill('CV Sumber Rejeki');
    await page.getByLabel('Alamat').fill('Jl. Pasar Baru No. 7, Garut');
    await page.getByLabel('NPWP').fill('0023.4567.8944.3000'); // 16 digits as printed since 2024 (issue 37)
    await page.getByLabel('Nama Admin').fill('Sri Mulyani');
    await page.getByRole('combobox', { name: 'Jenis Kelamin' }).click();
    await page.getByRole('option', { name: 'Perempuan' }).click();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.locator('input[name=password]').fill('pendek');
    await page.getByLabel('Ulangi Password').fill('pendek');
    await page.getByRole('button', { name: 'Siapkan dan masuk' }).click();
    await page.getByText('Password minimal 8 karakter').first().waitFor();

    await page.locator('input[name=password]').fill(ADMIN.password);
    await page.getByLabel('Ulangi Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Siapkan dan masuk' }).click();
    await page.waitForURL(/\/dashboard$/);
    await poll(async () => page.locator('main').innerText()).toMatch(/Sri Mulyani/);
    await expectWholeMenu();
    const setting = await session.api<{ data: { nama_perusahaan: string } }>('/setting');
    expect(setting.data.nama_perusahaan).toBe('CV Sumber Rejeki');
  });

  it('is closed afterwards; the new admin logs in through the login page and sees the menu', async () => {
    const page = await session.fresh();
    await page.goto(`${session.app.url}/setup`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/email|no\. hp/i).first().fill(ADMIN.email);
    await page.getByLabel(/password/i).first().fill(ADMIN.password);
    await page.getByRole('button', { name: /masuk/i }).click();
    await page.waitForURL(/\/dashboard$/);
    await expectWholeMenu();
    await page.getByRole('navigation', { name: 'Menu utama' }).getByText('Akuntansi', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu utama' }).getByText('Akun', { exact: true }).click();
    await page.waitForURL(/\/akun$/);
    await poll(async () => page.locator('main').innerText()).toMatch(/Persediaan Barang Dagang/);
  });
});
