import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { englishOn, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Bop = { id: number; nomor: string; status: string };
type Asset = { id: number; kode: string; nama: string; akumulasi_penyusutan: number };

const SIZES = [{ width: 1366, height: 768 }, { width: 390, height: 844 }];

/** Switches the skin with the top bar's theme button until it is `mode`. */
async function skin(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const button = page.locator('header button[data-theme-mode]');
  if ((await button.getAttribute('data-theme-mode')) !== mode) await button.click();
  await poll(() => button.getAttribute('data-theme-mode')).toBe(mode);
}

/** Opens a record from its list: the row on a wide screen, the card's title on a phone. */
async function openFromList(page: Page, listUrl: string, text: string, search = false): Promise<void> {
  await page.goto(`${session.app.url}${listUrl}`);
  const main = page.locator('main');
  if (search) await main.getByPlaceholder('Cari').fill(text);
  const card = main.getByTestId('list-card').filter({ hasText: text });
  const row = main.getByRole('row', { name: new RegExp(text.replace(/[/.]/g, '\\$&')) });
  await Promise.race([card.first().waitFor(), row.first().waitFor()]);
  if (await card.count()) await card.first().getByRole('link').first().click();
  else await row.first().click();
}

/** The editable inputs of the main area (a read view has none but its search-free toolbar). */
async function editableInputs(page: Page): Promise<number> {
  return page.locator('main').locator('input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])').count();
}

describe('documents open as documents, with their steps by kind (issue 35)', () => {
  it('a submitted BOP opens from the list as its read view: Setujui first, Tolak last, outlined in the error colour and confirmed, at both sizes and in both skins', async () => {
    const s = await session.as('gm');
    const { data: [bop] } = await session.api<{ data: Bop[] }>('/bop-ajuan?status=diajukan&sort=id&order=DESC&perPage=1');
    expect(bop).toBeTruthy();
    for (const size of SIZES) {
      for (const mode of ['light', 'dark'] as const) {
        await session.page.setViewportSize(size);
        await openFromList(session.page, '/bop', bop.nomor);
        await session.page.waitForURL(new RegExp(`/bop/${bop.id}/show$`));
        await s.main.getByText(`Detail BOP`).first().waitFor();
        await skin(session.page, mode);
        expect(await editableInputs(session.page), `${size.width} ${mode}`).toBe(0);
        const approve = s.button('Setujui & Bayarkan');
        const reject = s.button('Tolak');
        await approve.waitFor();
        expect(await reject.getAttribute('class')).toMatch(/MuiButton-outlined.*MuiButton-colorError|MuiButton-colorError.*MuiButton-outlined/);
        expect(await approve.getAttribute('class')).toMatch(/MuiButton-contained/);
        const order = await s.main.locator('[data-step-kind]').evaluateAll((els) => els.map((e) => e.textContent));
        expect(order[0]).toBe('Setujui & Bayarkan');
        expect(order.at(-1)).toBe('Tolak');
        // Red, not the primary colour of the approval.
        const [red, primary] = [await reject.evaluate((e) => getComputedStyle(e).color), await approve.evaluate((e) => getComputedStyle(e).backgroundColor)];
        expect(red).not.toBe(primary);
        expect(await s.main.getByTestId('state-chip').innerText()).toBe('Diajukan');
        await s.main.getByTestId('record-history').getByText(new RegExp(`membuat BOP ${bop.nomor.replace(/\//g, '\\/')}`)).waitFor();
        await reject.click();
        const dialog = session.page.getByRole('dialog');
        await dialog.getByText(/Yakin ingin melakukan "Tolak" pada BOP ini\? Tuliskan alasannya/).waitFor();
        expect(await dialog.getByRole('button', { name: 'Tolak', exact: true }).getAttribute('class')).toMatch(/MuiButton-colorError/);
        await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await englishOn(session.page)).toEqual([]);
      }
    }
    // Nothing was taken: the BOP still waits.
    expect((await session.api<{ data: Bop }>(`/bop-ajuan/${bop.id}`)).data.status).toBe('diajukan');
  });

  it('the requester\'s own submitted BOP opens read-only with "Ubah"; its form takes no steps and saving goes back to the read view', async () => {
    const s = await session.as('sales1');
    const { data: [bop] } = await session.api<{ data: Bop[] }>('/bop-ajuan?status=diajukan&sort=id&order=DESC&perPage=1');
    await session.page.setViewportSize(SIZES[0]);
    await openFromList(session.page, '/bop', bop.nomor);
    await session.page.waitForURL(new RegExp(`/bop/${bop.id}/show$`));
    expect(await s.main.getByRole('button', { name: 'Setujui & Bayarkan' }).count()).toBe(0);
    await s.main.getByRole('link', { name: 'Ubah', exact: true }).click();
    await session.page.waitForURL(new RegExp(`/bop/${bop.id}$`));
    await s.main.getByRole('heading', { name: 'Ubah BOP' }).waitFor();
    expect(await s.main.locator('[data-step-kind]').count()).toBe(0);
    await s.field('Keperluan').fill('Pengiriman sampel ke konsumen (diubah)');
    await s.save();
    await session.page.waitForURL(new RegExp(`/bop/${bop.id}/show$`));
    await s.main.getByTestId('record-history').getByText(new RegExp(`mengubah BOP ${bop.nomor.replace(/\//g, '\\/')}`)).waitFor();
  });

  it('a depreciated asset opens as its read view; its form shows the cost and paying account locked', async () => {
    const s = await session.as('aset');
    const { data: [a] } = await session.api<{ data: Asset[] }>('/asset?sort=akumulasi_penyusutan&order=DESC&perPage=1');
    expect(a.akumulasi_penyusutan).toBeGreaterThan(0);
    for (const size of SIZES) {
      await session.page.setViewportSize(size);
      await openFromList(session.page, '/asset', a.kode, true);
      await session.page.waitForURL(new RegExp(`/asset/${a.id}/show$`));
      await s.main.getByText('Detail Aset').first().waitFor();
      expect(await editableInputs(session.page)).toBe(0);
    }
    await session.page.setViewportSize(SIZES[0]);
    await session.page.goto(`${session.app.url}/asset/${a.id}`);
    await s.main.getByRole('heading', { name: 'Ubah Aset' }).waitFor();
    await s.main.locator('[data-locked="harga_perolehan"]').getByText('Tidak dapat diubah: Aset sudah dijurnal').waitFor();
    await s.main.locator('[data-locked="akun_sumber_id"]').waitFor();
    expect(await s.main.getByRole('textbox', { name: 'Harga Perolehan' }).count()).toBe(0);
    expect(await s.field('Nama Aset').isEditable()).toBe(true);
  });

  it('the dashboard\'s activity reads as sentences with document numbers, linked to their read views, at both sizes and in both skins', async () => {
    const s = await session.as('admin');
    for (const size of SIZES) {
      for (const mode of ['light', 'dark'] as const) {
        await session.page.setViewportSize(size);
        await session.page.goto(`${session.app.url}/dashboard`);
        await skin(session.page, mode);
        const feed = s.main.getByTestId('recent-activity');
        await feed.locator('li').first().waitFor();
        const lines = await feed.locator('li').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
        // "<name> <verb> <document> <number>": no action names (approveGudang, post), no "#12".
        for (const line of lines) {
          expect(line).not.toMatch(/#\d|approve[A-Z]|\b(post|create|update|delete)\b/);
          expect(line).toMatch(/^\S.* me\S+ /);
        }
        expect(lines.some((l) => /[A-Z]{2,4}\/\d{4}\/\d{2}\/\d{4}|[A-Z]+-\d+/.test(l))).toBe(true);
      }
    }
    const link = s.main.getByTestId('recent-activity').getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/\d+\/show$/);
  });
});
