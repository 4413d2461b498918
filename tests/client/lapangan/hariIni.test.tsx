import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { HariIni } from '../../../src/pages/lapangan/HariIni';
import { customerOptions, matchesCustomer } from '../../../src/pages/lapangan/KonsumenPilih';
import { recordVisit, visitStates } from '../../../src/offline/visits';
import { listQueue, type QueuedDoc } from '../../../src/offline/queue';
import type { DayData, DayVisit } from '../../../src/offline/dayData';

/** The salesperson's home of the day (issue 39): the trip, the buttons, the route's shops and their states. */
const visit = (id: number, over: Partial<DayVisit> = {}): DayVisit => ({
  konsumen_id: id, kode: `KNS-${id}`, nama: `Toko ${id}`, alamat: `Jl. Pasar ${id}`, urutan: id, hutang: 0, hutang_lewat_tempo: 0,
  status: 'belum', alasan: null, waktu: null, penjualan: [], ...over,
});
const customer = (id: number, nama: string, alamat: string) => ({ id, kode: `KNS-${id}`, nama, alamat, rute_id: 1, konsumen_type_id: null, limit_kredit: 1_000_000, tempo_hari: 14, toleransi_hari: 7 });
const day: DayData = {
  disimpan_pada: '2026-11-28T01:00:00.000Z', tanggal: '2026-11-28', user_id: 7, karyawan_id: 3,
  trip: { id: 1, nomor: 'TRP/2026/11/0001', kendaraan_id: 2, no_polisi: 'B 1234 XY', rute_id: 1, rute_nama: 'Pasar Baru', nilai_muat: 12_500_000 },
  barang: [], harga: [], kas: [], ppn_persen: 1100,
  konsumen: [customer(1, 'Toko 1', 'Jl. Pasar 1'), customer(2, 'Toko 2', 'Jl. Pasar 2'), customer(3, 'Toko 3', 'Jl. Pasar 3'), customer(9, 'Warung Kopi Jaya', 'Jl. Melati 9')],
  hutang: [{ id: 11, nomor: 'HT/1', no_faktur: null, konsumen_id: 2, penjualan_id: null, tanggal: '2026-11-01', jatuh_tempo: '2026-11-15', jumlah: 300_000, sisa: 250_000 }],
  kunjungan: [visit(3), visit(1, { status: 'tanpa_penjualan', alasan: 'toko_tutup', waktu: '2026-11-28T02:30:00.000Z' }), visit(2)],
};
const queued = (over: Partial<QueuedDoc>): QueuedDoc => ({
  client_id: 'q1', key: 'k', jenis: 'penjualan', user_id: 7, seq: 1, dibuat_offline_at: '2026-11-28T03:00:00.000Z',
  data: { konsumen_id: 3 }, state: 'menunggu', percobaan: 0, ringkasan: { konsumen_nama: 'Toko 3', total: 50_000 }, ...over,
});

describe('today\'s visits', () => {
  it('shows the trip, the day\'s buttons and the shops in the route\'s order with debt and state; a queued sale marks its shop sold', async () => {
    const onGo = vi.fn();
    render(<MemoryRouter><HariIni day={day} queue={[queued({})]} userId={7} onGo={onGo} /></MemoryRouter>);
    expect(screen.getByText('Trip TRP/2026/11/0001')).toBeInTheDocument();
    expect(screen.getByText('B 1234 XY · Rute Pasar Baru')).toBeInTheDocument();
    expect(screen.getByText('Nilai muatan Rp. 12.500.000')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Aksi hari ini' });
    expect(within(nav).getAllByRole('button').concat(within(nav).getAllByRole('link')).map((b) => b.textContent).sort()).toEqual(['Jual', 'Retur', 'Setor', 'Tagih', 'Tutup Hari']);
    const items = within(screen.getByRole('list', { name: 'Daftar kunjungan' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^\d\. Toko/).textContent)).toEqual(['1. Toko 3', '2. Toko 1', '3. Toko 2']);
    expect(within(items[0]).getByText('Terjual')).toBeInTheDocument();
    expect(within(items[1]).getByText('Tanpa penjualan')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Toko tutup/)).toBeInTheDocument();
    expect(within(items[2]).getByText('Belum')).toBeInTheDocument();
    expect(within(items[2]).getByText(/Hutang Rp\. 250\.000 · lewat tempo Rp\. 250\.000/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 dari 3 toko dikunjungi · 1 terjual · 1 belum');
    await userEvent.click(within(items[2]).getByRole('button', { name: 'Jual ke Toko 2' }));
    expect(onGo).toHaveBeenCalledWith('jual', 2);
    await userEvent.click(within(items[2]).getByRole('button', { name: 'Tagih Toko 2' }));
    expect(onGo).toHaveBeenCalledWith('tagih', 2);
  });

  it('records a visit without a sale with its reason, time and a refused location, into the queue', async () => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }) } });
    render(<MemoryRouter><HariIni day={day} queue={[]} userId={7} onGo={vi.fn()} /></MemoryRouter>);
    await userEvent.click(screen.getByRole('button', { name: 'Tidak Jual di Toko 2' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Kunjungan' }));
    expect(within(dialog).getByText('Pilih alasannya')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Alasan/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Stok toko masih ada' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Kunjungan' }));
    const queue = await listQueue(7);
    expect(queue.map((d) => [d.jenis, d.data.konsumen_id, d.data.status, d.data.alasan, d.data.lokasi, d.data.lat])).toEqual([['kunjungan', 2, 'tanpa_penjualan', 'stok_masih_ada', 'ditolak', null]]);
    expect(visitStates(day, queue).get(2)?.status).toBe('tanpa_penjualan');
  });

  it('a visit keeps its sale: a later "no sale" does not undo a sold shop, a cancelled sale does not count', async () => {
    const doc = await recordVisit({ userId: 8, tanggal: '2026-11-28', konsumenId: 3, konsumenNama: 'Toko 3', status: 'dilewati', alasan: 'tidak_sempat', position: { lat: null, lng: null, lokasi: 'tidak_tersedia' } });
    expect(visitStates(day, [queued({}), doc]).get(3)?.status).toBe('terjual');
    expect(visitStates(day, [queued({ state: 'dibatalkan' }), doc]).get(3)?.status).toBe('dilewati');
  });
});

describe('the sale\'s customer search', () => {
  it('finds by name, code or address words in any order, today\'s route first', () => {
    const k = customer(9, 'Warung Kopi Jaya', 'Jl. Melati 9');
    expect(matchesCustomer(k, 'jaya kopi')).toBe(true);
    expect(matchesCustomer(k, 'KNS-9')).toBe(true);
    expect(matchesCustomer(k, 'melati')).toBe(true);
    expect(matchesCustomer(k, 'mawar')).toBe(false);
    expect(customerOptions(day).map((o) => [o.k.id, o.today])).toEqual([[3, true], [1, true], [2, true], [9, false]]);
  });
});
