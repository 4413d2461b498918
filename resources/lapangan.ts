/**
 * The field day (issue 39): a salesperson's visits to the shops of the day's plan (`kunjungan`, made on the phone,
 * also offline through `POST /api/sinkron` jenis `kunjungan`) and the day close (`tutup-hari`): goods counted in the
 * vehicle against what should remain, money counted against what a deposit would take, the unloading and the deposit
 * it made in one step (server/domain/lapangan/tutup-hari.ts). A day close is written by that step only: read-only here.
 * Their menus sit in the Penjualan group (resources/penjualan.ts), beside Jualan Hari Ini.
 */
import type { FieldDef, ResourceDef, ScopeDef } from '../common/registry.js';
import { ALASAN_KUNJUNGAN, ALASAN_SELISIH_BARANG, LOKASI_KUNJUNGAN, STATUS_KUNJUNGAN, STATUS_BERALASAN } from '../common/kunjungan.js';
import { keterangan } from './fields.js';
import { nomor, offline, tanggal } from './document-fields.js';

/** A salesperson sees their own visits and day closes. */
const bySales: ScopeDef = { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] };
const sales: FieldDef = { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true, list: true, listPriority: 2, help: 'Terisi otomatis untuk sales' };
const trip: FieldDef = { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip', readOnly: true, filterable: true, list: true, listPriority: 3 };
const money = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'money', label, readOnly: true, default: 0, ...extra });
const qty = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'qty', label, readOnly: true, default: 0, list: true, ...extra });

export const lapanganResources: ResourceDef[] = [
  {
    name: 'kunjungan', label: 'Kunjungan', labelPlural: 'Kunjungan Toko', menu: '/kunjungan', path: '/kunjungan', icon: 'Storefront',
    titleField: 'id', defaultSort: { field: 'waktu', order: 'DESC' }, scope: bySales, operations: ['list', 'get', 'create'],
    fields: [
      // Both filled from the phone's time when not sent (Jakarta date of `waktu`; `waktu` = now).
      { ...tanggal, required: false, help: 'Kosong = tanggal dari waktu kunjungan' }, sales,
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      trip,
      { name: 'status', kind: 'enum', label: 'Hasil Kunjungan', required: true, filterable: true, sortable: true, list: true, listPriority: 1, options: [...STATUS_KUNJUNGAN] },
      {
        name: 'alasan', kind: 'enum', label: 'Alasan', filterable: true, list: true, options: [...ALASAN_KUNJUNGAN],
        requiredWhen: { field: 'status', in: [...STATUS_BERALASAN] }, help: 'Wajib bila tanpa penjualan atau dilewati',
      },
      { name: 'waktu', kind: 'datetime', label: 'Waktu Kunjungan', sortable: true, list: true, help: 'Jam kunjungan di ponsel; kosong = saat disimpan' },
      { name: 'lat', kind: 'decimal', label: 'Latitude', min: -90, max: 90 },
      { name: 'lng', kind: 'decimal', label: 'Longitude', min: -180, max: 180 },
      { name: 'lokasi', kind: 'enum', label: 'Lokasi', filterable: true, options: [...LOKASI_KUNJUNGAN] },
      { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan', readOnly: true },
      { ...keterangan, requiredWhen: { field: 'alasan', in: ['lainnya'] }, help: 'Wajib untuk alasan Lainnya' },
      ...offline,
    ],
  },
  {
    name: 'tutup-hari', label: 'Tutup Hari', labelPlural: 'Tutup Hari', menu: '/tutup-hari', path: '/tutup-hari', icon: 'EventAvailable',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: bySales, operations: ['list', 'get'],
    lines: { resource: 'tutup-hari-rincian', foreignKey: 'tutup_hari_id', field: 'rincian', sum: ['dimuat', 'terjual', 'dihitung', 'selisih'] },
    fields: [
      nomor, { ...tanggal, readOnly: true }, { ...sales, readOnly: true, help: undefined }, { ...trip, listPriority: 2 },
      { name: 'pengembalian_sales_id', kind: 'ref', ref: 'pengembalian-sales', label: 'Pengembalian Sales', readOnly: true, list: true, listPriority: 3 },
      { name: 'setoran_id', kind: 'ref', ref: 'setoran', label: 'Setoran', readOnly: true, list: true, listPriority: 3 },
      money('tunai_sistem', 'Tunai (Sistem)'), money('tunai_dihitung', 'Tunai (Dihitung)', { list: true }),
      money('transfer_sistem', 'Transfer (Sistem)'), money('transfer_dihitung', 'Transfer (Dihitung)'),
      money('giro_sistem', 'Giro (Sistem)'), money('giro_dihitung', 'Giro (Dihitung)'),
      money('nota_putih_sistem', 'Nota Putih (Sistem)'), money('nota_putih_dihitung', 'Nota Putih (Dihitung)'),
      money('selisih_uang', 'Selisih Uang', { list: true, help: 'Tunai, transfer dan giro dihitung dikurangi sistem' }),
      { name: 'penagih_id', kind: 'ref', ref: 'karyawan', label: 'Penagih Nota Putih', readOnly: true, filterable: true },
      { ...keterangan, readOnly: true },
    ],
  },
  {
    name: 'tutup-hari-rincian', label: 'Barang Dihitung', labelPlural: 'Rincian Tutup Hari', menu: '/tutup-hari', path: '/tutup-hari-rincian',
    titleField: 'id', parent: 'tutup-hari', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    scope: { field: 'tutup_hari_id', by: 'ref', levels: ['sales'] },
    fields: [
      { name: 'tutup_hari_id', kind: 'ref', ref: 'tutup-hari', label: 'Tutup Hari', required: true, filterable: true },
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, list: true },
      qty('dimuat', 'Dimuat'), qty('terjual', 'Terjual'), qty('diretur_konsumen', 'Retur Konsumen'),
      qty('hilang_sebelumnya', 'Hilang Sebelumnya', { list: false }), qty('harapan', 'Harapan Sisa'), qty('dihitung', 'Dihitung'),
      { name: 'selisih', kind: 'int', label: 'Selisih', readOnly: true, default: 0, list: true },
      { name: 'alasan', kind: 'enum', label: 'Alasan Selisih', readOnly: true, list: true, options: [...ALASAN_SELISIH_BARANG] },
    ],
  },
];
