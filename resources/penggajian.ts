/**
 * Payroll (issue 16): salary components (earnings and deductions, a fixed monthly amount or per working day) and
 * each employee's amounts of them; employee advances (kasbon, cash out against Piutang Karyawan) repaid by salary
 * deductions; a monthly payroll run (penggajian) whose draft computes one payslip (slip-gaji) per employee and whose
 * posting writes one balanced journal: salary expense against cash or salary payable, each deduction to its account.
 * A period runs once; a posted slip is cancelled only by the reversing journal of its share. Effects in
 * server/domain/penggajian through server/ledger.
 */
import { KAS_PERUSAHAAN, kasRef } from '../common/kas.js';
import type { LevelKey, MenuNode, ResourceDef } from '../common/registry.js';
import { aktif, keterangan, kode, nama } from './fields.js';
import { jurnal, nomor, parentRef, stamp, status, tanggal } from './document-fields.js';

export const PAYROLL: LevelKey[] = ['finance', 'owner', 'admin'];
const ro = (name: string, label: string, extra: Record<string, unknown> = {}) => ({ name, kind: 'money' as const, label, readOnly: true, default: 0, ...extra });
const karyawan = { name: 'karyawan_id', kind: 'ref' as const, ref: 'karyawan', label: 'Karyawan', required: true, filterable: true, searchable: true, list: true, listPriority: 1 as const };
const JENIS = [{ value: 'pendapatan', label: 'Pendapatan' }, { value: 'potongan', label: 'Potongan' }];
const JENIS_RINCIAN = [...JENIS, { value: 'perusahaan', label: 'Ditanggung Perusahaan' }];

export const STATUS_PENGGAJIAN: Array<[string, string]> = [['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']];

export const penggajianResources: ResourceDef[] = [
  {
    name: 'penggajian', label: 'Penggajian', labelPlural: 'Penggajian', menu: '/penggajian', path: '/penggajian', icon: 'Payments',
    titleField: 'nomor', defaultSort: { field: 'periode', order: 'DESC' }, operations: ['list', 'get', 'create', 'update'], views: { list: 'PenggajianList' },
    related: [{ resource: 'slip-gaji', field: 'penggajian_id', label: 'Slip Gaji Karyawan' }],
    prints: [{ name: 'rekap', label: 'Cetak Rekap Gaji', path: 'cetak-rekap-gaji?id=:id', states: ['draft', 'diposting'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        {
          name: 'posting', path: 'input/penggajian-posting', label: 'Posting Gaji', kind: 'forward', from: ['draft'], to: 'diposting', action: 'update',
          levels: PAYROLL, notByCreator: true, stampUser: 'diposting_oleh', stampAt: 'diposting_pada',
        },
        { name: 'batal', path: 'input/penggajian-batal', label: 'Batalkan', kind: 'destructive', from: ['draft'], to: 'dibatalkan', action: 'update', levels: PAYROLL },
      ],
    },
    fields: [
      nomor,
      { name: 'periode', kind: 'text', month: true, label: 'Periode', required: true, min: 7, max: 7, filterable: true, sortable: true, searchable: true, list: true, listPriority: 1, help: 'Bulan gaji', example: '2026-11' },
      { ...tanggal, label: 'Tanggal Bayar' },
      { name: 'hari_kerja', kind: 'int', label: 'Hari Kerja', required: true, min: 1, max: 31, default: 25, list: true, listPriority: 3, help: 'Hari kerja bulan ini; komponen per hari dihitung dari hari masuk' },
      {
        name: 'cara_bayar', kind: 'enum', label: 'Cara Bayar', required: true, default: 'tunai', filterable: true, list: true, listPriority: 3,
        options: [{ value: 'tunai', label: 'Dibayar dari Kas/Bank' }, { value: 'hutang', label: 'Dicatat sebagai Hutang Gaji' }],
      },
      kasRef('kas_id', 'Kas/Bank', KAS_PERUSAHAAN, { filterable: true, help: 'Wajib bila gaji dibayar dari kas/bank' }),
      { name: 'jumlah_karyawan', kind: 'int', label: 'Jumlah Karyawan', readOnly: true, default: 0, list: true, listPriority: 3 },
      ro('total_bruto', 'Total Pendapatan', { list: true }), ro('total_potongan', 'Total Potongan', { list: true }),
      ro('total_bersih', 'Total Gaji Bersih', { list: true, listPriority: 1, sortable: true }),
      ro('total_pph21', 'Total PPh 21', { list: true, listPriority: 3 }), ro('total_bpjs_perusahaan', 'Total BPJS Perusahaan'), ro('total_bpjs_karyawan', 'Total BPJS Karyawan'),
      status(STATUS_PENGGAJIAN), jurnal, keterangan,
      // The period while the run is not cancelled: a unique index refuses a second run of it even under a race.
      { name: 'kunci_periode', kind: 'text', label: 'Kunci Periode', internal: true, unique: true, max: 7 },
      ...stamp('diposting_oleh', 'diposting_pada', 'Diposting'),
    ],
  },
  {
    name: 'slip-gaji', label: 'Slip Gaji', labelPlural: 'Slip Gaji', menu: '/penggajian', path: '/slip-gaji', icon: 'Payments',
    titleField: 'nomor', parent: 'penggajian', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get', 'update'],
    related: [{ resource: 'slip-gaji-rincian', field: 'slip_gaji_id', label: 'Rincian Slip' }],
    prints: [{ name: 'slip', label: 'Cetak Slip Gaji', path: 'cetak-slip-gaji?id=:id', states: ['draft', 'diposting'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [{
        // After a change of the employee's data, components or the tax tables: the slip is computed again as a new
        // version and only the difference is journalled; the posted one is never overwritten.
        name: 'koreksi', path: 'input/slip-gaji-koreksi', label: 'Hitung Ulang (Versi Baru)', kind: 'forward', from: ['diposting'], to: 'diganti', action: 'update', levels: PAYROLL,
        stampUser: 'dikoreksi_oleh', stampAt: 'dikoreksi_pada',
      }, {
        name: 'batal', path: 'input/slip-gaji-batal', label: 'Batalkan Slip', kind: 'destructive', reason: 'alasan_batal', from: ['diposting'], to: 'dibatalkan', action: 'update', levels: PAYROLL,
        stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
        fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, min: 3, max: 255 }],
      }],
    },
    fields: [
      { ...nomor, readOnly: true },
      { ...parentRef('penggajian_id', 'penggajian', 'Penggajian'), readOnly: true },
      { ...karyawan, readOnly: true, required: false },
      { name: 'periode', kind: 'text', label: 'Periode', readOnly: true, filterable: true, sortable: true, list: true },
      { name: 'hari_masuk', kind: 'int', label: 'Hari Masuk', required: true, min: 0, max: 31, list: true, help: 'Tidak boleh melebihi hari kerja penggajian' },
      ro('gaji_pokok', 'Gaji Pokok'), ro('bruto', 'Total Pendapatan', { list: true }), ro('potongan', 'Total Potongan', { list: true }),
      ro('potongan_kasbon', 'Potongan Kasbon'), ro('bersih', 'Gaji Bersih', { list: true, listPriority: 1, sortable: true }),
      // PPh 21 and BPJS (issue 38; server/domain/penggajian/pph21.ts)
      { name: 'status_ptkp', kind: 'text', label: 'Status PTKP (awal tahun)', readOnly: true, max: 5 },
      {
        name: 'metode_pph21', kind: 'enum', label: 'Perhitungan PPh 21', readOnly: true, default: 'tidak', filterable: true,
        options: [{ value: 'ter', label: 'Tarif efektif bulanan (TER)' }, { value: 'tahunan', label: 'Masa terakhir: dihitung setahun (Pasal 17)' }, { value: 'tidak', label: 'Tidak dihitung (bukan pegawai tetap)' }],
      },
      { name: 'kategori_ter', kind: 'text', label: 'Kategori TER', readOnly: true, max: 1 },
      { name: 'tarif_ter', kind: 'percent', label: 'Tarif TER', readOnly: true, default: 0 },
      ro('bruto_pajak', 'Penghasilan Bruto PPh 21', { help: 'Pendapatan + JKK, JKM dan BPJS Kesehatan yang dibayar perusahaan' }),
      ro('upah_bpjs', 'Upah Dasar BPJS'), ro('bpjs_perusahaan', 'BPJS Ditanggung Perusahaan'), ro('bpjs_karyawan', 'BPJS Ditanggung Karyawan'),
      ro('iuran_pensiun', 'Iuran JHT dan JP Karyawan'),
      ro('pph21', 'PPh 21', { list: true, listPriority: 2, help: 'Negatif: kelebihan potongan setahun dikembalikan' }),
      { name: 'pph21_setahun', kind: 'money', label: 'PPh 21 Setahun', readOnly: true },
      // A posted slip recomputed after a change: the new version carries the whole slip, its journal the difference.
      { name: 'versi', kind: 'int', label: 'Versi', readOnly: true, default: 1 },
      { name: 'menggantikan_id', kind: 'ref', ref: 'slip-gaji', label: 'Menggantikan Slip', readOnly: true },
      { name: 'diganti_oleh_id', kind: 'ref', ref: 'slip-gaji', label: 'Diganti oleh Slip', readOnly: true, filterable: true },
      { name: 'jurnal_koreksi_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Selisih Koreksi', readOnly: true },
      { name: 'ebupot_dilaporkan_pada', kind: 'datetime', label: 'Dilaporkan di e-Bupot (BPMP)', readOnly: true },
      status([...STATUS_PENGGAJIAN, ['diganti', 'Diganti Versi Baru']]),
      { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
      { name: 'jurnal_batal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Pembatalan', readOnly: true },
      ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
      ...stamp('dikoreksi_oleh', 'dikoreksi_pada', 'Dihitung Ulang'),
    ],
  },
  {
    name: 'slip-gaji-rincian', label: 'Rincian Slip Gaji', labelPlural: 'Rincian Slip Gaji', menu: '/penggajian', path: '/slip-gaji-rincian',
    titleField: 'nama', parent: 'slip-gaji', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { ...parentRef('slip_gaji_id', 'slip-gaji', 'Slip Gaji'), readOnly: true },
      { name: 'nama', kind: 'text', label: 'Komponen', readOnly: true, list: true },
      { name: 'jenis', kind: 'enum', label: 'Jenis', readOnly: true, filterable: true, list: true, options: JENIS_RINCIAN },
      { name: 'komponen_gaji_id', kind: 'ref', ref: 'komponen-gaji', label: 'Komponen Gaji', readOnly: true, filterable: true },
      { name: 'kasbon_karyawan_id', kind: 'ref', ref: 'kasbon-karyawan', label: 'Kasbon', readOnly: true, filterable: true },
      { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun', readOnly: true },
      { name: 'keterangan', kind: 'text', label: 'Perhitungan', readOnly: true, list: true },
      ro('jumlah', 'Jumlah', { list: true }),
    ],
  },
  {
    name: 'komponen-gaji', label: 'Komponen Gaji', labelPlural: 'Komponen Gaji', menu: '/komponen-gaji', path: '/komponen-gaji', icon: 'Tune',
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' }, importable: true,
    related: [{ resource: 'karyawan-gaji', field: 'komponen_gaji_id', label: 'Karyawan Penerima' }],
    fields: [
      kode(), nama('Nama Komponen'),
      { name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true, options: JENIS },
      {
        name: 'cara', kind: 'enum', label: 'Perhitungan', required: true, default: 'tetap', filterable: true, list: true,
        options: [{ value: 'tetap', label: 'Tetap per Bulan' }, { value: 'per_hari', label: 'Per Hari Kerja' }],
        help: 'Pendapatan per hari × hari masuk; potongan per hari × hari tidak masuk',
      },
      { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun', list: true, help: 'Pendapatan: akun beban (kosong = Beban Gaji). Potongan: akun tujuan potongan (wajib), mis. Hutang PPh 21' },
      keterangan, aktif,
    ],
  },
  {
    name: 'karyawan-gaji', label: 'Komponen Gaji Karyawan', labelPlural: 'Komponen Gaji Karyawan', menu: '/komponen-gaji', path: '/komponen-gaji-karyawan',
    titleField: 'id', shownAs: { ref: 'karyawan_id', field: 'nama_lengkap' }, defaultSort: { field: 'karyawan_id', order: 'ASC' },
    uniqueTogether: [['karyawan_id', 'komponen_gaji_id']],
    fields: [
      karyawan,
      { name: 'komponen_gaji_id', kind: 'ref', ref: 'komponen-gaji', label: 'Komponen', required: true, filterable: true, list: true },
      { name: 'nilai', kind: 'money', label: 'Nilai', required: true, min: 0, max: 1_000_000_000, list: true, help: 'Per bulan, atau per hari untuk komponen per hari kerja' },
      aktif,
    ],
  },
  {
    name: 'kasbon-karyawan', label: 'Kasbon Karyawan', labelPlural: 'Kasbon Karyawan', menu: '/kasbon-karyawan', path: '/kasbon-karyawan', icon: 'RequestQuote',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get', 'create'],
    fields: [
      nomor, tanggal, karyawan,
      kasRef('kas_id', 'Dibayar dari Kas/Bank', KAS_PERUSAHAAN, { required: true, filterable: true, list: true, listPriority: 3 }),
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, max: 1_000_000_000, sortable: true, list: true },
      { name: 'cicilan', kind: 'money', label: 'Cicilan per Bulan', min: 1, max: 1_000_000_000, list: true, listPriority: 3, help: 'Dipotong dari gaji tiap bulan; kosong = dipotong seluruhnya di gaji berikutnya' },
      ro('sisa', 'Sisa', { list: true, listPriority: 1, sortable: true }),
      keterangan, jurnal,
    ],
  },
];

export const penggajianMenus: MenuNode[] = [
  {
    name: 'Penggajian', icon: 'Payments', url: '/grup-penggajian', children: [
      { name: 'Penggajian', icon: 'Payments', url: '/penggajian' },
      { name: 'Komponen Gaji', icon: 'Tune', url: '/komponen-gaji' },
      { name: 'Kasbon Karyawan', icon: 'RequestQuote', url: '/kasbon-karyawan' },
    ],
  },
];
