/**
 * Base data: a standard Indonesian chart of accounts for a distributor (SAK ETAP style numbering): kategori
 * code → accounts as [kode, nama, tipe] with tipe debit=1, kredit=2, debit_kredit=3. Every company starts with
 * it; a new account here reaches existing databases at their next start (server/db/base/apply.ts).
 */
export const AKUN_KATEGORI: Array<[string, string, 'neraca' | 'laba_rugi']> = [
  ['1', 'Aset', 'neraca'], ['2', 'Kewajiban', 'neraca'], ['3', 'Ekuitas', 'neraca'], ['4', 'Pendapatan', 'laba_rugi'],
  ['5', 'Harga Pokok Penjualan', 'laba_rugi'], ['6', 'Beban Operasional', 'laba_rugi'], ['7', 'Pendapatan Lain-lain', 'laba_rugi'],
  ['8', 'Beban Lain-lain', 'laba_rugi'],
];

export const AKUN: Array<[string, string, 1 | 2 | 3]> = [
  ['1-1100', 'Kas Besar', 1], ['1-1110', 'Kas Kecil', 1], ['1-1200', 'Bank BCA', 1], ['1-1210', 'Bank Mandiri', 1], ['1-1300', 'Piutang Usaha', 1], ['1-1310', 'Piutang Giro', 1],
  ['1-1320', 'Piutang Karyawan', 1], ['1-1330', 'Piutang Retur Supplier', 1], ['1-1400', 'Persediaan Barang Dagang', 1], ['1-1500', 'Uang Muka BOP', 1], ['1-1600', 'PPN Masukan', 1],
  // PPN paid over in a month (issue 37): the month's closing moves the surplus of input over output tax here.
  ['1-1610', 'PPN Lebih Bayar', 1],
  ['1-1700', 'Biaya Dibayar Dimuka', 1], ['1-2100', 'Tanah', 1], ['1-2200', 'Bangunan', 1], ['1-2300', 'Kendaraan', 1],
  ['1-2400', 'Peralatan Kantor', 1], ['1-2500', 'Peralatan Gudang', 1], ['1-2900', 'Akumulasi Penyusutan Aset Tetap', 2],
  // The asset register's own accounts (issue 15): their balances are kept equal to the register by its documents.
  ['1-2610', 'Inventaris Kantor (Register Aset)', 1], ['1-2620', 'Peralatan Elektronik (Register Aset)', 1],
  ['1-2630', 'Kendaraan Operasional (Register Aset)', 1], ['1-2640', 'Mesin dan Peralatan Gudang (Register Aset)', 1],
  ['1-2910', 'Akum. Penyusutan Inventaris Kantor', 2], ['1-2920', 'Akum. Penyusutan Peralatan Elektronik', 2],
  ['1-2930', 'Akum. Penyusutan Kendaraan Operasional', 2], ['1-2940', 'Akum. Penyusutan Mesin dan Peralatan Gudang', 2],
  ['2-1100', 'Hutang Dagang', 2], ['2-1110', 'Hutang Pembelian Supplier', 2], ['2-1200', 'Hutang Gaji', 2], ['2-1300', 'PPN Keluaran', 2], ['2-1310', 'Hutang PPN', 2], ['2-1400', 'Hutang PPh 21', 2], ['2-1410', 'Hutang PPh Badan', 2], ['2-1420', 'Hutang PPh 23', 2], ['2-1430', 'Hutang BPJS', 2],
  ['2-1500', 'Hutang Lain-lain', 2], ['2-1700', 'Uang Muka Konsumen', 2], ['2-1510', 'Biaya Masih Harus Dibayar', 2], ['2-1600', 'Hutang Reimburse BOP', 2], ['2-2100', 'Hutang Bank Jangka Panjang', 2],
  ['3-1100', 'Modal Disetor', 2], ['3-1200', 'Laba Ditahan', 2], ['3-1300', 'Laba Tahun Berjalan', 2], ['3-1400', 'Prive Pemilik', 1],
  ['3-1900', 'Ekuitas Saldo Awal', 2],
  ['4-1100', 'Penjualan', 2], ['4-1200', 'Retur Penjualan', 1], ['4-1300', 'Potongan Penjualan', 1],
  ['5-1100', 'Harga Pokok Penjualan', 1], ['5-1200', 'Selisih Persediaan', 3], ['5-1300', 'Kerugian Persediaan Rusak/Hilang', 1],
  ['5-1400', 'Potongan Pembelian', 2],
  ['6-1100', 'Beban Gaji', 1], ['6-1110', 'Beban BPJS Perusahaan', 1], ['6-1200', 'Beban Bahan Bakar', 1], ['6-1300', 'Beban Pemeliharaan Kendaraan', 1],
  ['6-1400', 'Beban Listrik, Air dan Telepon', 1], ['6-1500', 'Beban Sewa', 1], ['6-1600', 'Beban Entertain', 1],
  ['6-1700', 'Beban Operasional Gudang', 1], ['6-1800', 'Beban Penyusutan', 1], ['6-1900', 'Beban Pajak', 1],
  ['6-2000', 'Beban Pengambilan Barang', 1], ['6-2100', 'Beban Piutang Tak Tertagih', 1], ['6-2200', 'Beban Administrasi Bank', 1],
  ['6-2310', 'Beban Tol & Parkir', 1], ['6-2320', 'Beban Perlengkapan', 1], ['6-2330', 'Beban Kebersihan & Keamanan', 1],
  ['6-2340', 'Beban Hadiah Relasi', 1], ['6-2350', 'Beban Barang Entertain', 1], ['6-2360', 'Beban Sampel Produk', 1],
  ['6-2370', 'Beban Retribusi Daerah', 1], ['6-2390', 'Beban Operasional Lain-lain', 1],
  ['6-2400', 'Beban Pemeliharaan Aset Tetap', 1],
  ['7-1100', 'Pendapatan Bunga Bank', 2], ['7-1200', 'Laba Penjualan Aset', 2], ['7-1300', 'Selisih Lebih Setoran', 2],
  ['8-1100', 'Beban Bunga', 1], ['8-1200', 'Rugi Penjualan Aset', 1], ['8-1300', 'Selisih Kurang Setoran', 1],
  // Cash sales rounded down at the point of sale (common/pembulatan.ts).
  ['8-1400', 'Selisih Pembulatan Penjualan', 1],
  // Final income tax the bank withholds from interest (PP 131/2000, 20 %): the rule PAJAK BUNGA posts it (issue 40).
  ['8-1500', 'Beban PPh Final Bunga Bank', 1],
  // Income tax of the year (PPh Badan / PPh Final UMKM), shown as its own line under Laba Sebelum Pajak.
  ['8-9000', 'Beban Pajak Penghasilan', 1],
];

const SALES = 'beban_usaha:penjualan';
const UMUM = 'beban_usaha:umum';
/**
 * Statement group (common/akun-grup.ts) of every account of the standard chart: where the Neraca and Laba Rugi
 * report it (issue 36). Written with the account; an existing company gains it at its next start where its
 * account has none.
 */
export const GRUP_LAPORAN: Record<string, string> = {
  ...Object.fromEntries(['1-1100', '1-1110', '1-1200', '1-1210', '1-1300', '1-1310', '1-1320', '1-1330', '1-1400', '1-1500', '1-1600', '1-1610', '1-1700'].map((k) => [k, 'aset_lancar'])),
  ...Object.fromEntries(['1-2100', '1-2200', '1-2300', '1-2400', '1-2500', '1-2610', '1-2620', '1-2630', '1-2640'].map((k) => [k, 'aset_tetap'])),
  ...Object.fromEntries(['1-2900', '1-2910', '1-2920', '1-2930', '1-2940'].map((k) => [k, 'akumulasi_penyusutan'])),
  ...Object.fromEntries(['2-1100', '2-1110', '2-1200', '2-1300', '2-1310', '2-1400', '2-1410', '2-1420', '2-1430', '2-1500', '2-1510', '2-1600', '2-1700'].map((k) => [k, 'liabilitas_pendek'])),
  '2-2100': 'liabilitas_panjang',
  '3-1100': 'ekuitas', '3-1900': 'ekuitas', '3-1200': 'saldo_laba', '3-1300': 'saldo_laba', '3-1400': 'prive',
  '4-1100': 'penjualan', '4-1200': 'retur_penjualan', '4-1300': 'potongan_penjualan',
  '5-1100': 'hpp', '5-1200': 'hpp', '5-1300': 'hpp', '5-1400': 'hpp',
  '6-1100': 'beban_usaha:pegawai', '6-1110': 'beban_usaha:pegawai', '6-1200': SALES, '6-1300': SALES, '6-1400': UMUM, '6-1500': UMUM, '6-1600': SALES, '6-1700': SALES,
  '6-1800': 'beban_usaha:penyusutan', '6-1900': UMUM, '6-2000': SALES, '6-2100': UMUM, '6-2200': UMUM, '6-2310': SALES, '6-2320': UMUM,
  '6-2330': UMUM, '6-2340': SALES, '6-2350': SALES, '6-2360': SALES, '6-2370': SALES, '6-2390': UMUM, '6-2400': UMUM,
  '7-1100': 'pendapatan_lain', '7-1200': 'pendapatan_lain', '7-1300': 'pendapatan_lain',
  '8-1100': 'beban_lain', '8-1200': 'beban_lain', '8-1300': 'beban_lain', '8-1400': 'beban_lain', '8-1500': 'beban_lain', '8-9000': 'pajak_penghasilan',
};

/** Settings → the account code each kind of posting uses. */
export const POSTING_ACCOUNTS: Record<string, string> = {
  akun_persediaan_id: '1-1400', akun_hutang_dagang_id: '2-1100', akun_piutang_id: '1-1300', akun_penjualan_id: '4-1100',
  akun_hpp_id: '5-1100', akun_selisih_persediaan_id: '5-1200', akun_kerugian_persediaan_id: '5-1300', akun_modal_id: '3-1900',
  akun_kas_id: '1-1100', akun_piutang_giro_id: '1-1310', akun_ppn_keluaran_id: '2-1300', akun_potongan_penjualan_id: '4-1300',
  akun_retur_penjualan_id: '4-1200', akun_piutang_tak_tertagih_id: '6-2100', akun_selisih_lebih_setoran_id: '7-1300',
  akun_selisih_kurang_setoran_id: '8-1300', akun_hutang_supplier_id: '2-1110', akun_ppn_masukan_id: '1-1600', akun_piutang_supplier_id: '1-1330',
  akun_beban_perbaikan_kendaraan_id: '6-1300', akun_beban_gaji_id: '6-1100', akun_hutang_gaji_id: '2-1200', akun_piutang_karyawan_id: '1-1320',
  akun_uang_muka_bop_id: '1-1500', akun_hutang_bop_id: '2-1600', akun_pembulatan_id: '8-1400', akun_laba_ditahan_id: '3-1200',
  akun_hutang_ppn_id: '2-1310', akun_ppn_lebih_bayar_id: '1-1610', akun_hutang_pph23_id: '2-1420',
  akun_hutang_pph21_id: '2-1400', akun_beban_bpjs_id: '6-1110', akun_hutang_bpjs_id: '2-1430',
  akun_beban_adm_bank_id: '6-2200', akun_uang_muka_konsumen_id: '2-1700',
};

/** Balance-sheet layout: account code → position. */
export const NERACA: Array<[string, string]> = [
  ['1-1100', 'aset_lancar'], ['1-1110', 'aset_lancar'], ['1-1200', 'aset_lancar'],
  ['1-1210', 'aset_lancar'], ['1-1300', 'aset_lancar'], ['1-1310', 'aset_lancar'], ['1-1320', 'aset_lancar'], ['1-1330', 'aset_lancar'], ['1-1400', 'aset_lancar'],
  ['1-1500', 'aset_lancar'], ['1-1600', 'aset_lancar'], ['1-1610', 'aset_lancar'], ['1-1700', 'aset_lancar'], ['1-2100', 'aset_tetap'], ['1-2200', 'aset_tetap'],
  ['1-2300', 'aset_tetap'], ['1-2400', 'aset_tetap'], ['1-2500', 'aset_tetap'], ['1-2900', 'aset_tetap'],
  ['1-2610', 'aset_tetap'], ['1-2620', 'aset_tetap'], ['1-2630', 'aset_tetap'], ['1-2640', 'aset_tetap'],
  ['1-2910', 'aset_tetap'], ['1-2920', 'aset_tetap'], ['1-2930', 'aset_tetap'], ['1-2940', 'aset_tetap'],
  ['2-1100', 'kewajiban_pendek'], ['2-1110', 'kewajiban_pendek'], ['2-1200', 'kewajiban_pendek'], ['2-1300', 'kewajiban_pendek'], ['2-1310', 'kewajiban_pendek'], ['2-1400', 'kewajiban_pendek'], ['2-1410', 'kewajiban_pendek'], ['2-1420', 'kewajiban_pendek'], ['2-1430', 'kewajiban_pendek'],
  ['2-1500', 'kewajiban_pendek'], ['2-1510', 'kewajiban_pendek'], ['2-1600', 'kewajiban_pendek'], ['2-1700', 'kewajiban_pendek'], ['2-2100', 'kewajiban_panjang'], ['3-1100', 'ekuitas'], ['3-1200', 'ekuitas'], ['3-1300', 'ekuitas'],
  ['3-1400', 'ekuitas'], ['3-1900', 'ekuitas'],
];
