import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Bop = { id: number; nomor: string; status: string; jumlah: number; terpakai: number; dikembalikan: number; reimburse: number; penyelesaian: string | null };

async function download(button: Locator): Promise<string> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

/** Fires a workflow step from the BOP's page: its button, then the dialog's confirmation (picking a kas when asked). */
async function step(label: string, kas?: string): Promise<void> {
  const page = session.page;
  await page.locator('main').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (kas) {
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: kas, exact: true }).click();
  }
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(page, 'Berhasil!').first().waitFor();
}

describe('BOP in the browser (issue 13): request → approval and payment → LPJ → refund, with the prints', () => {
  it('a salesperson asks and reports, finance pays, approves the refund and takes the rest back into cash', async () => {
    let s = await session.as('sales1');
    await session.page.goto(`${session.app.url}/bop/create`);
    await s.main.getByRole('heading', { name: 'Tambah BOP' }).waitFor();
    expect(await englishOn(session.page)).toEqual([]);
    await s.field('Keperluan').fill('Kunjungan toko uji peramban');
    await s.button('Tambah').click();
    await s.field('Uraian').fill('Bahan bakar');
    await s.field('Jumlah').fill('250000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: mine } = await session.api<{ data: Bop[] }>('/bop-ajuan?status=diajukan&sort=id&order=DESC&perPage=1');
    const bop = mine[0];
    expect(bop).toMatchObject({ status: 'diajukan' });
    await session.page.goto(`${session.app.url}/bop/detail/${bop.id}`);
    await session.page.waitForURL(new RegExp(`/bop/${bop.id}/show$`));
    const ajuan = await download(s.main.getByRole('button', { name: 'Cetak Ajuan BOP', exact: true }));
    for (const t of ['AJUAN BOP', bop.nomor, 'Bahan bakar', 'Rp. 250.000', 'Dibuat oleh', 'Disetujui oleh', 'Diterima oleh']) expect(ajuan).toContain(t);
    // The requester cannot approve their own advance: the step is not theirs.
    expect(await s.main.getByRole('button', { name: 'Setujui & Bayarkan', exact: true }).count()).toBe(0);

    s = await session.as('finance');
    await session.page.goto(`${session.app.url}/bop/${bop.id}/show`);
    await step('Setujui & Bayarkan', 'BCA Operasional');
    await poll(async () => (await session.api<{ data: Bop }>(`/bop-ajuan/${bop.id}`)).data.status).toBe('dibayar');

    s = await session.as('sales1');
    await session.page.goto(`${session.app.url}/bop/${bop.id}/show`);
    await s.main.getByRole('link', { name: 'Tambah Rincian LPJ' }).click();
    await s.main.getByRole('heading', { name: 'Tambah Rincian LPJ' }).waitFor();
    await s.field('Uraian').fill('Solar SPBU uji');
    await s.pick('Akun Beban', 'Beban Bahan Bakar');
    await s.field('Jumlah').fill('180000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await session.page.goto(`${session.app.url}/bop/${bop.id}/show`);
    await poll(() => s.main.innerText()).toContain('Solar SPBU uji');
    await step('Laporkan LPJ');
    expect((await session.api<{ data: Bop }>(`/bop-ajuan/${bop.id}`)).data).toMatchObject({ status: 'dilaporkan', terpakai: 180_000, penyelesaian: 'pengembalian' });

    s = await session.as('finance');
    await session.page.goto(`${session.app.url}/pengembalian-bop`);
    await s.row(new RegExp(bop.nomor)).waitFor();
    await session.page.goto(`${session.app.url}/bop/${bop.id}/show`);
    await step('Setujui Pengembalian');
    await step('Terima Setoran Sisa', 'BCA Operasional');
    const done = (await session.api<{ data: Bop }>(`/bop-ajuan/${bop.id}`)).data;
    expect(done).toMatchObject({ status: 'selesai', jumlah: 250_000, terpakai: 180_000, dikembalikan: 70_000, reimburse: 0 });
    await poll(() => s.main.innerText()).toContain('Selesai');
    const lpj = await download(s.main.getByRole('button', { name: 'Cetak LPJ', exact: true }));
    for (const t of ['LAPORAN PERTANGGUNGJAWABAN BOP', bop.nomor, 'Solar SPBU uji', 'Rp. 180.000', 'Sisa Dikembalikan Rp. 70.000', 'Diterima oleh']) expect(lpj).toContain(t);
    const refund = await download(s.main.getByRole('button', { name: 'Cetak Bukti Pengembalian', exact: true }));
    for (const t of ['BUKTI PENGEMBALIAN BOP', bop.nomor, 'Rp. 70.000', 'Dibuat oleh', 'Disetujui oleh', 'Diterima oleh']) expect(refund).toContain(t);
    expect(await englishOn(session.page)).toEqual([]);
    const integritas = await session.api<{ ok: boolean }>('/integritas');
    expect(integritas.ok).toBe(true);
  });
});
