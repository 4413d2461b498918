import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registry from '../../../resources.config';
import TutupHariPage, { type Ringkasan } from '../../../src/pages/lapangan/TutupHariPage';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';

/** The day close screen (issue 39): counts prefilled with what should remain, reasons for differences, one confirmed close. */
let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => { server?.restore(); localStorage.clear(); });

const WAIT = { timeout: 15000 };
const RINGKASAN: Ringkasan = {
  trip: { id: 31, nomor: 'TRP/2026/11/0031', no_polisi: 'D 1234 AB', rute_nama: 'Kosambi', dibuka_pada: '2026-11-26' },
  barang: [
    { barang_id: 5, kode: 'KPI-01', nama: 'Kopi Sachet', satuan: 'PCS', dimuat: 40, terjual: 12, diretur_konsumen: 2, hilang: 0, harapan: 30 },
    { barang_id: 6, kode: 'TEH-02', nama: 'Teh Botol', satuan: 'BTL', dimuat: 24, terjual: 24, diretur_konsumen: 0, hilang: 0, harapan: 0 },
  ],
  uang: [{ tipe: 'tunai', sistem: 1_234_500 }, { tipe: 'transfer', sistem: 250_000 }, { tipe: 'giro', sistem: 0 }, { tipe: 'nota_putih', sistem: 400_000 }],
  nota_putih: [{ hutang_id: 77, nomor: 'HTG/2026/11/0077', konsumen: 'Toko Maju Jaya', sisa: 400_000, jatuh_tempo: '2026-12-10' }],
  penagih: [{ karyawan_id: 9, nama: 'Andi Saputra' }],
};

function closingServer(onClose: (req: RecordedRequest) => { status?: number; data?: unknown } = () => ({
  status: 201, data: { data: { tutup_hari: { id: 3, nomor: 'TH/2026/11/0003' }, pengembalian_sales: { id: 41, nomor: 'RS/2026/11/0041' }, setoran: { id: 52, nomor: 'STR/2026/11/0052' } } },
})) {
  return fakeApi((req) => {
    if (req.path === '/api/tutup-hari-ringkasan') return { data: { data: RINGKASAN } };
    if (req.path === '/api/tutup-hari' && req.method === 'POST') return onClose(req);
    return { data: { data: [], total: 0 } };
  });
}

describe('/lapangan/tutup-hari', () => {
  it('is a page of the Tutup Hari menu', () => {
    const routes = buildRouteTable(registry);
    expect(routes.find((r) => r.path === '/lapangan/tutup-hari')).toMatchObject({ page: 'tutup-hari', access: { menu: '/tutup-hari', action: 'read' } });
  });

  it('prefills the counts and money, asks a reason for a difference, and closes with one confirmed call', async () => {
    server = closingServer();
    const user = userEvent.setup();
    renderApp(<TutupHariPage />);
    expect(await screen.findByText('Trip TRP/2026/11/0031', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('D 1234 AB · Kosambi')).toBeInTheDocument();
    expect(screen.getByText('Dimuat 26-11-2026')).toBeInTheDocument();
    const kopi = screen.getByRole('listitem', { name: 'Kopi Sachet' });
    expect(within(kopi).getByRole('textbox', { name: 'Dihitung Kopi Sachet' })).toHaveValue('30');
    expect(within(kopi).getByText('Selisih 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tunai Dihitung/ })).toHaveValue('1.234.500');

    await user.click(within(kopi).getByRole('button', { name: 'Kurangi Kopi Sachet' }));
    await user.click(within(kopi).getByRole('button', { name: 'Kurangi Kopi Sachet' }));
    expect(within(kopi).getByText('Selisih -2')).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Tutup Hari & Setor' });
    expect(close).toBeDisabled();
    await user.click(within(kopi).getByRole('combobox', { name: /Alasan Selisih/ }));
    await user.click(await screen.findByRole('option', { name: 'Hilang' }));
    expect(close).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /HTG\/2026\/11\/0077/ }));
    expect(close).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Penagih/ }));
    await user.click(await screen.findByRole('option', { name: 'Andi Saputra' }));

    await user.click(close);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tunai disetor Rp\. 1\.234\.500/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Hari' }));

    expect(await screen.findByText(/Tutup hari TH\/2026\/11\/0003 tersimpan/, undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pengembalian RS/2026/11/0041' })).toHaveAttribute('href', '/pengembalian-sales/41/show');
    expect(screen.getByRole('link', { name: 'Lihat Setoran STR/2026/11/0052' })).toHaveAttribute('href', '/setoran/52/show');
    const sent = server.requests.filter((r) => r.path === '/api/tutup-hari' && r.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      trip_kendaraan_id: 31,
      barang: [{ barang_id: 5, dihitung: 28, alasan: 'hilang' }, { barang_id: 6, dihitung: 0, alasan: null }],
      uang: [{ tipe: 'tunai', dihitung: 1_234_500 }, { tipe: 'transfer', dihitung: 250_000 }, { tipe: 'giro', dihitung: 0 }, { tipe: 'nota_putih', dihitung: 400_000 }],
      hutang_ids: [77], penagih_id: 9,
    });
  });

  it('counts cash by denomination: the cash counted is their total and the notes are sent', async () => {
    server = closingServer();
    const user = userEvent.setup();
    renderApp(<TutupHariPage />);
    await screen.findByText('Trip TRP/2026/11/0031', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Hitung tunai per pecahan' }));
    await user.type(screen.getByRole('textbox', { name: 'Lembar Rp. 100.000' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Lembar Rp. 20.000' }), '1');
    expect(screen.getByRole('textbox', { name: /Tunai Dihitung/ })).toHaveValue('1.220.000');
    expect(screen.getByText('Selisih Rp. -14.500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutup Hari & Setor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Tutup Hari' }));
    await screen.findByText(/tersimpan/, undefined, WAIT);
    const body = server.requests.find((r) => r.path === '/api/tutup-hari')!.body as { uang: Array<{ tipe: string; dihitung: number }>; pecahan: unknown };
    expect(body.uang[0]).toEqual({ tipe: 'tunai', dihitung: 1_220_000 });
    expect(body.pecahan).toEqual([{ nominal: 100_000, lembar: 12 }, { nominal: 20_000, lembar: 1 }]);
  });

  it("shows the server's refusal and its field message beside the input", async () => {
    server = closingServer(() => ({ status: 422, data: { message: 'Pilih penagih untuk nota putih yang dipilih', errors: { 'barang.0.alasan': ['Jumlah dihitung berbeda dari harapan sisa 30; pilih alasannya'] } } }));
    const user = userEvent.setup();
    renderApp(<TutupHariPage />);
    await screen.findByText('Trip TRP/2026/11/0031', undefined, WAIT);
    const kopi = screen.getByRole('listitem', { name: 'Kopi Sachet' });
    await user.click(within(kopi).getByRole('button', { name: 'Tambah Kopi Sachet' }));
    await user.click(within(kopi).getByRole('combobox', { name: /Alasan Selisih/ }));
    await user.click(await screen.findByRole('option', { name: 'Barang lebih ditemukan' }));
    await user.click(screen.getByRole('button', { name: 'Tutup Hari & Setor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Tutup Hari' }));
    expect(await screen.findByText(/Pilih penagih untuk nota putih/, undefined, WAIT)).toBeInTheDocument();
    expect(within(kopi).getByText(/berbeda dari harapan sisa 30/)).toBeInTheDocument();
  });

  it('says so when there is no running trip', async () => {
    server = fakeApi((req) => (req.path === '/api/tutup-hari-ringkasan'
      ? { status: 404, data: { message: 'Tidak ada trip yang sedang berjalan untuk Anda hari ini' } }
      : { data: { data: [], total: 0 } }));
    renderApp(<TutupHariPage />);
    expect(await screen.findByText('Tidak ada trip yang sedang berjalan untuk Anda hari ini', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tutup Hari & Setor' })).toBeNull();
  });
});
