/**
 * Warehouse work: stock documents a warehouse admin writes for their own warehouse (receiving, disposal, …).
 * Each is a document with line items and a status workflow; its stock and journal effects happen in the step
 * handlers of server/domain/gudang through server/ledger.
 */
import type { MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, keterangan } from '../fields.js';
import { TEMPAT, barang, byGudang, draftWorkflow, gudang, jumlah, jurnal, nilai, nomor, parentRef, qtyDasar, satuan, stamp, status, tanggal, tempatId, total, warehouseLines } from '../document-fields.js';

/** Disposal of damaged (rusak, kind 2) or lost (hilang, kind 1) goods: draft → diposting (stock out, loss expense). */
function disposal(jenis: 'rusak' | 'hilang'): ResourceDef[] {
  const name = `gudang-disposal-${jenis}`;
  const label = jenis === 'rusak' ? 'Disposal Barang Rusak' : 'Disposal Barang Hilang';
  return [
    {
      name, label, labelPlural: label, menu: `/disposal-${jenis}`, path: `/disposal-${jenis}`,
      icon: jenis === 'rusak' ? 'BrokenImage' : 'SearchOff', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
      lines: { resource: `${name}-rincian`, foreignKey: 'disposal_id', field: 'rincian', sum: ['qty', 'nilai'], worth: { amount: 'nilai', total: 'total' } },
      workflow: draftWorkflow(name, { name: 'posting', path: `input/${name}-posting`, label: 'Posting', to: 'diposting', stamp: 'diposting' }),
      // SPEC.md section 7 names the lost-goods print `cetak-disposal`, with the document in a parameter.
      prints: [{ name: 'berita-acara', label: 'Cetak Berita Acara', path: `${jenis === 'rusak' ? 'cetak-disposal-rusak' : 'cetak-disposal'}?id=:id`, states: ['draft', 'diposting'] }],
      fields: [
        nomor, tanggal, gudang,
        { name: 'alasan', kind: 'text', label: jenis === 'rusak' ? 'Penyebab Kerusakan' : 'Keterangan Kehilangan', required: true, max: 255, searchable: true, list: true },
        keterangan, total, status([['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']]), jurnal,
        ...stamp('diposting_oleh', 'diposting_pada', 'Diposting'),
      ],
    },
    {
      name: `${name}-rincian`, label: 'Barang', labelPlural: `Rincian ${label}`, menu: `/disposal-${jenis}`, path: `/disposal-${jenis}-rincian`,
      titleField: 'id', parent: name, defaultSort: { field: 'id', order: 'ASC' },
      scope: { field: 'disposal_id', by: 'ref', levels: ['warehouse_admin'] },
      fields: [
        parentRef('disposal_id', name, label), barang, satuan, jumlah, qtyDasar, TEMPAT, tempatId,
        { name: 'tempat_nama', kind: 'text', label: 'Tempat', readOnly: true, max: 120, list: true },
        { ...nilai, label: 'Nilai (HPP)', help: 'Nilai pokok saat diposting' },
      ],
    },
  ];
}

export const gudangKerjaResources: ResourceDef[] = [
  {
    name: 'penerimaan', label: 'Penerimaan Barang', labelPlural: 'Penerimaan Barang', menu: '/penerimaan-barang', path: '/penerimaan-barang',
    aliases: ['/penerimaan-barang/view/:id', '/penerimaan-barang/add/:id', '/penerimaan-barang/edit/:id'],
    icon: 'MoveToInbox', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
    lines: { resource: 'penerimaan-barang', foreignKey: 'penerimaan_id', field: 'rincian', sum: ['qty', 'nilai'], worth: { quantity: 'jumlah', price: 'harga_satuan', amount: 'nilai', total: 'total' } },
    workflow: draftWorkflow('penerimaan', { name: 'terima', path: 'input/penerimaan-terima', label: 'Terima', to: 'diterima', stamp: 'diterima' }),
    // What arrived is fixed once received: the stock and the journal were posted from these lines.
    locks: [{ fields: ['barang_id', 'satuan_id', 'jumlah', 'harga_satuan'], lines: true, states: ['diterima', 'dibatalkan'] }],
    prints: [{ name: 'bukti-penerimaan', label: 'Cetak Bukti Penerimaan', path: 'cetak-penerimaan/:id', states: ['draft', 'diterima'] }],
    fields: [
      nomor, tanggal, gudang,
      { name: 'supplier_id', kind: 'ref', ref: 'supplier', label: 'Supplier', required: true, filterable: true, searchable: true, list: true },
      { name: 'no_faktur', kind: 'text', label: 'No. Faktur Supplier', max: 60, searchable: true, list: true },
      { name: 'pembelian_id', kind: 'ref', ref: 'pembelian', label: 'Pembelian', filterable: true, list: true, listPriority: 3, help: 'Isi bila barang datang dari pesanan pembelian: harga dan hutang mengikuti pembelian' },
      keterangan, total, status([['draft', 'Draft'], ['diterima', 'Diterima'], ['dibatalkan', 'Dibatalkan']]), jurnal,
      ...stamp('diterima_oleh', 'diterima_pada', 'Diterima'),
    ],
  },
  warehouseLines('penerimaan', { name: 'penerimaan-barang', label: 'Barang Diterima', labelPlural: 'Rincian Penerimaan', menu: '/penerimaan-barang', path: '/penerimaan-barang-rincian', titleField: 'id' }, 'Penerimaan', [
    barang, satuan, jumlah,
    { name: 'harga_satuan', kind: 'money', label: 'Harga per Satuan', required: true, min: 0, list: true },
    // After the goods: most receipts have no purchase, and a line starts where the goods are typed.
    { name: 'pembelian_rincian_id', kind: 'ref', ref: 'pembelian-rincian', label: 'Baris Pembelian', filterable: true, help: 'Wajib bila penerimaan dari pembelian' },
    qtyDasar, nilai,
  ]),
  {
    name: 'stok-opname', label: 'Stock Opname', labelPlural: 'Stock Opname', menu: '/stock-opname', path: '/stock-opname',
    aliases: ['/stock-opname/:id', '/stock-opname/detail/:id'], icon: 'FactCheck', titleField: 'nomor',
    defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
    lines: { resource: 'stok-opname-rincian', foreignKey: 'stok_opname_id', field: 'rincian', sum: ['qty_sistem', 'qty_fisik', 'selisih', 'nilai'], worth: { amount: 'nilai', total: 'total' } },
    workflow: draftWorkflow('stok-opname', { name: 'posting', path: 'input/stok-opname-posting', label: 'Posting Selisih', to: 'diposting', stamp: 'diposting' }),
    // A draft prints as the counting sheet, a posted one as the record of the differences.
    prints: [{ name: 'berita-acara', label: 'Cetak Berita Acara', path: 'cetak-stok-opname/:id', states: ['draft', 'diposting'] }],
    fields: [
      nomor, tanggal, gudang,
      { name: 'kategori_id', kind: 'ref', ref: 'kategori', label: 'Kategori', filterable: true, list: true, help: 'Kosong = semua barang di gudang' },
      keterangan,
      { name: 'dibekukan_pada', kind: 'datetime', label: 'Stok Sistem Dibekukan Pada', readOnly: true },
      { ...total, label: 'Selisih Bersih (Rp)' }, status([['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']]),
      { ...jurnal, label: 'Jurnal Selisih Kurang' }, { ...jurnal, name: 'jurnal_lebih_id', label: 'Jurnal Selisih Lebih' },
      ...stamp('diposting_oleh', 'diposting_pada', 'Diposting'),
    ],
  },
  {
    name: 'stok-opname-rincian', label: 'Hasil Hitung', labelPlural: 'Rincian Stock Opname', menu: '/stock-opname', path: '/stock-opname-rincian',
    titleField: 'id', parent: 'stok-opname', defaultSort: { field: 'id', order: 'ASC' }, uniqueTogether: [['stok_opname_id', 'barang_id']],
    scope: { field: 'stok_opname_id', by: 'ref', levels: ['warehouse_admin'] },
    fields: [
      parentRef('stok_opname_id', 'stok-opname', 'Stock Opname'), barang,
      { name: 'qty_sistem', kind: 'qty', label: 'Stok Sistem', readOnly: true, list: true },
      { name: 'qty_fisik', kind: 'qty', label: 'Stok Fisik', min: 0, list: true, help: 'Hasil hitung dalam satuan dasar' },
      { name: 'selisih', kind: 'qty', label: 'Selisih', readOnly: true, sortable: true, list: true },
      { ...nilai, label: 'Nilai Selisih' },
      { name: 'catatan', kind: 'text', label: 'Catatan', max: 255 },
    ],
  },
  {
    name: 'konversi', label: 'Aturan Konversi', labelPlural: 'Konversi Barang', menu: '/konversi', path: '/konversi',
    icon: 'SwapHoriz', titleField: 'id', defaultSort: { field: 'id', order: 'ASC' }, uniqueTogether: [['barang_asal_id', 'barang_tujuan_id']],
    fields: [
      { ...barang, name: 'barang_asal_id', label: 'Barang Asal' },
      { ...barang, name: 'barang_tujuan_id', label: 'Barang Hasil' },
      { name: 'faktor', kind: 'int', label: 'Hasil per 1 Satuan Dasar Asal', required: true, min: 1, max: 100000, list: true, help: '1 dus (asal) → 24 pcs (hasil): 24' },
      keterangan, aktif,
    ],
  },
  {
    name: 'konversi-barang', label: 'Konversi Barang', labelPlural: 'Konversi Barang', menu: '/konversi', path: '/konversi-barang',
    icon: 'SwapHoriz', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
    lines: { resource: 'konversi-barang-rincian', foreignKey: 'konversi_barang_id', field: 'rincian', sum: ['qty_asal', 'qty_tujuan', 'nilai'], worth: { amount: 'nilai', total: 'total' } },
    workflow: draftWorkflow('konversi-barang', { name: 'proses', path: 'input/konversi-barang-proses', label: 'Proses', to: 'diproses', stamp: 'diproses' }),
    prints: [{ name: 'bukti-konversi', label: 'Cetak Bukti Konversi', path: 'cetak-konversi-barang/:id', states: ['draft', 'diproses'] }],
    fields: [
      nomor, tanggal, gudang, keterangan, total, status([['draft', 'Draft'], ['diproses', 'Diproses'], ['dibatalkan', 'Dibatalkan']]),
      { ...jurnal, label: 'Jurnal Barang Keluar' }, { ...jurnal, name: 'jurnal_masuk_id', label: 'Jurnal Barang Masuk' },
      ...stamp('diproses_oleh', 'diproses_pada', 'Diproses'),
    ],
  },
  warehouseLines('konversi-barang', { label: 'Konversi', labelPlural: 'Rincian Konversi Barang', menu: '/konversi', titleField: 'id' }, 'Konversi Barang', [
    { name: 'konversi_id', kind: 'ref', ref: 'konversi', label: 'Aturan Konversi', required: true, filterable: true, list: true },
    { ...satuan, help: 'Satuan barang asal; kosong = satuan dasar' }, jumlah,
    { name: 'qty_asal', kind: 'qty', label: 'Keluar (satuan dasar asal)', readOnly: true, list: true },
    { name: 'qty_tujuan', kind: 'qty', label: 'Masuk (satuan dasar hasil)', readOnly: true, list: true },
    nilai,
  ]),
  ...disposal('rusak'),
  ...disposal('hilang'),
];

export const gudangKerjaMenus: MenuNode[] = [
  {
    name: 'Transaksi Gudang', icon: 'Warehouse', url: '/grup-transaksi-gudang', children: [
      { name: 'Penerimaan Barang', icon: 'MoveToInbox', url: '/penerimaan-barang' },
      { name: 'Stock Opname', icon: 'FactCheck', url: '/stock-opname' },
      { name: 'Disposal Rusak', icon: 'BrokenImage', url: '/disposal-rusak' },
      { name: 'Konversi Barang', icon: 'SwapHoriz', url: '/konversi' },
      { name: 'Disposal Hilang', icon: 'SearchOff', url: '/disposal-hilang' },
    ],
  },
];
