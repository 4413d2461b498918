import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe.js';
import { poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

describe('the sale form on a phone (issue 12)', () => {
  it('fits 390 × 844 without sideways scrolling and passes WCAG AA, with a customer and goods from the vehicle', async () => {
    await session.as('sales1');
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.app.url}/penjualan/create`);
    const customer = page.getByRole('combobox', { name: /Konsumen/ });
    await customer.waitFor();
    await customer.click();
    await page.getByRole('option').first().click();
    await page.getByRole('region', { name: 'Status kredit konsumen' }).waitFor();
    const add = page.getByRole('button', { name: 'Tambah Barang' });
    await poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Hapus / }) }).first().waitFor();
    await page.screenshot({ path: '/tmp/d-phone-form.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
  }, 120_000);
});
