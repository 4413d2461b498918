/**
 * A standard Indonesian chart of accounts for a distributor (SAK ETAP style numbering): kategori code →
 * accounts as [kode, nama, tipe] with tipe debit=1, kredit=2, debit_kredit=3.
 */
export const AKUN_KATEGORI: Array<[string, string, 'neraca' | 'laba_rugi']> = [
  ['1', 'Aset', 'neraca'], ['2', 'Kewajiban', 'neraca'], ['3', 'Ekuitas', 'neraca'], ['4', 'Pendapatan', 'laba_rugi'],
  ['5', 'Harga Pokok Penjualan', 'laba_rugi'], ['6', 'Beban Operasional', 'laba_rugi'], ['7', 'Pendapatan Lain-lain', 'laba_rugi'],
  ['8', 'Beban Lain-lain', 'laba_rugi'],
];

export const AKUN: Array<[string, string, 1 | 2 | 3]> = [
  ['1-1100', 'Kas Besar', 1], ['1-1110', 'Kas Kecil', 1], ['1-1120', 'Kas Sales - Budi Prasetyo', 1], ['1-1121', 'Kas Sales - Andi Saputra', 1],
  ['1-1200', 'Bank BCA', 1], ['1-1210', 'Bank Mandiri', 1], ['1-1300', 'Piutang Usaha', 1], ['1-1310', 'Piutang Giro', 1],
  ['1-1320', 'Piutang Karyawan', 1], ['1-1400', 'Persediaan Barang Dagang', 1], ['1-1500', 'Uang Muka BOP', 1], ['1-1600', 'PPN Masukan', 1],
  ['1-1700', 'Biaya Dibayar Dimuka', 1], ['1-2100', 'Tanah', 1], ['1-2200', 'Bangunan', 1], ['1-2300', 'Kendaraan', 1],
  ['1-2400', 'Peralatan Kantor', 1], ['1-2500', 'Peralatan Gudang', 1], ['1-2900', 'Akumulasi Penyusutan Aset Tetap', 2],
  ['2-1100', 'Hutang Dagang', 2], ['2-1200', 'Hutang Gaji', 2], ['2-1300', 'PPN Keluaran', 2], ['2-1400', 'Hutang PPh 21', 2],
  ['2-1500', 'Hutang Lain-lain', 2], ['2-2100', 'Hutang Bank Jangka Panjang', 2],
  ['3-1100', 'Modal Disetor', 2], ['3-1200', 'Laba Ditahan', 2], ['3-1300', 'Laba Tahun Berjalan', 2], ['3-1400', 'Prive Pemilik', 1],
  ['3-1900', 'Ekuitas Saldo Awal', 2],
  ['4-1100', 'Penjualan', 2], ['4-1200', 'Retur Penjualan', 1], ['4-1300', 'Potongan Penjualan', 1],
  ['5-1100', 'Harga Pokok Penjualan', 1], ['5-1200', 'Selisih Persediaan', 3], ['5-1300', 'Kerugian Persediaan Rusak/Hilang', 1],
  ['5-1400', 'Potongan Pembelian', 2],
  ['6-1100', 'Beban Gaji', 1], ['6-1200', 'Beban Bahan Bakar', 1], ['6-1300', 'Beban Pemeliharaan Kendaraan', 1],
  ['6-1400', 'Beban Listrik, Air dan Telepon', 1], ['6-1500', 'Beban Sewa', 1], ['6-1600', 'Beban Entertain', 1],
  ['6-1700', 'Beban Operasional Gudang', 1], ['6-1800', 'Beban Penyusutan', 1], ['6-1900', 'Beban Pajak', 1],
  ['6-2000', 'Beban Pengambilan Barang', 1], ['6-2100', 'Beban Piutang Tak Tertagih', 1], ['6-2200', 'Beban Administrasi Bank', 1],
  ['7-1100', 'Pendapatan Bunga Bank', 2], ['7-1200', 'Laba Penjualan Aset', 2], ['7-1300', 'Selisih Lebih Setoran', 2],
  ['8-1100', 'Beban Bunga', 1], ['8-1200', 'Rugi Penjualan Aset', 1], ['8-1300', 'Selisih Kurang Setoran', 1],
];

/** Settings → the account code each kind of posting uses. */
export const POSTING_ACCOUNTS: Record<string, string> = {
  akun_persediaan_id: '1-1400', akun_hutang_dagang_id: '2-1100', akun_piutang_id: '1-1300', akun_penjualan_id: '4-1100',
  akun_hpp_id: '5-1100', akun_selisih_persediaan_id: '5-1200', akun_kerugian_persediaan_id: '5-1300', akun_modal_id: '3-1900',
  akun_kas_id: '1-1100',
};

/** Balance-sheet layout: account code → position. */
export const NERACA: Array<[string, string]> = [
  ['1-1100', 'aset_lancar'], ['1-1110', 'aset_lancar'], ['1-1120', 'aset_lancar'], ['1-1121', 'aset_lancar'], ['1-1200', 'aset_lancar'],
  ['1-1210', 'aset_lancar'], ['1-1300', 'aset_lancar'], ['1-1310', 'aset_lancar'], ['1-1320', 'aset_lancar'], ['1-1400', 'aset_lancar'],
  ['1-1500', 'aset_lancar'], ['1-1600', 'aset_lancar'], ['1-1700', 'aset_lancar'], ['1-2100', 'aset_tetap'], ['1-2200', 'aset_tetap'],
  ['1-2300', 'aset_tetap'], ['1-2400', 'aset_tetap'], ['1-2500', 'aset_tetap'], ['1-2900', 'aset_tetap'],
  ['2-1100', 'kewajiban_pendek'], ['2-1200', 'kewajiban_pendek'], ['2-1300', 'kewajiban_pendek'], ['2-1400', 'kewajiban_pendek'],
  ['2-1500', 'kewajiban_pendek'], ['2-2100', 'kewajiban_panjang'], ['3-1100', 'ekuitas'], ['3-1200', 'ekuitas'], ['3-1300', 'ekuitas'],
  ['3-1400', 'ekuitas'], ['3-1900', 'ekuitas'],
];

/** Opening balances (debit positive, credit negative), posted as one journal; equity balances them. */
export const OPENING_BALANCES: Array<[string, number]> = [
  ['1-1100', 45_000_000], ['1-1110', 5_000_000], ['1-1120', 1_500_000], ['1-1121', 1_500_000], ['1-1200', 385_000_000],
  ['1-1210', 142_500_000], ['1-2200', 750_000_000], ['1-2300', 620_000_000], ['1-2400', 48_000_000], ['1-2500', 96_000_000],
  ['1-2900', -214_000_000], ['2-1200', -38_500_000], ['2-2100', -300_000_000], ['3-1100', -1_000_000_000],
];

/** Cash and bank accounts with their holders (demo user names) and ledger account codes. */
export const KAS: Array<{ kode: string; nama: string; jenis: 'tunai' | 'bank'; akun: string; pemegang?: string; bank?: string; no_rekening?: string }> = [
  { kode: 'KAS-01', nama: 'Kas Besar', jenis: 'tunai', akun: '1-1100', pemegang: 'finance' },
  { kode: 'KAS-02', nama: 'Kas Kecil Gudang', jenis: 'tunai', akun: '1-1110', pemegang: 'gudang' },
  { kode: 'KAS-S1', nama: 'Kas Sales Budi', jenis: 'tunai', akun: '1-1120', pemegang: 'sales1' },
  { kode: 'KAS-S2', nama: 'Kas Sales Andi', jenis: 'tunai', akun: '1-1121', pemegang: 'sales2' },
  { kode: 'BCA-01', nama: 'BCA Operasional', jenis: 'bank', akun: '1-1200', bank: 'BCA', no_rekening: '437-0812-556' },
  { kode: 'MDR-01', nama: 'Mandiri Penerimaan', jenis: 'bank', akun: '1-1210', bank: 'Mandiri', no_rekening: '130-00-1928374-6' },
];
