/**
 * The screen routes of SPEC.md section 2 that need no record id, as written there (a route without a screen yet
 * leads to /error-404), and the hand-written pages outside the registry.
 */

/** Pages shown without a session. */
export const PUBLIC_PAGES = ['/login', '/forgot-password', '/token-expired', '/error-404', '/not-authorized'];

/** Hand-written pages of a signed-in user that no registry entry names. */
export const SIGNED_IN_PAGES = ['/dashboard', '/akun-pengguna', '/integritas', '/lapangan', '/lapangan/tutup-hari', '/laporan/laba-rugi', '/laporan/neraca', '/laporan/jurnal', '/laporan/sales',
  '/laporan/lpj', '/laporan/perubahan-modal', '/laporan/droping-sales', '/pajak/ppn-masukan', '/pajak/koreksi-fiskal'];

export const SPEC_ROUTES = [
  // General
  '/dashboard', '/rute', '/apk-versioning', '/setting', '/rank-sales', '/akun-pengguna', '/pengguna', '/level', '/menu',
  '/role-management', '/statusrole', '/jabatan', '/karyawan', '/penggajian', '/pencapaian', '/vendor', '/sales', '/konsumen',
  '/konsumen/tipe', '/ajuankonsumen', '/analisis', '/analisis/add', '/supplier',
  // Accounting
  '/akun', '/kategori-akun', '/jurnal', '/kas', '/transaksi', '/hutang', '/hutang-perusahaan', '/setoran', '/pembayaran/belum',
  '/pembayaran/sudah', '/collection', '/biaya', '/biaya/detail', '/ajuanbiaya', '/biaya-operasional', '/biaya-entertain',
  '/biaya-pajak', '/barang-entertain', '/bop', '/pengembalian-bop', '/reimburse', '/pengambilan-barang', '/pengambilan-barang/add',
  '/pengembalian', '/kategori-harga',
  // Goods and warehouse
  '/barang', '/barang/add', '/stock-in', '/satuan', '/kategori', '/bagian', '/teritori', '/konversi', '/gudang', '/pallet', '/palet',
  '/blok', '/rak', '/laci', '/penerimaan-barang', '/penyimpanan', '/penyimpanan/add', '/penempatan', '/stock-opname', '/ajuanbarang',
  '/mutasi', '/mutasi/add', '/request-mutasi', '/disposal-rusak', '/disposal-hilang',
  // Sales and purchasing
  '/penjualan', '/penjualan/create', '/pembelian', '/pembelian/add', '/retur-konsumen', '/retur-supplier', '/retur-supplier/add',
  // Vehicles
  '/kendaraan', '/checklistkendaraan', '/ceklist', '/kendaraan/form-perbaikan', '/perbaikankendaraan', '/kendaraan-barang',
  // Assets
  '/asset', '/asset/add', '/asset-kategori', '/asset-blok', '/asset-pengadaan', '/asset-penyimpanan', '/asset-penyimpanan/add',
  '/asset-penyimpanan/add-empty', '/asset-peminjaman', '/asset-peminjaman/add', '/asset-pengembalian', '/asset-penjualan',
  '/asset-mutasi-request', '/asset-mutasi-entry', '/asset-audit', '/asset-disposal/rusak', '/asset-disposal/rusak/add',
  '/asset-disposal/hilang', '/asset-disposal/hilang/add', '/asset-disposal/perbaikan', '/asset-disposal/perbaikan/add',
  '/asset-laporan', '/asset-penyusutan',
  // Reports
  '/laporan/jurnal', '/laporan/perubahan-modal', '/laporan/droping-sales', '/laporan/laba-rugi', '/laporan/sales', '/laporan/lpj',
];
