import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import ResourceView from '../../../src/framework/ResourceView';
import { settlementText, type TripSummary } from '../../../src/pages/kanvas/TripRingkasan';
import { fakeApi } from '../helpers/fakeApi';
import { englishLeaks } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => { server?.restore(); localStorage.clear(); });

const WAIT = { timeout: 15000 };
const TRIP = { id: 5, nomor: 'TRP/2026/11/0005', kendaraan_id: 2, rute_id: 4, karyawan_id: 7, gudang_id: 1, status: 'tutup', dibuka_pada: '2026-11-24', ditutup_pada: '2026-11-26', selesai_pada: null };
const zeroMoney = { diterima: 0, dari_penjualan: 0, dari_penagihan: 0, belum_disetor: 0, menunggu_persetujuan: 0, disetujui: 0 };
const SUMMARY: TripSummary = {
  status: 'tutup',
  barang: [{ barang_id: 11, kode: 'BRG-011', nama: 'Teh Botol 350 ml', satuan: 'BTL', dimuat: 48, terjual: 30, diretur_konsumen: 2, dikembalikan: 19, hilang: 1, sisa: 0 }],
  total: { dimuat: 48, terjual: 30, diretur_konsumen: 2, dikembalikan: 19, hilang: 1, sisa: 0 },
  // 390.000 sold: 300.000 paid in cash, 90.000 on credit; 150.000 cash collected on an older invoice during the trip.
  penjualan: { nota: 3, dpp: 351_351, ppn: 38_649, total: 390_000, dibayar: 300_000, kredit: 90_000, pembulatan: 0 },
  uang: [
    { tipe: 'tunai', diterima: 450_000, dari_penjualan: 300_000, dari_penagihan: 150_000, belum_disetor: 150_000, menunggu_persetujuan: 100_000, disetujui: 200_000 },
    { tipe: 'transfer', ...zeroMoney }, { tipe: 'giro', ...zeroMoney },
    { tipe: 'nota_putih', diterima: 90_000, dari_penjualan: 90_000, dari_penagihan: 0, belum_disetor: 90_000, menunggu_persetujuan: 0, disetujui: 0 },
  ],
  total_uang: { diterima: 450_000, dari_penjualan: 300_000, dari_penagihan: 150_000, belum_disetor: 150_000, menunggu_persetujuan: 100_000, disetujui: 200_000 },
};

describe('trip detail: goods and money of the trip', () => {
  it('shows the goods figures and the money per payment type, with what keeps the trip open', async () => {
    server = fakeApi((req) => {
      if (req.path === '/api/trip-kendaraan/5') return { data: { data: TRIP } };
      if (req.path === '/api/trip-kendaraan-ringkasan/5') return { data: { data: SUMMARY } };
      return { data: { data: [], total: 0 } };
    });
    renderApp(<ResourceView resource="trip-kendaraan" view="show" id="5" />);
    const goods = await screen.findByRole('table', { name: 'Barang di trip' }, WAIT);
    expect(within(goods).getByText('BRG-011 - Teh Botol 350 ml (BTL)')).toBeInTheDocument();
    expect(goods.textContent).toContain('48');
    const money = screen.getByRole('table', { name: 'Uang trip per jenis bayar' });
    expect(within(money).getByText('Nota Putih (Kredit)')).toBeInTheDocument();
    // The credit sale counts once (nota putih), the collection apart: the money total is 450.000, not 540.000.
    expect(money.textContent).toContain('Total Uang (tanpa nota putih)Rp. 300.000Rp. 150.000Rp. 450.000');
    expect(money.textContent).not.toContain('Rp. 540.000');
    const sales = screen.getByRole('table', { name: 'Penjualan trip' });
    expect(sales.textContent).toContain('Rp. 351.351Rp. 38.649Rp. 390.000Rp. 300.000Rp. 90.000');
    expect(screen.getByText(/trip selesai setelah uangnya disetujui: Rp\. 240\.000 belum disetor, Rp\. 100\.000 menunggu persetujuan Finance/)).toBeInTheDocument();
    expect(englishLeaks()).toEqual([]);
  });

  it('says in words where a trip stands', () => {
    expect(settlementText({ ...SUMMARY, status: 'selesai' }).severity).toBe('success');
    expect(settlementText({ ...SUMMARY, status: 'buka', total: { ...SUMMARY.total, sisa: 12 } }).text).toBe('Trip berjalan: sisa 12 di kendaraan; uang Rp. 240.000 belum disetor, Rp. 100.000 menunggu persetujuan Finance.');
    expect(settlementText({ ...SUMMARY, status: 'buka', uang: SUMMARY.uang.map((l) => ({ ...l, ...zeroMoney })), total_uang: zeroMoney }).text).toBe('Trip berjalan: sisa 0 di kendaraan.');
  });
});
