/** Answers of the salespeople calls (server/domain/sales). */
export interface SalesRingkasan {
  karyawan_id: number;
  nama: string;
  rute: Array<{ id: number; kode: string; nama: string }>;
  kendaraan: { id: number; no_polisi: string } | null;
  trip: { id: number; nomor: string; dibuka_pada: string } | null;
  penjualan_hari_ini: number;
  jumlah_nota_hari_ini: number;
  kas_di_tangan: number;
  piutang_konsumen: number;
  faktur_terbuka: number;
}

export interface RankRow {
  karyawan_id: number;
  nama: string;
  peringkat: number;
  penjualan: number;
  jumlah_nota: number;
  tagihan: number;
  retur: number;
}

export interface PencapaianRow {
  karyawan_id: number;
  nama: string;
  target_sales_id: number | null;
  target_penjualan: number;
  penjualan: number;
  persen_penjualan: number | null;
  target_tagihan: number;
  tagihan: number;
  persen_tagihan: number | null;
}

export const formatPersen = (p: number | null) => (p === null ? 'Belum ada target' : `${String(p).replace('.', ',')}%`);
