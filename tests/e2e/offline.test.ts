import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings } from './axe.js';
import { poll, useBrowserSession } from './harness.js';
import { PEMBULATAN_DEFAULT, roundDown } from '../../common/pembulatan.js';
import { ppnOf } from '../../common/ppn.js';

/**
 * A salesperson's day without network (issue 23), in Chromium as sales1 on a 390 × 844 phone: the day loaded online,
 * the app reloaded offline, two sales (cash and nota putih) and a collection made and a nota printed offline, the
 * queue still there after the page was closed, then synced once the network is back — and on the server the
 * vehicle's stock, the receivables and the salesperson's cash moved exactly once.
 */
const session = useBrowserSession();

interface Day {
  barang: Array<{ barang_id: number; nama: string; qty: number; kena_ppn: boolean }>;
  konsumen: Array<{ id: number; nama: string; konsumen_type_id: number | null; limit_kredit: number; toleransi_hari: number }>;
  hutang: Array<{ id: number; nomor: string; konsumen_id: number; sisa: number; jatuh_tempo: string }>;
  harga: Array<{ barang_id: number; konsumen_type_id: number | null; harga: number }>;
  tanggal: string;
  /** PPN of the day's sales in basis points (the rate by date × the DPP ratio: 1100). */
  ppn_persen: number;
}

async function serverState(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
    const get = async (p: string) => (await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const day = (await get('/data-hari')).data;
    const kas = (await get('/kas?page=1&perPage=50')).data as Array<{ jenis: string; saldo: number }>;
    return { day, kas: kas.filter((k) => k.jenis === 'kas_sales').reduce((s, k) => s + Number(k.saldo), 0) };
  }) as Promise<{ day: Day; kas: number }>;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sale's customer is searched (issue 39): typed, then picked from the options, whose names carry code and address. */
async function chooseCustomer(page: Page, nama: string) {
  const box = page.getByRole('combobox', { name: 'Konsumen' });
  await box.fill(nama);
  await page.getByRole('option', { name: new RegExp(`^${escapeRe(nama)}`) }).first().click();
}

describe('the salesperson offline (issue 23)', () => {
  it('sells and collects offline, keeps the queue across a closed page, and syncs it exactly once', async () => {
    await session.as('sales1');
    const { context } = session;
    let page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.app.url}/lapangan`);
    await page.getByText(/Data per \d{2}-\d{2}-\d{4}/).waitFor();
    // The service worker takes the page and has the shell cached before the network goes.
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.reload();
    await poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByText(/Data per/).waitFor();
    expect(await axeFindings(page)).toEqual([]);

    const before = await serverState(page);
    const d = before.day;
    const priceOf = (barangId: number, type: number | null) => (d.harga.find((h) => h.barang_id === barangId && h.konsumen_type_id === type) ?? d.harga.find((h) => h.barang_id === barangId && h.konsumen_type_id === null))?.harga;
    const goods = d.barang.find((b) => b.qty >= 2 && d.konsumen.every((k) => priceOf(b.barang_id, k.konsumen_type_id)))!;
    expect(goods?.qty, 'barang di kendaraan sales1').toBeGreaterThanOrEqual(2);
    const late = (k: Day['konsumen'][number]) => d.hutang.some((h) => h.konsumen_id === k.id && (Date.parse(d.tanggal) - Date.parse(h.jatuh_tempo)) / 86_400_000 > k.toleransi_hari);
    const debt = (id: number) => d.hutang.filter((h) => h.konsumen_id === id).reduce((s, h) => s + h.sisa, 0);
    const creditBuyer = d.konsumen.find((k) => k.limit_kredit - debt(k.id) > 5 * priceOf(goods.barang_id, k.konsumen_type_id)! && !late(k))!;
    expect(creditBuyer?.limit_kredit, 'konsumen yang boleh kredit').toBeGreaterThan(0);
    const cashBuyer = d.konsumen.find((k) => k.id !== creditBuyer.id)!;
    const invoice = d.hutang.find((h) => h.sisa > 5_000)!;
    const payer = d.konsumen.find((k) => k.id === invoice.konsumen_id)!;

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Daftar kunjungan' }).or(page.getByText('Belum ada toko yang dijadwalkan')).first().waitFor();
    await page.getByRole('tab', { name: 'Jual' }).click();
    await page.getByRole('combobox', { name: 'Konsumen' }).waitFor();

    // Sale 1: cash.
    await chooseCustomer(page, cashBuyer.nama);
    await page.getByTestId('kredit-konsumen').waitFor();
    await page.getByRole('button', { name: `Tambah ${goods.nama}`, exact: true }).click();
    // What one of the goods costs a buyer: its price and, for taxed goods, PPN at the day's rate (common/ppn.ts).
    const withPpn = (harga: number) => harga + (goods.kena_ppn ? ppnOf(harga, d.ppn_persen) : 0);
    const cashTotal = withPpn(priceOf(goods.barang_id, cashBuyer.konsumen_type_id)!);
    await page.getByRole('textbox', { name: 'Dibayar Tunai' }).fill(String(cashTotal));
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await page.getByText(/masuk antrean/).waitFor();

    // Sale 2: nota putih (nothing paid now).
    await page.getByRole('tab', { name: 'Jual' }).click();
    await chooseCustomer(page, creditBuyer.nama);
    await page.getByRole('button', { name: `Tambah ${goods.nama}`, exact: true }).click();
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await poll(() => page.getByRole('listitem').filter({ hasText: creditBuyer.nama }).count()).toBeGreaterThan(0);

    // A collection of an open invoice.
    await page.getByRole('tab', { name: 'Tagih' }).click();
    await choose(page, 'Konsumen', payer.nama);
    await page.getByRole('combobox', { name: 'Faktur' }).click();
    await page.getByRole('option', { name: new RegExp(invoice.nomor) }).click();
    await page.getByRole('textbox', { name: 'Jumlah Bayar' }).fill('1000');
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await poll(() => page.locator('li[data-state="menunggu"]').count()).toBe(3);

    // A new customer registered offline: queued as an ajuan konsumen.
    await page.getByRole('tab', { name: 'Konsumen Baru' }).click();
    await page.getByRole('textbox', { name: 'Nama Toko' }).fill('Toko Tanpa Sinyal');
    await page.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Sawah 3');
    await page.getByRole('combobox', { name: 'Rute' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Tipe Konsumen' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await poll(() => page.locator('li[data-state="menunggu"]').count()).toBe(4);

    // A customer return of one line of a recent sale.
    await page.getByRole('tab', { name: 'Retur' }).click();
    await page.getByRole('combobox', { name: 'Konsumen' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Penjualan Asal' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Barang Diretur' }).click();
    await page.getByRole('option').filter({ hasNotText: /dapat diretur 0$/ }).first().click();
    await page.getByRole('textbox', { name: 'Jumlah (satuan dasar)' }).fill('1');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Simpan ke Antrean' }).click();
    await poll(() => page.locator('li[data-state="menunggu"]').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    // The nota, printed from the phone's data.
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
    await page.getByRole('listitem').filter({ hasText: cashBuyer.nama }).getByRole('button', { name: 'Cetak Nota' }).click();
    const nota = page.getByRole('dialog');
    await nota.getByText('NOTA PENJUALAN').waitFor();
    await nota.getByText(goods.nama).waitFor();
    await nota.getByRole('button', { name: 'Cetak 58 mm' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await nota.getByRole('button', { name: 'Tutup' }).click();

    // The page closed and opened again, still offline: the queue is there.
    await page.close();
    page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // Another screen offline says so and leads back to the day kept on the phone.
    await page.goto(`${session.app.url}/dashboard`);
    const notice = page.getByRole('status').filter({ hasText: 'Tidak ada sinyal' });
    await notice.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    // The salesperson's vehicle stock and customers read the day kept on the phone, less the queue.
    expect(await notice.getByRole('link', { name: 'Jualan Hari Ini' }).count()).toBe(1);
    await page.goto(`${session.app.url}/stok-mobil`);
    await page.getByRole('list', { name: 'Stok kendaraan' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('status').filter({ hasText: 'data perangkat per' }).getByRole('link', { name: 'Jualan Hari Ini' }).click();
    await page.getByText('Offline', { exact: true }).waitFor();
    await page.getByRole('tab', { name: /Antrean/ }).click();
    await poll(() => page.locator('li[data-state="menunggu"]').count()).toBe(5);

    // Online again: the queue goes out by itself.
    await context.setOffline(false);
    await poll(() => page.locator('li[data-state="terkirim"]').count(), 60_000).toBe(5);

    // Sent again by hand (another round, a reload): nothing moves twice.
    await page.reload();
    await page.getByText('Online', { exact: true }).waitFor();
    const after = await serverState(page);
    const qty = (day: Day) => day.barang.find((b) => b.barang_id === goods.barang_id)?.qty ?? 0;
    expect(qty(after.day)).toBe(qty(d) - 2);
    // The cash sale settles at its total rounded down to Rp. 100 (the default pembulatan, common/pembulatan.ts).
    expect(after.kas).toBe(before.kas + roundDown(cashTotal, PEMBULATAN_DEFAULT) + 1_000);
    expect(after.day.hutang.find((h) => h.id === invoice.id)?.sisa).toBe(invoice.sisa - 1_000);
    const credit = withPpn(priceOf(goods.barang_id, creditBuyer.konsumen_type_id)!);
    expect(debt(creditBuyer.id) + credit).toBe(after.day.hutang.filter((h) => h.konsumen_id === creditBuyer.id).reduce((s, h) => s + h.sisa, 0));
    const again = await serverState(page);
    expect(qty(again.day)).toBe(qty(d) - 2);
    expect(again.kas).toBe(after.kas);
    const ajuan = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
      return (await fetch('/api/ajuankonsumen?page=1&perPage=100', { headers: { authorization: `Bearer ${token}` } })).json();
    }) as { data: Array<{ nama: string; status: string }> };
    expect(ajuan.data.filter((a) => a.nama === 'Toko Tanpa Sinyal').map((a) => a.status)).toEqual(['diajukan']);
    await page.getByRole('tab', { name: /Antrean/ }).click();
    await poll(() => page.locator('li[data-state="terkirim"]').filter({ hasText: 'Retur Konsumen' }).count()).toBe(1);
  }, 240_000);

  it('the supervisor sees each phone’s reported queue', async () => {
    await session.as('spv');
    await session.page.setViewportSize({ width: 390, height: 844 });
    await session.page.goto(`${session.app.url}/lapangan`);
    await session.page.getByRole('heading', { name: 'Antrean Perangkat Sales' }).waitFor();
    expect(await axeFindings(session.page)).toEqual([]);
  });
});


