import { describe, expect, it } from 'vitest';
import { axeFindings } from './axe.js';
import { poll, useBrowserSession } from './harness.js';

/**
 * sales1's day on a 390 × 844 phone from the visit list (issue 39): the dashboard opens on today's shops, a shop
 * visited without a sale (reason, time, position), a sale from the list through the one sale flow, the day closed
 * with one confirmation (unloading and deposit together), and the supervisor seeing the visits and the close.
 * Selling without signal is offline.test.ts and offline-random.test.ts; the nota's printer and sharing nota.test.ts.
 */
const session = useBrowserSession();

describe('the salesperson\'s day from the visit list (issue 39)', () => {
  it('visits, sells, closes the day in one confirmation; the supervisor sees visits and settlement', async () => {
    await session.as('sales1');
    const { context } = session;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -6.9147, longitude: 107.6098 });
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.app.url}/`);
    const list = page.getByRole('list', { name: 'Daftar kunjungan' });
    await list.waitFor();
    const open = list.getByRole('listitem').filter({ hasText: 'Belum' });
    expect(await open.count(), 'toko yang belum dikunjungi hari ini').toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    // A shop visited without a sale: a reason from the list; time and position go with it.
    const first = open.first();
    const closedShop = (await first.getByRole('button', { name: /^Tidak Jual di / }).getAttribute('aria-label'))!.replace('Tidak Jual di ', '');
    await first.getByRole('button', { name: /^Tidak Jual di / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Alasan/ }).click();
    await page.getByRole('option', { name: 'Toko tutup' }).click();
    await dialog.getByRole('button', { name: 'Simpan Kunjungan' }).click();
    const closedItem = list.getByRole('listitem').filter({ hasText: closedShop });
    await closedItem.getByText('Tanpa penjualan').waitFor();

    // A sale from the list: the sale flow opens with the shop chosen and its credit shown.
    const next = list.getByRole('listitem').filter({ hasText: 'Belum' }).first();
    const soldShop = (await next.getByRole('button', { name: /^Jual ke / }).getAttribute('aria-label'))!.replace('Jual ke ', '');
    await next.getByRole('button', { name: /^Jual ke / }).click();
    await page.getByTestId('kredit-konsumen').waitFor();
    expect(await page.getByRole('combobox', { name: 'Konsumen' }).inputValue()).toContain(soldShop);
    await page.getByRole('list', { name: 'Barang di kendaraan' }).getByRole('button', { name: /^Tambah / }).first().click();
    const total = Number((await page.getByText(/^Total Rp\. /).textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Dibayar Tunai' }).fill(String(total));
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await poll(() => page.locator('li[data-state="terkirim"]').count(), 60_000).toBeGreaterThan(0);
    // The visit without a sale reached the server too.
    await poll(() => page.locator('li[data-state="terkirim"]').filter({ hasText: 'Kunjungan' }).count(), 60_000).toBe(1);
    await page.getByRole('tab', { name: 'Hari Ini' }).click();
    await list.getByRole('listitem').filter({ hasText: soldShop }).getByText('Terjual').waitFor();

    // Close the day: counted as expected, cash as the system counts it, one confirmation.
    await page.getByRole('link', { name: 'Tutup Hari' }).click();
    await page.getByRole('button', { name: 'Tutup Hari & Setor' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tutup Hari & Setor' }).click();
    await page.getByRole('button', { name: 'Ya, Tutup Hari' }).click();
    const unloading = page.getByRole('link', { name: /^Lihat Pengembalian RS\// });
    await unloading.waitFor();
    await page.getByRole('link', { name: /^Lihat Setoran STR\// }).waitFor();

    // The supervisor: the day's visits of sales1 and the close waiting for approval.
    await session.as('spv');
    const spv = session.page;
    await spv.goto(`${session.app.url}/lapangan`);
    const row = spv.getByTestId(/^kunjungan-sales-/).filter({ hasText: 'Budi Prasetyo' });
    await row.waitFor();
    await poll(async () => (await row.textContent()) ?? '').toMatch(/\d+ dari \d+ toko · [1-9]\d* terjual · [1-9]\d* tanpa penjualan/);
    await row.getByRole('button', { name: 'Lihat Toko' }).click();
    const closedVisit = row.getByRole('listitem').filter({ hasText: closedShop });
    await closedVisit.getByText(/Toko tutup/).waitFor();
    await row.getByRole('listitem').filter({ hasText: soldShop }).getByText('Terjual').waitFor();
    expect(await axeFindings(spv)).toEqual([]);
    await spv.goto(`${session.app.url}/tutup-hari`);
    await spv.getByText(/^TH\//).first().waitFor();
  }, 240_000);
});
