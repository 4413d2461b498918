/**
 * Stock as the ledger keeps it: balances per goods and location, placements inside warehouses, and the
 * append-only movements. Read-only here: only server/ledger writes them.
 */
import type { FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';

const READ_ONLY = ['list', 'get'] as ResourceDef['operations'];
const barang: FieldDef = { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, list: true };
const gudang: FieldDef = { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', filterable: true, list: true };
const kendaraan: FieldDef = { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', filterable: true, list: true };
const lokasi: FieldDef = { name: 'lokasi', kind: 'text', label: 'Kode Lokasi', required: true, max: 20, filterable: true };
const qty: FieldDef = { name: 'qty', kind: 'qty', label: 'Jumlah', required: true, sortable: true, list: true };
/** Kept by the ledger: a stock movement dated before it needs a finance level (back-dating). */
const tanggalAkhir: FieldDef = { name: 'tanggal_akhir', kind: 'date', label: 'Gerakan Terakhir', readOnly: true, list: true };
const TEMPAT: FieldDef = {
  name: 'tempat_tipe', kind: 'enum', label: 'Jenis Tempat', required: true, filterable: true, list: true,
  options: [{ value: 'blok', label: 'Blok' }, { value: 'rak', label: 'Rak' }, { value: 'laci', label: 'Laci' }, { value: 'palet', label: 'Palet' }],
};

export const persediaanResources: ResourceDef[] = [
  {
    name: 'stok', label: 'Stok', labelPlural: 'Stok Gudang', menu: '/stok', path: '/stok', icon: 'Inventory',
    titleField: 'id', operations: READ_ONLY, onlyWith: ['gudang_id'], defaultSort: { field: 'barang_id', order: 'ASC' },
    fields: [{ ...barang, sortable: true }, gudang, kendaraan, lokasi, qty, tanggalAkhir],
  },
  {
    name: 'stok-mobil', table: 'stok', label: 'Stok Mobil', labelPlural: 'Stok Mobil', menu: '/stok-mobil', path: '/stok-mobil',
    icon: 'LocalShipping', titleField: 'id', operations: READ_ONLY, onlyWith: ['kendaraan_id'], defaultSort: { field: 'barang_id', order: 'ASC' },
    fields: [{ ...barang, sortable: true }, gudang, kendaraan, lokasi, qty, tanggalAkhir],
  },
  {
    name: 'stok-penempatan', label: 'Penempatan Stok', labelPlural: 'Penempatan Stok', menu: '/stok', path: '/stok-penempatan',
    icon: 'ViewModule', titleField: 'id', operations: READ_ONLY, defaultSort: { field: 'barang_id', order: 'ASC' },
    // What lies where in one warehouse, per goods (menu node /penempatan leads there; reading is /stok's).
    screens: [{ path: '/penempatan', view: 'Penempatan', kind: 'list' }],
    fields: [
      { ...barang, sortable: true }, { ...gudang, required: true }, TEMPAT,
      { name: 'tempat_id', kind: 'int', label: 'ID Tempat', required: true, filterable: true },
      { name: 'tempat_nama', kind: 'text', label: 'Tempat', max: 120, searchable: true, list: true },
      qty,
    ],
  },
  {
    name: 'stok-ledger', label: 'Kartu Stok', labelPlural: 'Kartu Stok', menu: '/stok', path: '/kartu-stok', icon: 'History',
    titleField: 'id', operations: READ_ONLY, defaultSort: { field: 'id', order: 'DESC' },
    fields: [
      { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true, list: true },
      barang, gudang, kendaraan, lokasi,
      { name: 'qty', kind: 'qty', label: 'Masuk/Keluar', required: true, list: true },
      { name: 'nilai', kind: 'money', label: 'Nilai', required: true, list: true },
      { name: 'hpp', kind: 'money', label: 'HPP Satuan', list: true },
      { name: 'qty_setelah', kind: 'qty', label: 'Saldo Lokasi', required: true, list: true },
      { name: 'qty_total_setelah', kind: 'qty', label: 'Saldo Total', required: true, list: true },
      { name: 'nilai_total_setelah', kind: 'money', label: 'Nilai Total', required: true, list: true },
      { name: 'dokumen_tipe', kind: 'text', label: 'Dokumen', required: true, max: 40, filterable: true, list: true, listPriority: 1, documentId: 'dokumen_id', documentNumber: 'dokumen_nomor' },
      { name: 'dokumen_id', kind: 'int', label: 'ID Dokumen', filterable: true },
      { name: 'dokumen_nomor', kind: 'text', label: 'No. Dokumen', max: 40, searchable: true },
      { name: 'baris_id', kind: 'int', label: 'ID Baris' },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255 },
    ],
  },
];

export const persediaanMenus: MenuNode[] = [
  {
    name: 'Persediaan', icon: 'Inventory', url: '/persediaan', children: [
      { name: 'Stok Gudang', icon: 'Inventory', url: '/stok' },
      { name: 'Stok Mobil', icon: 'LocalShipping', url: '/stok-mobil' },
      { name: 'Penempatan Stok', icon: 'ViewModule', url: '/penempatan' },
    ],
  },
];
