/** Customers and their types, new-customer submissions, suppliers, vendors and market analysis. */
import type { EnumOption, FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, keterangan, kode, nama } from '../fields.js';
import { offline } from '../document-fields.js';

const namaPemilik: FieldDef = { name: 'nama_pemilik', kind: 'text', label: 'Nama Pemilik', max: 100, searchable: true, list: true };
const tipe: FieldDef = { name: 'konsumen_type_id', kind: 'ref', ref: 'konsumen-type', label: 'Tipe Konsumen', required: true, filterable: true, list: true };
const rute: FieldDef = { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', required: true, filterable: true, list: true };
const alamat: FieldDef = { name: 'alamat', kind: 'longtext', label: 'Alamat', required: true, max: 500, searchable: true };
const noHp: FieldDef = { name: 'no_hp', kind: 'phone', label: 'No. HP', searchable: true, list: true };
const koordinat: FieldDef[] = [
  { name: 'latitude', kind: 'decimal', label: 'Latitude', min: -90, max: 90, help: 'Titik lokasi toko (mis. -6.9175)' },
  { name: 'longitude', kind: 'decimal', label: 'Longitude', min: -180, max: 180, help: 'Mis. 107.6191' },
];
const kredit: FieldDef[] = [
  { name: 'limit_kredit', kind: 'money', label: 'Limit Kredit', min: 0, default: 0, sortable: true, list: true, help: 'Piutang terbuka paling banyak; 0 = hanya tunai' },
  { name: 'tempo_hari', kind: 'int', label: 'Tempo Pembayaran (hari)', min: 0, max: 180, default: 14 },
  { name: 'toleransi_hari', kind: 'int', label: 'Toleransi Lewat Jatuh Tempo (hari)', min: 0, max: 365, default: 7, help: 'Penjualan kredit ditolak bila ada faktur yang lewat jatuh tempo lebih lama dari ini' },
];
const kontak = (): FieldDef[] => [
  { name: 'nama_kontak', kind: 'text', label: 'Nama Kontak', max: 100, searchable: true, list: true },
  { name: 'alamat', kind: 'longtext', label: 'Alamat', max: 500 },
  { name: 'kota', kind: 'text', label: 'Kota', max: 60, searchable: true, filterable: true, sortable: true, list: true },
  { name: 'no_hp', kind: 'phone', label: 'No. HP/Telepon', searchable: true, list: true },
  { name: 'email', kind: 'email', label: 'Email', searchable: true },
  // The seller's NPWP on its tax invoices (the input-tax register shows it): 16 digits, as the company's own.
  { name: 'npwp', kind: 'text', label: 'NPWP', digits: 16, searchable: true, help: '16 digit angka; NPWP lama 15 digit diawali 0 (titik dan strip boleh diketik)', example: '0012345678424000' },
  { name: 'bank', kind: 'text', label: 'Bank', max: 60 },
  { name: 'no_rekening', kind: 'text', label: 'No. Rekening', max: 30 },
];
/** The buyer's document kinds as Coretax names them (`BuyerDocument`). */
export const JENIS_DOKUMEN_PAJAK: EnumOption[] = [
  { value: 'TIN', label: 'NPWP (TIN)' }, { value: 'NIK', label: 'NIK' }, { value: 'Passport', label: 'Paspor' }, { value: 'Other', label: 'Lainnya' },
];
/** A customer's tax identity (issue 37, docs/taxes.md): who the tax invoice names as buyer. */
const identitasPajak: FieldDef[] = [
  { name: 'pkp', kind: 'bool', label: 'PKP', default: false, filterable: true, help: 'Konsumen Pengusaha Kena Pajak: faktur pajak atas NPWP-nya' },
  {
    name: 'jenis_dokumen', kind: 'enum', label: 'Jenis Dokumen Pajak', options: JENIS_DOKUMEN_PAJAK, filterable: true,
    requiredWhen: { field: 'pkp', in: [true] }, valuesWhen: { field: 'pkp', in: [true], values: ['TIN'] },
    help: 'Identitas pembeli di faktur pajak; kosong = pembeli eceran tanpa identitas',
  },
  {
    name: 'npwp_nik', kind: 'text', label: 'NPWP/NIK', max: 30, searchable: true,
    requiredWhen: { field: 'jenis_dokumen', in: ['TIN', 'NIK', 'Passport', 'Other'] }, digitsWhen: { field: 'jenis_dokumen', in: ['TIN', 'NIK'], digits: 16 },
    help: 'NPWP atau NIK 16 digit angka; nomor paspor/dokumen lain apa adanya', example: '0012345678901234',
  },
  {
    name: 'nitku', kind: 'text', label: 'NITKU', digits: 22, startsWithField: { field: 'npwp_nik', when: { field: 'jenis_dokumen', in: ['TIN', 'NIK'] } },
    help: '22 digit: NPWP/NIK diikuti 6 digit nomor tempat usaha (pusat: 000000)', example: '0012345678901234000000',
  },
  { name: 'alamat_pajak', kind: 'longtext', label: 'Alamat Pajak', max: 500, help: 'Alamat di faktur pajak; kosong = alamat toko' },
  { name: 'email_pajak', kind: 'email', label: 'Email Pajak' },
];

const STATUS_AJUAN: EnumOption[] = [
  { value: 'diajukan', label: 'Diajukan' }, { value: 'disetujui', label: 'Disetujui' }, { value: 'ditolak', label: 'Ditolak' },
];
const PENYETUJU = ['supervisor', 'gm', 'owner', 'admin'] as const;
const POSISI: EnumOption[] = [
  { value: 'rak_utama', label: 'Rak utama (sejajar mata)' }, { value: 'rak_atas', label: 'Rak atas' }, { value: 'rak_bawah', label: 'Rak bawah' },
  { value: 'dekat_kasir', label: 'Dekat kasir' }, { value: 'chiller', label: 'Chiller' }, { value: 'lantai', label: 'Lantai/tumpukan' },
];

export const konsumenResources: ResourceDef[] = [
  {
    name: 'konsumen-type', label: 'Tipe Konsumen', labelPlural: 'Tipe Konsumen', menu: '/konsumen/tipe', path: '/konsumen/tipe', importable: true,
    icon: 'Storefront', titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' },
    fields: [
      kode(), nama('Nama Tipe'),
      { name: 'limit_kredit_standar', kind: 'money', label: 'Limit Kredit Standar', min: 0, default: 0, list: true, help: 'Dipakai untuk konsumen baru tipe ini bila penyetuju tidak menentukan lain' },
      keterangan, aktif,
    ],
  },
  {
    name: 'konsumen', label: 'Konsumen', labelPlural: 'Konsumen', menu: '/konsumen', path: '/konsumen', icon: 'Store', importable: true,
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    scope: { field: 'rute_id', by: 'ref', levels: ['sales'] },
    fields: [
      kode('Kode Konsumen'), nama('Nama Toko'), namaPemilik, tipe, rute,
      { name: 'teritori_id', kind: 'ref', ref: 'teritori', label: 'Teritori', readOnly: true, filterable: true, list: true, derivedFrom: { ref: 'rute_id', field: 'teritori_id' } },
      alamat, noHp, ...kredit, ...koordinat, ...identitasPajak, keterangan, aktif,
    ],
  },
  {
    name: 'ajuankonsumen', label: 'Ajuan Konsumen', labelPlural: 'Ajuan Konsumen Baru', menu: '/ajuankonsumen', path: '/ajuankonsumen',
    icon: 'PersonAddAlt1', titleField: 'nama', defaultSort: { field: 'created_at', order: 'DESC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
      transitions: [
        {
          name: 'setujui', path: 'input/ajuankonsumen-approve', label: 'Setujui', kind: 'forward', from: ['diajukan'], to: 'disetujui', action: 'update',
          levels: [...PENYETUJU], notByCreator: true, stampUser: 'diputuskan_oleh', stampAt: 'diputuskan_pada',
          fields: [
            { name: 'kode', kind: 'text', label: 'Kode Konsumen', max: 30, help: 'Kosong = dibuat otomatis (KNS-00001…)' },
            { name: 'limit_kredit', kind: 'money', label: 'Limit Kredit', min: 0, help: 'Kosong = limit standar tipe konsumen' },
            { name: 'tempo_hari', kind: 'int', label: 'Tempo Pembayaran (hari)', min: 0, max: 180 },
            { name: 'toleransi_hari', kind: 'int', label: 'Toleransi Lewat Jatuh Tempo (hari)', min: 0, max: 365 },
          ],
        },
        {
          name: 'tolak', path: 'input/ajuankonsumen-tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diajukan'], to: 'ditolak', action: 'update',
          levels: [...PENYETUJU], notByCreator: true, stampUser: 'diputuskan_oleh', stampAt: 'diputuskan_pada',
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, max: 255 }],
        },
      ],
    },
    fields: [
      nama('Nama Toko'), namaPemilik, tipe, rute, alamat, noHp, ...koordinat,
      { name: 'foto', kind: 'image', label: 'Foto Toko' },
      keterangan,
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales Pengaju', filterable: true, list: true, help: 'Terisi otomatis untuk sales' },
      { name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, sortable: true, list: true, options: STATUS_AJUAN },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen Dibuat', readOnly: true, filterable: true, list: true },
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      { name: 'diputuskan_oleh', kind: 'ref', ref: 'user', label: 'Diputuskan Oleh', readOnly: true, filterable: true },
      { name: 'diputuskan_pada', kind: 'datetime', label: 'Diputuskan Pada', readOnly: true, sortable: true },
      ...offline,
    ],
  },
  {
    name: 'supplier', label: 'Supplier', labelPlural: 'Supplier', menu: '/supplier', path: '/supplier', icon: 'Factory', importable: true,
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    related: [
      { resource: 'pembelian', field: 'supplier_id', label: 'Hutang Terbuka', filter: { status: ['dipesan', 'diterima'] } },
      { resource: 'pembelian', field: 'supplier_id', label: 'Pembelian' },
      { resource: 'pembelian-bayar', field: 'supplier_id', label: 'Pembayaran' },
      { resource: 'retur-supplier', field: 'supplier_id', label: 'Retur Supplier' },
      { resource: 'penerimaan', field: 'supplier_id', label: 'Penerimaan Barang' },
    ],
    fields: [
      kode('Kode Supplier'), nama('Nama Supplier'), ...kontak(),
      { name: 'tempo_hari', kind: 'int', label: 'Tempo Pembayaran (hari)', min: 0, max: 180, default: 30 },
      keterangan, aktif,
    ],
  },
  {
    name: 'vendor', label: 'Vendor', labelPlural: 'Vendor', menu: '/vendor', path: '/vendor', icon: 'Handyman', importable: true,
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    fields: [
      kode('Kode Vendor'), nama('Nama Vendor'),
      {
        name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true,
        options: [
          { value: 'bengkel', label: 'Bengkel' }, { value: 'suku_cadang', label: 'Suku Cadang' }, { value: 'ekspedisi', label: 'Ekspedisi' },
          { value: 'jasa', label: 'Jasa' }, { value: 'lainnya', label: 'Lainnya' },
        ],
      },
      ...kontak(),
      // PPh 23 (issue 38): a person without an NPWP is named on the bukti potong by NIK and withheld at double the rate.
      {
        name: 'nik', kind: 'text', label: 'NIK (perorangan tanpa NPWP)', digits: 16, searchable: true, example: '3171011203850002',
        help: 'Untuk bukti potong PPh 23 vendor perorangan yang belum ber-NPWP; tarif PPh 23 dipotong 100% lebih tinggi',
      },
      keterangan, aktif,
    ],
  },
  {
    name: 'analisis', label: 'Analisis', labelPlural: 'Analisis Pasar', menu: '/analisis', path: '/analisis',
    aliases: ['/analisis/add', '/analisis/view/:id', '/analisis/edit/:id'], icon: 'QueryStats', titleField: 'tanggal',
    defaultSort: { field: 'tanggal', order: 'DESC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    lines: { resource: 'brand-analisis', foreignKey: 'analisis_id', field: 'rincian', sum: ['jumlah_facing'] },
    fields: [
      { name: 'tanggal', kind: 'date', label: 'Tanggal Kunjungan', required: true, filterable: true, sortable: true, list: true },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Toko', required: true, filterable: true, searchable: true, list: true },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true, list: true, help: 'Terisi otomatis untuk sales' },
      { name: 'kategori_id', kind: 'ref', ref: 'kategori', label: 'Kategori Diamati', filterable: true, list: true },
      { name: 'ringkasan', kind: 'longtext', label: 'Ringkasan Temuan', searchable: true },
    ],
  },
  {
    name: 'brand-analisis', label: 'Analisis Merek', labelPlural: 'Analisis Merek', menu: '/analisis', path: '/brand-analisis',
    titleField: 'brand', parent: 'analisis', defaultSort: { field: 'brand', order: 'ASC' },
    scope: { field: 'analisis_id', by: 'ref', levels: ['sales'] },
    fields: [
      { name: 'analisis_id', kind: 'ref', ref: 'analisis', label: 'Analisis', required: true, filterable: true },
      { name: 'brand', kind: 'text', label: 'Merek', required: true, max: 60, searchable: true, filterable: true, sortable: true, list: true },
      { name: 'produk', kind: 'text', label: 'Produk', max: 150, searchable: true, list: true },
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang Kita', filterable: true, list: true, help: 'Barang kita yang dibandingkan (kosong untuk produk pesaing saja)' },
      { name: 'harga_toko', kind: 'money', label: 'Harga di Toko', min: 0, sortable: true, list: true },
      { name: 'jumlah_facing', kind: 'int', label: 'Jumlah Facing', min: 0, max: 1000, list: true, help: 'Jumlah muka produk yang terlihat di rak' },
      { name: 'posisi', kind: 'enum', label: 'Posisi Display', filterable: true, list: true, options: POSISI },
      { name: 'catatan', kind: 'text', label: 'Catatan', max: 255 },
    ],
  },
];

export const konsumenMenus: MenuNode[] = [
  {
    name: 'Konsumen', icon: 'Store', url: '/grup-konsumen', children: [
      { name: 'Konsumen', icon: 'Store', url: '/konsumen' },
      { name: 'Tipe Konsumen', icon: 'Storefront', url: '/konsumen/tipe' },
      { name: 'Ajuan Konsumen', icon: 'PersonAddAlt1', url: '/ajuankonsumen' },
      { name: 'Analisis Pasar', icon: 'QueryStats', url: '/analisis' },
    ],
  },
];
