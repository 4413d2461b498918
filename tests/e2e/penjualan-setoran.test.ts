/**
 * Issue 12's critical flow through the real built app: a salesperson on a phone sells in tunai + giro + nota putih,
 * prints the note, deposits the day's money counted by denomination; finance on a laptop receives and approves the
 * deposit into company cash. The API then says the deposit is approved, the salesperson's cash went down by what was
 * deposited, company cash went up by it, and the books are whole (GET /api/integritas).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../common/format.js';
import { pdfText } from '../server/support/pdf-text.js';
import { poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
/** Rupiah notes and coins, largest first (the Setor page's rows). */
const PECAHAN = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100];

interface Sale { id: number; nomor: string; status: string; total: number; dibayar: number; piutang: number; sisa_piutang: number }
interface Payment { id: number; tipe: string; jumlah: number; setoran_id: number | null; giro_status: string | null }
interface Deposit {
  id: number; nomor: string; status: string; karyawan_id: number; tunai_sistem: number; tunai_disetor: number; selisih: number;
  giro_sistem: number; nota_putih_sistem: number; kas_id: number | null;
  pecahan: Array<{ nominal: number; lembar: number }>; groups: Record<string, Array<{ id: number; nominal: number }>>;
}
interface Kas { id: number; kode: string; saldo: number; karyawan_id: number | null }
interface Ringkasan { karyawan_id: number; jumlah: number; totals: Record<string, number> }

/** The notes for an amount, largest first. */
function notesFor(amount: number): Array<[number, number]> {
  let left = amount;
  return PECAHAN.flatMap((n) => {
    const count = Math.floor(left / n);
    left -= count * n;
    return count > 0 ? [[n, count] as [number, number]] : [];
  });
}

/** Types a date into the app's date input one key at a time (DDMMYYYY), starting at its day section. */
async function typeDate(page: Page, ddmmyyyy: string) {
  await page.getByRole('spinbutton', { name: 'Hari' }).last().click();
  await page.keyboard.type(ddmmyyyy, { delay: 60 });
}

describe('a sale, its note, the deposit and its approval (issue 12)', () => {
  it('sales1 sells in tunai + giro + nota putih on the sale form and deposits the cash on a phone; finance receives and approves it', async () => {
    await session.as('sales1');
    let page = session.page;
    // The draft-then-finish sale form is the desktop's (and a tablet's): on a phone a salesperson's new sale is the
    // day's one sale flow (issue 39; field-day.test.ts, offline.test.ts).
    await page.setViewportSize({ width: 1024, height: 768 });

    // The sale through the form: a customer, one goods from the vehicle, saved as a draft, then paid in three parts.
    await page.goto(`${session.app.url}/penjualan/create`);
    await page.getByRole('combobox', { name: /Konsumen/ }).click();
    await page.getByRole('option').first().click();
    const add = page.getByRole('button', { name: 'Tambah Barang' });
    await poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('dialog').getByRole('button').first().click();
    const line = page.locator('li[aria-label^="Baris "]').first();
    await poll(async () => rupiah(await line.getByRole('textbox', { name: /Harga per/ }).inputValue())).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Simpan Draft' }).click();
    await page.waitForURL(/\/penjualan\/\d+$/);
    const id = Number(/\/penjualan\/(\d+)$/.exec(page.url())![1]);
    await poll(async () => rupiah(await page.getByTestId('total-nota').textContent())).toBeGreaterThan(0);
    const total = rupiah(await page.getByTestId('total-nota').textContent());
    // Cash in whole hundreds so the deposit can be counted in notes and coins.
    const tunai = Math.floor(total / 2 / 100) * 100;
    const giro = Math.floor(total / 4);
    const notaPutih = total - tunai - giro;
    expect(tunai).toBeGreaterThan(0);
    expect(notaPutih).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /^Tunai/ }).fill(String(tunai));
    await page.getByRole('textbox', { name: /^Giro/ }).fill(String(giro));
    await page.getByRole('textbox', { name: /Nomor Giro/ }).fill('GR-SETOR-1');
    await page.getByRole('textbox', { name: /Bank Giro/ }).fill('Mandiri');
    await typeDate(page, '20122026');
    await poll(async () => rupiah(await page.getByTestId('nota-putih').textContent())).toBe(notaPutih);
    await page.getByRole('button', { name: 'Selesaikan' }).click();
    await page.waitForURL(new RegExp(`/penjualan/${id}/show$`));
    await poll(() => page.getByTestId('status-penjualan').textContent()).toBe('Selesai');
    await page.getByRole('table', { name: 'Pembayaran' }).getByText('GR-SETOR-1 · Mandiri · efektif 20-12-2026').waitFor();

    const sale = (await session.api<{ data: Sale }>(`/penjualan/${id}`)).data;
    expect(sale).toMatchObject({ status: 'selesai', total, dibayar: tunai + giro, piutang: notaPutih, sisa_piutang: notaPutih });
    const { data: payments } = await session.api<{ data: Payment[] }>(`/penjualan-bayar?penjualan_id=${id}&perPage=10`);
    expect(payments.map((p) => [p.tipe, p.jumlah, p.setoran_id]).sort()).toEqual([['giro', giro, null], ['nota_putih', notaPutih, null], ['tunai', tunai, null]].sort());

    // The printed note: "Cetak Nota" downloads the PDF with the note's number and the credit block.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Cetak Nota' }).click();
    const file = await (await download).path();
    const text = await pdfText(readFileSync(file));
    for (const s of [sale.nomor, 'NOTA PUTIH']) expect(text).toContain(s);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The deposit: what the system expects (this sale's payments and the demo's earlier ones not yet deposited), the
    // cash counted by denomination. Cash sales settle rounded down to Rp. 100 (pembulatan, issue 36), so the day's
    // cash is counted in notes and coins exactly: no shortage.
    const expected = (await session.api<{ data: Ringkasan }>('/setoran-ringkasan')).data;
    expect(expected.totals.tunai).toBeGreaterThanOrEqual(tunai);
    const counted = Math.floor(expected.totals.tunai / 100) * 100;
    const short = expected.totals.tunai - counted;
    expect(short).toBe(0);
    await page.goto(`${session.app.url}/setoran`);
    await page.getByRole('link', { name: 'Setor' }).click();
    await page.waitForURL(/\/setoran\/create$/);
    await page.getByText(`Yang harus disetor (${expected.jumlah} pembayaran)`).waitFor();
    for (const [nominal, lembar] of notesFor(counted)) {
      await page.getByRole('textbox', { name: `Lembar ${formatMoney(nominal)}`, exact: true }).fill(String(lembar));
    }
    const selisih = page.getByText('Selisih', { exact: true }).locator('..');
    await poll(() => selisih.innerText()).toContain(formatMoney(-short));
    if (short) await page.getByText(`Kurang setor ${formatMoney(short)}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Setor', exact: true }).click();
    await page.waitForURL(/\/setoran\/\d+\/show$/);
    const setoranId = Number(/\/setoran\/(\d+)\/show$/.exec(page.url())![1]);
    let deposit = (await session.api<{ data: Deposit }>(`/setoran/${setoranId}`)).data;
    expect(deposit).toMatchObject({ status: 'diajukan', tunai_sistem: expected.totals.tunai, tunai_disetor: counted, selisih: 0 });
    const ids = Object.values(deposit.groups).flat().map((e) => e.id);
    for (const p of payments) expect(ids).toContain(p.id);
    expect(deposit.pecahan.reduce((s, p) => s + p.nominal * p.lembar, 0)).toBe(counted);
    // The salesperson cannot receive their own deposit.
    expect(await page.getByRole('button', { name: 'Terima Setoran' }).count()).toBe(0);

    // Finance on a laptop: the deposit page by its SPEC.md address, receive, then approve into Kas Besar.
    await session.as('finance');
    page = session.page;
    const { data: kasList } = await session.api<{ data: Kas[] }>('/kas?perPage=100');
    const salesKas = kasList.find((k) => k.karyawan_id === deposit.karyawan_id)!;
    const kasBesar = kasList.find((k) => k.kode === 'KAS-01')!;
    await page.goto(`${session.app.url}/setoran/detail/${setoranId}`);
    await page.waitForURL(new RegExp(`/setoran/${setoranId}/show$`));
    await page.getByRole('heading', { name: deposit.nomor }).waitFor();
    await page.getByRole('button', { name: 'Terima Setoran' }).click();
    await toast(page, 'Berhasil!').first().waitFor();
    await page.getByRole('button', { name: 'Setujui Setoran' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Masuk ke Kas Perusahaan/ }).click();
    await page.getByRole('option', { name: /^KAS-01 / }).click();
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Disetujui', { exact: true }).first().waitFor();

    deposit = (await session.api<{ data: Deposit }>(`/setoran/${setoranId}`)).data;
    expect(deposit).toMatchObject({ status: 'disetujui', kas_id: kasBesar.id });
    const { data: kasAfter } = await session.api<{ data: Kas[] }>('/kas?perPage=100');
    // The salesperson's cash gives up all the tunai the deposit took; company cash receives what was counted.
    expect(kasAfter.find((k) => k.id === salesKas.id)!.saldo).toBe(salesKas.saldo - expected.totals.tunai);
    expect(kasAfter.find((k) => k.id === kasBesar.id)!.saldo).toBe(kasBesar.saldo + counted);
    const { data: after } = await session.api<{ data: Payment[] }>(`/penjualan-bayar?penjualan_id=${id}&perPage=10`);
    expect(after.every((p) => p.setoran_id === setoranId)).toBe(true);
    const integritas = await session.api<{ ok: boolean; checks: Array<{ name: string; ok: boolean; detail?: string }> }>('/integritas');
    expect(integritas.checks.filter((c) => !c.ok)).toEqual([]);
    expect(integritas.ok).toBe(true);
  }, 150_000);
});
