import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** The first sheet of an XLSX as rows of cell values (row 1 first). */
async function sheetRows(bytes: Buffer): Promise<{ workbook: ExcelJS.Workbook; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { workbook, rows };
}

describe('going live in the browser (issue 22)', () => {
  it('an admin downloads the goods template, fills it, checks and imports it through the dialog, then prints a surat jalan from its page', async () => {
    await session.as('admin');
    const { page } = session;
    await page.goto(`${session.app.url}/barang`);
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Impor', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.innerText()).toContain('Unduh Template');

    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh Template' }).click()]);
    expect(template.suggestedFilename()).toBe('template-impor-barang.xlsx');
    const { workbook, rows: [header, example] } = await sheetRows(readFileSync(await template.path()));
    expect(header.slice(0, 3)).toEqual(['Kode Barang', 'Barcode', 'Nama Barang']);

    // Fill it as a user would: the example row replaced by two goods of their own.
    const col = (label: string) => header.indexOf(label);
    const sheet = workbook.worksheets[0];
    sheet.spliceRows(2, 1);
    const stamp = Date.now().toString(36).toUpperCase();
    for (const [kode, nama, harga] of [[`IMP-${stamp}-1`, `Sirup Jeruk Impor ${stamp}`, 18500], [`IMP-${stamp}-2`, `Kopi Sachet Impor ${stamp}`, 1250]] as const) {
      const row: unknown[] = header.map(() => null);
      row[col('Kode Barang')] = kode;
      row[col('Nama Barang')] = nama;
      row[col('Kategori')] = example[col('Kategori')];
      row[col('Satuan Dasar')] = example[col('Satuan Dasar')];
      row[col('Harga Beli')] = harga;
      sheet.addRow(row);
    }
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    await dialog.getByLabel('Berkas impor').setInputFiles({ name: 'barang-baru.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
    await dialog.getByRole('button', { name: 'Periksa' }).click();
    await poll(() => dialog.innerText()).toMatch(/2\s*valid/i);
    expect(await englishOn(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Impor', exact: true }).click();
    await poll(() => page.locator('body').innerText()).toContain('2 baris Barang berhasil diimpor');
    await poll(() => dialog.count()).toBe(0);

    const { data } = await session.api<{ data: Array<{ kode: string; harga_beli: number }> }>(`/barang?q=${encodeURIComponent(`Impor ${stamp}`)}&sort=kode&order=ASC`);
    expect(data.map((b) => [b.kode, b.harga_beli])).toEqual([[`IMP-${stamp}-1`, 18500], [`IMP-${stamp}-2`, 1250]]);
    await page.goto(`${session.app.url}/barang?filter=${encodeURIComponent(JSON.stringify({ q: `Impor ${stamp}` }))}`);
    await poll(() => main.innerText()).toContain(`Sirup Jeruk Impor ${stamp}`);

    // The surat jalan the driver carries, one click from its document.
    const { data: [shipped] } = await session.api<{ data: Array<{ id: number; no_surat_jalan: string }> }>('/request-barang?status=dikirim&perPage=1');
    await page.goto(`${session.app.url}/ajuanbarang/${shipped.id}/show`);
    await poll(() => main.innerText()).toContain(shipped.no_surat_jalan);
    const [pdf] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Cetak Surat Jalan', exact: true }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${shipped.no_surat_jalan.replace(/\//g, '-')}.pdf`);
    expect(await pdfText(readFileSync(await pdf.path()))).toContain('SURAT JALAN');
  });
});
