/**
 * Keyboard only (issue 24): the warehouse admin signs in, finds Penerimaan Barang through the side menu, keys in
 * a receipt with two lines, saves it, finds it by the list's search, opens it, receives it through the step
 * dialog and prints its slip, without a single mouse event. Along the way: the tab order reaches each control,
 * the focus ring shows, a refused save focuses its first invalid field, the step dialog keeps and returns the
 * focus, and the filled-in form has no axe finding.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { poll, screen, toast, useBrowserSession } from './harness.js';
import { axeFindings } from './axe.js';

const session = useBrowserSession();

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until `target` has the focus; fails when the tab order does not reach it within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tombol Tab tidak sampai ke ${String(target)}`);
}

/** The focused element draws a visible ring (our theme's 2 px outline). */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
}

/** Types into a focused autocomplete and moves down its options with the arrow key to `text`, then Enter. */
async function pickByKeys(page: Page, box: Locator, text: string): Promise<void> {
  expect(await isFocused(box)).toBe(true);
  await page.keyboard.type(text);
  const option = page.getByRole('option', { name: text, exact: true }).first();
  await option.waitFor();
  const wanted = await option.getAttribute('id');
  for (let i = 0; i < 30 && (await box.getAttribute('aria-activedescendant')) !== wanted; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // A line's reference reads as its code and full name ("MIE-001 · Mi Pelangi …").
  await poll(() => box.inputValue()).toMatch(new RegExp(`(^|· )${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

type Goods = { id: number; nama: string; konversi_satuan: Array<{ satuan_id: number; faktor: number }> };

describe('keyboard only (issue 24)', () => {
  it('the warehouse admin receives goods with two lines and posts them using only the keyboard', async () => {
    const page = await session.fresh();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${session.app.url}/login`);
    await tabTo(page, page.getByLabel(/email|no\. hp/i).first());
    await page.keyboard.type('gudang@niaga.local');
    await tabTo(page, page.getByLabel(/password|kata sandi/i).first());
    await page.keyboard.type('niaga123');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);

    // What the form will be given (read through the API, as the mouse test does).
    const { data: units } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/satuan?perPage=100');
    const dus = units.find((u) => u.nama === 'Dus')!.id;
    const { data: list } = await session.api<{ data: Array<{ id: number }> }>('/barang?perPage=50&sort=kode&order=ASC');
    const goods: Goods[] = [];
    for (const { id } of list) {
      const { data: b } = await session.api<{ data: Goods }>(`/barang/${id}`);
      if (b.konversi_satuan.some((u) => u.satuan_id === dus)) goods.push(b);
      if (goods.length === 2) break;
    }
    expect(goods).toHaveLength(2);
    const { data: suppliers } = await session.api<{ data: Array<{ nama: string }> }>('/supplier?perPage=1&sort=kode&order=ASC');

    // The first Tab offers the way past the menu; the menu opens its group and leads to the list.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Langsung ke konten' }))).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await tabTo(page, nav.getByRole('button', { name: 'Transaksi Gudang' }));
    expect(await focusRing(page)).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Penerimaan Barang' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/penerimaan-barang$/);
    const s = screen(page);
    await tabTo(page, s.main.getByRole('link', { name: 'Tambah', exact: true }));
    await page.keyboard.press('Enter');
    await s.main.getByRole('heading', { name: 'Tambah Penerimaan Barang' }).waitFor();

    // Saving the empty form is refused: the focus lands on the first invalid field, which names its error.
    await tabTo(page, s.button('Simpan'));
    await page.keyboard.press('Enter');
    const supplier = s.main.getByRole('combobox', { name: 'Supplier', exact: true });
    await poll(() => isFocused(supplier)).toBe(true);
    expect(await supplier.getAttribute('aria-invalid')).toBe('true');
    expect(await supplier.evaluate((el) => el.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toMatch(/wajib/i);

    await pickByKeys(page, supplier, suppliers[0].nama);
    await tabTo(page, s.field('No. Faktur Supplier'));
    await page.keyboard.type('FK-KEYBOARD-01');

    // Lines: "Tambah" opens the first line with the focus in it; Enter in the last line adds the next one.
    await tabTo(page, s.button('Tambah'));
    await page.keyboard.press('Enter');
    for (const [i, g] of goods.entries()) {
      const barang = s.main.getByRole('combobox', { name: 'Barang', exact: true }).nth(i);
      await poll(() => isFocused(barang)).toBe(true);
      await pickByKeys(page, barang, g.nama);
      await page.keyboard.press('Tab');
      await pickByKeys(page, s.main.getByRole('combobox', { name: 'Satuan', exact: true }).nth(i), 'Dus');
      await page.keyboard.press('Tab');
      expect(await isFocused(s.field('Jumlah', i))).toBe(true);
      await page.keyboard.type(String(i + 2));
      await page.keyboard.press('Tab');
      expect(await isFocused(s.field('Harga per Satuan', i))).toBe(true);
      await page.keyboard.type('100000');
      if (i === 0) await page.keyboard.press('Enter');
    }
    expect(await s.main.getByRole('combobox', { name: 'Barang', exact: true }).count()).toBe(2);
    expect(await axeFindings(page)).toEqual([]);
    await tabTo(page, s.button('Simpan'));
    expect(await focusRing(page)).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await toast(page, 'Berhasil!').first().waitFor();
    await page.waitForURL(/\/penerimaan-barang$/);

    const { data: drafts } = await session.api<{ data: Array<{ id: number; nomor: string; rincian?: unknown[] }> }>('/penerimaan?status=draft&sort=id&order=DESC&perPage=1');
    const receipt = drafts[0];
    const { data: saved } = await session.api<{ data: { no_faktur: string; total: number; rincian: Array<{ qty: number }> } }>(`/penerimaan/${receipt.id}`);
    expect(saved.no_faktur).toBe('FK-KEYBOARD-01');
    expect(saved.rincian).toHaveLength(2);
    expect(saved.total).toBe(2 * 100_000 + 3 * 100_000);

    // Found by the list's search, opened from its row, received through the step dialog.
    await tabTo(page, s.search);
    await page.keyboard.type(receipt.nomor);
    await s.waitForRowCount(1);
    await tabTo(page, s.row(receipt.nomor).getByRole('link', { name: 'Lihat detail' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/penerimaan-barang/${receipt.id}/show$`));
    const terima = s.main.getByRole('button', { name: 'Terima', exact: true });
    await tabTo(page, terima);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await poll(() => isFocused(dialog)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await isFocused(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await poll(() => isFocused(terima)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Terima', exact: true }));
    await page.keyboard.press('Enter');
    await toast(page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Diterima');
    expect((await session.api<{ data: { status: string } }>(`/penerimaan/${receipt.id}`)).data.status).toBe('diterima');

    // Its slip prints from the keyboard too.
    await tabTo(page, s.main.getByRole('button', { name: 'Cetak Bukti Penerimaan' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`${receipt.nomor.replace(/\//g, '-')}.pdf`);
  });
});
