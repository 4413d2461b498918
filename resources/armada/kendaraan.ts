/** Vehicles of the canvas fleet and the parts checked and repaired on them. */
import type { MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, keterangan, kode, nama } from '../fields.js';

export const kendaraanResources: ResourceDef[] = [
  {
    name: 'kendaraan', label: 'Kendaraan', labelPlural: 'Kendaraan', menu: '/kendaraan', path: '/kendaraan', icon: 'LocalShipping', importable: true,
    titleField: 'no_polisi', softDelete: true, defaultSort: { field: 'no_polisi', order: 'ASC' },
    // A vehicle's history (/ceklist/riwayat/:id) is its page: its inspections and repairs.
    aliases: ['/ceklist/riwayat/:id'],
    related: [
      { resource: 'kendaraan-ceklist', field: 'kendaraan_id', label: 'Riwayat Ceklist' },
      { resource: 'perbaikan-kendaraan', field: 'kendaraan_id', label: 'Riwayat Perbaikan' },
    ],
    // Narrow screens keep plate, kind, driver, route and the due dates; make, capacity and odometer fold first.
    fields: [
      { name: 'no_polisi', kind: 'text', label: 'No. Polisi', required: true, unique: true, max: 15, searchable: true, sortable: true, list: true, help: 'Contoh: D 1234 ABC' },
      {
        name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true,
        options: [
          { value: 'blind_van', label: 'Blind Van' }, { value: 'pick_up', label: 'Pick Up' }, { value: 'box', label: 'Truk Box (CDE)' },
          { value: 'engkel', label: 'Truk Engkel (CDD)' }, { value: 'minibus', label: 'Minibus' }, { value: 'motor', label: 'Sepeda Motor' },
        ],
      },
      { name: 'merk', kind: 'text', label: 'Merek/Tipe', max: 60, searchable: true, list: true, listPriority: 3 },
      { name: 'tahun', kind: 'int', label: 'Tahun', min: 1980, max: 2100, sortable: true },
      { name: 'kapasitas_kg', kind: 'int', label: 'Kapasitas (kg)', min: 0, max: 40000, sortable: true, list: true, listPriority: 3 },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sopir', filterable: true, list: true },
      { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute Utama', filterable: true, list: true },
      { name: 'odometer', kind: 'int', label: 'Odometer (km)', min: 0, sortable: true, list: true, listPriority: 3 },
      { name: 'stnk_jatuh_tempo', kind: 'date', label: 'Jatuh Tempo STNK', filterable: true, sortable: true, list: true, help: 'Pajak tahunan STNK' },
      { name: 'kir_jatuh_tempo', kind: 'date', label: 'Jatuh Tempo KIR', filterable: true, sortable: true, list: true, help: 'Uji KIR tiap 6 bulan untuk kendaraan niaga' },
      { name: 'no_rangka', kind: 'text', label: 'No. Rangka', max: 30, searchable: true },
      { name: 'no_mesin', kind: 'text', label: 'No. Mesin', max: 30 },
      keterangan, aktif,
    ],
  },
  {
    name: 'kendaraan-bagian', label: 'Bagian Kendaraan', labelPlural: 'Bagian Kendaraan', menu: '/bagian', path: '/bagian', icon: 'Build', importable: true,
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' },
    fields: [
      kode(), nama('Nama Bagian'),
      {
        name: 'kelompok', kind: 'enum', label: 'Kelompok', required: true, filterable: true, list: true,
        options: [
          { value: 'mesin', label: 'Mesin' }, { value: 'kelistrikan', label: 'Kelistrikan' }, { value: 'kaki_kaki', label: 'Kaki-kaki' },
          { value: 'rem', label: 'Rem' }, { value: 'bodi', label: 'Bodi' }, { value: 'kabin', label: 'Kabin' },
          { value: 'dokumen', label: 'Dokumen' }, { value: 'perlengkapan', label: 'Perlengkapan' },
        ],
      },
      { name: 'interval_km', kind: 'int', label: 'Interval Servis (km)', min: 0, list: true, help: 'Kosong bila tidak berkala' },
      { name: 'interval_hari', kind: 'int', label: 'Interval Servis (hari)', min: 0 },
      keterangan, aktif,
    ],
  },
];

/**
 * Goods in the vehicles (/kendaraan-barang): each active vehicle, and on its page (/kendaraan-barang/detail/:id)
 * the goods it carries by the stock ledger's vehicle balance and the open trip they were loaded for (a vehicle has
 * at most one open trip, so every unit in it belongs to that trip).
 */
kendaraanResources.push({
  name: 'kendaraan-barang', table: 'kendaraan', label: 'Barang di Kendaraan', labelPlural: 'Barang di Kendaraan', menu: '/kendaraan-barang',
  path: '/kendaraan-barang', aliases: ['/kendaraan-barang/detail/:id'], icon: 'Inventory2', titleField: 'no_polisi', softDelete: true,
  operations: ['list', 'get'], defaultSort: { field: 'no_polisi', order: 'ASC' },
  related: [
    { resource: 'trip-kendaraan', field: 'kendaraan_id', filter: { status: 'buka' }, label: 'Trip Berjalan' },
    { resource: 'stok-mobil', field: 'kendaraan_id', label: 'Barang di Kendaraan (saldo stok kendaraan)' },
  ],
  fields: [
    { name: 'no_polisi', kind: 'text', label: 'No. Polisi', required: true, max: 15, searchable: true, sortable: true, list: true },
    { name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true, options: kendaraanResources[0].fields.find((f) => f.name === 'jenis')!.options },
    { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sopir', filterable: true, list: true },
    { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute Utama', filterable: true, list: true },
    { name: 'kapasitas_kg', kind: 'int', label: 'Kapasitas (kg)', list: true, listPriority: 3 },
    { name: 'aktif', kind: 'bool', label: 'Aktif', filterable: true, list: true },
  ],
});

export const kendaraanMenus: MenuNode[] = [
  {
    name: 'Kendaraan', icon: 'LocalShipping', url: '/grup-kendaraan', children: [
      { name: 'Kendaraan', icon: 'LocalShipping', url: '/kendaraan' },
      { name: 'Bagian', icon: 'Build', url: '/bagian' },
      { name: 'Ceklist Kendaraan', icon: 'FactCheck', url: '/ceklist' },
      { name: 'Perbaikan Kendaraan', icon: 'Handyman', url: '/kendaraan/form-perbaikan' },
      { name: 'Barang di Kendaraan', icon: 'Inventory2', url: '/kendaraan-barang' },
    ],
  },
];
