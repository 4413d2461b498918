import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Doc = { id: number; nomor: string; status: string; no_surat_jalan?: string | null };

/** Clicks a print button and answers the file the browser saved: its name and its text. */
async function download(button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: await pdfText(bytes) };
}

describe('prints one click from their documents (issue 22)', () => {
  it('a warehouse admin prints a shipped request\'s surat jalan from its page and from the list, saved as its number', async () => {
    await session.as('gudang');
    const { data: [shipped] } = await session.api<{ data: Doc[] }>('/request-barang?status=dikirim&sort=id&order=DESC&perPage=1');
    const { data: [waiting] } = await session.api<{ data: Doc[] }>('/request-barang?status=draft&status=diajukan&status=disetujui_gudang&status=disetujui_sales&perPage=1');
    expect(shipped.no_surat_jalan).toMatch(/^SJ\/\d{4}\/\d{2}\/\d{4}$/);
    const fileName = `${shipped.no_surat_jalan!.replace(/\//g, '-')}.pdf`;

    await session.page.goto(`${session.app.url}/ajuanbarang/${shipped.id}/show`);
    const main = session.page.locator('main');
    await poll(() => main.innerText()).toContain(shipped.no_surat_jalan!);
    const button = main.getByRole('button', { name: 'Cetak Surat Jalan', exact: true });
    const printed = await download(button);
    expect(printed.name).toBe(fileName);
    for (const s of ['SURAT JALAN', shipped.no_surat_jalan!, shipped.nomor, 'Pengirim', 'Penerima']) expect(printed.text).toContain(s);
    expect(await button.isEnabled()).toBe(true);
    expect(await englishOn(session.page)).toEqual([]);

    // not yet shipped: no delivery note to print
    await session.page.goto(`${session.app.url}/ajuanbarang/${waiting.id}/show`);
    await poll(() => main.innerText()).toContain(waiting.nomor);
    expect(await main.getByRole('button', { name: 'Cetak Surat Jalan' }).count()).toBe(0);

    // the list row offers the same print, and the click does not open the row
    await session.page.goto(`${session.app.url}/ajuanbarang?filter=${encodeURIComponent(JSON.stringify({ status: 'dikirim' }))}`);
    const row = main.getByRole('row').filter({ hasText: shipped.nomor });
    const fromRow = await download(row.getByRole('button', { name: 'Cetak Surat Jalan' }));
    expect(fromRow.name).toBe(fileName);
    expect(new URL(session.page.url()).pathname).toBe('/ajuanbarang');
  });

  it('the mutation\'s print sits on its own detail page, not only on the placement page', async () => {
    await session.as('gudang');
    const { data: [mutasi] } = await session.api<{ data: Doc[] }>('/gudang-mutasi?status=dikirim&perPage=1');
    await session.page.goto(`${session.app.url}/mutasi/${mutasi.id}/show`);
    const main = session.page.locator('main');
    await poll(() => main.innerText()).toContain(mutasi.nomor);
    const printed = await download(main.getByRole('button', { name: 'Cetak Surat Mutasi', exact: true }));
    expect(printed.name).toBe(`${mutasi.nomor.replace(/\//g, '-')}.pdf`);
    expect(printed.text).toContain('SURAT MUTASI GUDANG');
  });
});
