import { describe, expect, it } from 'vitest';
import { poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('a sale through the sale form, its detail on a phone (issue 12)', () => {
  it('sales1 saves a draft, finishes it in tunai + giro + nota putih, and reads it back; finance collects the rest', async () => {
    await session.as('sales1');
    const page = session.page;
    // The screens' own branch carries no sale server: the flow runs once the sale calls are there.
    // The draft-then-finish form is the desktop's and a tablet's: on a phone a salesperson's new sale is the day's
    // one sale flow (issue 39; field-day.test.ts). The finished sale's page is read on the phone.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${session.app.url}/penjualan/create`);
    const customer = page.getByRole('combobox', { name: /Konsumen/ });
    await customer.click();
    await page.getByRole('option').first().click();
    const add = page.getByRole('button', { name: 'Tambah Barang' });
    await poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('dialog').getByRole('button').first().click();
    const line = page.locator('li[aria-label^="Baris "]').first();
    await poll(async () => rupiah(await line.getByRole('textbox', { name: /Harga per/ }).inputValue())).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Simpan Draft' }).click();
    await page.waitForURL(/\/penjualan\/\d+$/);
    const id = /\/penjualan\/(\d+)$/.exec(page.url())![1];
    await poll(async () => rupiah(await page.getByTestId('total-nota').textContent())).toBeGreaterThan(3);
    const total = rupiah(await page.getByTestId('total-nota').textContent());
    const tunai = Math.floor(total / 2);
    const giro = Math.floor(total / 4);
    await page.getByRole('textbox', { name: /^Tunai/ }).fill(String(tunai));
    await page.getByRole('textbox', { name: /^Giro/ }).fill(String(giro));
    await page.getByRole('textbox', { name: /Nomor Giro/ }).fill('GR-E2E-1');
    await page.getByRole('textbox', { name: /Bank Giro/ }).fill('BCA');
    await page.getByRole('spinbutton', { name: 'Hari' }).last().click();
    // At full speed: the year passes through 0002, 0020, 0202 while typed, and none of them may restart the input.
    await page.keyboard.type('15122026');
    await poll(async () => rupiah(await page.getByTestId('nota-putih').textContent())).toBe(total - tunai - giro);
    await page.getByRole('button', { name: 'Selesaikan' }).click();

    await page.waitForURL(new RegExp(`/penjualan/${id}/show$`));
    await poll(() => page.getByTestId('status-penjualan').textContent()).toBe('Selesai');
    const payments = page.getByRole('table', { name: 'Pembayaran' });
    await payments.getByText('Belum Cair').waitFor();
    await payments.getByText('GR-E2E-1 · BCA · efektif 15-12-2026').waitFor();
    expect(rupiah(await page.getByTestId('sisa-piutang').textContent())).toBe(total - tunai - giro);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await session.as('finance');
    const f = session.page;
    await f.goto(`${session.app.url}/penjualan/${id}/show`);
    await f.getByRole('button', { name: 'Batalkan Penjualan' }).waitFor();
    await f.getByRole('button', { name: 'Hapus Piutang (Tak Tertagih)' }).waitFor();
    await f.getByRole('button', { name: 'Cetak Nota' }).waitFor();
    await f.getByRole('link', { name: 'Bayar' }).click();
    await f.waitForURL(new RegExp(`/penjualan/bayar/${id}$`));
    expect(rupiah(await f.getByTestId('bayar-sisa').textContent())).toBe(total - tunai - giro);
    await f.getByRole('combobox', { name: /Masuk ke Kas/ }).click();
    await f.getByRole('option').first().click();
    await f.getByRole('button', { name: 'Simpan Pembayaran' }).click();
    await toast(f, 'Berhasil!').first().waitFor();
    await f.waitForURL(new RegExp(`/penjualan/${id}/show$`));
    await poll(async () => rupiah(await f.getByTestId('sisa-piutang').textContent())).toBe(0);
  });
});
