import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, screen, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** A GET of the API with the signed-in page's own session that answers the bytes instead of JSON. */
async function pdf(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const r = await session.page.evaluate(async (p) => {
    const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
    const res = await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } });
    const buf = new Uint8Array(await res.arrayBuffer());
    let bin = '';
    for (const b of buf) bin += String.fromCharCode(b);
    return { status: res.status, type: res.headers.get('content-type'), b64: btoa(bin) };
  }, path);
  return { status: r.status, type: r.type, bytes: Buffer.from(r.b64, 'base64') };
}

/** Opens a record page, fires a workflow step by its button and confirms it in the step's dialog. */
async function step(path: string, label: string) {
  await session.page.goto(`${session.app.url}${path}`);
  const button = session.page.locator('main').getByRole('button', { name: label, exact: true });
  await button.waitFor();
  await button.click();
  const dialog = session.page.getByRole('dialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(session.page, 'Berhasil!').first().waitFor();
}

type Request = { id: number; nomor: string; status: string; gudang_id: number; kendaraan_id: number; no_surat_jalan: string | null; rincian: Array<{ qty: number; qty_disetujui: number | null; qty_dikirim: number | null }> };

describe('goods request → warehouse approval → sales confirmation → delivery note → vehicle stock (issue 6)', () => {
  it('a salesperson asks, the warehouse approves, the salesperson confirms, the warehouse ships on a printed SJ', async () => {
    // sales1 asks for 2 DUS of a goods its route's warehouse holds plenty of.
    let s = await session.as('sales1');
    const { data: routes } = await session.api<{ data: Array<{ id: number; nama: string; gudang_id: number; kendaraan_id: number }> }>('/request-barang-rute');
    const route = routes.find((r) => r.kendaraan_id && r.gudang_id)!;
    await session.as('gudang');
    const { data: units } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/satuan?perPage=100');
    const dusId = units.find((u) => u.nama === 'Dus')!.id;
    const { data: stocked } = await session.api<{ data: Array<{ barang_id: number; qty: number }> }>(`/stok?gudang_id=${route.gudang_id}&sort=qty&order=DESC&perPage=50`);
    const goods = await (async () => {
      for (const st of stocked) {
        const { data: b } = await session.api<{ data: { nama: string; konversi_satuan: Array<{ satuan_id: number; faktor: number }> } }>(`/barang/${st.barang_id}`);
        const dus = b.konversi_satuan.find((u) => u.satuan_id === dusId);
        if (dus && st.qty >= 2 * dus.faktor) return { id: st.barang_id, nama: b.nama, faktor: dus.faktor };
      }
      throw new Error('tidak ada barang dus dengan stok cukup');
    })();

    s = await session.as('sales1');
    await session.page.goto(`${session.app.url}/ajuanbarang/create`);
    await s.main.getByRole('heading', { name: 'Tambah Ajuan Barang' }).waitFor();
    expect(await englishOn(session.page)).toEqual([]);
    await s.pick('Rute', route.nama);
    await s.button('Tambah').click();
    await s.pick('Barang', goods.nama);
    await s.pick('Satuan', 'Dus');
    await s.field('Jumlah Diminta').fill('2');
    await s.field('Keterangan').fill('Muatan uji peramban');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    await session.page.waitForURL(/\/ajuanbarang$/);
    const { data: mine } = await session.api<{ data: Request[] }>('/request-barang?status=draft&sort=id&order=DESC&perPage=1');
    const id = mine[0].id;
    await step(`/ajuanbarang/${id}/show`, 'Ajukan');
    // the warehouse's approval is not the salesperson's to give
    await session.page.goto(`${session.app.url}/ajuanbarang/${id}/show`);
    await session.page.locator('main').getByRole('button', { name: 'Ajukan', exact: true }).waitFor({ state: 'detached' });
    expect(await session.page.locator('main').getByRole('button', { name: 'Setujui Gudang', exact: true }).count()).toBe(0);

    await session.as('gudang');
    await step(`/ajuanbarang/${id}/show`, 'Setujui Gudang');
    let request = (await session.api<{ data: Request }>(`/request-barang/${id}`)).data;
    expect(request.status).toBe('disetujui_gudang');
    expect(request.rincian.map((l) => [l.qty, l.qty_disetujui])).toEqual([[2 * goods.faktor, 2 * goods.faktor]]);

    await session.as('sales1');
    await step(`/ajuanbarang/${id}/show`, 'Konfirmasi Sales');
    expect((await session.api<{ data: Request }>(`/request-barang/${id}`)).data.status).toBe('disetujui_sales');

    await session.as('gudang');
    const vehicleBefore = (await session.api<{ data: Array<{ qty: number }> }>(`/stok-mobil?kendaraan_id=${route.kendaraan_id}&barang_id=${goods.id}`)).data[0]?.qty ?? 0;
    await step(`/ajuanbarang/${id}/show`, 'Buat Surat Jalan');
    request = (await session.api<{ data: Request }>(`/request-barang/${id}`)).data;
    expect(request.status).toBe('dikirim');
    expect(request.no_surat_jalan).toMatch(/^SJ\/\d{4}\/\d{2}\/\d{4}$/);
    expect(request.rincian[0].qty_dikirim).toBe(2 * goods.faktor);
    await poll(() => session.page.locator('main').innerText()).toContain(request.no_surat_jalan!);

    // the vehicle now carries the goods
    const vehicleAfter = (await session.api<{ data: Array<{ qty: number }> }>(`/stok-mobil?kendaraan_id=${route.kendaraan_id}&barang_id=${goods.id}`)).data[0]?.qty ?? 0;
    expect(vehicleAfter - vehicleBefore).toBe(2 * goods.faktor);
    await session.page.goto(`${session.app.url}/stok-mobil`);
    await screen(session.page).rows.first().waitFor();
    expect(await englishOn(session.page)).toEqual([]);

    // the printed delivery note
    const { data: vehicle } = await session.api<{ data: { no_polisi: string } }>(`/kendaraan/${route.kendaraan_id}`);
    const printed = await pdf(`/cetak-surat-jalan/${id}/${request.gudang_id}`);
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    const text = await pdfText(printed.bytes);
    for (const s2 of ['SURAT JALAN', request.no_surat_jalan!, vehicle.no_polisi, goods.nama, 'Disiapkan oleh', 'Pengirim', 'Penerima']) expect(text).toContain(s2);
  });
});
