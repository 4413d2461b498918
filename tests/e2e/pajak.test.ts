import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayJakarta } from '../../common/format.js';
import { poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** The RefDesc of each TaxInvoice of a Coretax file. */
const references = (xml: string) => [...xml.matchAll(/<RefDesc>([^<]*)<\/RefDesc>/g)].map((m) => m[1]);

describe('PPN and Coretax in the browser (issue 37)', () => {
  it('finance exports the month\'s Coretax XML, confirms the upload, reads Coretax\'s status file back and reads the month\'s PPN equal to the ledger', async () => {
    const { main } = await session.as('finance');
    const { page } = session;
    await page.goto(`${session.app.url}/faktur-pajak`);
    await poll(() => main.innerText()).toMatch(/\d+ faktur pajak belum diunggah/);

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Unduh XML Coretax', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^coretax-faktur-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xml$/);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain('<TaxInvoiceBulk');
    const refs = references(xml);
    expect(refs.length).toBeGreaterThan(0);
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.innerText()).toContain(`berisi ${refs.length} faktur pajak`);
    await dialog.getByRole('button', { name: 'Tandai Sudah Diunggah' }).click();
    await poll(() => toast(page, 'Berhasil').count()).toBeGreaterThan(0);
    await poll(() => main.innerText()).toContain('Semua faktur pajak sudah diunggah');

    // Coretax's Faktur Keluaran export as a user downloads it: each reference approved with its number.
    const csv = ['Referensi;Nomor Faktur Pajak;Tanggal Faktur Pajak;Status Faktur',
      ...refs.map((ref, i) => `${ref};0400260${String(900000000 + i).padStart(10, '0')};${todayJakarta()};APPROVED`)].join('\r\n');
    await main.getByLabel('Berkas ekspor Faktur Keluaran Coretax').setInputFiles({ name: 'faktur-keluaran.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await poll(() => main.innerText()).toContain(`${refs.length} faktur diperbarui`);
    const { data } = await session.api<{ data: Array<{ referensi: string; status: string; nsfp: string }> }>(`/faktur-pajak?q=${encodeURIComponent(refs[0])}`);
    expect(data[0]).toMatchObject({ referensi: refs[0], status: 'disetujui' });

    // The month's PPN: the screen's figures are the server's, and its PPN Keluaran is the ledger's.
    await page.goto(`${session.app.url}/pajak/ppn-masa`);
    await poll(() => main.innerText()).toContain('PPN Keluaran menurut buku besar');
    const periode = todayJakarta().slice(0, 7);
    const report = await session.api<{ data: { summary: Array<{ label: string; value: number }>; sections: Array<{ rows: Array<Record<string, string>> }> } }>(`/laporan/ppn-masa?periode=${periode}`);
    expect(report.data.sections[2].rows[1].nilai).toBe('Rp. 0,00');
    const keluaran = report.data.summary[0].value;
    await poll(() => main.innerText()).toContain(`Rp. ${keluaran.toLocaleString('id-ID')}`);
    await poll(() => main.innerText()).toContain('Rp. 0,00');
    await session.noEnglish('/pajak/ppn-masa');
  });
});
