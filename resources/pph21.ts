/**
 * PPh 21 and BPJS as base data (issue 38, docs/taxes.md "PPh 21 dan BPJS"): the monthly effective rates (TER) of
 * PP 58/2023, PTKP with each status's TER category, the progressive rates of Pasal 17 for the last period, BPJS
 * rates and wage caps, each row with its start date; and every employee's PTKP status with its history.
 * A new rate or cap is a new row (base data version), never a code change.
 */
import type { ResourceDef } from '../common/registry.js';
import { keterangan } from './fields.js';

export const STATUS_PTKP = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'];
const statusOptions = STATUS_PTKP.map((s) => ({ value: s, label: s }));
export const KATEGORI_TER = ['A', 'B', 'C'];
export const PROGRAM_BPJS: Array<[string, string]> = [
  ['kesehatan', 'BPJS Kesehatan'], ['jht', 'Jaminan Hari Tua (JHT)'], ['jp', 'Jaminan Pensiun (JP)'],
  ['jkk_1', 'JKK Kelas I'], ['jkk_2', 'JKK Kelas II'], ['jkk_3', 'JKK Kelas III'], ['jkk_4', 'JKK Kelas IV'], ['jkk_5', 'JKK Kelas V'],
  ['jkm', 'Jaminan Kematian (JKM)'],
];

const berlaku = { name: 'berlaku_mulai', kind: 'date' as const, label: 'Berlaku Mulai', required: true, sortable: true, filterable: true, list: true };
const dasarHukum = { name: 'dasar_hukum', kind: 'text' as const, label: 'Dasar Hukum', max: 200, list: true };
const lawTable = { menu: '/setting', icon: 'Tune', operations: ['list', 'get', 'create', 'update'] as ResourceDef['operations'] };

export const pph21Resources: ResourceDef[] = [
  {
    name: 'tarif-ter', label: 'Tarif Efektif PPh 21 (TER)', labelPlural: 'Tarif Efektif PPh 21 (TER)', path: '/tarif-ter', ...lawTable,
    titleField: 'kategori', defaultSort: { field: 'urutan', order: 'ASC' }, uniqueTogether: [['kategori', 'urutan', 'berlaku_mulai']],
    fields: [
      { name: 'kategori', kind: 'enum', label: 'Kategori', required: true, filterable: true, list: true, options: KATEGORI_TER.map((k) => ({ value: k, label: `TER ${k}` })) },
      { name: 'urutan', kind: 'int', label: 'Baris', required: true, min: 1, max: 100, sortable: true, list: true },
      // "di atas (baris sebelumnya) sampai dengan bruto_sampai": the upper bound is inclusive; empty on the last row.
      { name: 'bruto_sampai', kind: 'money', label: 'Bruto Sebulan s.d.', min: 0, list: true, help: 'Batas atas (termasuk); kosong = tanpa batas' },
      { name: 'tarif', kind: 'percent', label: 'Tarif', required: true, min: 0, max: 10_000, list: true },
      berlaku, dasarHukum,
    ],
  },
  {
    name: 'ptkp', label: 'PTKP', labelPlural: 'PTKP', path: '/ptkp', ...lawTable,
    titleField: 'status_ptkp', defaultSort: { field: 'status_ptkp', order: 'ASC' }, uniqueTogether: [['status_ptkp', 'berlaku_mulai']],
    fields: [
      { name: 'status_ptkp', kind: 'enum', label: 'Status PTKP', required: true, filterable: true, sortable: true, list: true, options: statusOptions },
      { name: 'jumlah', kind: 'money', label: 'PTKP Setahun', required: true, min: 0, list: true },
      { name: 'kategori_ter', kind: 'enum', label: 'Kategori TER', required: true, list: true, options: KATEGORI_TER.map((k) => ({ value: k, label: `TER ${k}` })) },
      berlaku, dasarHukum,
    ],
  },
  {
    name: 'tarif-pasal-17', label: 'Tarif PPh Pasal 17', labelPlural: 'Tarif PPh Pasal 17', path: '/tarif-pasal-17', ...lawTable,
    titleField: 'urutan', defaultSort: { field: 'urutan', order: 'ASC' }, uniqueTogether: [['urutan', 'berlaku_mulai']],
    fields: [
      { name: 'urutan', kind: 'int', label: 'Lapisan', required: true, min: 1, max: 20, sortable: true, list: true },
      { name: 'pkp_sampai', kind: 'money', label: 'PKP Setahun s.d.', min: 0, list: true, help: 'Batas atas lapisan (termasuk); kosong = tanpa batas' },
      { name: 'tarif', kind: 'percent', label: 'Tarif', required: true, min: 0, max: 10_000, list: true },
      berlaku, dasarHukum,
    ],
  },
  {
    name: 'iuran-bpjs', label: 'Iuran BPJS', labelPlural: 'Iuran BPJS', path: '/iuran-bpjs', ...lawTable,
    titleField: 'program', defaultSort: { field: 'program', order: 'ASC' }, uniqueTogether: [['program', 'berlaku_mulai']],
    fields: [
      { name: 'program', kind: 'enum', label: 'Program', required: true, filterable: true, sortable: true, list: true, options: PROGRAM_BPJS.map(([value, label]) => ({ value, label })) },
      { name: 'tarif_perusahaan', kind: 'percent', label: 'Ditanggung Perusahaan', required: true, min: 0, max: 10_000, list: true },
      { name: 'tarif_karyawan', kind: 'percent', label: 'Ditanggung Karyawan', required: true, min: 0, max: 10_000, list: true },
      { name: 'batas_upah', kind: 'money', label: 'Batas Upah Sebulan', min: 0, list: true, help: 'Upah tertinggi yang dihitung; kosong = tanpa batas' },
      berlaku, dasarHukum,
    ],
  },
  {
    name: 'karyawan-ptkp', label: 'Riwayat Status PTKP', labelPlural: 'Riwayat Status PTKP', menu: '/penggajian', path: '/karyawan-ptkp', icon: 'Groups',
    titleField: 'status_ptkp', defaultSort: { field: 'berlaku_mulai', order: 'DESC' }, uniqueTogether: [['karyawan_id', 'berlaku_mulai']],
    fields: [
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Karyawan', required: true, filterable: true, searchable: true, list: true },
      { ...berlaku, help: 'Untuk PPh 21 berlaku status pada awal tahun pajak (PMK 168/2023 Pasal 9 ayat 4): perubahan di tengah tahun dipakai mulai Januari berikutnya' },
      { name: 'status_ptkp', kind: 'enum', label: 'Status PTKP', required: true, filterable: true, list: true, options: statusOptions },
      keterangan,
    ],
  },
  {
    // Year-to-date PPh 21 figures from before the books were kept here (a company moving to Niaga mid-year), so the
    // last period's annual recomputation covers the whole year.
    name: 'pph21-awal', label: 'PPh 21 Sebelum Niaga', labelPlural: 'PPh 21 Sebelum Niaga', menu: '/penggajian', path: '/pph21-awal', icon: 'Payments',
    titleField: 'tahun', defaultSort: { field: 'tahun', order: 'DESC' }, uniqueTogether: [['karyawan_id', 'tahun']],
    fields: [
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Karyawan', required: true, filterable: true, searchable: true, list: true },
      { name: 'tahun', kind: 'int', label: 'Tahun Pajak', required: true, min: 2024, max: 2100, filterable: true, sortable: true, list: true },
      { name: 'bulan', kind: 'int', label: 'Jumlah Bulan', required: true, min: 1, max: 11, list: true, help: 'Bulan yang sudah digaji tahun ini sebelum memakai Niaga' },
      { name: 'bruto', kind: 'money', label: 'Penghasilan Bruto', required: true, min: 0, list: true, help: 'Termasuk premi JKK, JKM dan BPJS Kesehatan yang dibayar perusahaan' },
      { name: 'iuran', kind: 'money', label: 'Iuran JHT dan JP Karyawan', required: true, min: 0, list: true },
      { name: 'pph21', kind: 'money', label: 'PPh 21 Dipotong', required: true, min: 0, list: true },
      keterangan,
    ],
  },
];
