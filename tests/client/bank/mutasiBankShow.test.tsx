import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { fakeApi } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const BANK = { id: 4, kode: 'BNK-01', nama: 'Bank BCA', jenis: 'bank' };
const KETERANGAN = 'TRSF E-BANKING CR 0311/FTSCY/WS95031 1500000.00 TOKO MAJU JAYA PEMBAYARAN NOTA PJ/2026/11/0012 DAN PJ/2026/11/0013';
const OPEN = {
  id: 71, tanggal: '2026-11-03', kas_id: 4, kas: BANK, keterangan: KETERANGAN, referensi: 'FTSCY/WS95031', kredit: 1_500_000, debit: 0, saldo: 11_500_000,
  status: 'belum', cara: null, tercocok: 0, cocok: [],
};
const MATCHED = {
  ...OPEN, status: 'cocok', cara: 'manual', tercocok: 1_500_000,
  cocok: [{ id: 1, mutasi_bank_id: 71, jurnal_rincian_id: 501, jurnal_id: 301, jurnal: { id: 301, nomor: 'JU/2026/11/0301' }, tanggal_buku: '2026-11-02', keterangan: 'Pelunasan PJ/2026/11/0012', jumlah: 1_500_000, cara: 'manual' }],
};
const CANDIDATES = [
  { jurnal_rincian_id: 501, jurnal_id: 301, nomor: 'JU/2026/11/0301', tanggal: '2026-11-02', keterangan: 'Pelunasan nota', dokumen: 'Penjualan PJ/2026/11/0012 · Toko Maju', jumlah: 1_000_000, sisa: 1_000_000, skor: 80, sama_jumlah: false },
  { jurnal_rincian_id: 502, jurnal_id: 302, nomor: 'JU/2026/11/0302', tanggal: '2026-11-02', keterangan: 'Pelunasan nota', dokumen: 'Penjualan PJ/2026/11/0013 · Toko Maju', jumlah: 450_000, sisa: 400_000, skor: 70, sama_jumlah: false },
  { jurnal_rincian_id: 503, jurnal_id: 303, nomor: 'JU/2026/11/0303', tanggal: '2026-11-01', keterangan: 'Setoran tunai', dokumen: 'Setoran ST/2026/11/0004', jumlah: 1_500_000, sisa: 1_500_000, skor: 60, sama_jumlah: true },
];

function lineServer(start: typeof OPEN | typeof MATCHED) {
  let line: typeof OPEN | typeof MATCHED = start;
  return fakeApi((req) => {
    if (req.path === '/api/mutasi-bank/71') return { data: { data: line } };
    if (req.path === '/api/mutasi-bank/71/kandidat') return { data: { data: CANDIDATES } };
    if (req.path === '/api/mutasi-bank/cocokkan') {
      line = { ...OPEN, status: 'sebagian', cara: 'manual', tercocok: 1_400_000 };
      return { data: { data: { status: 'sebagian' }, message: 'Mutasi dicocokkan dengan 2 baris buku (cocok sebagian, sisa Rp. 100.000)' } };
    }
    if (req.path === '/api/akun') return { data: { data: [{ id: 61, kode: '6-110', nama: 'Beban Administrasi Bank' }], total: 1 } };
    if (req.path === '/api/mutasi-bank/jurnal') {
      line = { ...OPEN, status: 'cocok', cara: 'jurnal', tercocok: 1_500_000 };
      return { data: { data: { jurnal_id: 310 }, message: 'Mutasi dijurnal ke Beban Administrasi Bank (JU/2026/11/0310)' } };
    }
    if (req.path === '/api/mutasi-bank/batal-cocok') {
      line = OPEN;
      return { data: { data: { id: 71 }, message: 'Pencocokan mutasi dibatalkan' } };
    }
    return { data: { data: [], total: 0 } };
  });
}

const renderLine = () => renderApp(<ResourceView resource="mutasi-bank" view="show" id="71" />, { entries: grantAll(registry, { create: true, update: true, delete: false }) });

describe('/mutasi-bank/:id/show', () => {
  it('lists the candidates, sums the two ticked against what is open and matches exactly those', async () => {
    server = lineServer(OPEN);
    renderLine();
    expect(await screen.findByText(KETERANGAN, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Belum Cocok').closest('.MuiChip-root')?.className).toContain('MuiChip-colorDefault');
    const table = await screen.findByRole('table', { name: 'Daftar kandidat' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.querySelectorAll('td')).slice(1).map((c) => c.textContent));
    expect(rows).toEqual([
      ['02-11-2026', 'Penjualan PJ/2026/11/0012 · Toko MajuJU/2026/11/0301', 'Pelunasan nota', 'Rp. 1.000.000', 'Rp. 1.000.000'],
      ['02-11-2026', 'Penjualan PJ/2026/11/0013 · Toko MajuJU/2026/11/0302', 'Pelunasan nota', 'Rp. 450.000', 'Rp. 400.000'],
      ['01-11-2026', 'Setoran ST/2026/11/0004JU/2026/11/0303Jumlah sama', 'Setoran tunai', 'Rp. 1.500.000', 'Rp. 1.500.000'],
    ]);
    expect(screen.getByText('Dipilih Rp. 0 dari Rp. 1.500.000 (selisih Rp. 1.500.000)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cocokkan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Uang Muka Konsumen' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Batalkan Pencocokan' })).toBeNull();
    expect(englishLeaks()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih JU/2026/11/0301 Penjualan PJ/2026/11/0012 · Toko Maju' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih JU/2026/11/0302 Penjualan PJ/2026/11/0013 · Toko Maju' }));
    expect(screen.getByText('Dipilih Rp. 1.400.000 dari Rp. 1.500.000 (selisih Rp. 100.000)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cocokkan' }));
    expect(await screen.findByText('Mutasi dicocokkan dengan 2 baris buku (cocok sebagian, sisa Rp. 100.000)', {}, WAIT)).toBeInTheDocument();
    const match = server.requests.find((r) => r.path === '/api/mutasi-bank/cocokkan')!;
    expect(match.method).toBe('POST');
    expect(match.body).toEqual({ mutasi_bank_id: [71], jurnal_rincian_id: [501, 502] });
    // The record is read again: now partly matched, what stays open is what the picked lines did not cover.
    expect(await screen.findByText('Cocok Sebagian', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dipilih Rp. 0 dari Rp. 100.000 (selisih Rp. 100.000)')).toBeInTheDocument(), WAIT);
  });

  it('a matched line shows its book lines and offers Batalkan Pencocokan after a confirmation, not the candidates', async () => {
    server = lineServer(MATCHED);
    renderLine();
    expect(await screen.findByText('Pasangan Buku', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Pelunasan PJ/2026/11/0012')).toBeInTheDocument();
    expect(screen.getByText('Cocok').closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
    expect(screen.queryByRole('table', { name: 'Daftar kandidat' })).toBeNull();
    expect(server.requests.some((r) => r.path === '/api/mutasi-bank/71/kandidat')).toBe(false);
    const undo = screen.getByRole('button', { name: 'Batalkan Pencocokan' });
    expect(undo.className).toContain('MuiButton-outlinedError');

    fireEvent.click(undo);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Batalkan Pencocokan?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Pencocokan mutasi dibatalkan', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/mutasi-bank/batal-cocok')!.body).toEqual({ id: 71 });
    expect(await screen.findByRole('table', { name: 'Daftar kandidat' }, WAIT)).toBeInTheDocument();
  });

  it('Jurnal ke Akun posts the line with the account picked and the description, then shows the server\'s message and the matched line', async () => {
    server = lineServer(OPEN);
    renderLine();
    fireEvent.click(await screen.findByRole('button', { name: 'Jurnal ke Akun' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Akun Lawan/ }, WAIT));
    fireEvent.click(await screen.findByText('Beban Administrasi Bank', {}, WAIT));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Keterangan/ }), { target: { value: 'Biaya transfer antarbank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mutasi dijurnal ke Beban Administrasi Bank (JU/2026/11/0310)', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/mutasi-bank/jurnal')!.body).toEqual({ id: 71, akun_id: 61, keterangan: 'Biaya transfer antarbank' });
    expect(await screen.findByRole('button', { name: 'Batalkan Pencocokan' }, WAIT)).toBeEnabled();
    expect(screen.getByText('Cocok').closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
  });
});
