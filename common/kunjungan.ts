/**
 * A salesperson's visit to a shop (issue 39): its outcome, the reason a shop was not sold to, and whether the
 * phone could record where it happened. One list for the registry's options (resources/lapangan.ts), the server's
 * day plan (server/domain/lapangan/kunjungan-hari.ts) and the phone's screens.
 */
export interface Pilihan<V extends string = string> { value: V; label: string }

export const STATUS_KUNJUNGAN = [
  { value: 'terjual', label: 'Dikunjungi, ada penjualan' },
  { value: 'tanpa_penjualan', label: 'Dikunjungi tanpa penjualan' },
  { value: 'dilewati', label: 'Dilewati' },
] as const satisfies readonly Pilihan[];
export type StatusKunjungan = (typeof STATUS_KUNJUNGAN)[number]['value'];

/** The day plan's state of a shop: not visited yet, or one of the visit outcomes. */
export type StatusRencana = 'belum' | StatusKunjungan;
export const STATUS_RENCANA_LABEL: Record<StatusRencana, string> = {
  belum: 'Belum dikunjungi', terjual: 'Dikunjungi, ada penjualan', tanpa_penjualan: 'Dikunjungi tanpa penjualan', dilewati: 'Dilewati',
};

export const ALASAN_KUNJUNGAN = [
  { value: 'toko_tutup', label: 'Toko tutup' },
  { value: 'stok_masih_ada', label: 'Stok toko masih ada' },
  { value: 'pemilik_tidak_ada', label: 'Pemilik/pembeli tidak ada' },
  { value: 'belum_ada_uang', label: 'Belum ada uang' },
  { value: 'harga_tidak_cocok', label: 'Harga tidak cocok' },
  { value: 'tidak_sempat', label: 'Tidak sempat (waktu habis)' },
  { value: 'lainnya', label: 'Lainnya' },
] as const satisfies readonly Pilihan[];
export type AlasanKunjungan = (typeof ALASAN_KUNJUNGAN)[number]['value'];

export const LOKASI_KUNJUNGAN = [
  { value: 'ada', label: 'Lokasi tercatat' },
  { value: 'ditolak', label: 'Izin lokasi ditolak' },
  { value: 'tidak_tersedia', label: 'Lokasi tidak tersedia' },
] as const satisfies readonly Pilihan[];
export type LokasiKunjungan = (typeof LOKASI_KUNJUNGAN)[number]['value'];

/** The statuses that need a reason (a shop visited without a sale, or skipped). */
export const STATUS_BERALASAN: readonly StatusKunjungan[] = ['tanpa_penjualan', 'dilewati'];

/** Why counted goods differ from what the day close expected to remain in the vehicle. */
export const ALASAN_SELISIH_BARANG = [
  { value: 'rusak', label: 'Rusak' },
  { value: 'hilang', label: 'Hilang' },
  { value: 'salah_hitung_muat', label: 'Salah hitung saat muat' },
  { value: 'lebih_ditemukan', label: 'Barang lebih ditemukan' },
  { value: 'lainnya', label: 'Lainnya' },
] as const satisfies readonly Pilihan[];
export type AlasanSelisihBarang = (typeof ALASAN_SELISIH_BARANG)[number]['value'];

/** The four kinds of money a day close counts (the deposit's groups). */
export const TIPE_UANG = [
  { value: 'tunai', label: 'Tunai' },
  { value: 'transfer', label: 'Transfer & QRIS' },
  { value: 'giro', label: 'Giro' },
  { value: 'nota_putih', label: 'Nota Putih (Kredit)' },
] as const satisfies readonly Pilihan[];
export type TipeUang = (typeof TIPE_UANG)[number]['value'];

export const labelOf = (list: readonly Pilihan[], value: string | null | undefined): string => list.find((o) => o.value === value)?.label ?? String(value ?? '');

/** A reason's label by value (the phone's visit list). */
export const ALASAN_LABEL: Record<string, string> = Object.fromEntries(ALASAN_KUNJUNGAN.map((s) => [s.value, s.label]));
