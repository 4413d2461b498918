/**
 * Statement groups (issue 36): which line of the Neraca, Laba Rugi or Perubahan Modal an account reports under.
 * Each account of the chart carries one (`akun.grup_laporan`, base data for the standard chart, editable by the
 * admin); the statements are built from these groups only. The shapes follow SAK EMKM / SAK ETAP: Laporan Posisi
 * Keuangan (current / non-current assets, short / long-term liabilities, equity) and Laporan Laba Rugi by function
 * (net sales, cost of goods sold, gross profit, operating expenses, operating profit, other income and expenses,
 * profit before tax, income tax, net profit).
 */

export interface GroupDef {
  value: string;
  label: string;
  /** Where the group reports: the balance sheet (`neraca`) or the income statement (`laba_rugi`). */
  statement: 'neraca' | 'laba_rugi';
}

/** Operating expense groups (Beban Usaha), in the order the income statement lists them. */
export const BEBAN_USAHA: Array<[key: string, label: string]> = [
  ['pegawai', 'Beban Pegawai'],
  ['penjualan', 'Beban Penjualan dan Distribusi'],
  ['umum', 'Beban Umum dan Administrasi'],
  ['penyusutan', 'Beban Penyusutan'],
];

export const GROUPS: GroupDef[] = [
  { value: 'aset_lancar', label: 'Aset Lancar', statement: 'neraca' },
  { value: 'aset_tetap', label: 'Aset Tetap', statement: 'neraca' },
  { value: 'akumulasi_penyusutan', label: 'Akumulasi Penyusutan', statement: 'neraca' },
  { value: 'aset_lain', label: 'Aset Tidak Lancar Lainnya', statement: 'neraca' },
  { value: 'liabilitas_pendek', label: 'Liabilitas Jangka Pendek', statement: 'neraca' },
  { value: 'liabilitas_panjang', label: 'Liabilitas Jangka Panjang', statement: 'neraca' },
  { value: 'ekuitas', label: 'Ekuitas: Modal', statement: 'neraca' },
  { value: 'prive', label: 'Ekuitas: Prive', statement: 'neraca' },
  { value: 'saldo_laba', label: 'Ekuitas: Saldo Laba', statement: 'neraca' },
  { value: 'penjualan', label: 'Penjualan', statement: 'laba_rugi' },
  { value: 'retur_penjualan', label: 'Retur Penjualan', statement: 'laba_rugi' },
  { value: 'potongan_penjualan', label: 'Potongan Penjualan', statement: 'laba_rugi' },
  { value: 'hpp', label: 'Harga Pokok Penjualan', statement: 'laba_rugi' },
  ...BEBAN_USAHA.map(([key, label]): GroupDef => ({ value: `beban_usaha:${key}`, label: `Beban Usaha: ${label}`, statement: 'laba_rugi' })),
  { value: 'pendapatan_lain', label: 'Pendapatan Lain-lain', statement: 'laba_rugi' },
  { value: 'beban_lain', label: 'Beban Lain-lain', statement: 'laba_rugi' },
  { value: 'pajak_penghasilan', label: 'Pajak Penghasilan', statement: 'laba_rugi' },
];

export const GROUP_OPTIONS = GROUPS.map((g) => ({ value: g.value, label: g.label }));

export const groupDef = (value: string | null | undefined): GroupDef | undefined => GROUPS.find((g) => g.value === value);
