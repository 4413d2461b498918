import type { DayData } from '../../../src/offline/dayData';
import type { QueuedDoc } from '../../../src/offline/queue';

/** A queued sale for the nota tests (issue 39): a long name, line and nota discounts, PPN, cash rounding, a split payment with credit. */
export const LONG_NAME = 'Kopi Bubuk Robusta Lampung Premium Kemasan Ekonomis 200 gram Isi 12 Sachet';

export const queuedSale = (over: Partial<QueuedDoc> = {}): QueuedDoc => ({
  client_id: 'a1b2c3d4-0000-4000-8000-000000000001', key: 'k1', jenis: 'penjualan', user_id: 7, seq: 1,
  dibuat_offline_at: '2026-11-26T03:05:00.000Z', data: { konsumen_id: 5, tanggal: '2026-11-26' }, state: 'menunggu', percobaan: 0,
  ringkasan: {
    konsumen_nama: 'Toko Makmur Jaya', subtotal: 387_250, diskon: 7_250, ppn: 41_800, total: 421_800, pembulatan: 300,
    lines: [
      { nama: LONG_NAME, jumlah: 2, satuan: 'DUS', harga: 150_000, diskon: 10_000, subtotal: 290_000 },
      { nama: 'Gula Pasir', jumlah: 5, satuan: 'KG', harga: 14_500, diskon: 0, subtotal: 72_500 },
      { nama: 'Teh Celup', jumlah: 3, satuan: 'PAK', harga: 8_250, diskon: 0, subtotal: 24_750 },
    ],
    bayar: [{ tipe: 'tunai', jumlah: 200_000 }, { tipe: 'transfer', jumlah: 100_000 }, { tipe: 'nota_putih', jumlah: 121_500 }],
  },
  ...over,
});

export const day = {
  disimpan_pada: '2026-11-26T01:00:00.000Z', tanggal: '2026-11-26', user_id: 7, karyawan_id: 3,
  trip: { id: 1, nomor: 'TRIP-001', kendaraan_id: 2, no_polisi: 'B 1234 XYZ' },
  barang: [], hutang: [], harga: [], kas: [], ppn_persen: 1100,
  konsumen: [{ id: 5, kode: 'K-005', nama: 'Toko Makmur Jaya', alamat: 'Jl. Pasar Baru No. 12, Bandung', rute_id: 1, konsumen_type_id: null, limit_kredit: 5_000_000, tempo_hari: 14, toleransi_hari: 0 }],
  perusahaan: { nama: 'PT Niaga Sejahtera', alamat: 'Jl. Industri 5, Cimahi', telepon: '022-555123', npwp: '0123456789012345' },
} satisfies DayData;
