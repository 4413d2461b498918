/** Accounting: chart of accounts, journals, cash accounts, balance-sheet layout, settings. */
import { KATEGORI_MERCHANT } from '../../common/bank.js';
import { KAS_JENIS } from '../../common/kas.js';
import type { FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, keterangan, kode, nama, urutan } from '../fields.js';
import { GROUP_OPTIONS } from '../../common/akun-grup.js';

/** Balances the ledger keeps on the account (never accepted from /input). */
const saldoFields: FieldDef[] = [
  { name: 'debit_total', kind: 'money', label: 'Total Debit', readOnly: true, default: 0 },
  { name: 'kredit_total', kind: 'money', label: 'Total Kredit', readOnly: true, default: 0 },
  { name: 'saldo', kind: 'money', label: 'Saldo', readOnly: true, default: 0, sortable: true, list: true },
];

const akunRef = (name: string, label: string, required = false): FieldDef => ({ name, kind: 'ref', ref: 'akun', label, required });

export const keuanganResources: ResourceDef[] = [
  {
    name: 'akun-kategori', label: 'Kategori Akun', labelPlural: 'Kategori Akun', menu: '/kategori-akun', path: '/kategori-akun',
    icon: 'AccountTree', titleField: 'nama', defaultSort: { field: 'urutan', order: 'ASC' },
    ordering: { field: 'urutan', path: 'akun-kategori-order' },
    fields: [
      kode(), nama('Nama Kategori'),
      { name: 'posisi', kind: 'enum', label: 'Laporan', required: true, filterable: true, list: true, options: [{ value: 'neraca', label: 'Neraca' }, { value: 'laba_rugi', label: 'Laba Rugi' }] },
      urutan,
    ],
  },
  {
    name: 'akun', label: 'Akun', labelPlural: 'Akun', menu: '/akun', path: '/akun', icon: 'AccountBalance',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, views: { show: 'AkunInfo' },
    aliases: ['/akun/info/:id'],
    fields: [
      kode('Kode Akun'), nama('Nama Akun'),
      { name: 'akun_kategori_id', kind: 'ref', ref: 'akun-kategori', label: 'Kategori', required: true, filterable: true, list: true },
      {
        name: 'tipe', kind: 'enum', label: 'Saldo Normal', required: true, filterable: true, list: true,
        options: [{ value: 1, label: 'Debit' }, { value: 2, label: 'Kredit' }, { value: 3, label: 'Debit/Kredit' }],
      },
      {
        name: 'grup_laporan', kind: 'enum', label: 'Grup Laporan', filterable: true, list: true, options: GROUP_OPTIONS,
        help: 'Baris Neraca / Laba Rugi tempat akun ini dilaporkan; kosong = menurut kategori',
      },
      keterangan, aktif, ...saldoFields,
    ],
  },
  {
    name: 'akun-neraca', label: 'Akun Neraca', labelPlural: 'Akun Neraca', menu: '/akun-neraca', path: '/akun-neraca',
    icon: 'Balance', titleField: 'id', defaultSort: { field: 'urutan', order: 'ASC' },
    fields: [
      { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun', required: true, unique: true, list: true, filterable: true },
      {
        name: 'posisi', kind: 'enum', label: 'Posisi di Neraca', required: true, filterable: true, list: true,
        options: [
          { value: 'aset_lancar', label: 'Aset Lancar' }, { value: 'aset_tetap', label: 'Aset Tetap' },
          { value: 'kewajiban_pendek', label: 'Kewajiban Jangka Pendek' }, { value: 'kewajiban_panjang', label: 'Kewajiban Jangka Panjang' },
          { value: 'ekuitas', label: 'Ekuitas' },
        ],
      },
      urutan,
    ],
  },
  {
    name: 'kas', label: 'Kas', labelPlural: 'Kas & Bank', menu: '/kas', path: '/kas', icon: 'Savings',
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    screens: [{ path: '/kas-alur/:id', view: 'KasAlur', kind: 'show' }],
    fields: [
      kode('Kode Kas'), nama('Nama Kas'),
      {
        name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true, options: KAS_JENIS,
        help: 'Kas Besar, Kas Kecil dan Bank: uang perusahaan; Kas Sales: uang pegangan seorang sales sampai disetor',
      },
      { ...akunRef('akun_id', 'Akun Buku Besar', true), unique: true, list: true, help: 'Akun aset kas/bank tempat saldo dicatat' },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Pemegang', filterable: true, list: true },
      { name: 'bank', kind: 'text', label: 'Bank', max: 60 },
      { name: 'no_rekening', kind: 'text', label: 'No. Rekening', max: 40, searchable: true },
      aktif,
      { name: 'saldo', kind: 'money', label: 'Saldo', readOnly: true, default: 0, sortable: true, list: true },
    ],
  },
  {
    name: 'jurnal', label: 'Jurnal', labelPlural: 'Jurnal', menu: '/jurnal', path: '/jurnal', icon: 'MenuBook',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    // Posted journals are never deleted: /api/jurnal-batal posts the reversal; an update answers 409.
    operations: ['list', 'get', 'create', 'update'],
    // No state in which a journal may be edited: its screens open read-only (cancellation is its own call).
    workflow: { field: 'status', initial: 'posted', editableIn: [], transitions: [] },
    lines: { resource: 'jurnal-rincian', foreignKey: 'jurnal_id', field: 'rincian', sum: ['debit', 'kredit'] },
    // The year-end closing (server/domain/keuangan/tutup-buku.ts) has a menu of its own.
    screens: [{ path: '/tutup-buku', view: 'TutupBuku', kind: 'list', menu: '/tutup-buku' }],
    fields: [
      { name: 'nomor', kind: 'text', label: 'Nomor', readOnly: true, searchable: true, sortable: true, list: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true, list: true },
      { name: 'keterangan', kind: 'longtext', label: 'Keterangan', required: true, searchable: true, list: true },
      { name: 'sumber', kind: 'text', label: 'Sumber', readOnly: true, filterable: true, list: true, documentId: 'dokumen_id' },
      { name: 'dokumen_id', kind: 'int', label: 'ID Dokumen', readOnly: true, filterable: true },
      { name: 'total', kind: 'money', label: 'Total', readOnly: true, sortable: true, list: true },
      {
        name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, list: true,
        options: [{ value: 'posted', label: 'Diposting' }, { value: 'dibatalkan', label: 'Dibatalkan' }, { value: 'pembalik', label: 'Jurnal Pembalik' }],
      },
      { name: 'jurnal_asal_id', kind: 'ref', ref: 'jurnal', label: 'Membalik Jurnal', readOnly: true, filterable: true },
      { name: 'jurnal_pembalik_id', kind: 'ref', ref: 'jurnal', label: 'Dibalik Oleh', readOnly: true },
    ],
  },
  {
    name: 'jurnal-rincian', label: 'Transaksi', labelPlural: 'Transaksi', menu: '/transaksi', path: '/transaksi', icon: 'ReceiptLong',
    titleField: 'id', parent: 'jurnal', operations: ['list', 'get'], defaultSort: { field: 'tanggal', order: 'DESC' },
    fields: [
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', required: true, filterable: true, list: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal', readOnly: true, filterable: true, sortable: true, list: true },
      { ...akunRef('akun_id', 'Akun', true), filterable: true, list: true },
      { name: 'debit', kind: 'money', label: 'Debit', default: 0, min: 0, list: true },
      { name: 'kredit', kind: 'money', label: 'Kredit', default: 0, min: 0, list: true },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255, searchable: true, list: true },
    ],
  },
  {
    // Customer debts (receivables) per invoice, kept by server/ledger: `sisa` only falls through payments.
    // Created here only as an opening balance (saldo awal) of a customer's unpaid invoice; sales add their own.
    name: 'hutang', label: 'Hutang Konsumen', labelPlural: 'Hutang Konsumen', menu: '/hutang', path: '/hutang', icon: 'RequestQuote',
    titleField: 'nomor', operations: ['list', 'get', 'create'], importable: true, defaultSort: { field: 'jatuh_tempo', order: 'ASC' },
    scope: { field: 'konsumen_id', by: 'ref', levels: ['sales'] },
    fields: [
      { name: 'nomor', kind: 'text', label: 'Nomor', readOnly: true, max: 40, searchable: true, sortable: true, list: true },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', required: true, filterable: true, list: true },
      {
        name: 'sumber', kind: 'enum', label: 'Asal', readOnly: true, filterable: true, list: true,
        options: [{ value: 'saldo_awal', label: 'Saldo Awal' }, { value: 'penjualan', label: 'Penjualan' }, { value: 'giro_ditolak', label: 'Giro Ditolak' }],
      },
      { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan', readOnly: true, filterable: true },
      { name: 'no_faktur', kind: 'text', label: 'No. Faktur Asal', max: 40, searchable: true, list: true, help: 'Nomor faktur lama yang belum lunas' },
      { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true, list: true, defaultToday: true },
      { name: 'jatuh_tempo', kind: 'date', label: 'Jatuh Tempo', filterable: true, sortable: true, list: true, help: 'Kosong = tanggal + tempo pembayaran konsumen' },
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, sortable: true, list: true },
      { name: 'sisa', kind: 'money', label: 'Sisa', readOnly: true, default: 0, sortable: true, list: true },
      // Who collects it: the day close (Tutup Hari) hands a trip's unpaid nota putih to a collector.
      { name: 'penagih_id', kind: 'ref', ref: 'karyawan', label: 'Penagih', readOnly: true, filterable: true, list: true, listPriority: 3 },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255 },
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', readOnly: true },
    ],
  },
  {
    name: 'setting', label: 'Pengaturan', labelPlural: 'Pengaturan', menu: '/setting', path: '/setting', icon: 'Tune',
    titleField: 'nama_perusahaan', operations: ['list', 'get', 'update'], views: { list: 'SettingPage' },
    fields: [
      { name: 'nama_perusahaan', kind: 'text', label: 'Nama Perusahaan', required: true, max: 150 },
      { name: 'alamat', kind: 'longtext', label: 'Alamat' },
      { name: 'telepon', kind: 'phone', label: 'Telepon' },
      { name: 'email', kind: 'email', label: 'Email' },
      // The tax identity (issue 37, docs/taxes.md): the seller of every tax invoice.
      { name: 'pkp', kind: 'bool', label: 'Pengusaha Kena Pajak (PKP)', default: false, help: 'Perusahaan dikukuhkan sebagai PKP dan menerbitkan faktur pajak' },
      {
        name: 'npwp', kind: 'text', label: 'NPWP', digits: 16, requiredWhen: { field: 'pkp', in: [true] },
        help: '16 digit angka; NPWP lama 15 digit diawali 0 (titik dan strip boleh diketik)',
      },
      {
        name: 'nitku', kind: 'text', label: 'NITKU Tempat Usaha', digits: 22, requiredWhen: { field: 'pkp', in: [true] }, startsWithField: { field: 'npwp' },
        help: '22 digit: NPWP diikuti 6 digit nomor tempat kegiatan usaha (pusat: 000000)',
      },
      { name: 'kota', kind: 'text', label: 'Kota (untuk tanda tangan cetakan)', max: 60 },
      // The signature block of the financial statements (issue 36): who prepared, checked and approved them.
      { name: 'ttd_dibuat', kind: 'text', label: 'Laporan Keuangan Dibuat oleh', max: 100 },
      { name: 'ttd_diperiksa', kind: 'text', label: 'Laporan Keuangan Diperiksa oleh', max: 100 },
      { name: 'ttd_disetujui', kind: 'text', label: 'Laporan Keuangan Disetujui oleh', max: 100 },
      { name: 'tanggal_tutup_buku', kind: 'date', label: 'Tutup Buku s.d.', help: 'Tidak ada transaksi yang dapat diposting pada atau sebelum tanggal ini' },
      {
        // common/penyusutan.ts; the rule and its source in docs/money-and-dates.md.
        name: 'penyusutan_bulan_pertama', kind: 'enum', label: 'Penyusutan Bulan Perolehan', required: true, default: 'penuh',
        options: [{ value: 'penuh', label: 'Satu bulan penuh (UU PPh Pasal 11)' }, { value: 'harian', label: 'Prorata hari (sejak tanggal perolehan)' }],
        help: 'Penuh: aset disusutkan sebulan penuh sejak bulan perolehan, seperti aturan pajak; prorata: bulan pertama sebanding jumlah harinya',
      },
      akunRef('akun_persediaan_id', 'Akun Persediaan'),
      akunRef('akun_hutang_dagang_id', 'Akun Hutang Dagang'),
      akunRef('akun_piutang_id', 'Akun Piutang Usaha'),
      akunRef('akun_penjualan_id', 'Akun Penjualan'),
      akunRef('akun_hpp_id', 'Akun Harga Pokok Penjualan'),
      akunRef('akun_selisih_persediaan_id', 'Akun Selisih Persediaan'),
      akunRef('akun_kerugian_persediaan_id', 'Akun Kerugian Persediaan (Rusak/Hilang)'),
      akunRef('akun_modal_id', 'Akun Modal / Saldo Awal'),
      akunRef('akun_kas_id', 'Akun Kas Perusahaan'),
      akunRef('akun_piutang_giro_id', 'Akun Piutang Giro (giro belum cair)'),
      akunRef('akun_ppn_keluaran_id', 'Akun PPN Keluaran'),
      akunRef('akun_potongan_penjualan_id', 'Akun Potongan Penjualan'),
      akunRef('akun_retur_penjualan_id', 'Akun Retur Penjualan'),
      akunRef('akun_piutang_tak_tertagih_id', 'Akun Beban Piutang Tak Tertagih'),
      akunRef('akun_selisih_lebih_setoran_id', 'Akun Selisih Lebih Setoran'),
      akunRef('akun_selisih_kurang_setoran_id', 'Akun Selisih Kurang Setoran'),
      akunRef('akun_pembulatan_id', 'Akun Selisih Pembulatan Penjualan'),
      {
        name: 'pembulatan_tunai', kind: 'enum', label: 'Pembulatan Tunai', default: '100',
        options: [{ value: '0', label: 'Tanpa pembulatan' }, { value: '100', label: 'Rp. 100' }, { value: '500', label: 'Rp. 500' }, { value: '1000', label: 'Rp. 1.000' }],
        help: 'Penjualan tunai dibulatkan ke bawah; selisihnya ke akun selisih pembulatan',
      },
      akunRef('akun_hutang_supplier_id', 'Akun Hutang Pembelian Supplier'),
      akunRef('akun_ppn_masukan_id', 'Akun PPN Masukan'),
      akunRef('akun_hutang_ppn_id', 'Akun Hutang PPN (penutupan masa PPN)'),
      akunRef('akun_ppn_lebih_bayar_id', 'Akun PPN Lebih Bayar (penutupan masa PPN)'),
      akunRef('akun_hutang_pph23_id', 'Akun Hutang PPh 23 (dipotong saat membayar jasa/sewa)'),
      akunRef('akun_piutang_supplier_id', 'Akun Piutang Retur Supplier'),
      akunRef('akun_beban_perbaikan_kendaraan_id', 'Akun Beban Pemeliharaan Kendaraan'),
      akunRef('akun_beban_gaji_id', 'Akun Beban Gaji'),
      akunRef('akun_hutang_gaji_id', 'Akun Hutang Gaji'),
      akunRef('akun_piutang_karyawan_id', 'Akun Piutang Karyawan (kasbon)'),
      akunRef('akun_hutang_pph21_id', 'Akun Hutang PPh 21 (dipotong dari gaji)'),
      akunRef('akun_beban_bpjs_id', 'Akun Beban BPJS Perusahaan'),
      akunRef('akun_hutang_bpjs_id', 'Akun Hutang BPJS (iuran perusahaan dan karyawan)'),
      {
        name: 'jkk_kelas', kind: 'enum', label: 'Kelas Risiko JKK', default: '1',
        options: [['1', 'I (0,24 %)'], ['2', 'II (0,54 %)'], ['3', 'III (0,89 %)'], ['4', 'IV (1,27 %)'], ['5', 'V (1,74 %)']].map(([value, label]) => ({ value, label: `Kelas ${label}` })),
        help: 'Kelas risiko lingkungan kerja perusahaan untuk iuran Jaminan Kecelakaan Kerja; tarifnya di tabel Iuran BPJS',
      },
      akunRef('akun_uang_muka_bop_id', 'Akun Uang Muka BOP'),
      // Bank statements (issue 40): the QRIS fee of a settlement, and a customer's payment nobody told of.
      akunRef('akun_beban_adm_bank_id', 'Akun Beban Administrasi Bank (biaya MDR QRIS)'),
      akunRef('akun_uang_muka_konsumen_id', 'Akun Uang Muka Konsumen (transfer tanpa nota)'),
      {
        name: 'qris_kategori_merchant', kind: 'enum', label: 'Kategori Merchant QRIS', default: 'usaha_kecil', options: KATEGORI_MERCHANT,
        help: 'Menentukan tarif MDR QRIS (menu Tarif MDR QRIS) yang dipotong bank saat settlement',
      },
      akunRef('akun_hutang_bop_id', 'Akun Hutang Reimburse BOP'),
      akunRef('akun_laba_ditahan_id', 'Akun Laba Ditahan (tutup buku tahunan)'),
      { name: 'bop_batas_lpj_hari', kind: 'int', label: 'Batas LPJ BOP (hari)', min: 1, max: 365, default: 7, help: 'LPJ yang belum dilaporkan sekian hari setelah uang muka dibayar diingatkan ke Finance' },
      // A rate, like every `percent`, is stored in basis points (11% = 1100); the form shows and takes percent.
      { name: 'ppn_persen', kind: 'percent', label: 'Tarif PPN Cadangan', min: 0, max: 10_000, default: 1_100,
        help: 'Penjualan memakai Tarif PPN yang berlaku pada tanggalnya (menu Tarif PPN: 12% × 11/12 sejak 2025); tarif ini hanya untuk tanggal sebelum tarif pertama di tabel itu' },
    ],
  },
];

export const keuanganMenus: MenuNode[] = [
  {
    name: 'Akuntansi', icon: 'AccountBalance', url: '/akuntansi', children: [
      { name: 'Akun', icon: 'AccountBalance', url: '/akun' },
      { name: 'Kategori Akun', icon: 'AccountTree', url: '/kategori-akun' },
      { name: 'Akun Neraca', icon: 'Balance', url: '/akun-neraca' },
      { name: 'Jurnal', icon: 'MenuBook', url: '/jurnal' },
      { name: 'Transaksi', icon: 'ReceiptLong', url: '/transaksi' },
      { name: 'Kas & Bank', icon: 'Savings', url: '/kas' },
      { name: 'Mutasi Bank', icon: 'AccountBalance', url: '/mutasi-bank' },
      { name: 'Aturan Mutasi Bank', icon: 'Rule', url: '/aturan-bank' },
      { name: 'Hutang Konsumen', icon: 'RequestQuote', url: '/hutang' },
      { name: 'Integritas Data', icon: 'VerifiedUser', url: '/integritas' },
      { name: 'Tutup Buku', icon: 'History', url: '/tutup-buku' },
      { name: 'Pengaturan Perusahaan', icon: 'Tune', url: '/setting' },
    ],
  },
];
