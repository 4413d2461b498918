import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { poll, screen, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

async function download(button: Locator): Promise<string> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

/** Takes a workflow step from the record's page: its button, then the dialog's confirmation (after `fill`). */
async function step(label: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  const s = screen(session.page);
  await s.main.getByRole('button', { name: label, exact: true }).click();
  const dialog = session.page.getByRole('dialog');
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await toast(session.page, 'Berhasil!').first().waitFor();
}

describe('vehicles and payroll in the browser (issue 16)', () => {
  it('a repair from request to receipt: the warehouse asks, the GM approves, finance gives the money, the vehicle comes back', async () => {
    let s = await session.as('gudang');
    const plate = 'D 8790 CDF';
    await session.page.goto(`${session.app.url}/perbaikankendaraan`);
    await poll(() => session.page.url()).toContain('/kendaraan/form-perbaikan');
    await session.page.goto(`${session.app.url}/kendaraan/form-perbaikan/create`);
    await s.main.getByRole('heading', { name: 'Tambah Perbaikan Kendaraan' }).waitFor();
    await s.pick('Kendaraan', plate);
    await s.field('Bengkel').fill('Bengkel Uji Browser');
    await s.field('Keluhan / Kerusakan').fill('Lampu rem mati');
    await s.button('Tambah').click();
    await s.field('Uraian').fill('Ganti bohlam lampu rem');
    await s.field('Jumlah').fill('2');
    await s.field('Harga Satuan').fill('45000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [repair] } = await session.api<{ data: Array<{ id: number; nomor: string; total: number; status: string }> }>('/perbaikan-kendaraan?sort=id&order=DESC&perPage=1');
    expect(repair).toMatchObject({ total: 90_000, status: 'diajukan' });

    s = await session.as('gm');
    await session.page.goto(`${session.app.url}/kendaraan/form-perbaikan/${repair.id}/show`);
    await step('Setujui GM');
    await poll(() => s.main.innerText()).toContain('Disetujui GM');

    s = await session.as('finance');
    await session.page.goto(`${session.app.url}/kendaraan/form-perbaikan/${repair.id}/show`);
    await step('Berikan Dana', async (dialog) => {
      const box = dialog.getByRole('combobox', { name: 'Dibayar dari Kas/Bank', exact: true });
      await box.fill('BCA');
      await session.page.getByRole('option', { name: 'BCA Operasional', exact: true }).click();
    });
    await poll(() => s.main.innerText()).toContain('Dana Diberikan');

    s = await session.as('gudang');
    await session.page.goto(`${session.app.url}/kendaraan/form-perbaikan/${repair.id}/show`);
    const { data: [vehicle] } = await session.api<{ data: Array<{ odometer: number }> }>(`/kendaraan?q=${encodeURIComponent(plate)}`);
    await step('Terima Kendaraan', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Odometer Saat Diterima (km)' }).fill(String(vehicle.odometer + 25));
    });
    await poll(async () => (await session.api<{ data: { status: string } }>(`/perbaikan-kendaraan/${repair.id}`)).data.status).toBe('diterima');
    const text = await download(s.main.getByRole('button', { name: 'Cetak Perbaikan', exact: true }));
    for (const t of ['PERBAIKAN KENDARAAN', repair.nomor, plate, 'Ganti bohlam lampu rem', 'Rp. 90.000']) expect(text).toContain(t);
  });

  it('a payroll run: finance makes the month, the owner posts it, a slip prints as the employee receives it', async () => {
    let s = await session.as('finance');
    await session.page.goto(`${session.app.url}/penggajian/create`);
    await s.main.getByRole('heading', { name: 'Tambah Penggajian' }).waitFor();
    // A month picker (issue 35): the month, then the year, typed into its sections.
    await s.main.getByRole('group', { name: 'Periode' }).click();
    await session.page.keyboard.type('032025');
    await s.pick('Kas/Bank', 'BCA Operasional');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: [run] } = await session.api<{ data: Array<{ id: number; status: string; total_bruto: number; total_potongan: number; total_bersih: number }> }>('/penggajian?periode=2025-03');
    expect(run.status).toBe('draft');
    expect(run.total_bersih + run.total_potongan).toBe(run.total_bruto);

    s = await session.as('owner');
    await session.page.goto(`${session.app.url}/penggajian/${run.id}/show`);
    await step('Posting Gaji');
    await poll(async () => (await session.api<{ data: { status: string } }>(`/penggajian/${run.id}`)).data.status).toBe('diposting');
    const { data: [slip] } = await session.api<{ data: Array<{ id: number; nomor: string; bersih: number }> }>(`/slip-gaji?penggajian_id=${run.id}&sort=id&order=ASC&perPage=1`);
    await session.page.goto(`${session.app.url}/slip-gaji/${slip.id}/show`);
    const text = await download(s.main.getByRole('button', { name: 'Cetak Slip Gaji', exact: true }));
    for (const t of ['SLIP GAJI', slip.nomor, 'Maret 2025', 'Gaji Bersih (Take Home Pay)', `Rp. ${slip.bersih.toLocaleString('id-ID')}`]) expect(text).toContain(t);
  });
});
