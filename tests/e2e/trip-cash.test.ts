import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

/**
 * Issue 36 in the browser: a BOP advance paid from petty cash (Kas Kecil), the kas list offering company money only;
 * and the droping report with the trip as its unit. Each at 1366 × 768 and 390 × 844, in both skins.
 */
const session = useBrowserSession();

const SIZES = [{ width: 1366, height: 768 }, { width: 390, height: 844 }];
const COMPANY = ['Kas Besar', 'Kas Kecil Gudang', 'BCA Operasional', 'Mandiri Penerimaan'];
const SALES_BOXES = ['Kas Sales Budi', 'Kas Sales Andi'];

async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(async ({ p, b }) => {
    const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
    const res = await fetch(`/api${p}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(b) });
    return res.json();
  }, { p: path, b: body }) as Promise<T>;
}

/** The top bar's skin button: the other skin, waited for. */
async function toggleSkin(page: Page): Promise<string> {
  const button = page.locator('header button[data-theme-mode]');
  const before = await button.getAttribute('data-theme-mode');
  await button.click();
  await page.locator(`header button[data-theme-mode]:not([data-theme-mode="${before}"])`).waitFor();
  return String(await button.getAttribute('data-theme-mode'));
}

const noSidewaysScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('cash boxes by role in the browser', () => {
  it('finance pays a BOP advance from Kas Kecil; the list offers company cash and banks, never a salesperson\'s box', async () => {
    for (const size of SIZES) {
      for (const skin of [0, 1]) {
        await session.as('sales1');
        const made = await apiPost<{ data: { id: number; nomor: string } }>(session.page, '/input/bop-ajuan', {
          tanggal: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), keperluan: `Uji kas kecil ${size.width} ${skin}`, rincian: [{ uraian: 'Parkir', jumlah: 25_000 }],
        });
        const bop = made.data;
        const s = await session.as('finance');
        const page = session.page;
        await page.setViewportSize(size);
        await page.goto(`${session.app.url}/bop/${bop.id}/show`);
        await s.main.getByRole('button', { name: 'Setujui & Bayarkan', exact: true }).waitFor();
        if (skin === 1) await toggleSkin(page);
        await s.main.getByRole('button', { name: 'Setujui & Bayarkan', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').first().click();
        await page.getByRole('option', { name: 'Kas Kecil Gudang', exact: true }).waitFor();
        const offered = await page.getByRole('option').allInnerTexts();
        for (const name of COMPANY) expect(offered).toContain(name);
        for (const name of SALES_BOXES) expect(offered).not.toContain(name);
        await page.getByRole('option', { name: 'Kas Kecil Gudang', exact: true }).click();
        await dialog.getByRole('button', { name: 'Setujui & Bayarkan', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await toast(page, 'Berhasil!').first().waitFor();
        const paid = (await session.api<{ data: { status: string; kas_id: number; jumlah: number } }>(`/bop-ajuan/${bop.id}`)).data;
        const kecil = (await session.api<{ data: Array<{ id: number }> }>('/kas?jenis=kas_kecil')).data[0];
        expect(paid).toMatchObject({ status: 'dibayar', kas_id: kecil.id, jumlah: 25_000 });
        await poll(() => s.main.innerText()).toContain('Kas Kecil Gudang');
        await noSidewaysScroll(page, size.width);
        expect(await englishOn(page)).toEqual([]);
      }
    }
  }, 240_000);
});

describe('the droping report in the browser: the trip is its unit', () => {
  it('shows per trip and goods loaded = sold + returned + lost + left with the trip\'s route, on screen and in the PDF', async () => {
    const s = await session.as('finance');
    const page = session.page;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const { data } = await session.api<{ data: { sections: Array<{ title: string; rows: Array<Record<string, string | number>> }> } }>(`/laporan/droping-sales?tgl_awal=${today.slice(0, 7)}-01&tgl_akhir=${today}`);
    const rows = data.sections.find((x) => x.title === 'Barang per Trip')!.rows;
    for (const r of rows) expect(Number(r.dimuat) + Number(r.diretur_konsumen)).toBe(Number(r.terjual) + Number(r.dikembalikan) + Number(r.hilang) + Number(r.sisa));
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${session.app.url}/laporan/droping-sales`);
      await s.main.getByRole('heading', { name: 'Laporan Droping Sales' }).waitFor();
      for (const skin of [0, 1]) {
        if (skin === 1) await toggleSkin(page);
        const section = s.main.getByRole('region', { name: 'Barang per Trip' });
        await section.waitFor();
        if (rows.length) await poll(() => section.innerText()).toContain(String(rows[0].trip));
        const text = await section.innerText();
        for (const label of ['Trip', 'Rute Trip', 'Dimuat', 'Terjual', 'Retur Konsumen', 'Dibongkar', 'Hilang/Rusak', 'Sisa']) expect(text).toContain(label);
        await s.main.getByRole('region', { name: 'Ringkasan per Trip' }).waitFor();
        await noSidewaysScroll(page, size.width);
        expect(await englishOn(page)).toEqual([]);
      }
      await toggleSkin(page);
    }
    await page.setViewportSize(SIZES[0]);
    const [file] = await Promise.all([page.waitForEvent('download'), s.main.getByRole('button', { name: 'Unduh PDF' }).click()]);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfText(bytes);
    for (const t of ['Barang per Trip', 'Ringkasan per Trip', 'Rute Trip', 'Dibongkar']) expect(pdf).toContain(t);
    if (rows.length) expect(pdf).toContain(String(rows[0].trip));
  });
});
