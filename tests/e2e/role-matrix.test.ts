import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings } from './axe.js';
import { poll, toast, useBrowserSession } from './harness.js';

/**
 * Role management as a matrix (issue 35): the admin picks a level, sees its rights grouped as that level's side
 * menu, changes one cell, saves, reloads; the level's user finds the change. In both skins, at 1366 × 768 and on a
 * 390 × 844 phone (a card per top menu with switches).
 */
const session = useBrowserSession();

interface Entry { menu: { name: string; url: string }; sub_menu: Array<{ name: string; url: string }> }

const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

/** Each run changes another of the Supervisor's cells, so the four runs do not undo each other. */
const RUNS: Array<{ size: keyof typeof SIZES; dark: boolean; right: string; menu: string; url: string }> = [
  { size: 'desktop', dark: false, right: 'Tambah', menu: 'Karyawan', url: '/karyawan' },
  { size: 'desktop', dark: true, right: 'Tambah', menu: 'Teritori', url: '/teritori' },
  { size: 'phone', dark: false, right: 'Lihat', menu: 'Jabatan', url: '/jabatan' },
  { size: 'phone', dark: true, right: 'Hapus', menu: 'Rute', url: '/rute' },
];

/** The skin the top bar's button says is on; clicked until it is the wanted one. */
async function useSkin(page: Page, dark: boolean): Promise<void> {
  const button = page.locator('header button[data-theme-mode]');
  await button.waitFor();
  if ((await button.getAttribute('data-theme-mode') === 'dark') !== dark) await button.click();
  await poll(() => button.getAttribute('data-theme-mode')).toBe(dark ? 'dark' : 'light');
}

async function openLevel(page: Page, url: string, level: string): Promise<void> {
  await page.goto(`${url}/role-management`);
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: level, exact: true }).click();
  await page.waitForURL(/level_id=\d+/);
}

describe('role management as a matrix (issue 35)', () => {
  for (const run of RUNS) {
    it(`${run.size}, ${run.dark ? 'dark' : 'light'} skin: ${run.right} ${run.menu} for Supervisor is saved and reaches the level`, async () => {
      const s = await session.as('admin');
      const page = session.page;
      await page.setViewportSize(SIZES[run.size]);
      await useSkin(page, run.dark);
      await openLevel(page, session.app.url, 'Supervisor');
      const phone = run.size === 'phone';
      const role = phone ? 'switch' : 'checkbox';

      // Grouped as the level's own side menu: its top menus with sub-menus, in its order, come first.
      const levelId = new URL(page.url()).searchParams.get('level_id');
      const entries = (await session.api<{ data: Entry[] }>(`/role?level_id=${levelId}&sub_menu=1`)).data;
      const sideGroups = entries.filter((e) => e.sub_menu.length > 0).map((e) => e.menu.url);
      const cell = s.main.getByRole(role, { name: `${run.right} ${run.menu} (Master Data)`, exact: true });
      await cell.waitFor();
      const shown = await s.main.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
      expect(shown.slice(0, sideGroups.length)).toEqual(sideGroups);
      expect(shown.length).toBeGreaterThan(sideGroups.length);

      expect(await cell.isChecked()).toBe(false);
      await cell.click();
      await poll(() => cell.isChecked()).toBe(true);
      await s.main.getByText('1 menu berubah, belum disimpan').waitFor();
      // The save bar stays at the bottom of the window over the long matrix: Simpan is there without scrolling.
      const simpan = s.main.getByRole('button', { name: 'Simpan' });
      const box = await simpan.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(SIZES[run.size].height);
      expect(box!.y).toBeGreaterThan(SIZES[run.size].height / 2);
      await simpan.click();
      await toast(page, 'Berhasil!').filter({ hasText: 'Hak akses level Supervisor disimpan' }).waitFor();
      await session.noEnglish(`/role-management ${run.size}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZES[run.size].width);

      await page.reload();
      await poll(() => s.main.getByRole(role, { name: `${run.right} ${run.menu} (Master Data)`, exact: true }).isChecked()).toBe(true);
      expect(await page.locator('header button[data-theme-mode]').getAttribute('data-theme-mode')).toBe(run.dark ? 'dark' : 'light');
      await page.screenshot({ path: `/tmp/role-matrix-${run.size}-${run.dark ? 'dark' : 'light'}.png` });
      expect(await axeFindings(page)).toEqual([]);

      // The Supervisor's own screens follow: the menu shows what Lihat gave, the list offers what Tambah gave.
      await session.as('spv');
      await session.page.setViewportSize(SIZES[run.size]);
      const rights = (await session.api<{ data: Entry[] }>('/role?sub_menu=1')).data;
      const sub = rights.find((e) => e.menu.url === '/master')!.sub_menu.find((m) => m.url === run.url);
      expect(sub).toMatchObject({ url: run.url, ...(run.right === 'Tambah' ? { create: true } : {}), ...(run.right === 'Hapus' ? { delete: true } : {}) });
      await session.page.goto(`${session.app.url}${run.url}`);
      if (run.right === 'Tambah') await session.page.locator('main').getByRole('link', { name: 'Tambah' }).or(session.page.locator('main').getByRole('button', { name: 'Tambah' })).first().waitFor();
      if (run.right === 'Lihat') {
        if (phone) await session.page.getByRole('button', { name: 'Buka/tutup menu' }).click();
        const nav = session.page.getByRole('navigation', { name: 'Menu utama' });
        await nav.getByRole('button', { name: 'Master Data' }).waitFor();
        await poll(() => nav.getByRole('link', { name: run.menu, exact: true }).count()).toBe(1);
      }
    });
  }

  it('the SPEC sub-menu screen shows the same matrix narrowed to one top menu', async () => {
    const s = await session.as('admin');
    const page = session.page;
    const menus = (await session.api<{ data: Array<{ id: number; url: string }> }>('/menu?perPage=1000')).data;
    const master = menus.find((m) => m.url === '/master')!;
    const row = (await session.api<{ data: Array<{ id: number }> }>(`/role?menu_id=${master.id}&perPage=1`)).data[0];
    await page.goto(`${session.app.url}/role-management/sub-menu/${row.id}`);
    await s.main.getByRole('heading', { name: 'Sub-Menu Master Data' }).waitFor();
    expect(await s.main.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group')))).toEqual(['/master']);
    await s.main.getByRole('link', { name: 'Semua menu level ini' }).click();
    await page.waitForURL(/\/role-management\?level_id=\d+$/);
  });
});
