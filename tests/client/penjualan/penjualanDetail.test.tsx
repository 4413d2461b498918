import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { saveSession } from '../../../src/providers/session';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };

function signInAs(level: string, userId = 1) {
  const answer = tokenAnswer('akses', 'segar');
  saveSession({ ...answer, user: { ...answer.user, id: userId, level: { id: 9, nama_level: level } } });
}

const SALE = {
  id: 55, nomor: 'PJ/2026/11/0055', tanggal: '2026-11-20', status: 'selesai', created_by: 7,
  karyawan_id: 12, konsumen_id: 30, rute_id: 1, kendaraan_id: 7, trip_kendaraan_id: 3, hutang_id: 90,
  karyawan: { id: 12, nama_lengkap: 'Budi Prasetyo' }, konsumen: { id: 30, kode: 'KNS-00030', nama: 'Toko Maju' }, rute: { id: 1, nama: 'Rute Pasar' },
  kendaraan: { id: 7, no_polisi: 'B 1234 CD' }, trip_kendaraan: { id: 3, nomor: 'TRIP/2026/11/0003' },
  subtotal: 148_000, diskon: 0, ppn: 13_200, total: 161_200, dibayar: 110_000, piutang: 51_200, sisa_piutang: 51_200, jatuh_tempo: '2026-11-21',
  rincian: [
    { id: 1, barang_id: 1, barang_kode: 'TH-01', barang_nama: 'Teh Melati', satuan_id: 2, satuan_kode: 'DUS', jumlah: 1, qty: 24, harga: 5_000, harga_daftar: 5_000, diskon: 0, ppn: 13_200, subtotal: 120_000 },
  ],
  bayar: [
    { id: 1, nomor: 'BYR/2026/11/0001', tipe: 'tunai', jumlah: 50_000, kas_id: 5, status: 'diterima' },
    { id: 2, nomor: 'BYR/2026/11/0002', tipe: 'giro', jumlah: 60_000, giro_nomor: 'GR-001', giro_bank: 'BCA', giro_jatuh_tempo: '2026-12-01', giro_status: 'terdaftar', status: 'diterima' },
    { id: 3, nomor: 'BYR/2026/11/0003', tipe: 'nota_putih', jumlah: 51_200, status: 'diterima' },
  ],
};

function saleServer(sale: Record<string, unknown>) {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/penjualan/55') return { data: { data: sale } };
    if (req.path === '/api/hutang/90') return { data: { data: { id: 90, sisa: 51_200, jatuh_tempo: '2026-11-21' } } };
    if (req.path === '/api/kas' && req.query.get('id') === '5') return { data: { data: [{ id: 5, kode: 'KAS-S1', nama: 'Kas Sales Budi', jenis: 'tunai' }], total: 1 } };
    // A salesperson's kas list holds only their own cash box; the company's banks come with the open invoices.
    if (req.path === '/api/kas') return { data: { data: [], total: 0 } };
    if (req.path === '/api/collection') return { data: { data: [], total: 0, bank: [{ id: 4, kode: 'BNK-01', nama: 'Bank BCA' }] } };
    if (req.path === '/api/input/penjualan-bayar') return { status: 201, data: { data: { id: 9 }, message: 'Pembayaran BYR/2026/11/0009 dicatat' } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

function renderView(screenName?: string) {
  renderApp(<ResourceView resource="penjualan" view="show" id="55" screen={screenName} />, { entries: grantAll(registry) });
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent).concat(screen.queryAllByRole('link').map((l) => l.textContent));

describe('/penjualan/detail/:id', () => {
  it('shows the sale, its lines, totals, payments by type with the giro status, and what is still owed', async () => {
    signInAs('Finance');
    server = saleServer(SALE);
    renderView();
    expect(await screen.findByText('Penjualan PJ/2026/11/0055', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('status-penjualan')).toHaveTextContent('Selesai');
    expect(screen.getByTestId('detail-konsumen')).toHaveTextContent('Toko Maju · KNS-00030');
    expect(screen.getByText('B 1234 CD · TRIP/2026/11/0003')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Barang terjual' });
    expect(within(lines).getByText('TH-01 - Teh Melati')).toBeInTheDocument();
    expect(within(lines).getByText('1 DUS')).toBeInTheDocument();
    expect(screen.getByTestId('detail-total')).toHaveTextContent('Rp. 161.200');
    const payments = screen.getByRole('table', { name: 'Pembayaran' });
    expect(within(payments).getByText('Belum Cair')).toBeInTheDocument();
    expect(within(payments).getByText('GR-001 · BCA · efektif 01-12-2026')).toBeInTheDocument();
    expect(within(payments).getByText('Nota Putih (Kredit)')).toBeInTheDocument();
    expect(await within(payments).findByText('KAS-S1 - Kas Sales Budi', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('sisa-piutang')).toHaveTextContent('Rp. 51.200');
    expect(screen.getByText(/lewat \d+ hari/)).toBeInTheDocument();
    expect(englishLeaks()).toEqual([]);
  });

  it('offers finance on a finished sale: Bayar, cancel, write-off and the note; not finishing or changing it', async () => {
    signInAs('Finance');
    server = saleServer(SALE);
    renderView();
    await screen.findByRole('button', { name: 'Batalkan Penjualan' }, WAIT); // once the grants are in
    const names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Bayar', 'Batalkan Penjualan', 'Hapus Piutang (Tak Tertagih)', 'Cetak Nota']));
    expect(names).not.toContain('Selesaikan Penjualan');
    expect(names).not.toContain('Ubah');
    expect(screen.getByRole('link', { name: 'Bayar' })).toHaveAttribute('href', '/penjualan/bayar/55');
  });

  it('gives a salesperson cancel but not the write-off, and no Bayar once nothing is owed', async () => {
    signInAs('Sales');
    server = saleServer({ ...SALE, sisa_piutang: 0 });
    renderView();
    await screen.findByRole('button', { name: 'Batalkan Penjualan' }, WAIT);
    const names = buttonNames();
    expect(names).toContain('Batalkan Penjualan');
    expect(names).not.toContain('Hapus Piutang (Tak Tertagih)');
    expect(names).not.toContain('Bayar');
  });

  it('keeps the write-off from the finance user who made the sale', async () => {
    signInAs('Finance', 7);
    server = saleServer(SALE);
    renderView();
    await screen.findByRole('button', { name: 'Batalkan Penjualan' }, WAIT);
    expect(buttonNames()).not.toContain('Hapus Piutang (Tak Tertagih)');
  });

  it('offers a draft\'s change and delete only, and a written-off sale its restore', async () => {
    signInAs('Sales');
    server = saleServer({ ...SALE, status: 'draft', bayar: [], piutang: 0, sisa_piutang: 0 });
    renderView();
    await screen.findByRole('link', { name: 'Ubah' }, WAIT);
    let names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Ubah', 'Hapus Draft']));
    for (const absent of ['Batalkan Penjualan', 'Cetak Nota', 'Bayar', 'Selesaikan Penjualan']) expect(names).not.toContain(absent);
    expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/penjualan/55');
    server.restore();

    document.body.innerHTML = '';
    signInAs('Finance');
    server = saleServer({ ...SALE, status: 'tak_tertagih', alasan_tak_tertagih: 'Toko tutup' });
    renderView();
    await screen.findByText('Alasan tak tertagih: Toko tutup', {}, WAIT);
    await screen.findByRole('button', { name: 'Batalkan Tak Tertagih' }, WAIT);
    names = buttonNames();
    expect(names).toEqual(expect.arrayContaining(['Batalkan Tak Tertagih', 'Cetak Nota']));
    for (const absent of ['Batalkan Penjualan', 'Bayar', 'Ubah']) expect(names).not.toContain(absent);
  });

  it('asks a cancellation for its reason and sends it', async () => {
    signInAs('Finance');
    server = saleServer(SALE);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan Penjualan' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Alasan Pembatalan/ }), { target: { value: 'Salah konsumen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Penjualan' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/transaksi-cancel')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/transaksi-cancel')!.body).toEqual({ id: 55, alasan_batal: 'Salah konsumen' });
  });
});

describe('/penjualan/bayar/:id', () => {
  it('shows what is open and never sends more than that', async () => {
    signInAs('Sales');
    server = saleServer(SALE);
    renderView('PenjualanBayar');
    expect(await screen.findByTestId('bayar-sisa', {}, WAIT)).toHaveTextContent('Rp. 51.200');
    const amount = screen.getByRole('textbox', { name: /Jumlah Dibayar/ });
    expect(amount).toHaveValue('51.200');
    fireEvent.change(amount, { target: { value: '60000' } });
    expect(await screen.findByText('Melebihi sisa piutang Rp. 51.200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Pembayaran' })).toBeDisabled();

    fireEvent.change(amount, { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await screen.findByText('Pilih rekening bank tujuan transfer')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/input/penjualan-bayar')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rekening Bank Tujuan/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'BNK-01 - Bank BCA' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await screen.findByText('Pembayaran BYR/2026/11/0009 dicatat', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/input/penjualan-bayar')!.body).toEqual({ hutang_id: 90, tipe: 'transfer', jumlah: 20_000, kas_id: 4 });
    expect(server.requests.find((r) => r.path === '/api/collection')!.query.get('konsumen_id')).toBe('30');
    expect(englishLeaks()).toEqual([]);
  });

  it('QRIS asks for the bank that receives it and is sent with it', async () => {
    signInAs('Sales');
    server = saleServer(SALE);
    renderView('PenjualanBayar');
    const amount = await screen.findByRole('textbox', { name: /Jumlah Dibayar/ }, WAIT);
    fireEvent.change(amount, { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'QRIS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await screen.findByText('Pilih rekening bank penerima QRIS')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rekening Bank Penerima QRIS/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'BNK-01 - Bank BCA' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await screen.findByText('Pembayaran BYR/2026/11/0009 dicatat', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/input/penjualan-bayar')!.body).toEqual({ hutang_id: 90, tipe: 'qris', jumlah: 15_000, kas_id: 4 });
    expect(englishLeaks()).toEqual([]);
  });

  it('says so when the sale has nothing open', async () => {
    signInAs('Sales');
    server = saleServer({ ...SALE, hutang_id: null, piutang: 0, sisa_piutang: 0 });
    renderView('PenjualanBayar');
    expect(await screen.findByText('Penjualan PJ/2026/11/0055 tidak punya piutang terbuka.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Pembayaran' })).not.toBeInTheDocument();
  });
});
