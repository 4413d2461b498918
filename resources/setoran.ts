/**
 * Deposits (setoran, DESIGN.md section 6): a salesperson hands over what they received from customers and not
 * yet deposited — expected per payment type (tunai, transfer, giro, nota putih) against the cash counted by
 * denomination. Finance receives it (transaksi-terima) and approves it (transaksi-setor-approve): the cash moves
 * from the salesperson's kas to company cash, a shortage or excess to its own account. The service is
 * server/domain/setoran.
 */
import { KAS_TUNAI_PERUSAHAAN, kasRef } from '../common/kas.js';
import type { ResourceDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { jurnal, nomor, parentRef, stamp, status, tanggal, tglPosting } from './document-fields.js';
import { KEUANGAN, bySales, sales } from './penjualan.js';

const money = (name: string, label: string, list = false): ResourceDef['fields'][number] =>
  ({ name, kind: 'money', label, readOnly: true, default: 0, list, sortable: list });

export const setoranResources: ResourceDef[] = [
  {
    name: 'setoran', label: 'Setoran', labelPlural: 'Setoran Sales', menu: '/setoran', path: '/setoran', icon: 'Savings',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: bySales,
    // Created by /transaksi-setor (or /input/setoran, the same service); GET /api/setoran/:id is the deposit
    // with its payment groups (server/domain/setoran); deleting before receipt is /transaksi-setor-delete.
    operations: ['list', 'create'],
    lines: { resource: 'setoran-pecahan', foreignKey: 'setoran_id', field: 'pecahan', sum: ['lembar', 'subtotal'], worth: { quantity: 'lembar', price: 'nominal', amount: 'subtotal', total: 'tunai_disetor' } },
    aliases: ['/setoran/detail/:id'],
    views: { list: 'SetoranList', create: 'SetoranSetor' },
    screens: [{ path: '/setoran/:id/show', view: 'SetoranDetail', kind: 'show' }],
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: [],
      transitions: [
        {
          name: 'terima', path: 'transaksi-terima', label: 'Terima Setoran', kind: 'forward', from: ['diajukan'], to: 'diterima', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'diterima_oleh', stampAt: 'diterima_pada',
        },
        {
          name: 'approve', path: 'transaksi-setor-approve', label: 'Setujui Setoran', kind: 'forward', from: ['diterima'], to: 'disetujui', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'disetujui_oleh', stampAt: 'disetujui_pada',
          fields: [kasRef('kas_id', 'Masuk ke Kas Perusahaan', KAS_TUNAI_PERUSAHAAN, { required: true, help: 'Kas Besar atau Kas Kecil perusahaan penerima uang setoran' }), tglPosting],
        },
      ],
    },
    fields: [
      nomor, { ...tanggal, required: false, help: 'Kosong = hari ini' },
      { ...sales, help: 'Terisi otomatis untuk sales; Finance memilih sales yang menyetor' },
      { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip', filterable: true, help: 'Kosong = semua pembayaran sampai tanggal setoran' },
      status([['diajukan', 'Diajukan'], ['diterima', 'Diterima'], ['disetujui', 'Disetujui']]),
      money('tunai_sistem', 'Tunai (Sistem)', true),
      money('transfer_sistem', 'Transfer (Sistem)'),
      money('giro_sistem', 'Giro (Sistem)'),
      money('nota_putih_sistem', 'Nota Putih (Sistem)'),
      money('tunai_disetor', 'Tunai Disetor', true),
      { name: 'selisih', kind: 'money', label: 'Selisih', readOnly: true, default: 0, list: true, sortable: true, help: 'Tunai disetor − tunai sistem (minus = kurang setor)' },
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Kas Perusahaan', readOnly: true, filterable: true },
      jurnal,
      keterangan,
      ...stamp('diterima_oleh', 'diterima_pada', 'Diterima'),
      ...stamp('disetujui_oleh', 'disetujui_pada', 'Disetujui'),
    ],
  },
  {
    name: 'setoran-pecahan', label: 'Pecahan Uang', labelPlural: 'Pecahan Uang Setoran', menu: '/setoran', path: '/setoran-pecahan',
    titleField: 'id', parent: 'setoran', defaultSort: { field: 'nominal', order: 'DESC' }, operations: ['list', 'get'],
    scope: { field: 'setoran_id', by: 'ref', levels: ['sales'] },
    fields: [
      parentRef('setoran_id', 'setoran', 'Setoran'),
      { name: 'nominal', kind: 'money', label: 'Pecahan', required: true, min: 1, max: 1_000_000, list: true },
      { name: 'lembar', kind: 'int', label: 'Lembar/Keping', required: true, min: 0, max: 100_000, list: true },
      { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true, default: 0, list: true, listPriority: 1 },
    ],
  },
];

/** The giro register: the giro among the payments received (a view over penjualan_bayar). */
export const giroResource: ResourceDef = {
  name: 'giro-masuk', label: 'Giro Masuk', labelPlural: 'Giro Masuk', menu: '/giro', path: '/giro', icon: 'ReceiptLong',
  table: 'penjualan_bayar', onlyWith: ['giro_nomor'], titleField: 'giro_nomor', defaultSort: { field: 'giro_jatuh_tempo', order: 'ASC' },
  scope: bySales, operations: ['list', 'get'], views: { list: 'GiroList' },
  fields: [
    { name: 'giro_nomor', kind: 'text', label: 'No. Giro', readOnly: true, searchable: true, list: true },
    { name: 'giro_bank', kind: 'text', label: 'Bank Giro', readOnly: true, list: true },
    { name: 'giro_jatuh_tempo', kind: 'date', label: 'Giro Efektif', readOnly: true, filterable: true, sortable: true, list: true },
    { name: 'jumlah', kind: 'money', label: 'Jumlah', readOnly: true, sortable: true, list: true, listPriority: 1 },
    {
      name: 'giro_status', kind: 'enum', label: 'Status Giro', readOnly: true, filterable: true, list: true, listPriority: 1,
      options: [{ value: 'terdaftar', label: 'Belum Cair' }, { value: 'cair', label: 'Cair' }, { value: 'ditolak', label: 'Ditolak' }],
    },
    { name: 'nomor', kind: 'text', label: 'No. Pembayaran', readOnly: true, searchable: true, list: true },
    { name: 'tanggal', kind: 'date', label: 'Tanggal Terima', readOnly: true, filterable: true, sortable: true },
    { ...sales, readOnly: true },
    { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', readOnly: true, filterable: true, list: true },
    { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan', readOnly: true, filterable: true },
    { name: 'hutang_id', kind: 'ref', ref: 'hutang', label: 'Hutang Dibayar', readOnly: true, filterable: true },
    { name: 'tipe', kind: 'enum', label: 'Jenis Bayar', readOnly: true, filterable: true, options: [{ value: 'giro', label: 'Giro' }] },
    { name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, options: [{ value: 'diterima', label: 'Diterima' }, { value: 'dibatalkan', label: 'Dibatalkan' }] },
    { name: 'giro_kas_id', kind: 'ref', ref: 'kas', label: 'Dicairkan ke', readOnly: true },
    { name: 'giro_tanggal_proses', kind: 'date', label: 'Tanggal Cair/Tolak', readOnly: true },
    { name: 'giro_alasan', kind: 'text', label: 'Alasan Ditolak', readOnly: true },
    { name: 'giro_jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Giro', readOnly: true },
    { name: 'giro_hutang_id', kind: 'ref', ref: 'hutang', label: 'Piutang Dibuka Ulang', readOnly: true },
  ],
};
