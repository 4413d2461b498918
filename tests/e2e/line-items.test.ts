import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../common/format.js';
import { axeFindings } from './axe.js';
import { poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

const SIZES = [{ width: 1366, height: 768 }, { width: 390, height: 844 }] as const;

type Line = { barang_id: number; barang: { kode: string; nama: string } };
type Doc = { id: number; nomor: string; status: string; total: number; rincian: Line[] };

/** A POST of the API with the signed-in page's session. */
async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(async ({ p, b }) => {
    const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
    const res = await fetch(`/api${p}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(b) });
    return { status: res.status, ...(await res.json()) };
  }, { p: path, b: body }) as Promise<T>;
}

/** Switches the skin with the top bar's button; answers the mode now shown. */
async function toggleSkin(page: Page): Promise<string> {
  const button = page.locator('header button[data-theme-mode]');
  const before = await button.getAttribute('data-theme-mode');
  await button.click();
  await poll(() => button.getAttribute('data-theme-mode')).not.toBe(before);
  return (await button.getAttribute('data-theme-mode'))!;
}

/** Each line reference on the page: its text, whether any of it is hidden (cut or "…"). */
async function lineRefs(page: Page): Promise<Array<{ text: string; cut: boolean }>> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLTextAreaElement>('main .RaSimpleFormIterator-line textarea[aria-autocomplete]')];
    const cells = [...document.querySelectorAll<HTMLElement>('main [data-line-ref]')];
    return [
      ...fields.map((el) => ({ text: el.value, cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 })),
      ...cells.map((el) => ({ text: el.innerText, cut: el.scrollWidth > el.clientWidth + 1 })),
    ].map((r) => ({ ...r, cut: r.cut || r.text.includes('…') }));
  });
}

/**
 * The elements of the screen's content reaching past the right edge of the screen (tag, classes, right edge), the
 * innermost: what would scroll sideways. (The top bar is the layout's, not the lines'.)
 */
async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main *')]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
    .slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')} ${Math.round(el.getBoundingClientRect().right)}`));
}

/** Line items whose inputs run past their line (a form row wider than its card): their line numbers. */
async function linesPastTheirCard(page: Page): Promise<number[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main .RaSimpleFormIterator-line')]
    .map((line, i) => ({ i, right: line.getBoundingClientRect().right, inner: [...line.querySelectorAll('.MuiInputBase-root, button')].map((el) => el.getBoundingClientRect().right) }))
    .filter((l) => l.inner.some((r) => r > l.right + 1)).map((l) => l.i + 1));
}

/** The document's worth under its lines, as shown. */
const worth = (page: Page) => page.locator('main [data-testid="line-worth"]').first().innerText();

/** Checks a form or read view of a document at both sizes in both skins: full names, the footer's total, no sideways scroll. */
async function checkEverywhere(page: Page, url: string, doc: Doc, names: string[]) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(url);
    for (let skin = 0; skin < 2; skin += 1) {
      const where = `${url} ${size.width}×${size.height} skin ${skin}`;
      await poll(async () => (await lineRefs(page)).length).toBeGreaterThan(0);
      const refs = await lineRefs(page);
      expect(refs.filter((r) => r.cut), where).toEqual([]);
      for (const name of names) expect(refs.some((r) => r.text.includes(name)), `${where}: ${name}`).toBe(true);
      await poll(() => worth(page)).toContain(formatMoney(doc.total));
      expect(await widerThanScreen(page), where).toEqual([]);
      expect(await linesPastTheirCard(page), where).toEqual([]);
      expect(await axeFindings(page), where).toEqual([]);
      if (skin === 0) await toggleSkin(page);
    }
  }
}

describe('line items that can be read and checked (issue 35)', () => {
  it('a receipt names its goods by code and full name in the form and the read view, and its footer is the receipt\'s worth', async () => {
    const s = await session.as('gudang');
    const page = session.page;
    const { data: goods } = await session.api<{ data: Array<{ id: number; kode: string; nama: string }> }>('/barang?perPage=100&sort=kode&order=ASC');
    const longest = [...goods].sort((a, b) => b.nama.length - a.nama.length).slice(0, 2);
    const { data: [supplier] } = await session.api<{ data: Array<{ id: number }> }>('/supplier?perPage=1&sort=kode&order=ASC');
    const { data: [gudang] } = await session.api<{ data: Array<{ id: number }> }>('/gudang?perPage=1');
    const created = await post<{ status: number; data: Doc }>(page, '/input/penerimaan', {
      tanggal: new Date().toISOString().slice(0, 10), gudang_id: gudang.id, supplier_id: supplier.id, no_faktur: 'FK-UJI-NAMA',
      rincian: [{ barang_id: longest[0].id, jumlah: 3, harga_satuan: 120_000 }, { barang_id: longest[1].id, jumlah: 7, harga_satuan: 4_300 }],
    });
    expect(created.status, JSON.stringify(created)).toBe(201);
    const doc = (await session.api<{ data: Doc }>(`/penerimaan/${created.data.id}`)).data;
    // The document's worth is Σ quantity × price: never the unit prices added up.
    expect(doc.total).toBe(3 * 120_000 + 7 * 4_300);
    const names = longest.map((g) => `${g.kode} · ${g.nama}`);

    await checkEverywhere(page, `${session.app.url}/penerimaan-barang/${doc.id}`, doc, names);
    expect(await page.locator('main [data-testid="line-totals"]').innerText()).not.toContain('Harga per Satuan');
    // Money typed in the lines reads with thousands separators as it is typed.
    await page.setViewportSize(SIZES[0]);
    const price = s.field('Harga per Satuan');
    await price.fill('10000');
    expect(await price.inputValue()).toBe('10.000');
    await poll(() => worth(page)).toContain(formatMoney(3 * 10_000 + 7 * 4_300));

    await checkEverywhere(page, `${session.app.url}/penerimaan-barang/${doc.id}/show`, doc, names);
  }, 240_000);

  it('a stock opname names its goods in full, and shows its worth as the API answers it', async () => {
    await session.as('gudang');
    const page = session.page;
    const { data: list } = await session.api<{ data: Array<{ id: number; status: string }> }>('/stok-opname?perPage=20&sort=id&order=DESC');
    const draft = list.find((o) => o.status === 'draft');
    const posted = list.find((o) => o.status === 'diposting');
    expect(draft && posted).toBeTruthy();
    for (const [one, path] of [[draft!, ''], [posted!, '/show']] as const) {
      const doc = (await session.api<{ data: Doc }>(`/stok-opname/${one.id}`)).data;
      const names = doc.rincian.slice(0, 3).map((l) => `${l.barang.kode} · ${l.barang.nama}`);
      await checkEverywhere(page, `${session.app.url}/stock-opname/${doc.id}${path}`, doc, names);
    }
  }, 240_000);
});
