/**
 * Where goods are inside and between warehouses: storage documents that put goods into blocks, racks, drawers
 * and pallets (gudang-penyimpanan), and warehouse mutations that send goods from one warehouse to another
 * (gudang-mutasi: diminta → dikirim, in transit → diterima, placed at the destination). Their stock effects
 * happen in server/domain/gudang through server/ledger.
 */
import type { FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { GUDANG, barang, byGudang, draftWorkflow, gudang, jumlah, nilai, nomor, parentRef, qtyDasar, satuan, stamp, status, tanggal, total } from '../document-fields.js';

const TIPE_TEMPAT = [{ value: 'blok', label: 'Blok' }, { value: 'rak', label: 'Rak' }, { value: 'laci', label: 'Laci' }, { value: 'palet', label: 'Palet' }];

/** A place inside a warehouse as two columns: its kind and the id of the block, rack, drawer or pallet. */
const place = (prefix: string, label: string, help: string, placeIn: string): FieldDef[] => [
  { name: `${prefix}_tipe`, kind: 'enum', label: `${label} (Jenis)`, options: TIPE_TEMPAT },
  { name: `${prefix}_id`, kind: 'int', label, min: 1, placeIn, help },
  { name: `${prefix}_nama`, kind: 'text', label, readOnly: true, max: 120, list: true },
];

export const gudangTempatResources: ResourceDef[] = [
  {
    name: 'gudang-penyimpanan', label: 'Penyimpanan Barang', labelPlural: 'Penyimpanan Barang', menu: '/penyimpanan', path: '/penyimpanan',
    aliases: ['/penyimpanan/add', '/stock-in', '/stock-in/edit/:id'], icon: 'Storage', titleField: 'nomor',
    defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
    lines: { resource: 'gudang-penyimpanan-rincian', foreignKey: 'gudang_penyimpanan_id', field: 'rincian', sum: ['qty'] },
    workflow: draftWorkflow('gudang-penyimpanan', { name: 'tempatkan', path: 'update/gudang-penyimpanan', label: 'Tempatkan', to: 'ditempatkan', stamp: 'ditempatkan' }),
    // A draft prints as the put-away list the loaders carry.
    prints: [{ name: 'penyimpanan', label: 'Cetak Penyimpanan', path: 'cetak-penyimpanan/:id', states: ['draft', 'ditempatkan'] }],
    fields: [
      nomor, tanggal, gudang,
      {
        name: 'penerimaan_id', kind: 'ref', ref: 'penerimaan', label: 'Dari Penerimaan', filterable: true, list: true,
        help: 'Isi untuk menempatkan barang sebuah penerimaan (rinciannya terisi otomatis); kosong untuk menata barang gudang',
      },
      keterangan,
      { ...total, kind: 'qty', label: 'Jumlah Ditempatkan (satuan dasar)' },
      status([['draft', 'Draft'], ['ditempatkan', 'Ditempatkan'], ['dibatalkan', 'Dibatalkan']]),
      ...stamp('ditempatkan_oleh', 'ditempatkan_pada', 'Ditempatkan'),
    ],
  },
  {
    name: 'gudang-penyimpanan-rincian', label: 'Barang Ditempatkan', labelPlural: 'Rincian Penyimpanan', menu: '/penyimpanan', path: '/penyimpanan-rincian',
    titleField: 'id', parent: 'gudang-penyimpanan', defaultSort: { field: 'id', order: 'ASC' }, addPath: 'input/gudang-penyimpanan-tambah',
    scope: { field: 'gudang_penyimpanan_id', by: 'ref', levels: ['warehouse_admin'] },
    fields: [
      parentRef('gudang_penyimpanan_id', 'gudang-penyimpanan', 'Penyimpanan Barang'), barang, satuan, jumlah, qtyDasar,
      ...place('tempat_asal', 'Dari Tempat', 'Kosong = stok gudang yang belum ditempatkan', 'gudang_id'),
      ...place('tempat', 'Ke Tempat', 'Blok, rak, laci atau palet tujuan di gudang ini', 'gudang_id'),
    ],
  },
  {
    name: 'gudang-mutasi', label: 'Mutasi Gudang', labelPlural: 'Mutasi Gudang', menu: '/mutasi', path: '/mutasi',
    aliases: ['/mutasi/add', '/request-mutasi'], icon: 'CompareArrows', titleField: 'nomor',
    screens: [{ path: '/request-mutasi/penempatan/:id', view: 'MutasiPenempatan', kind: 'edit' }],
    prints: [{ name: 'surat-mutasi', label: 'Cetak Surat Mutasi', path: 'cetak-mutasi?id=:id', states: ['diminta', 'dikirim', 'diterima'] }],
    defaultSort: { field: 'tanggal', order: 'DESC' },
    // A mutation is its destination warehouse's (who asks) and its source's (who sends).
    scope: { field: 'gudang_tujuan_id', orField: 'gudang_asal_id', by: 'gudang', levels: ['warehouse_admin'] },
    lines: { resource: 'gudang-mutasi-rincian', foreignKey: 'gudang_mutasi_id', field: 'rincian', sum: ['qty', 'qty_dikirim', 'nilai'], worth: { amount: 'nilai', total: 'total' } },
    workflow: {
      field: 'status', initial: 'diminta', editableIn: ['diminta'],
      transitions: [
        {
          name: 'kirim', path: 'input/gudang-mutasi-kirim', label: 'Kirim', kind: 'forward', from: ['diminta'], to: 'dikirim', action: 'update',
          levels: GUDANG, stampUser: 'dikirim_oleh', stampAt: 'dikirim_pada',
          fields: [{ name: 'tanggal_kirim', kind: 'date', label: 'Tanggal Kirim' }],
        },
        {
          name: 'terima', path: 'input/gudang-mutasi-terima', label: 'Terima & Tempatkan', kind: 'forward', from: ['dikirim'], to: 'diterima', action: 'update',
          levels: GUDANG, stampUser: 'diterima_oleh', stampAt: 'diterima_pada',
          fields: [{ name: 'tanggal_terima', kind: 'date', label: 'Tanggal Terima' }],
        },
        {
          name: 'tolak', path: 'input/gudang-mutasi-tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diminta'], to: 'ditolak', action: 'update', levels: GUDANG, notByCreator: true,
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, max: 255 }],
        },
        { name: 'batal', path: 'input/gudang-mutasi-batal', label: 'Batalkan', kind: 'destructive', from: ['diminta'], to: 'dibatalkan', action: 'update', levels: GUDANG },
      ],
    },
    fields: [
      nomor, tanggal,
      { ...gudang, name: 'gudang_asal_id', label: 'Gudang Asal', required: true, help: 'Gudang yang mengirim barang' },
      { ...gudang, name: 'gudang_tujuan_id', label: 'Gudang Tujuan' },
      keterangan,
      { ...total, label: 'Nilai Dikirim (HPP)' },
      status([['diminta', 'Diminta'], ['dikirim', 'Dalam Perjalanan'], ['diterima', 'Diterima'], ['ditolak', 'Ditolak'], ['dibatalkan', 'Dibatalkan']]),
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      { name: 'tanggal_kirim', kind: 'date', label: 'Tanggal Kirim', readOnly: true, filterable: true, sortable: true, list: true },
      { name: 'tanggal_terima', kind: 'date', label: 'Tanggal Terima', readOnly: true, filterable: true, sortable: true },
      ...stamp('dikirim_oleh', 'dikirim_pada', 'Dikirim'),
      ...stamp('diterima_oleh', 'diterima_pada', 'Diterima'),
    ],
  },
  {
    name: 'gudang-mutasi-rincian', label: 'Barang Dimutasi', labelPlural: 'Rincian Mutasi Gudang', menu: '/mutasi', path: '/mutasi-rincian',
    titleField: 'id', parent: 'gudang-mutasi', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'gudang_mutasi_id', by: 'ref', levels: ['warehouse_admin'] },
    fields: [
      parentRef('gudang_mutasi_id', 'gudang-mutasi', 'Mutasi Gudang'), barang, satuan, jumlah, qtyDasar,
      ...place('tempat_asal', 'Diambil dari Tempat', 'Tempat di gudang asal; kosong = stok yang belum ditempatkan', 'gudang_asal_id'),
      ...place('tempat_tujuan', 'Ditempatkan di', 'Tempat di gudang tujuan; kosong = stok yang belum ditempatkan', 'gudang_tujuan_id'),
      { name: 'qty_dikirim', kind: 'qty', label: 'Dikirim (satuan dasar)', readOnly: true, list: true },
      { ...nilai, label: 'Nilai (HPP)' },
    ],
  },
];

export const gudangTempatMenus: MenuNode[] = [
  {
    name: 'Penempatan & Mutasi', icon: 'Storage', url: '/grup-penempatan', children: [
      { name: 'Penyimpanan Barang', icon: 'Storage', url: '/penyimpanan' },
      { name: 'Mutasi Gudang', icon: 'CompareArrows', url: '/mutasi' },
    ],
  },
];
