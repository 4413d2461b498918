/**
 * A shop visit's states and the reasons a visit ends without a sale (issue 39): the registry's options of
 * `kunjungan`, the phone's visit list and its dialog read the same lists.
 */
export const STATUS_KUNJUNGAN = [
  { value: 'terjual', label: 'Dikunjungi, ada penjualan' },
  { value: 'tanpa_penjualan', label: 'Dikunjungi tanpa penjualan' },
  { value: 'dilewati', label: 'Dilewati' },
] as const;

export const ALASAN_KUNJUNGAN = [
  { value: 'toko_tutup', label: 'Toko tutup' },
  { value: 'stok_masih_ada', label: 'Stok toko masih ada' },
  { value: 'pemilik_tidak_ada', label: 'Pemilik/pembeli tidak ada' },
  { value: 'belum_ada_uang', label: 'Belum ada uang' },
  { value: 'harga_tidak_cocok', label: 'Harga tidak cocok' },
  { value: 'tidak_sempat', label: 'Tidak sempat (waktu habis)' },
  { value: 'lainnya', label: 'Lainnya' },
] as const;

export const LOKASI_KUNJUNGAN = [
  { value: 'ada', label: 'Lokasi tercatat' },
  { value: 'ditolak', label: 'Izin lokasi ditolak' },
  { value: 'tidak_tersedia', label: 'Lokasi tidak tersedia' },
] as const;

/** Labels by value, with "belum" (no visit yet), a state no row carries. */
export const STATUS_KUNJUNGAN_LABEL: Record<string, string> = { belum: 'Belum', ...Object.fromEntries(STATUS_KUNJUNGAN.map((s) => [s.value, s.label])) };
export const ALASAN_LABEL: Record<string, string> = Object.fromEntries(ALASAN_KUNJUNGAN.map((s) => [s.value, s.label]));
