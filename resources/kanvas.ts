/**
 * The canvas trip (DESIGN.md section 6): a salesperson's goods request loaded into the route's vehicle on a
 * delivery note, the vehicle's trip it opens, and the sales return that unloads the vehicle and closes the trip.
 * Stock effects happen in the step handlers of server/domain/kanvas through server/ledger.
 */
import type { FieldDef, LevelKey, MenuNode, ResourceDef, ScopeDef } from '../common/registry.js';
import { keterangan } from './fields.js';

/** Who does the warehouse's steps, and who the salesperson's (SPEC.md section 6 synonyms). */
const GUDANG: LevelKey[] = ['warehouse_admin', 'admin', 'gm'];
const SALES: LevelKey[] = ['sales', 'supervisor', 'admin', 'gm'];
/** A salesperson sees their own documents, a warehouse admin their warehouse's (the first matching applies). */
const bySales: ScopeDef = { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] };
const byGudang: ScopeDef = { field: 'gudang_id', by: 'gudang', levels: ['warehouse_admin'] };
const viaParent = (field: string): ScopeDef => ({ field, by: 'ref', levels: ['sales', 'warehouse_admin'] });

const nomor = (label = 'Nomor'): FieldDef => ({ name: 'nomor', kind: 'text', label, readOnly: true, max: 40, searchable: true, sortable: true, list: true });
const tanggal: FieldDef = { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true, list: true, defaultToday: true };
const sales: FieldDef = { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true, list: true, help: 'Terisi otomatis untuk sales' };
const gudang: FieldDef = { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', filterable: true, list: true, help: 'Kosong = gudang muat rute' };
const barang: FieldDef = { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, searchable: true, list: true };
const satuan: FieldDef = { name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan', list: true, help: 'Kosong = satuan dasar barang' };
const jumlah = (label: string): FieldDef => ({ name: 'jumlah', kind: 'qty', label, required: true, min: 1, list: true });
const qtyDasar = (name: string, label: string): FieldDef => ({ name, kind: 'qty', label, readOnly: true, list: true });
const status = (options: Array<[string, string]>): FieldDef => ({
  name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, sortable: true, list: true,
  options: options.map(([value, label]) => ({ value, label })),
});
const stamp = (user: string, at: string, label: string): FieldDef[] => [
  { name: user, kind: 'ref', ref: 'user', label: `${label} Oleh`, readOnly: true, filterable: true },
  { name: at, kind: 'datetime', label: `${label} Pada`, readOnly: true, sortable: true },
];
const trip: FieldDef = { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip', readOnly: true, filterable: true, list: true };

export const kanvasResources: ResourceDef[] = [
  {
    name: 'request-barang', label: 'Ajuan Barang', labelPlural: 'Ajuan Barang', menu: '/ajuanbarang', path: '/ajuanbarang',
    aliases: ['/ajuanbarang/detail/:id', '/ajuanbarang/download-attachment/:id'], icon: 'LocalShipping', titleField: 'nomor',
    defaultSort: { field: 'tanggal', order: 'DESC' }, scope: bySales, scopes: [byGudang],
    lines: { resource: 'request-barang-rincian', foreignKey: 'request_barang_id', field: 'rincian', sum: ['qty', 'qty_dikirim'] },
    // The delivery note exists once the request is shipped; it carries its own number (SJ/…).
    prints: [{ name: 'surat-jalan', label: 'Cetak Surat Jalan', path: 'cetak-surat-jalan/:id/:gudang_id', states: ['dikirim'], numberField: 'no_surat_jalan' }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        { name: 'ajukan', path: 'input/request-barang-ajukan', label: 'Ajukan', kind: 'forward', from: ['draft'], to: 'diajukan', action: 'update', stampUser: 'diajukan_oleh', stampAt: 'diajukan_pada' },
        {
          name: 'approveGudang', path: 'input/request-approve-gudang', label: 'Setujui Gudang', kind: 'forward', done: 'menyetujui', from: ['diajukan'], to: 'disetujui_gudang', action: 'update',
          levels: GUDANG, notByCreator: true, stampUser: 'disetujui_gudang_oleh', stampAt: 'disetujui_gudang_pada',
        },
        {
          name: 'tolak', path: 'input/request-barang-tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diajukan'], to: 'ditolak', action: 'update', levels: GUDANG, notByCreator: true,
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, max: 255 }], stampUser: 'disetujui_gudang_oleh', stampAt: 'disetujui_gudang_pada',
        },
        {
          name: 'approveSales', path: 'input/request-approve-sales', label: 'Konfirmasi Sales', kind: 'forward', done: 'mengonfirmasi', from: ['disetujui_gudang'], to: 'disetujui_sales', action: 'update',
          levels: SALES, stampUser: 'disetujui_sales_oleh', stampAt: 'disetujui_sales_pada',
        },
        {
          name: 'surat', path: 'input/request-barang-surat', label: 'Buat Surat Jalan', kind: 'forward', from: ['disetujui_sales'], to: 'dikirim', action: 'update',
          levels: GUDANG, notByCreator: true, stampUser: 'dikirim_oleh', stampAt: 'dikirim_pada',
          fields: [{ name: 'tanggal_kirim', kind: 'date', label: 'Tanggal Kirim' }],
        },
      ],
    },
    fields: [
      nomor(), tanggal, sales,
      { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', required: true, filterable: true, searchable: true, list: true },
      // The route decides the vehicle and warehouse: on a narrow screen they fold before the rest.
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', readOnly: true, filterable: true, list: true, listPriority: 3 },
      { ...gudang, listPriority: 3 },
      { name: 'tujuan', kind: 'text', label: 'Tujuan', max: 255, searchable: true, help: 'Ringkasan wilayah/toko tujuan; daftar toko di Tujuan Ajuan' },
      { name: 'lampiran', kind: 'file', label: 'Lampiran' },
      keterangan,
      status([['draft', 'Draft'], ['diajukan', 'Diajukan'], ['disetujui_gudang', 'Disetujui Gudang'], ['disetujui_sales', 'Dikonfirmasi Sales'], ['dikirim', 'Dikirim'], ['ditolak', 'Ditolak']]),
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      { name: 'no_surat_jalan', kind: 'text', label: 'No. Surat Jalan', readOnly: true, searchable: true, sortable: true, list: true },
      { name: 'tanggal_kirim', kind: 'date', label: 'Tanggal Kirim', readOnly: true, filterable: true, sortable: true },
      trip,
      ...stamp('diajukan_oleh', 'diajukan_pada', 'Diajukan'),
      ...stamp('disetujui_gudang_oleh', 'disetujui_gudang_pada', 'Diputuskan Gudang'),
      ...stamp('disetujui_sales_oleh', 'disetujui_sales_pada', 'Dikonfirmasi Sales'),
      ...stamp('dikirim_oleh', 'dikirim_pada', 'Dikirim'),
    ],
  },
  {
    name: 'request-barang-rincian', label: 'Barang Diajukan', labelPlural: 'Rincian Ajuan Barang', menu: '/ajuanbarang', path: '/request-barang-rincian',
    titleField: 'id', parent: 'request-barang', defaultSort: { field: 'id', order: 'ASC' }, scope: viaParent('request_barang_id'),
    fields: [
      { name: 'request_barang_id', kind: 'ref', ref: 'request-barang', label: 'Ajuan Barang', required: true, filterable: true },
      barang, satuan, jumlah('Jumlah Diminta'),
      qtyDasar('qty', 'Diminta (satuan dasar)'),
      { name: 'qty_disetujui', kind: 'qty', label: 'Disetujui (satuan dasar)', min: 0, list: true, help: 'Diisi gudang sebelum menyetujui; kosong = sebanyak stok tersedia' },
      qtyDasar('qty_dikirim', 'Dikirim (satuan dasar)'),
    ],
  },
  {
    name: 'request-barang-tujuan', label: 'Tujuan Ajuan', labelPlural: 'Tujuan Ajuan Barang', menu: '/ajuanbarang', path: '/request-barang-tujuan',
    titleField: 'id', parent: 'request-barang', defaultSort: { field: 'urutan', order: 'ASC' }, scope: viaParent('request_barang_id'),
    fields: [
      { name: 'request_barang_id', kind: 'ref', ref: 'request-barang', label: 'Ajuan Barang', required: true, filterable: true },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Toko Tujuan', required: true, filterable: true, searchable: true, list: true },
      { name: 'urutan', kind: 'int', label: 'Urutan Kunjungan', min: 1, max: 999, sortable: true, list: true },
      keterangan,
    ],
  },
  {
    name: 'trip-kendaraan', label: 'Trip Kendaraan', labelPlural: 'Trip Kendaraan', menu: '/trip-kendaraan', path: '/trip-kendaraan',
    icon: 'Route', titleField: 'nomor', defaultSort: { field: 'dibuka_pada', order: 'DESC' }, operations: ['list', 'get'],
    scope: bySales, scopes: [byGudang],
    fields: [
      nomor('Nomor Trip'),
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', readOnly: true, filterable: true, list: true },
      { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', readOnly: true, filterable: true, list: true },
      { ...sales, readOnly: true }, { ...gudang, readOnly: true, help: undefined },
      // tutup: unloaded to zero, its money not all in approved deposits yet; selesai: both settled (trip-money.ts).
      status([['buka', 'Berjalan'], ['tutup', 'Menunggu Setoran'], ['selesai', 'Selesai']]),
      { name: 'dibuka_pada', kind: 'date', label: 'Tanggal Muat', readOnly: true, filterable: true, sortable: true, list: true },
      { name: 'ditutup_pada', kind: 'date', label: 'Tanggal Bongkar', readOnly: true, filterable: true, sortable: true, list: true },
      { name: 'selesai_pada', kind: 'date', label: 'Tanggal Selesai', readOnly: true, filterable: true, sortable: true, list: true, listPriority: 3 },
      { name: 'ledger_awal', kind: 'int', label: 'Mutasi Pertama', internal: true },
      { name: 'ledger_akhir', kind: 'int', label: 'Mutasi Terakhir', internal: true },
    ],
  },
  {
    name: 'pengembalian-sales', label: 'Pengembalian Sales', labelPlural: 'Pengembalian Sales', menu: '/pengembalian-sales', path: '/pengembalian-sales',
    aliases: ['/pengembalian-sales/detail/:id'], icon: 'AssignmentReturn', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    scope: bySales, scopes: [byGudang],
    lines: { resource: 'pengembalian-sales-rincian', foreignKey: 'pengembalian_sales_id', field: 'rincian', sum: ['qty', 'qty_hilang'] },
    prints: [{ name: 'bukti-pengembalian', label: 'Cetak Bukti Pengembalian', path: 'cetak-pengembalian-sales/:id', states: ['draft', 'disetujui'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        {
          name: 'approve', path: 'input/pengembalian-approve', label: 'Setujui Bongkar', kind: 'forward', from: ['draft'], to: 'disetujui', action: 'update',
          levels: GUDANG, notByCreator: true, stampUser: 'disetujui_oleh', stampAt: 'disetujui_pada',
        },
        { name: 'batal', path: 'input/pengembalian-batal', label: 'Batalkan', kind: 'destructive', from: ['draft'], to: 'dibatalkan', action: 'update' },
      ],
    },
    fields: [
      nomor(), tanggal, sales,
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', required: true, filterable: true, list: true },
      { ...gudang, help: 'Kosong = gudang muat trip' },
      trip, keterangan,
      status([['draft', 'Draft'], ['disetujui', 'Disetujui'], ['dibatalkan', 'Dibatalkan']]),
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Kehilangan', readOnly: true },
      ...stamp('disetujui_oleh', 'disetujui_pada', 'Disetujui'),
    ],
  },
  {
    name: 'pengembalian-sales-rincian', label: 'Barang Dikembalikan', labelPlural: 'Rincian Pengembalian Sales', menu: '/pengembalian-sales',
    path: '/pengembalian-sales-rincian', titleField: 'id', parent: 'pengembalian-sales', defaultSort: { field: 'id', order: 'ASC' },
    scope: viaParent('pengembalian_sales_id'),
    fields: [
      { name: 'pengembalian_sales_id', kind: 'ref', ref: 'pengembalian-sales', label: 'Pengembalian', required: true, filterable: true },
      barang, satuan, { ...jumlah('Jumlah Kembali'), min: 0 },
      qtyDasar('qty', 'Kembali (satuan dasar)'),
      { name: 'qty_hilang', kind: 'qty', label: 'Hilang/Rusak (satuan dasar)', min: 0, default: 0, list: true },
    ],
  },
];

export const kanvasMenus: MenuNode[] = [
  {
    name: 'Kanvas', icon: 'LocalShipping', url: '/grup-kanvas', children: [
      { name: 'Ajuan Barang', icon: 'LocalShipping', url: '/ajuanbarang' },
      { name: 'Pengembalian Sales', icon: 'AssignmentReturn', url: '/pengembalian-sales' },
      { name: 'Trip Kendaraan', icon: 'Route', url: '/trip-kendaraan' },
    ],
  },
];
