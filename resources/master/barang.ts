/** Goods: units, categories, the goods with their larger units, price categories and selling prices. */
import type { MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, codeList, keterangan, kode, nama } from '../fields.js';

export const barangResources: ResourceDef[] = [
  {
    ...codeList('satuan', 'Satuan', 'Straighten', 'Nama Satuan'),
    fields: [
      ...codeList('satuan', 'Satuan', 'Straighten', 'Nama Satuan').fields,
      {
        name: 'kode_coretax', kind: 'text', label: 'Kode Satuan Coretax', max: 7, pattern: { regex: 'UM\\.\\d{4}', example: 'UM.0000' }, list: true,
        help: 'Kode satuan di faktur pajak Coretax (mis. UM.0021 Buah); daftarnya di Satuan Coretax', example: 'UM.0021',
      },
    ],
  },
  codeList('kategori', 'Kategori', 'Category', 'Nama Kategori'),
  {
    name: 'barang', label: 'Barang', labelPlural: 'Barang', menu: '/barang', path: '/barang', importable: true,
    aliases: ['/barang/add', '/barang/edit/:id'], icon: 'Inventory2', titleField: 'nama', softDelete: true,
    // Goods are looked for by name: lists (and every goods picker) read A–Z, and each filter's index follows it.
    defaultSort: { field: 'nama', order: 'ASC' },
    lines: { resource: 'barang-satuan', foreignKey: 'barang_id', field: 'konversi_satuan', sum: [] },
    fields: [
      kode('Kode Barang'),
      { name: 'barcode', kind: 'text', label: 'Barcode', unique: true, max: 32, searchable: true, list: true, help: 'Barcode satuan dasar (EAN-13)' },
      nama('Nama Barang'),
      { name: 'kategori_id', kind: 'ref', ref: 'kategori', label: 'Kategori', required: true, filterable: true, list: true },
      { name: 'brand', kind: 'text', label: 'Merek', max: 60, searchable: true, filterable: true, sortable: true, list: true },
      {
        name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan Dasar', required: true, filterable: true, list: true,
        help: 'Stok, harga beli dan harga jual dihitung per satuan ini; satuan besar diisi di Konversi Satuan',
      },
      { name: 'harga_beli', kind: 'money', label: 'Harga Beli', min: 0, default: 0, sortable: true, list: true, help: 'Per satuan dasar' },
      { name: 'kena_ppn', kind: 'bool', label: 'Kena PPN', default: false, filterable: true, help: 'Penjualannya dikenai PPN sebesar tarif di Pengaturan Perusahaan' },
      { name: 'kode_coretax', kind: 'text', label: 'Kode Barang/Jasa Coretax', digits: 6, default: '000000', help: '6 digit kode barang/jasa di faktur pajak Coretax; 000000 bila tidak ditentukan', example: '000000' },
      { name: 'minimal_stok', kind: 'qty', label: 'Minimal Stok', min: 0, default: 0, sortable: true, help: 'Dalam satuan dasar; di bawahnya barang perlu dipesan' },
      { name: 'image', kind: 'image', label: 'Gambar' },
      keterangan, aktif,
    ],
  },
  {
    name: 'barang-satuan', label: 'Konversi Satuan', labelPlural: 'Konversi Satuan', menu: '/barang', path: '/barang-satuan',
    titleField: 'faktor', parent: 'barang', defaultSort: { field: 'faktor', order: 'ASC' },
    uniqueTogether: [['barang_id', 'satuan_id']],
    fields: [
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true },
      { name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan', required: true, filterable: true, list: true },
      { name: 'faktor', kind: 'int', label: 'Isi (satuan dasar)', required: true, min: 2, max: 100000, sortable: true, list: true, help: '1 dus berisi 24 pcs → 24' },
      { name: 'barcode', kind: 'text', label: 'Barcode', max: 32, searchable: true, list: true },
    ],
  },
  {
    name: 'kategori-harga', label: 'Kategori Harga', labelPlural: 'Kategori Harga', menu: '/kategori-harga', path: '/kategori-harga', importable: true,
    icon: 'Sell', titleField: 'nama', defaultSort: { field: 'prioritas', order: 'DESC' },
    fields: [
      kode(), nama('Nama Kategori Harga'),
      {
        name: 'prioritas', kind: 'int', label: 'Prioritas', default: 0, min: 0, max: 100, sortable: true, list: true,
        help: 'Bila beberapa harga berlaku pada hari yang sama, harga dengan prioritas tertinggi yang dipakai (mis. Promo di atas Normal)',
      },
      keterangan, aktif,
    ],
  },
  {
    name: 'harga-jual', label: 'Harga Jual', labelPlural: 'Harga Jual', menu: '/harga-jual', path: '/harga-jual', importable: true,
    icon: 'PriceChange', titleField: 'harga', defaultSort: { field: 'berlaku_mulai', order: 'DESC' },
    fields: [
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, searchable: true, list: true },
      { name: 'konsumen_type_id', kind: 'ref', ref: 'konsumen-type', label: 'Tipe Konsumen', filterable: true, searchable: true, list: true, help: 'Kosong = berlaku untuk semua tipe konsumen' },
      { name: 'kategori_harga_id', kind: 'ref', ref: 'kategori-harga', label: 'Kategori Harga', filterable: true, list: true },
      { name: 'harga', kind: 'money', label: 'Harga per Satuan Dasar', required: true, min: 1, sortable: true, list: true },
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, filterable: true, sortable: true, list: true },
      { name: 'berlaku_sampai', kind: 'date', label: 'Berlaku Sampai', filterable: true, sortable: true, list: true, help: 'Kosong = berlaku sampai ada harga baru' },
      keterangan, aktif,
    ],
  },
];

export const barangMenus: MenuNode[] = [
  {
    name: 'Barang', icon: 'Inventory2', url: '/grup-barang', children: [
      { name: 'Barang', icon: 'Inventory2', url: '/barang' },
      { name: 'Kategori', icon: 'Category', url: '/kategori' },
      { name: 'Satuan', icon: 'Straighten', url: '/satuan' },
      { name: 'Harga Jual', icon: 'PriceChange', url: '/harga-jual' },
      { name: 'Kategori Harga', icon: 'Sell', url: '/kategori-harga' },
    ],
  },
];
