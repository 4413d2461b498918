import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Purchase = { id: number; nomor: string; status: string; total: number; hutang: number; dibayar: number; sisa: number; gudang_id: number };

async function download(button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: await pdfText(bytes) };
}

describe('purchasing in the browser (issue 14): purchase order → receipt → payment, with both prints', () => {
  it('finance orders, the warehouse receives from the purchase, finance pays it off and prints the order and the receipt', async () => {
    let s = await session.as('finance');
    const { data: suppliers } = await session.api<{ data: Array<{ nama: string }> }>('/supplier?perPage=1&sort=kode&order=ASC');
    const { data: goods } = await session.api<{ data: Array<{ nama: string }> }>('/barang?perPage=1&sort=kode&order=ASC');
    const { data: gudang } = await session.api<{ data: Array<{ nama_gudang: string; id: number }> }>('/gudang?perPage=1&sort=id&order=ASC');

    // The purchase order: 6 pcs at Rp. 12.500 with 11% PPN = Rp. 83.250.
    await session.page.goto(`${session.app.url}/pembelian/create`);
    await s.main.getByRole('heading', { name: 'Tambah Pembelian' }).waitFor();
    await s.pick('Supplier', suppliers[0].nama);
    await s.pick('Gudang Tujuan', gudang[0].nama_gudang);
    await s.button('Tambah').click();
    await s.pick('Barang', goods[0].nama);
    await s.field('Jumlah').fill('6');
    await s.field('Harga per Satuan').fill('12500');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: drafts } = await session.api<{ data: Purchase[] }>('/pembelian?status=draft&sort=id&order=DESC&perPage=1');
    const po = drafts[0];
    expect(po).toMatchObject({ total: 83_250, status: 'draft' });

    await session.page.goto(`${session.app.url}/pembelian/${po.id}/show`);
    await s.main.getByRole('button', { name: 'Pesan ke Supplier', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Pesan ke Supplier', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Dipesan');
    const order = await download(s.main.getByRole('button', { name: 'Cetak Pesanan Pembelian', exact: true }));
    expect(order.name).toBe(`${po.nomor.replace(/\//g, '-')}.pdf`);
    for (const t of ['PESANAN PEMBELIAN', po.nomor, goods[0].nama, 'Rp. 83.250']) expect(order.text).toContain(t);
    expect(await englishOn(session.page)).toEqual([]);

    // The warehouse admin of that warehouse receives it from the purchase's page.
    s = await session.as('gudang');
    const { data: mine } = await session.api<{ data: { gudang: { id: number } } }>('/auth/me');
    expect(mine.gudang.id).toBe(gudang[0].id);
    await session.page.goto(`${session.app.url}/pembelian/${po.id}/show`);
    await s.main.getByRole('link', { name: 'Terima Barang' }).click();
    await s.main.getByRole('heading', { name: 'Tambah Penerimaan Barang' }).waitFor();
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    const { data: receipts } = await session.api<{ data: Array<{ id: number; pembelian_id: number }> }>(`/penerimaan?pembelian_id=${po.id}&perPage=1`);
    expect(receipts).toHaveLength(1);
    await session.page.goto(`${session.app.url}/penerimaan-barang/view/${receipts[0].id}`);
    await s.main.getByRole('button', { name: 'Terima', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Terima', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(async () => (await session.api<{ data: Purchase }>(`/pembelian/${po.id}`)).data.status).toBe('diterima');

    // Finance pays what is owed from the purchase's page and prints the payment receipt.
    // Finance sees it among the supplier payables, aged, and pays it from there.
    s = await session.as('finance');
    await session.page.goto(`${session.app.url}/hutang-perusahaan`);
    await s.row(new RegExp(po.nomor)).getByRole('link', { name: 'Bayar' }).click();
    await s.main.getByRole('heading', { name: `Bayar Pembelian ${po.nomor}` }).waitFor();
    await poll(() => s.main.getByTestId('bayar-hutang').innerText()).toBe('Rp. 83.250');
    await s.main.getByRole('combobox', { name: 'Dibayar dari Kas/Bank' }).click();
    await session.page.getByRole('option').first().click();
    await s.button('Simpan Pembayaran').click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await s.main.getByRole('button', { name: 'Cetak Bukti Bayar', exact: true }).waitFor();
    const paid = (await session.api<{ data: Purchase }>(`/pembelian/${po.id}`)).data;
    expect(paid).toMatchObject({ status: 'lunas', hutang: 0, dibayar: 83_250, sisa: 0 });
    // The supplier's page lists the purchase and the payment.
    const paymentPage = session.page.url();
    const { data: sup } = await session.api<{ data: Array<{ id: number }> }>(`/supplier?perPage=1&sort=kode&order=ASC`);
    await session.page.goto(`${session.app.url}/supplier/${sup[0].id}/show`);
    await s.main.getByRole('region', { name: 'Pembelian', exact: true }).getByRole('link', { name: po.nomor }).waitFor();
    await s.main.getByRole('region', { name: 'Pembayaran', exact: true }).getByText('Rp. 83.250').first().waitFor();
    await session.page.goto(paymentPage);
    await s.main.getByRole('button', { name: 'Cetak Bukti Bayar', exact: true }).waitFor();
    const bukti = await download(s.main.getByRole('button', { name: 'Cetak Bukti Bayar', exact: true }));
    for (const t of ['BUKTI PEMBAYARAN PEMBELIAN', po.nomor, 'Rp. 83.250']) expect(bukti.text).toContain(t);
    expect(await englishOn(session.page)).toEqual([]);
  });
});
