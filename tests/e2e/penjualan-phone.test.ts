import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings } from './axe.js';
import { login, poll, shootOnFailure, useBrowserSession } from './harness.js';
import { settled, trackRequests } from './screens.js';

const session = useBrowserSession();

describe('the sale on a phone (issues 12, 39)', () => {
  it('a salesperson\'s /penjualan/create opens the one sale flow: fits 390 × 844, passes WCAG AA, customer credit and goods from the vehicle', async () => {
    await session.as('sales1');
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.app.url}/penjualan/create`);
    await page.waitForURL(/\/lapangan\?tab=jual$/);
    const customer = page.getByRole('combobox', { name: /Konsumen/ });
    await customer.waitFor();
    await customer.click();
    await page.getByRole('option').first().click();
    await page.getByTestId('kredit-konsumen').waitFor();
    await page.getByRole('list', { name: 'Barang di kendaraan' }).getByRole('button', { name: /^Tambah / }).first().click();
    await poll(async () => Number(((await page.getByText(/^Total Rp\. /).textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/d-phone-form.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  });
});

/** The sales area's SPEC.md section 2 routes; `:id` is filled with a demo record's id of the API list named after it. */
const SALES_ROUTES: Array<[string, string?]> = [
  ['/penjualan'], ['/penjualan/create'], ['/penjualan/detail/:id', '/penjualan'], ['/penjualan/bayar/:id', '/penjualan?status=selesai'],
  ['/setoran'], ['/setoran/create'], ['/setoran/detail/:id', '/setoran'], ['/collection'], ['/giro'],
  ['/retur-konsumen'], ['/retur-konsumen/detail/:id', '/retur-konsumen'], ['/sales'], ['/rank-sales'], ['/pencapaian'],
];

/** Opens a path inside the running app (an alias redirects: the landing path is answered). */
async function open(page: Page, path: string): Promise<string> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
  return new URL(page.url()).pathname;
}

describe('the sales screens on a phone (issue 12)', () => {
  it('every sales route fits 390 × 844 and passes WCAG AA in the dark and the light skin, as finance', async () => {
    const found: Record<string, string[]> = {};
    for (const mode of ['dark', 'light'] as const) {
      const page = await session.fresh();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((m) => localStorage.setItem('niaga.theme', m), mode);
      trackRequests(page);
      await login(page, session.app.url, 'finance');
      await settled(page);
      for (const [route, list] of SALES_ROUTES) {
        let path = route;
        if (list) {
          const { data } = await session.api<{ data: Array<{ id: number }> }>(`${list}${list.includes('?') ? '&' : '?'}page=1&perPage=1`);
          expect({ route, demo: data.length > 0 }).toEqual({ route, demo: true });
          path = route.replace(':id', String(data[0].id));
        }
        const landed = await open(page, path);
        const problems: string[] = [];
        if (landed === '/error-404' || landed === '/not-authorized') problems.push(`mendarat di ${landed}`);
        // A SPEC.md detail address leads to the record's detail page.
        if (route.includes('/detail/') && !/\/\d+\/show$/.test(landed)) problems.push(`alias mendarat di ${landed}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (wide > 1) problems.push(`halaman bergulir ke samping ${wide} px`);
        problems.push(...(await axeFindings(page)).map((f) => `${f.rule} (${f.impact}, ${f.count}×): ${f.targets.join(' | ')}`));
        if (problems.length) {
          found[`${mode} ${path}`] = problems;
          await shootOnFailure(page, `penjualan-phone-${mode}-${path}`, true);
        }
      }
    }
    expect(found).toEqual({});
  }, 150_000);
});
