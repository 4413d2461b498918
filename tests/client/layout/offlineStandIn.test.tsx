import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OfflineStandIn } from '../../../src/layout/OfflineStandIn';
import { saveDay, type DayData } from '../../../src/offline/dayData';
import { saveSession } from '../../../src/providers/session';
import { tokenAnswer } from '../helpers/fakeApi';

/** Without network a salesperson's /konsumen and /stok-mobil read the day kept on the device (issue 23). */
const DAY: DayData = {
  disimpan_pada: '2026-11-26T01:30:00.000Z', tanggal: '2026-11-26', user_id: 7, karyawan_id: 6,
  trip: { id: 3, nomor: 'TRP/2026/11/0007', kendaraan_id: 1, no_polisi: 'D 8123 ABK' },
  barang: [{ barang_id: 11, kode: 'MNM-001', nama: 'Air Mineral Tirta 330 ml', kena_ppn: true, qty: 24, satuan: [{ satuan_id: 1, kode: 'BTL', nama: 'Botol', faktor: 1 }] }],
  konsumen: [{ id: 5, kode: 'KNS-00005', nama: 'Toko Makmur', alamat: null, rute_id: 3, konsumen_type_id: 1, limit_kredit: 2_000_000, tempo_hari: 14, toleransi_hari: 7 }],
  hutang: [{ id: 9, nomor: 'HTG/2026/11/0009', no_faktur: null, konsumen_id: 5, penjualan_id: null, tanggal: '2026-11-10', jatuh_tempo: '2026-11-24', jumlah: 500_000, sisa: 350_000 }],
  harga: [], kas: [], ppn_persen: 1100,
};

function as(level: string) {
  const answer = tokenAnswer('akses', 'segar');
  saveSession({ ...answer, user: { ...answer.user, id: 7, level: { id: 6, nama_level: level } } });
}
function network(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}
const page = (path: string) => render(
  <MemoryRouter initialEntries={[path]}><OfflineStandIn><p>halaman dari server</p></OfflineStandIn></MemoryRouter>,
);

afterEach(() => { network(true); localStorage.clear(); });

describe('offline stand-ins', () => {
  it('a salesperson offline on /konsumen sees the route customers and their debts from the device', async () => {
    as('Sales');
    await saveDay(DAY);
    network(false);
    page('/konsumen');
    expect(await screen.findByText('Toko Makmur', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Hutang Rp\. 350\.000 · limit Rp\. 2\.000\.000/)).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('data perangkat per 26-11-2026 08:30');
    expect(screen.queryByText('halaman dari server')).toBeNull();
  });

  it('and on /stok-mobil the vehicle\'s goods as the phone counts them', async () => {
    as('Sales');
    await saveDay(DAY);
    network(false);
    page('/stok-mobil');
    expect(await screen.findByText('Air Mineral Tirta 330 ml', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stok kendaraan' }).textContent).toContain('24 BTL');
  });

  it('online, for other levels, and on other screens the page itself shows', () => {
    as('Sales');
    page('/konsumen');
    expect(screen.getByText('halaman dari server')).toBeInTheDocument();
    network(false);
    as('Finance');
    page('/stok-mobil');
    expect(screen.getAllByText('halaman dari server')).toHaveLength(2);
    as('Sales');
    page('/penjualan');
    expect(screen.getAllByText('halaman dari server')).toHaveLength(3);
  });
});
