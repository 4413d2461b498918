/**
 * Customer returns (retur konsumen, DESIGN.md section 6): goods a customer gives back from a completed sale. The
 * salesperson writes and reports it (laporkan), the goods are collected and counted (checkout), and someone other
 * than the reporter approves it (retur-approve): good goods back into the vehicle, damaged ones written off through
 * the warehouse, the sale's receivable or the salesperson's cash credited. Effects in server/domain/retur-konsumen.
 */
import type { LevelKey, MenuNode, ResourceDef, ScopeDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { jurnal, nomor, offline, parentRef, satuan, stamp, status, tanggal, tglPosting } from './document-fields.js';

/** Who approves a return: the books' and the warehouse's levels (a salesperson never, even as a warehouse synonym). */
export const PENYETUJU_RETUR: LevelKey[] = ['finance', 'owner', 'gm', 'warehouse_admin', 'admin'];
const bySales: ScopeDef = { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] };
const byGudang: ScopeDef = { field: 'gudang_id', by: 'gudang', levels: ['warehouse_admin'] };

export const returKonsumenResources: ResourceDef[] = [
  {
    name: 'retur-konsumen', label: 'Retur Konsumen', labelPlural: 'Retur Konsumen', menu: '/retur-konsumen', path: '/retur-konsumen',
    aliases: ['/retur-konsumen/detail/:id'], icon: 'AssignmentReturn', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    scope: bySales, scopes: [byGudang], operations: ['list', 'get', 'create', 'update'], views: { create: 'ReturKonsumenCreate', edit: 'ReturKonsumenEdit' },
    lines: { resource: 'retur-konsumen-rincian', foreignKey: 'retur_konsumen_id', field: 'rincian', sum: ['qty', 'subtotal'], worth: { amount: 'subtotal', subtotal: 'subtotal', ppn: 'ppn', total: 'total' } },
    prints: [{ name: 'bukti-retur', label: 'Cetak Bukti Retur', path: 'cetak-retur-konsumen/:id', states: ['dilaporkan', 'checkout', 'disetujui'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        { name: 'laporkan', path: 'retur-konsumen-laporkan', label: 'Laporkan Retur', kind: 'forward', from: ['draft'], to: 'dilaporkan', action: 'update', stampUser: 'dilaporkan_oleh', stampAt: 'dilaporkan_pada' },
        { name: 'checkout', path: 'retur-konsumen-checkout', label: 'Checkout Barang Retur', kind: 'forward', done: 'mengeluarkan barang', from: ['dilaporkan'], to: 'checkout', action: 'update', stampUser: 'checkout_oleh', stampAt: 'checkout_pada' },
        {
          name: 'approve', path: 'input/retur-approve', label: 'Setujui Retur', kind: 'forward', from: ['checkout'], to: 'disetujui', action: 'update',
          levels: PENYETUJU_RETUR, notByCreator: true, stampUser: 'disetujui_oleh', stampAt: 'disetujui_pada',
          fields: [tglPosting],
        },
        {
          name: 'batal', path: 'retur-konsumen-batal', label: 'Batalkan Retur', kind: 'destructive', reason: 'alasan_batal', from: ['draft', 'dilaporkan'], to: 'dibatalkan', action: 'update',
          stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
          fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, max: 255 }],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', readOnly: true, filterable: true, list: true, listPriority: 2, help: 'Sales penjualan asal' },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan Asal', required: true, filterable: true, list: true, listPriority: 2, help: 'Nota penjualan (selesai) konsumen ini tempat barang dibeli' },
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', readOnly: true, filterable: true, list: true, listPriority: 3 },
      { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip Penerima', readOnly: true, filterable: true },
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang Barang Rusak', filterable: true, help: 'Kosong = gudang muat trip penjualan' },
      {
        name: 'penyelesaian', kind: 'enum', label: 'Penyelesaian', required: true, default: 'potong_piutang', filterable: true, list: true, listPriority: 3,
        options: [{ value: 'potong_piutang', label: 'Potong Piutang' }, { value: 'tunai', label: 'Uang Kembali (Tunai)' }],
        help: 'Potong piutang: mengurangi sisa piutang nota; kelebihannya dibayar tunai dari kas sales',
      },
      { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true, default: 0 },
      { name: 'ppn', kind: 'money', label: 'PPN', readOnly: true, default: 0 },
      { name: 'total', kind: 'money', label: 'Total Retur', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      { name: 'potong_piutang', kind: 'money', label: 'Dipotong dari Piutang', readOnly: true, default: 0 },
      { name: 'dibayar_tunai', kind: 'money', label: 'Dibayar Tunai', readOnly: true, default: 0 },
      { name: 'tanggal_disetujui', kind: 'date', label: 'Tanggal Disetujui', readOnly: true, filterable: true, sortable: true },
      status([['draft', 'Draft'], ['dilaporkan', 'Dilaporkan'], ['checkout', 'Checkout'], ['disetujui', 'Disetujui'], ['dibatalkan', 'Dibatalkan']]),
      { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
      keterangan,
      jurnal,
      ...stamp('dilaporkan_oleh', 'dilaporkan_pada', 'Dilaporkan'),
      ...stamp('checkout_oleh', 'checkout_pada', 'Checkout'),
      ...stamp('disetujui_oleh', 'disetujui_pada', 'Disetujui'),
      ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
      ...offline,
    ],
  },
  {
    name: 'retur-konsumen-rincian', label: 'Barang Diretur', labelPlural: 'Rincian Retur Konsumen', menu: '/retur-konsumen', path: '/retur-konsumen-rincian',
    titleField: 'id', parent: 'retur-konsumen', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'retur_konsumen_id', by: 'ref', levels: ['sales', 'warehouse_admin'] },
    fields: [
      parentRef('retur_konsumen_id', 'retur-konsumen', 'Retur Konsumen'),
      { name: 'penjualan_rincian_id', kind: 'ref', ref: 'penjualan-rincian', label: 'Baris Penjualan', required: true, filterable: true },
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', readOnly: true, filterable: true, list: true },
      satuan,
      { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true },
      { name: 'qty', kind: 'qty', label: 'Jumlah (satuan dasar)', readOnly: true, list: true },
      {
        name: 'kondisi', kind: 'enum', label: 'Kondisi', required: true, default: 'baik', list: true,
        options: [{ value: 'baik', label: 'Baik (kembali ke kendaraan)' }, { value: 'rusak', label: 'Rusak' }],
      },
      { name: 'harga', kind: 'money', label: 'Harga per Satuan Dasar', readOnly: true, default: 0, list: true, help: 'Harga jual baris penjualan setelah diskonnya' },
      { name: 'ppn', kind: 'money', label: 'PPN', readOnly: true, default: 0 },
      { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true, default: 0, list: true, listPriority: 1 },
      { name: 'hpp', kind: 'money', label: 'HPP', readOnly: true, default: 0, help: 'Harga pokok jumlah yang diretur, bagian dari HPP baris penjualan' },
    ],
  },
];

export const returKonsumenMenus: MenuNode[] = [
  { name: 'Retur Konsumen', icon: 'AssignmentReturn', url: '/retur-konsumen' },
];
