/** Answers of the cost overview calls (server/domain/biaya/reports.ts). */
export interface Jumlah { jumlah: number; total: number }
export interface DashboardPembayaran {
  jenis: string;
  status: Array<{ value: string; label: string } & Jumlah>;
  kas: Array<{ kas_id: number; nama: string } & Jumlah>;
  tunai: Jumlah; transfer: Jumlah; giro: Jumlah;
  belum: number; sudah: number;
}
export interface RekapRow { jenis: string; label: string; kategori: string; kategori_label: string; akun_kode: string | null; akun_nama: string | null; periode: string; dokumen: number; total: number }
export interface Rekap { data: RekapRow[]; per_jenis: Array<{ jenis: string; label: string; total: number }>; grand_total: number }
export interface DokumenBiaya {
  id: string; jenis: string; label: string; dokumen_id: number; nomor: string; tanggal: string; total: number; status: string; status_label: string;
  penerima: string | null; path: string; langkah?: string;
}
/** The detail page of a document of a kind: its list path + /:id/show. */
export const detailPath = (d: Pick<DokumenBiaya, 'path' | 'dokumen_id'>) => `${d.path}/${d.dokumen_id}/show`;
