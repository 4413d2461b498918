/**
 * Fixed assets (issue 15): categories (useful life, straight-line method and the accounts each asset of the
 * category posts to), blocks (where assets stand), the asset register, and the monthly depreciation run that posts
 * one journal for all assets of a month. Effects in server/domain/asset through server/ledger.
 */
import type { FieldDef, LevelKey, MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, kode, keterangan, nama } from '../fields.js';
import { jurnal, lineResource, nomor, stamp, status, tanggal, total } from '../document-fields.js';
import { METODE_FISKAL } from '../pajak-fiskal.js';

/** Who keeps the register (SPEC.md section 6 asset admin) and the company-wide levels that may too. */
export const ASET: LevelKey[] = ['asset_admin', 'admin', 'gm'];
/** Who posts and cancels depreciation journals: the books' levels. */
export const PEMBUKUAN: LevelKey[] = ['finance', 'owner', 'admin'];

const akun = (name: string, label: string, help: string): FieldDef => ({ name, kind: 'ref', ref: 'akun', label, required: true, help });

export const STATUS_ASSET: Array<[string, string]> = [
  ['aktif', 'Aktif'], ['dipinjam', 'Dipinjam'], ['diperbaiki', 'Diperbaiki'], ['terjual', 'Terjual'], ['hilang', 'Hilang'], ['rusak', 'Rusak (Dihapus)'], ['afkir', 'Tidak Layak Diperbaiki (Dihapus)'],
];
/** States in which an asset still stands in the books and depreciates. */
export const ASSET_IN_BOOKS = ['aktif', 'dipinjam', 'diperbaiki'];

/** Who approves procurement: the general manager and the company's top levels (never the one who submitted it). */
export const PENYETUJU: LevelKey[] = ['gm', 'owner', 'admin'];

export const STATUS_PENGADAAN: Array<[string, string]> = [['diajukan', 'Diajukan'], ['disetujui', 'Disetujui'], ['dibatalkan', 'Dibatalkan']];

export const STATUS_PENJUALAN: Array<[string, string]> = [['draft', 'Draft'], ['dikonfirmasi', 'Dikonfirmasi']];

export const STATUS_PENYUSUTAN: Array<[string, string]> = [['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']];

/**
 * What a sale's or disposal's line keeps of the fiscal book (issue 38): its fiscal depreciation to the month before,
 * fiscal book value and fiscal gain or loss (what comes in − fiscal book value), beside the commercial figures.
 */
export const fiscalLeavingFields = (until: string, help: string): FieldDef[] => [
  { name: 'penyusutan_fiskal_akhir', kind: 'money', label: `Penyusutan Fiskal s.d. ${until}`, readOnly: true, default: 0 },
  { name: 'nilai_buku_fiskal', kind: 'money', label: 'Nilai Buku Fiskal', readOnly: true, default: 0 },
  { name: 'laba_rugi_fiskal', kind: 'money', label: 'Laba (Rugi) Fiskal', readOnly: true, default: 0, help },
];

export const assetResources: ResourceDef[] = [
  {
    name: 'asset-kategori', label: 'Kategori Aset', labelPlural: 'Kategori Aset', menu: '/asset-kategori', path: '/asset-kategori', icon: 'Category',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, softDelete: true,
    fields: [
      kode('Kode Kategori'), nama('Nama Kategori'),
      { name: 'umur_bulan', kind: 'int', label: 'Umur Manfaat (bulan)', required: true, min: 1, max: 600, list: true, sortable: true },
      {
        name: 'metode', kind: 'enum', label: 'Metode Penyusutan', required: true, default: 'garis_lurus', list: true,
        options: [{ value: 'garis_lurus', label: 'Garis Lurus' }],
      },
      akun('akun_aset_id', 'Akun Aset Tetap', 'Akun khusus register aset: saldonya harus sama dengan harga perolehan aset kategori ini'),
      akun('akun_akumulasi_id', 'Akun Akumulasi Penyusutan', 'Akun khusus register aset: saldonya harus sama dengan akumulasi penyusutan aset kategori ini'),
      akun('akun_beban_id', 'Akun Beban Penyusutan', 'Didebit setiap jurnal penyusutan bulanan'),
      akun('akun_laba_id', 'Akun Laba Pelepasan Aset', 'Dikredit bila aset dijual di atas nilai buku'),
      akun('akun_rugi_id', 'Akun Rugi Pelepasan Aset', 'Didebit bila aset dijual di bawah nilai buku atau dihapus'),
      // Issue 38: what a new asset of the category takes for its fiscal book when none is given.
      {
        name: 'kelompok_fiskal_id', kind: 'ref', ref: 'kelompok-harta-fiskal', label: 'Kelompok Harta Fiskal (bawaan)', list: true, listPriority: 3,
        help: 'Kelompok penyusutan fiskal (UU PPh Pasal 11) bawaan aset baru kategori ini',
      },
      { name: 'metode_fiskal', kind: 'enum', label: 'Metode Penyusutan Fiskal (bawaan)', default: 'garis_lurus', options: METODE_FISKAL, help: 'Bangunan hanya garis lurus' },
      { name: 'interval_audit_hari', kind: 'int', label: 'Interval Audit (hari)', min: 1, max: 3650, default: 180, list: true },
      aktif, keterangan,
    ],
  },
  {
    name: 'asset-blok', label: 'Blok Aset', labelPlural: 'Blok Aset', menu: '/asset-blok', path: '/asset-blok', icon: 'GridView',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, softDelete: true,
    fields: [
      kode('Kode Blok'), nama('Nama Blok / Lokasi'),
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang / Kantor', filterable: true, list: true },
      aktif, keterangan,
    ],
  },
  {
    name: 'asset', label: 'Aset', labelPlural: 'Aset', menu: '/asset', path: '/asset', icon: 'Inventory2',
    aliases: ['/asset/add', '/asset/edit/:id', '/asset/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' },
    screens: [{ path: '/asset/qr-code/:id', view: 'AssetQrCode', kind: 'show' }],
    // What the acquisition journal fixed (server/domain/asset/register.ts): corrected by a sale or disposal, never edited.
    locks: [
      { fields: ['asset_kategori_id', 'tanggal_perolehan', 'harga_perolehan', 'nilai_sisa', 'akumulasi_awal', 'akun_sumber_id'], whenSet: 'jurnal_id', because: 'sudah dijurnal' },
      // The fiscal book's group and method stay as its first month was computed (issue 38).
      { fields: ['kelompok_fiskal_id', 'metode_fiskal'], whenSet: 'penyusutan_fiskal_terakhir', because: 'sudah disusutkan secara fiskal' },
    ],
    prints: [{ name: 'label-qr', label: 'Cetak Label QR', path: 'cetak-qrcode/:id', numberField: 'kode' }],
    related: [
      { resource: 'asset-penyusutan-rincian', field: 'asset_id', label: 'Riwayat Penyusutan' },
      { resource: 'asset-fiskal-bulanan', field: 'asset_id', label: 'Penyusutan Fiskal' },
      { resource: 'asset-penjualan-rincian', field: 'asset_id', label: 'Penjualan' },
      { resource: 'asset-disposal-rincian', field: 'asset_id', label: 'Disposal' },
      { resource: 'asset-riwayat-peminjaman', field: 'asset_id', label: 'Riwayat Peminjaman' },
      { resource: 'asset-riwayat-penyimpanan', field: 'asset_id', label: 'Riwayat Penyimpanan' },
      { resource: 'asset-mutasi-rincian', field: 'asset_id', label: 'Mutasi' },
      { resource: 'asset-audit-rincian', field: 'asset_id', label: 'Audit' },
      { resource: 'asset-perbaikan-main', field: 'asset_id', label: 'Perbaikan' },
    ],
    fields: [
      {
        name: 'kode', kind: 'text', label: 'Kode Aset', unique: true, max: 30, searchable: true, sortable: true, list: true, listPriority: 1,
        help: 'Kosong = dibuat otomatis dari kode kategori (mis. ELK-0007); isi kode pada label QR',
      },
      nama('Nama Aset'),
      { name: 'asset_kategori_id', kind: 'ref', ref: 'asset-kategori', label: 'Kategori', required: true, filterable: true, list: true },
      { name: 'tanggal_perolehan', kind: 'date', label: 'Tanggal Perolehan', required: true, filterable: true, sortable: true, list: true, defaultToday: true },
      { name: 'harga_perolehan', kind: 'money', label: 'Harga Perolehan', required: true, min: 1, sortable: true, list: true, listPriority: 1 },
      { name: 'nilai_sisa', kind: 'money', label: 'Nilai Sisa (Residu)', min: 0, default: 0, help: 'Nilai di akhir umur manfaat; penyusutan berhenti di nilai ini' },
      {
        name: 'akun_sumber_id', kind: 'ref', ref: 'akun', label: 'Dibayar dari / Akun Lawan', required: true,
        help: 'Dikredit sebesar harga perolehan saat aset dicatat (kas/bank, hutang, atau modal untuk aset yang dibawa masuk)',
      },
      { name: 'akumulasi_awal', kind: 'money', label: 'Akumulasi Penyusutan Awal', min: 0, default: 0, help: 'Untuk aset lama yang dicatat sekarang: penyusutan sebelum dicatat di Niaga' },
      {
        name: 'kelompok_fiskal_id', kind: 'ref', ref: 'kelompok-harta-fiskal', label: 'Kelompok Harta Fiskal', filterable: true, list: true, listPriority: 3,
        help: 'Kosong = bawaan kategorinya; penyusutan fiskal (UU PPh Pasal 11) di samping penyusutan komersial',
      },
      { name: 'metode_fiskal', kind: 'enum', label: 'Metode Penyusutan Fiskal', options: METODE_FISKAL, help: 'Kosong = bawaan kategorinya; bangunan hanya garis lurus' },
      { name: 'asset_blok_id', kind: 'ref', ref: 'asset-blok', label: 'Lokasi (Blok)', filterable: true, list: true },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Penanggung Jawab', filterable: true, list: true, listPriority: 3 },
      {
        name: 'kondisi', kind: 'enum', label: 'Kondisi', required: true, default: 'baik', filterable: true, list: true, listPriority: 3,
        options: [{ value: 'baik', label: 'Baik' }, { value: 'rusak_ringan', label: 'Rusak Ringan' }, { value: 'rusak_berat', label: 'Rusak Berat' }],
      },
      { name: 'foto', kind: 'image', label: 'Foto' },
      { name: 'akumulasi_penyusutan', kind: 'money', label: 'Akumulasi Penyusutan', readOnly: true, default: 0, sortable: true },
      { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      { name: 'tanggal_audit_terakhir', kind: 'date', label: 'Terakhir Diaudit', readOnly: true, sortable: true },
      { name: 'penyusutan_terakhir', kind: 'text', label: 'Disusutkan s.d. Periode', readOnly: true, max: 7 },
      // The fiscal book (issue 38, server/domain/asset/buku-fiskal.ts): a memorandum, never journalled.
      { name: 'akumulasi_fiskal_awal', kind: 'money', label: 'Akumulasi Penyusutan Fiskal Awal', readOnly: true, default: 0, help: 'Aset lama yang dicatat dengan akumulasi awal: penyusutan fiskal menurut undang-undang sampai bulan sebelum dicatat' },
      { name: 'akumulasi_fiskal', kind: 'money', label: 'Akumulasi Penyusutan Fiskal', readOnly: true, default: 0 },
      { name: 'nilai_buku_fiskal', kind: 'money', label: 'Nilai Buku Fiskal', readOnly: true, default: 0, sortable: true },
      { name: 'penyusutan_fiskal_terakhir', kind: 'text', label: 'Disusutkan Fiskal s.d. Periode', readOnly: true, max: 7 },
      status(STATUS_ASSET),
      { name: 'asset_pengadaan_id', kind: 'ref', ref: 'asset-pengadaan', label: 'Pengadaan', readOnly: true, filterable: true },
      { ...jurnal, label: 'Jurnal Perolehan' },
      keterangan,
    ],
  },
  {
    // Procurement (/asset-pengadaan): submitted with its lines, approved, then each line approved as it arrives: every
    // unit of an approved line becomes an asset with its own code and QR label, journalled against the paying account.
    name: 'asset-pengadaan', label: 'Pengadaan Aset', labelPlural: 'Pengadaan Aset', menu: '/asset-pengadaan', path: '/asset-pengadaan', icon: 'AddShoppingCart',
    aliases: ['/asset-pengadaan/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-pengadaan-rincian', foreignKey: 'asset_pengadaan_id', field: 'rincian', sum: ['jumlah', 'nilai'], worth: { quantity: 'jumlah', price: 'harga', amount: 'nilai', total: 'total' } },
    related: [{ resource: 'asset', field: 'asset_pengadaan_id', label: 'Aset dari Pengadaan Ini' }],
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
      transitions: [
        {
          name: 'approve', path: 'asset-pengadaan-approve', label: 'Setujui Pengadaan', kind: 'forward', from: ['diajukan'], to: 'disetujui', action: 'update', levels: PENYETUJU,
          notByCreator: true, stampUser: 'disetujui_oleh', stampAt: 'disetujui_pada',
        },
        {
          name: 'approveRincian', path: 'asset-pengadaan-rincian-approve', label: 'Terima Rincian sebagai Aset', kind: 'forward', from: ['disetujui'], to: 'disetujui', action: 'update',
          levels: PENYETUJU, notByCreator: true, ownControl: true,
          fields: [
            { name: 'rincian_id', kind: 'int', label: 'Rincian', required: true, min: 1 },
            { name: 'tanggal_perolehan', kind: 'date', label: 'Tanggal Diterima', help: 'Kosong = hari ini' },
          ],
        },
        {
          name: 'cancel', path: 'asset-pengadaan-cancel', label: 'Batalkan Pengadaan', kind: 'destructive', reason: 'alasan_batal', from: ['diajukan', 'disetujui'], to: 'dibatalkan', action: 'update',
          stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
          fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, min: 3, max: 255 }],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'pemasok', kind: 'text', label: 'Pemasok / Toko', required: true, max: 150, searchable: true, list: true, listPriority: 2 },
      { name: 'akun_sumber_id', kind: 'ref', ref: 'akun', label: 'Dibayar dari / Akun Lawan', required: true, help: 'Dikredit saat tiap rincian diterima menjadi aset (kas/bank atau hutang)' },
      total,
      { name: 'jumlah_unit', kind: 'int', label: 'Jumlah Unit', readOnly: true, default: 0, list: true },
      { name: 'unit_diterima', kind: 'int', label: 'Unit Menjadi Aset', readOnly: true, default: 0, list: true },
      status(STATUS_PENGADAAN),
      { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
      keterangan,
      ...stamp('disetujui_oleh', 'disetujui_pada', 'Disetujui'),
      ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
    ],
  },
  lineResource('asset-pengadaan', { label: 'Rincian Pengadaan', labelPlural: 'Rincian Pengadaan Aset', titleField: 'nama' }, 'Pengadaan', [
    { name: 'asset_kategori_id', kind: 'ref', ref: 'asset-kategori', label: 'Kategori', required: true, filterable: true, list: true },
    { name: 'nama', kind: 'text', label: 'Nama Aset', required: true, max: 150, list: true },
    { name: 'jumlah', kind: 'int', label: 'Jumlah Unit', required: true, min: 1, max: 100, list: true },
    { name: 'harga', kind: 'money', label: 'Harga per Unit', required: true, min: 1, list: true },
    { name: 'nilai_sisa', kind: 'money', label: 'Nilai Sisa per Unit', min: 0, default: 0 },
    { name: 'asset_blok_id', kind: 'ref', ref: 'asset-blok', label: 'Lokasi (Blok)' },
    { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Penanggung Jawab' },
    { name: 'nilai', kind: 'money', label: 'Nilai', readOnly: true, default: 0, list: true },
    {
      name: 'status', kind: 'enum', label: 'Status Rincian', readOnly: true, default: 'menunggu', filterable: true, list: true,
      options: [{ value: 'menunggu', label: 'Menunggu' }, { value: 'diterima', label: 'Diterima (Aset)' }],
    },
    ...stamp('diterima_oleh', 'diterima_pada', 'Diterima'),
  ]),
  {
    // Sale of assets (/asset-penjualan): a draft with the assets sold and their prices, confirmed by the books' levels:
    // depreciation to the end of the previous month, cost out, accumulated depreciation back, gain or loss to the
    // category's account, the price into the receiving account, in one journal.
    name: 'asset-penjualan', label: 'Penjualan Aset', labelPlural: 'Penjualan Aset', menu: '/asset-penjualan', path: '/asset-penjualan', icon: 'Sell',
    aliases: ['/asset-penjualan/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-penjualan-rincian', foreignKey: 'asset_penjualan_id', field: 'rincian', sum: ['harga_jual', 'harga_perolehan', 'akumulasi_penyusutan', 'nilai_buku', 'laba_rugi'], worth: { amount: 'harga_jual', total: 'total' } },
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        { name: 'konfirm', path: 'input/asset-penjualan-konfirm', label: 'Konfirmasi Penjualan', kind: 'forward', from: ['draft'], to: 'dikonfirmasi', action: 'update', levels: [...PEMBUKUAN, 'gm'], stampUser: 'dikonfirmasi_oleh', stampAt: 'dikonfirmasi_pada' },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'pembeli', kind: 'text', label: 'Pembeli', required: true, max: 150, searchable: true, list: true, listPriority: 2 },
      { name: 'akun_terima_id', kind: 'ref', ref: 'akun', label: 'Diterima ke Akun', required: true, help: 'Kas/bank penerima, atau piutang lain-lain' },
      { ...total, label: 'Total Harga Jual' },
      { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku Terjual', readOnly: true, default: 0, list: true },
      { name: 'laba_rugi', kind: 'money', label: 'Laba (Rugi)', readOnly: true, default: 0, list: true, help: 'Harga jual − nilai buku saat dikonfirmasi' },
      status(STATUS_PENJUALAN),
      keterangan, jurnal,
      ...stamp('dikonfirmasi_oleh', 'dikonfirmasi_pada', 'Dikonfirmasi'),
    ],
  },
  lineResource('asset-penjualan', { label: 'Aset Dijual', labelPlural: 'Rincian Penjualan Aset', titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' } }, 'Penjualan', [
    { name: 'asset_id', kind: 'ref', ref: 'asset', label: 'Aset', required: true, filterable: true, list: true },
    { name: 'harga_jual', kind: 'money', label: 'Harga Jual', required: true, min: 0, list: true },
    { name: 'harga_perolehan', kind: 'money', label: 'Harga Perolehan', readOnly: true, default: 0, list: true },
    { name: 'penyusutan_akhir', kind: 'money', label: 'Penyusutan s.d. Dijual', readOnly: true, default: 0 },
    { name: 'akumulasi_penyusutan', kind: 'money', label: 'Akumulasi Penyusutan', readOnly: true, default: 0, list: true },
    { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku', readOnly: true, default: 0, list: true },
    { name: 'laba_rugi', kind: 'money', label: 'Laba (Rugi)', readOnly: true, default: 0, list: true },
    ...fiscalLeavingFields('Dijual', 'Harga jual − nilai buku fiskal (UU PPh Pasal 11 ayat (8))'),
  ]),
  {
    // One month's depreciation of every asset in the books (/asset-penyusutan): drafted, journalled, or cancelled.
    name: 'asset-penyusutan', label: 'Penyusutan Aset', labelPlural: 'Penyusutan Aset', menu: '/asset-penyusutan', path: '/asset-penyusutan', icon: 'TrendingDown',
    aliases: ['/asset-penyusutan/detail/:id'], operations: ['list', 'get', 'create'],
    titleField: 'nomor', defaultSort: { field: 'periode', order: 'DESC' },
    related: [{ resource: 'asset-penyusutan-rincian', field: 'asset_penyusutan_id', label: 'Rincian per Aset' }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        { name: 'jurnal', path: 'asset-penyusutan-jurnal', label: 'Posting Jurnal', kind: 'forward', from: ['draft'], to: 'diposting', action: 'update', levels: PEMBUKUAN, stampUser: 'diposting_oleh', stampAt: 'diposting_pada' },
        {
          name: 'batal', path: 'asset-penyusutan-cancel', label: 'Batalkan Jurnal', kind: 'destructive', from: ['draft', 'diposting'], to: 'dibatalkan', action: 'update', levels: PEMBUKUAN,
          stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
        },
      ],
    },
    fields: [
      nomor,
      {
        name: 'periode', kind: 'text', month: true, label: 'Periode', required: true, min: 7, max: 7, filterable: true, sortable: true, list: true, listPriority: 1,
        example: '2026-10', help: 'Bulan yang disusutkan; jurnalnya bertanggal akhir bulan',
      },
      // The period while the run is not cancelled: unique, so one month is never run twice, even by concurrent calls.
      { name: 'periode_aktif', kind: 'text', label: 'Periode Aktif', internal: true, unique: true, max: 7 },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Jurnal', readOnly: true, sortable: true, list: true },
      { name: 'jumlah_aset', kind: 'int', label: 'Jumlah Aset', readOnly: true, default: 0, list: true },
      { name: 'total', kind: 'money', label: 'Total Penyusutan', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      status(STATUS_PENYUSUTAN),
      keterangan,
      jurnal,
      { name: 'jurnal_batal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Pembatalan', readOnly: true },
      ...stamp('diposting_oleh', 'diposting_pada', 'Diposting'),
      ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
    ],
  },
  {
    name: 'asset-penyusutan-rincian', label: 'Penyusutan per Aset', labelPlural: 'Rincian Penyusutan Aset', menu: '/asset-penyusutan', path: '/asset-penyusutan-rincian',
    titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: 'asset-penyusutan', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'asset_penyusutan_id', kind: 'ref', ref: 'asset-penyusutan', label: 'Penyusutan', readOnly: true, filterable: true, list: true },
      { name: 'periode', kind: 'text', label: 'Periode', readOnly: true, max: 7, filterable: true, sortable: true, list: true },
      { name: 'asset_id', kind: 'ref', ref: 'asset', label: 'Aset', readOnly: true, filterable: true, list: true },
      { name: 'asset_kategori_id', kind: 'ref', ref: 'asset-kategori', label: 'Kategori', readOnly: true, filterable: true },
      { name: 'akumulasi_sebelum', kind: 'money', label: 'Akumulasi Sebelum', readOnly: true, default: 0 },
      { name: 'jumlah', kind: 'money', label: 'Penyusutan', readOnly: true, default: 0, list: true },
      { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku Setelah', readOnly: true, default: 0, list: true },
    ],
  },
];

export const assetMenus: MenuNode[] = [
  {
    name: 'Aset', icon: 'Inventory2', url: '/grup-asset', children: [
      { name: 'Aset', icon: 'Inventory2', url: '/asset' },
      { name: 'Kategori Aset', icon: 'Category', url: '/asset-kategori' },
      { name: 'Blok Aset', icon: 'GridView', url: '/asset-blok' },
      { name: 'Pengadaan Aset', icon: 'AddShoppingCart', url: '/asset-pengadaan' },
      { name: 'Penjualan Aset', icon: 'Sell', url: '/asset-penjualan' },
      { name: 'Disposal Aset', icon: 'BrokenImage', url: '/asset-disposal' },
      { name: 'Peminjaman Aset', icon: 'AssignmentInd', url: '/asset-peminjaman' },
      { name: 'Pengembalian Aset', icon: 'AssignmentReturn', url: '/asset-pengembalian' },
      { name: 'Penyimpanan Aset', icon: 'Warehouse', url: '/asset-penyimpanan' },
      { name: 'Permintaan Mutasi Aset', icon: 'SwapHoriz', url: '/asset-mutasi-request' },
      { name: 'Mutasi Aset', icon: 'SwapHoriz', url: '/asset-mutasi-entry' },
      { name: 'Audit Aset', icon: 'FactCheck', url: '/asset-audit' },
      { name: 'Perbaikan Aset', icon: 'Handyman', url: '/asset-perbaikan' },
      { name: 'Penyusutan Aset', icon: 'TrendingDown', url: '/asset-penyusutan' },
    ],
  },
];
