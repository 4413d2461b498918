import { describe, expect, it } from 'vitest';
import { englishOn, poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

type Receipt = { id: number; nomor: string; status: string; gudang_id: number; total: number; jurnal_id: number | null; rincian: Array<{ qty: number; nilai: number }> };

describe('warehouse documents in the browser: receiving and disposal (issue 6)', () => {
  it('the warehouse admin records a supplier delivery in DUS with its price, receives it, and the stock and its value rise', async () => {
    const s = await session.as('gudang');
    const { data: units } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/satuan?perPage=100');
    const dusId = units.find((u) => u.nama === 'Dus')!.id;
    const { data: goodsList } = await session.api<{ data: Array<{ id: number }> }>('/barang?perPage=50&sort=kode&order=ASC');
    const goods = await (async () => {
      for (const { id } of goodsList) {
        const { data: b } = await session.api<{ data: { id: number; nama: string; konversi_satuan: Array<{ satuan_id: number; faktor: number }> } }>(`/barang/${id}`);
        const dus = b.konversi_satuan.find((u) => u.satuan_id === dusId);
        if (dus) return { ...b, dus };
      }
      throw new Error('tidak ada barang dengan satuan Dus');
    })();
    const { data: suppliers } = await session.api<{ data: Array<{ nama: string }> }>('/supplier?perPage=1&sort=kode&order=ASC');

    await session.page.goto(`${session.app.url}/penerimaan-barang/create`);
    await s.main.getByRole('heading', { name: 'Tambah Penerimaan Barang' }).waitFor();
    expect(await englishOn(session.page)).toEqual([]);
    await s.pick('Supplier', suppliers[0].nama);
    await s.field('No. Faktur Supplier').fill('FK-UJI-0001');
    await s.button('Tambah').click();
    await s.pick('Barang', goods.nama);
    await s.pick('Satuan', 'Dus');
    await s.field('Jumlah').fill('3');
    await s.field('Harga per Satuan').fill('120000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();

    const { data: drafts } = await session.api<{ data: Receipt[] }>('/penerimaan?status=draft&sort=id&order=DESC&perPage=1');
    const receipt = drafts[0];
    expect(receipt.nomor).toMatch(/^PNR\/\d{4}\/\d{2}\/\d{4}$/);
    const stockOf = async () => (await session.api<{ data: Array<{ qty: number }> }>(`/stok?gudang_id=${receipt.gudang_id}&barang_id=${goods.id}`)).data[0]?.qty ?? 0;
    const before = await stockOf();

    await session.page.goto(`${session.app.url}/penerimaan-barang/view/${receipt.id}`);
    const terima = s.main.getByRole('button', { name: 'Terima', exact: true });
    await terima.click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Terima', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Diterima');
    await poll(() => s.main.innerText()).toContain('Rp. 360.000');
    expect(await englishOn(session.page)).toEqual([]);

    const done = (await session.api<{ data: Receipt }>(`/penerimaan/${receipt.id}`)).data;
    expect(done).toMatchObject({ status: 'diterima', total: 360_000 });
    expect(done.rincian.map((l) => [l.qty, l.nilai])).toEqual([[3 * goods.dus.faktor, 360_000]]);
    expect(done.jurnal_id).not.toBeNull();
    expect(await stockOf()).toBe(before + 3 * goods.dus.faktor);
  });

  it('the warehouse admin writes off damaged goods: posting takes them out of stock at cost against the loss account', async () => {
    const s = await session.as('gudang');
    const { data: me } = await session.api<{ data: { gudang: { id: number } } }>('/auth/me');
    // the goods the admin's warehouse holds most of, so its free (unplaced) stock covers the write-off
    const { data: stocked } = await session.api<{ data: Array<{ barang_id: number; barang: { nama: string } }> }>(`/stok?gudang_id=${me.gudang.id}&sort=qty&order=DESC&perPage=1`);
    const st = stocked[0];

    await session.page.goto(`${session.app.url}/disposal-rusak/create`);
    await s.main.getByRole('heading', { name: 'Tambah Disposal Barang Rusak' }).waitFor();
    await s.field('Penyebab Kerusakan').fill('Karton basah terkena bocoran atap');
    await s.button('Tambah').click();
    await s.pick('Barang', st.barang.nama);
    await s.field('Jumlah').fill('2');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    expect(await englishOn(session.page)).toEqual([]);

    const { data: drafts } = await session.api<{ data: Array<{ id: number; gudang_id: number }> }>('/gudang-disposal-rusak?status=draft&sort=id&order=DESC&perPage=1');
    const doc = drafts[0];
    const stockOf = async () => (await session.api<{ data: Array<{ qty: number }> }>(`/stok?gudang_id=${doc.gudang_id}&barang_id=${st.barang_id}`)).data[0]?.qty ?? 0;
    const before = await stockOf();
    await session.page.goto(`${session.app.url}/disposal-rusak/${doc.id}/show`);
    await s.main.getByRole('button', { name: 'Posting', exact: true }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Posting', exact: true }).click();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await poll(() => s.main.innerText()).toContain('Diposting');
    const done = (await session.api<{ data: { status: string; total: number; jurnal_id: number | null } }>(`/gudang-disposal-rusak/${doc.id}`)).data;
    expect(done.status).toBe('diposting');
    expect(done.total).toBeGreaterThan(0);
    await session.as('finance');
    const { data: setting } = await session.api<{ data: { akun_kerugian_persediaan_id: number; akun_persediaan_id: number } }>('/setting');
    const { data: jurnal } = await session.api<{ data: { rincian: Array<{ akun_id: number; debit: number; kredit: number }> } }>(`/jurnal/${done.jurnal_id}`);
    expect(jurnal.rincian.map((l) => [l.akun_id, l.debit, l.kredit])).toEqual([[setting.akun_kerugian_persediaan_id, done.total, 0], [setting.akun_persediaan_id, 0, done.total]]);
    expect(await stockOf()).toBe(before - 2);
  });
});
