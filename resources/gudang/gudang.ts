/**
 * Warehouses and the places inside them as a hierarchy — block → rack → drawer, and pallets on a block's floor —
 * plus the assignment of a salesperson to a route with a vehicle and the warehouse that loads it.
 */
import type { FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, keterangan, kode, nama } from '../fields.js';

/** A place's code is unique within its parent, not across the company (every warehouse has a block A). */
const kodeLokal = (label: string): FieldDef => ({ ...kode(label), unique: false, max: 20 });
const gudangRef: FieldDef = { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', required: true, filterable: true, list: true };
const derived = (name: string, ref: string, label: string, via: string): FieldDef => ({
  name, kind: 'ref', ref, label, readOnly: true, filterable: true, list: true, derivedFrom: { ref: via, field: name },
});

export const gudangResources: ResourceDef[] = [
  {
    name: 'gudang', label: 'Gudang', labelPlural: 'Gudang', menu: '/gudang', path: '/gudang', importable: true,
    icon: 'Warehouse', titleField: 'nama_gudang', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    fields: [
      kode(), nama('Nama Gudang', 'nama_gudang'),
      { name: 'alamat', kind: 'longtext', label: 'Alamat', searchable: true },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Kepala Gudang', filterable: true, list: true },
      { name: 'no_telepon', kind: 'phone', label: 'Telepon', list: true },
      aktif,
    ],
  },
  {
    name: 'gudang-blok', label: 'Blok', labelPlural: 'Blok Gudang', menu: '/blok', path: '/blok', icon: 'GridView', importable: true,
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, uniqueTogether: [['gudang_id', 'kode']],
    fields: [
      gudangRef, kodeLokal('Kode Blok'), nama('Nama Blok'),
      {
        name: 'jenis', kind: 'enum', label: 'Jenis Area', required: true, filterable: true, list: true,
        options: [
          { value: 'rak', label: 'Area rak' }, { value: 'lantai', label: 'Area lantai (palet)' },
          { value: 'dingin', label: 'Ruang dingin' }, { value: 'karantina', label: 'Karantina (rusak/retur)' },
        ],
      },
      keterangan, aktif,
    ],
  },
  {
    name: 'gudang-rak', label: 'Rak', labelPlural: 'Rak Gudang', menu: '/rak', path: '/rak', icon: 'ViewColumn', importable: true,
    titleField: 'kode', defaultSort: { field: 'kode', order: 'ASC' }, uniqueTogether: [['gudang_blok_id', 'kode']],
    fields: [
      { name: 'gudang_blok_id', kind: 'ref', ref: 'gudang-blok', label: 'Blok', required: true, filterable: true, list: true },
      derived('gudang_id', 'gudang', 'Gudang', 'gudang_blok_id'),
      kodeLokal('Kode Rak'),
      { name: 'jumlah_tingkat', kind: 'int', label: 'Jumlah Tingkat', min: 1, max: 20, default: 4, list: true },
      { name: 'beban_maks_kg', kind: 'int', label: 'Beban Maks. per Tingkat (kg)', min: 0, max: 10000 },
      keterangan, aktif,
    ],
  },
  {
    name: 'gudang-laci', label: 'Laci', labelPlural: 'Laci Rak', menu: '/laci', path: '/laci', icon: 'Inbox',
    titleField: 'kode', defaultSort: { field: 'kode', order: 'ASC' }, uniqueTogether: [['gudang_rak_id', 'kode']],
    fields: [
      { name: 'gudang_rak_id', kind: 'ref', ref: 'gudang-rak', label: 'Rak', required: true, filterable: true, list: true },
      derived('gudang_blok_id', 'gudang-blok', 'Blok', 'gudang_rak_id'),
      derived('gudang_id', 'gudang', 'Gudang', 'gudang_rak_id'),
      kodeLokal('Kode Laci'),
      { name: 'tingkat', kind: 'int', label: 'Tingkat', min: 1, max: 20, default: 1, sortable: true, list: true },
      keterangan, aktif,
    ],
  },
  {
    name: 'gudang-palet', label: 'Palet', labelPlural: 'Palet', menu: '/pallet', path: '/pallet', aliases: ['/palet'], importable: true,
    icon: 'Pallet', titleField: 'kode', defaultSort: { field: 'kode', order: 'ASC' }, uniqueTogether: [['gudang_blok_id', 'kode']],
    fields: [
      { name: 'gudang_blok_id', kind: 'ref', ref: 'gudang-blok', label: 'Blok', required: true, filterable: true, list: true },
      derived('gudang_id', 'gudang', 'Gudang', 'gudang_blok_id'),
      kodeLokal('Kode Palet'),
      {
        name: 'bahan', kind: 'enum', label: 'Bahan', filterable: true, list: true,
        options: [{ value: 'kayu', label: 'Kayu' }, { value: 'plastik', label: 'Plastik' }, { value: 'besi', label: 'Besi' }],
      },
      { name: 'beban_maks_kg', kind: 'int', label: 'Beban Maks. (kg)', min: 0, max: 5000, default: 1000, list: true },
      keterangan, aktif,
    ],
  },
  {
    name: 'gudang-sales-rute', label: 'Penugasan Sales', labelPlural: 'Penugasan Sales & Rute', menu: '/rute', path: '/gudang-sales-rute',
    icon: 'AssignmentInd', titleField: 'id', defaultSort: { field: 'rute_id', order: 'ASC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    fields: [
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', required: true, filterable: true, searchable: true, list: true },
      { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', required: true, unique: true, filterable: true, searchable: true, sortable: true, list: true, help: 'Satu rute dipegang satu sales' },
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', required: true, filterable: true, list: true },
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang Muat', required: true, filterable: true, list: true },
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', filterable: true, sortable: true, list: true },
      keterangan,
    ],
  },
];

export const gudangMenus: MenuNode[] = [
  {
    name: 'Gudang', icon: 'Warehouse', url: '/grup-gudang', children: [
      { name: 'Gudang', icon: 'Warehouse', url: '/gudang' },
      { name: 'Blok', icon: 'GridView', url: '/blok' },
      { name: 'Rak', icon: 'ViewColumn', url: '/rak' },
      { name: 'Laci', icon: 'Inbox', url: '/laci' },
      { name: 'Palet', icon: 'Pallet', url: '/pallet' },
    ],
  },
];
