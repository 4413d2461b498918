import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const KONSUMEN = [{ id: 7, kode: 'KSM-007', nama: 'Toko Sumber Rejeki' }, { id: 8, kode: 'KSM-008', nama: 'Warung Bu Eni' }];
const PENJUALAN = [{ id: 31, nomor: 'PJ/2026/11/0031', tanggal: '2026-11-20', total: 95_000, sisa_piutang: 50_000, konsumen_id: 7, status: 'selesai' }];
const RINCIAN = [
  { id: 301, penjualan_id: 31, barang_id: 9, barang: { id: 9, nama: 'Teh Melati 350 ml' }, qty: 5, qty_retur: 1, subtotal: 45_000, ppn: 0 },
  { id: 302, penjualan_id: 31, barang_id: 10, barang: { id: 10, nama: 'Kopi Susu Kaleng' }, qty: 4, qty_retur: 0, subtotal: 40_000, ppn: 4_400 },
];

const STORED = {
  id: 12, nomor: 'RK/2026/11/0012', tanggal: '2026-11-21', konsumen_id: 7, konsumen: { id: 7, nama: 'Toko Sumber Rejeki' }, penjualan_id: 31,
  penyelesaian: 'tunai', keterangan: 'Kemasan penyok', status: 'draft', total: 18_000,
  rincian: [{ id: 1, penjualan_rincian_id: 301, jumlah: 2, kondisi: 'baik' }],
};

function returServer(stored: Record<string, unknown> = STORED) {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/retur-konsumen/12') return { data: { data: stored } };
    if (req.path === '/api/konsumen') return { data: { data: KONSUMEN, total: 2 } };
    if (req.path === '/api/penjualan') {
      const rows = PENJUALAN.filter((p) => String(p.konsumen_id) === req.query.get('konsumen_id') && req.query.get('status') === 'selesai');
      return { data: { data: rows, total: rows.length } };
    }
    if (req.path === '/api/penjualan-rincian') return { data: { data: RINCIAN.filter((r) => String(r.penjualan_id) === req.query.get('penjualan_id')), total: 2 } };
    if (req.path === '/api/input/retur-konsumen' && (req.body as { id?: number }).id === 12) return { status: 200, data: { data: { id: 12, nomor: 'RK/2026/11/0012' }, message: 'Retur Konsumen berhasil diubah' } };
    if (req.path === '/api/input/retur-konsumen') return { status: 201, data: { data: { id: 12, nomor: 'RK/2026/11/0012' }, message: 'Retur Konsumen berhasil disimpan' } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

describe('/retur-konsumen/create', () => {
  it('is the hand-written create page of customer returns', () => {
    expect(buildRouteTable(registry).find((r) => r.path === '/retur-konsumen/create')).toMatchObject({ kind: 'view', view: 'create', resource: 'retur-konsumen', access: { menu: '/retur-konsumen', action: 'create' } });
    expect(registry.resources.find((r) => r.name === 'retur-konsumen')?.views?.create).toBe('ReturKonsumenCreate');
  });

  it('customer → completed sale → quantities per line within what is left; saves a draft with the lines', async () => {
    server = returServer();
    renderApp(<ResourceView resource="retur-konsumen" view="create" />);
    const konsumen = await screen.findByRole('combobox', { name: 'Konsumen' }, WAIT);
    fireEvent.mouseDown(konsumen);
    fireEvent.click(await screen.findByRole('option', { name: 'KSM-007 - Toko Sumber Rejeki' }, WAIT));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/penjualan' && r.query.get('konsumen_id') === '7')).toBe(true), WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Penjualan Asal/ }));
    fireEvent.click(await screen.findByRole('option', { name: /PJ\/2026\/11\/0031 · 20-11-2026 · Rp\. 95\.000/ }, WAIT));

    const teh = await screen.findByTestId('retur-baris-301', {}, WAIT);
    expect(teh.textContent).toContain('Terjual 5 · sudah diretur 1 · harga Rp. 9.000');
    const save = screen.getByRole('button', { name: 'Simpan Draft' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // more than is left (4) is flagged and cannot be saved
    fireEvent.change(within(teh).getByLabelText('Jumlah Teh Melati 350 ml'), { target: { value: '5' } });
    expect(await within(teh).findByText('Paling banyak 4')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(teh).getByLabelText('Jumlah Teh Melati 350 ml'), { target: { value: '2' } });
    const kopi = screen.getByTestId('retur-baris-302');
    fireEvent.change(within(kopi).getByLabelText('Jumlah Kopi Susu Kaleng'), { target: { value: '1' } });
    fireEvent.mouseDown(within(kopi).getByRole('combobox', { name: 'Kondisi Kopi Susu Kaleng' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rusak' }));
    // 2 × 9.000 + 1 × 10.000 + PPN 1.100
    expect(screen.getByText('Rp. 29.100')).toBeTruthy();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/input/retur-konsumen')).toBe(true), WAIT);
    const body = server.requests.find((r) => r.path === '/api/input/retur-konsumen')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      konsumen_id: 7, penjualan_id: 31, penyelesaian: 'potong_piutang',
      rincian: [{ penjualan_rincian_id: 301, jumlah: 2, kondisi: 'baik' }, { penjualan_rincian_id: 302, jumlah: 1, kondisi: 'rusak' }],
    });
    expect(body.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(englishLeaks()).toEqual([]);
  });

  it('/retur-konsumen/:id edits a draft in the same form (its steps are on its read view), and sends any other to the read view', async () => {
    server = returServer();
    const view = renderApp(<ResourceView resource="retur-konsumen" view="edit" id="12" />);
    expect(await screen.findByText('Ubah Retur Konsumen RK/2026/11/0012', {}, WAIT)).toBeTruthy();
    const teh = await screen.findByTestId('retur-baris-301', {}, WAIT);
    expect((within(teh).getByLabelText('Jumlah Teh Melati 350 ml') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByRole('button', { name: 'Laporkan Retur' })).toBeNull();
    fireEvent.change(within(teh).getByLabelText('Jumlah Teh Melati 350 ml'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Draft' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/input/retur-konsumen')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/input/retur-konsumen')!.body).toMatchObject({
      id: 12, konsumen_id: 7, penjualan_id: 31, penyelesaian: 'tunai', keterangan: 'Kemasan penyok', rincian: [{ penjualan_rincian_id: 301, jumlah: 3, kondisi: 'baik' }],
    });
    view.unmount();
    server.restore();

    server = returServer({ ...STORED, status: 'checkout' });
    renderApp(<ResourceView resource="retur-konsumen" view="edit" id="12" />);
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/retur-konsumen/12')).toBe(true), WAIT);
    await waitFor(() => expect(screen.queryByText('Memuat…')).toBeNull(), WAIT);
    expect(screen.queryByTestId('retur-baris-301')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Setujui Retur' })).toBeNull();
    expect(englishLeaks()).toEqual([]);
  });
});
