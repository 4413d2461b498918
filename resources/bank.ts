/**
 * Bank statements (issue 40, server/domain/bank): statements imported per bank account (`mutasi-bank-impor`), their
 * lines (`mutasi-bank`) and what each line was matched to in the books (`mutasi-bank-cocok`: a journal line on the
 * bank's account, with the part of the amount it covers), the rules that post recurring lines (`aturan-bank`) and
 * Bank Indonesia's QRIS fee table (`tarif-mdr-qris`). Lines and matches are written only by the import and the
 * matching calls: read-only here. The menus sit in the Akuntansi group (resources/keuangan/keuangan.ts).
 */
import type { FieldDef, ResourceDef } from '../common/registry.js';
import { ARAH_MUTASI, CARA_COCOK, KATEGORI_MERCHANT, STATUS_MUTASI } from '../common/bank.js';
import { KAS_BANK, kasRef } from '../common/kas.js';
import { aktif, urutan } from './fields.js';


const akunRef = (name: string, label: string, required = false): FieldDef => ({ name, kind: 'ref', ref: 'akun', label, required });
const bank: FieldDef = { ...kasRef('kas_id', 'Rekening Bank', KAS_BANK), required: true, filterable: true, list: true, listPriority: 2 };
const money = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'money', label, readOnly: true, default: 0, ...extra });
const count = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'int', label, readOnly: true, default: 0, ...extra });

export const FORMAT_MUTASI = [
  { value: 'bca', label: 'BCA (CSV pribadi)' }, { value: 'bca_bisnis', label: 'BCA Bisnis (CSV)' },
  { value: 'mandiri', label: 'Mandiri (CSV)' }, { value: 'bri', label: 'BRI (CSV)' }, { value: 'mt940', label: 'MT940' },
];

export const bankResources: ResourceDef[] = [
  {
    name: 'mutasi-bank-impor', label: 'Impor Mutasi Bank', labelPlural: 'Impor Mutasi Bank', menu: '/mutasi-bank', path: '/mutasi-bank-impor',
    icon: 'ReceiptLong', titleField: 'nomor', defaultSort: { field: 'id', order: 'DESC' }, operations: ['list', 'get'],
    fields: [
      { name: 'nomor', kind: 'text', label: 'Nomor', readOnly: true, max: 40, searchable: true, sortable: true, list: true },
      { ...bank, readOnly: true },
      { name: 'format', kind: 'enum', label: 'Format', readOnly: true, filterable: true, list: true, options: FORMAT_MUTASI },
      { name: 'nama_file', kind: 'text', label: 'Nama Berkas', readOnly: true, max: 200, searchable: true, list: true },
      // The file's SHA-256: the same file twice is refused.
      { name: 'hash', kind: 'text', label: 'Sidik Berkas', internal: true, unique: true, max: 64 },
      { name: 'tgl_awal', kind: 'date', label: 'Periode Awal', readOnly: true, filterable: true, sortable: true, list: true },
      { name: 'tgl_akhir', kind: 'date', label: 'Periode Akhir', readOnly: true, filterable: true, sortable: true, list: true },
      money('saldo_awal', 'Saldo Awal', { list: true }), money('saldo_akhir', 'Saldo Akhir', { list: true }),
      count('jumlah_baris', 'Baris Mutasi', { list: true }), count('baris_baru', 'Baris Baru'), count('baris_ganda', 'Sudah Ada (Dilewati)'),
      count('baris_pending', 'Pending (Dilewati)'), count('cocok_otomatis', 'Cocok Otomatis', { list: true }),
    ],
  },
  {
    name: 'mutasi-bank', label: 'Mutasi Bank', labelPlural: 'Mutasi Bank', menu: '/mutasi-bank', path: '/mutasi-bank', icon: 'AccountBalance',
    titleField: 'keterangan', defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get'],
    views: { list: 'MutasiBankList', show: 'MutasiBankShow' },
    lines: { resource: 'mutasi-bank-cocok', foreignKey: 'mutasi_bank_id', field: 'cocok', sum: ['jumlah'] },
    fields: [
      { name: 'tanggal', kind: 'date', label: 'Tanggal', readOnly: true, filterable: true, sortable: true, list: true },
      { ...bank, readOnly: true },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', readOnly: true, max: 500, searchable: true, list: true, listPriority: 1 },
      { name: 'referensi', kind: 'text', label: 'Referensi Bank', readOnly: true, max: 80, searchable: true },
      money('kredit', 'Masuk (Kredit)', { list: true, sortable: true }), money('debit', 'Keluar (Debit)', { list: true, sortable: true }),
      { name: 'saldo', kind: 'money', label: 'Saldo', readOnly: true, list: true, listPriority: 3 },
      { name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, sortable: true, list: true, listPriority: 1, options: STATUS_MUTASI },
      { name: 'cara', kind: 'enum', label: 'Dicocokkan', readOnly: true, filterable: true, list: true, listPriority: 3, options: CARA_COCOK },
      money('tercocok', 'Sudah Dicocokkan'),
      { name: 'impor_id', kind: 'ref', ref: 'mutasi-bank-impor', label: 'Impor', readOnly: true, filterable: true },
      { name: 'aturan_id', kind: 'ref', ref: 'aturan-bank', label: 'Aturan', readOnly: true, filterable: true },
      // The journal the matching itself posted (a rule, a QRIS fee, a line booked to an account, a payment on account).
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Pencocokan', readOnly: true },
      { name: 'baris', kind: 'int', label: 'Baris di Berkas', readOnly: true },
      // Same bank line in two overlapping statements: kas, date, amounts, description, reference and its occurrence.
      { name: 'kunci', kind: 'text', label: 'Kunci Baris', internal: true, unique: true, max: 64 },
    ],
  },
  {
    name: 'mutasi-bank-cocok', label: 'Pasangan Buku', labelPlural: 'Pasangan Buku', menu: '/mutasi-bank', path: '/mutasi-bank-cocok',
    icon: 'Rule', titleField: 'id', parent: 'mutasi-bank', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'mutasi_bank_id', kind: 'ref', ref: 'mutasi-bank', label: 'Mutasi Bank', required: true, filterable: true },
      { name: 'jurnal_rincian_id', kind: 'ref', ref: 'jurnal-rincian', label: 'Baris Jurnal', required: true, filterable: true },
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', readOnly: true, filterable: true, list: true },
      { name: 'tanggal_buku', kind: 'date', label: 'Tanggal Buku', readOnly: true, list: true },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', readOnly: true, max: 255, list: true },
      // Signed as the bank sees it: money in positive, money out negative (a QRIS fee is a negative part of a credit).
      { name: 'jumlah', kind: 'money', label: 'Jumlah', readOnly: true, list: true, min: -1e15 },
      { name: 'cara', kind: 'enum', label: 'Cara', readOnly: true, filterable: true, list: true, options: CARA_COCOK },
    ],
  },
  {
    name: 'aturan-bank', label: 'Aturan Mutasi Bank', labelPlural: 'Aturan Mutasi Bank', menu: '/aturan-bank', path: '/aturan-bank', icon: 'Rule',
    titleField: 'nama', defaultSort: { field: 'urutan', order: 'ASC' },
    fields: [
      { name: 'nama', kind: 'text', label: 'Nama Aturan', required: true, max: 100, searchable: true, sortable: true, list: true },
      {
        name: 'pola', kind: 'text', label: 'Keterangan Mengandung', required: true, max: 100, searchable: true, list: true,
        help: 'Teks di keterangan mutasi bank, huruf besar/kecil sama (mis. BIAYA ADM)',
      },
      { name: 'arah', kind: 'enum', label: 'Arah', required: true, filterable: true, list: true, options: ARAH_MUTASI },
      { ...akunRef('akun_id', 'Dijurnal ke Akun', true), list: true, help: 'Lawan akun bank: beban untuk uang keluar, pendapatan untuk uang masuk' },
      { ...kasRef('kas_id', 'Hanya Rekening', KAS_BANK), filterable: true, help: 'Kosong = semua rekening bank' },
      { ...urutan, help: 'Aturan dengan urutan lebih kecil dicoba lebih dulu (PAJAK BUNGA sebelum BUNGA)' },
      aktif,
    ],
  },
  {
    // Bank Indonesia's QRIS merchant discount rate by merchant category, transaction size and start date (law table,
    // server/db/base/bank.ts): a transaction up to `batas_atas` (0 = no upper limit) pays `tarif` of its amount.
    name: 'tarif-mdr-qris', label: 'Tarif MDR QRIS', labelPlural: 'Tarif MDR QRIS', menu: '/setting', path: '/tarif-mdr-qris', icon: 'Tune',
    titleField: 'kategori', defaultSort: { field: 'berlaku_mulai', order: 'DESC' }, operations: ['list', 'get', 'create', 'update'],
    uniqueTogether: [['kategori', 'batas_atas', 'berlaku_mulai']],
    fields: [
      { name: 'kategori', kind: 'enum', label: 'Kategori Merchant', required: true, filterable: true, list: true, options: KATEGORI_MERCHANT },
      { name: 'batas_atas', kind: 'money', label: 'Transaksi s.d.', required: true, min: 0, default: 0, list: true, help: '0 = tanpa batas atas' },
      { name: 'tarif', kind: 'percent', label: 'Tarif MDR', required: true, min: 0, max: 10_000, list: true },
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, sortable: true, filterable: true, list: true },
      { name: 'dasar_hukum', kind: 'text', label: 'Sumber', max: 200, list: true },
    ],
  },
];
