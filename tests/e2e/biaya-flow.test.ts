import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Cost = { id: number; nomor: string; status: string; total: number; kas_id: number | null };

async function download(button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: await pdfText(bytes) };
}

describe('a cost document in the browser (issue 13): draft → berikan → terima, with its print', () => {
  it('the GM drafts an operational cost, finance pays it from a bank, the warehouse admin confirms, the print carries the signatures', async () => {
    let s = await session.as('gm');
    const { data: people } = await session.api<{ data: Array<{ nama_lengkap: string }> }>('/karyawan?perPage=1&sort=id&order=ASC');
    const { data: gudang } = await session.api<{ data: Array<{ nama_gudang: string }> }>('/gudang?perPage=1&sort=id&order=ASC');

    await session.page.goto(`${session.app.url}/biaya-operasional/create`);
    await s.main.getByRole('heading', { name: 'Tambah Biaya Operasional' }).waitFor();
    await s.pick('Penerima', people[0].nama_lengkap);
    await s.pick('Gudang', gudang[0].nama_gudang);
    await s.button('Tambah').click();
    await s.field('Uraian').fill('Sapu dan kain pel gudang');
    await s.field('Jumlah').fill('175000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: drafts } = await session.api<{ data: Cost[] }>('/biaya-operasional?status=draft&sort=id&order=DESC&perPage=1');
    const doc = drafts[0];
    expect(doc).toMatchObject({ total: 175_000, status: 'draft' });
    expect(await englishOn(session.page)).toEqual([]);

    // Finance gives the money from the company's bank.
    s = await session.as('finance');
    const { data: banks } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/kas?jenis=bank&sort=saldo&order=DESC&perPage=1');
    await session.page.goto(`${session.app.url}/biaya-operasional/detail/${doc.id}`);
    await s.main.getByRole('button', { name: 'Berikan Uang', exact: true }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Dibayar dari Kas/Bank', exact: true }).fill(banks[0].nama);
    await session.page.getByRole('option', { name: banks[0].nama, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Cara Bayar', exact: true }).click();
    await session.page.getByRole('option', { name: 'Transfer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Berikan Uang', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(async () => (await session.api<{ data: Cost }>(`/biaya-operasional/${doc.id}`)).data.status).toBe('diberikan');
    expect((await session.api<{ data: Cost & { metode: string } }>(`/biaya-operasional/${doc.id}`)).data).toMatchObject({ kas_id: banks[0].id, metode: 'transfer' });

    // The warehouse admin confirms receiving it.
    s = await session.as('gudang');
    await session.page.goto(`${session.app.url}/biaya-operasional/detail/${doc.id}`);
    await s.main.getByRole('button', { name: 'Terima', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Terima', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Diterima');

    const print = await download(s.main.getByRole('button', { name: 'Cetak Bukti Biaya Operasional', exact: true }));
    expect(print.name).toBe(`${doc.nomor.replace(/\//g, '-')}.pdf`);
    for (const t of ['BIAYA OPERASIONAL', doc.nomor, 'Sapu dan kain pel gudang', 'Rp. 175.000', 'Dibuat oleh', 'Disetujui oleh', 'Diterima oleh', banks[0].nama]) {
      expect(print.text).toContain(t);
    }
  });
});
