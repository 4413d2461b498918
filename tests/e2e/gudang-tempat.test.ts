import { describe, expect, it } from 'vitest';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

describe('storage and warehouse mutation in the browser (issue 6)', () => {
  it('the warehouse admin places an arriving mutation at /request-mutasi/penempatan/:id and receives it', async () => {
    const s = await session.as('gudang');
    await session.page.goto(`${session.app.url}/request-mutasi`);
    await session.page.waitForURL(/\/mutasi$/);
    await s.row(/Dalam Perjalanan/).first().waitFor();
    const { data } = await session.api<{ data: Array<{ id: number; nomor: string; status: string }> }>('/gudang-mutasi?status=dikirim');
    expect(data).toHaveLength(1);
    const [mutasi] = data;
    const { data: detail } = await session.api<{ data: { gudang_tujuan_id: number; rincian: Array<{ barang_id: number; qty_dikirim: number }> } }>(`/gudang-mutasi/${mutasi.id}`);

    await session.page.goto(`${session.app.url}/request-mutasi/penempatan/${mutasi.id}`);
    await s.main.getByText(mutasi.nomor).waitFor();
    expect(await englishOn(session.page)).toEqual([]);
    const places = s.main.getByRole('combobox', { name: 'Ditempatkan di' });
    await poll(() => places.count()).toBe(detail.rincian.length);
    // the second line goes to a drawer of the receiving warehouse, chosen by its name
    await places.nth(1).click();
    const option = session.page.getByRole('option', { name: /\/ Laci / }).first();
    const drawer = (await option.innerText()).trim();
    await option.click();
    await s.button('Terima & Tempatkan').click();
    await toast(session.page, 'Berhasil!').waitFor();
    await session.page.waitForURL(new RegExp(`/mutasi/${mutasi.id}/show$`));
    await s.main.getByText('Diterima').first().waitFor();

    const { data: done } = await session.api<{ data: { status: string; rincian: Array<{ tempat_tujuan_nama: string | null }> } }>(`/gudang-mutasi/${mutasi.id}`);
    expect(done.status).toBe('diterima');
    expect(done.rincian[1].tempat_tujuan_nama).toBe(drawer);
    const line = detail.rincian[1];
    const placed = await session.api<{ data: Array<{ tempat_nama: string; qty: number }> }>(`/stok-penempatan?gudang_id=${detail.gudang_tujuan_id}&barang_id=${line.barang_id}&perPage=100`);
    expect(placed.data.find((p) => p.tempat_nama === drawer)?.qty).toBe(line.qty_dikirim);
  });

  it('a storage document made from a receipt gets its lines, each line a place by name, and places them', async () => {
    const s = await session.as('gudang');
    const { data: receipts } = await session.api<{ data: Array<{ id: number; nomor: string }> }>('/penerimaan?status=diterima&sort=tanggal&order=DESC&perPage=1'); // the newest: an old receipt's goods were sold long ago, nothing of them is left to place
    const [receipt] = receipts;
    await session.page.goto(`${session.app.url}/stock-in`);
    await session.page.waitForURL(/\/penyimpanan$/);
    await session.page.goto(`${session.app.url}/penyimpanan/add`);
    await session.page.waitForURL(/\/penyimpanan\/create$/);
    await s.main.getByRole('heading', { name: 'Tambah Penyimpanan Barang' }).waitFor();
    expect(await englishOn(session.page)).toEqual([]);
    await s.pick('Dari Penerimaan', receipt.nomor);
    await s.save();
    await toast(session.page, 'Berhasil!').waitFor();
    await session.page.waitForURL(/\/penyimpanan$/);
    const { data: made } = await session.api<{ data: Array<{ id: number }> }>(`/gudang-penyimpanan?penerimaan_id=${receipt.id}&status=draft`);
    expect(made).toHaveLength(1);
    const { id } = made[0];
    const { data: doc } = await session.api<{ data: { rincian: Array<{ id: number }> } }>(`/gudang-penyimpanan/${id}`);
    expect(doc.rincian.length).toBeGreaterThan(0);
    await session.page.goto(`${session.app.url}/stock-in/edit/${id}`);
    await session.page.waitForURL(new RegExp(`/penyimpanan/${id}$`));

    // every line gets a rack by name, then the document is saved and placed
    const places = s.main.getByRole('combobox', { name: 'Ke Tempat' });
    await poll(() => places.count()).toBe(doc.rincian.length);
    for (let i = 0; i < doc.rincian.length; i++) {
      await places.nth(i).click();
      await session.page.getByRole('option', { name: /\/ Rak [^/]+$/ }).nth(i).click();
    }
    await s.save();
    await toast(session.page, 'Berhasil!').waitFor();
    // A document saved goes back to its read view, where its steps are taken (issue 35).
    await session.page.waitForURL(new RegExp(`/penyimpanan/${id}/show$`));
    await s.main.getByText('Blok', { exact: false }).first().waitFor();
    await s.button('Tempatkan').click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Tempatkan' }).click();
    await poll(async () => (await session.api<{ data: { status: string } }>(`/gudang-penyimpanan/${id}`)).data.status).toBe('ditempatkan');
    const { data: placed } = await session.api<{ data: { status: string; rincian: Array<{ tempat_nama: string | null }> } }>(`/gudang-penyimpanan/${id}`);
    expect(placed.status).toBe('ditempatkan');
    expect(placed.rincian.every((l) => /^Blok .+ \/ Rak .+$/.test(l.tempat_nama ?? ''))).toBe(true);
  });
});
