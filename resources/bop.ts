/**
 * BOP, the operational advance (DESIGN.md section 6): an employee (the holder) asks for an advance with planned
 * items (bop-ajuan); finance approves it and pays it out of a company kas into Uang Muka BOP (dibayar); the holder
 * reports what was spent, line by line with receipts (bop-laporan, the LPJ) and submits the LPJ (dilaporkan, the
 * expenses journalled against the advance). Spent more: finance reimburses the difference (direimburse). Spent less:
 * finance approves the refund (dikembalikan) and the remainder is deposited into a company kas (bop-setor → selesai).
 * Spent exactly the advance: selesai at once. Always: advance = spent + returned − reimbursed.
 * Effects in server/domain/bop through server/ledger.
 */
import { KAS_PERUSAHAAN, kasRef } from '../common/kas.js';
import type { FieldDef, LevelKey, MenuNode, ResourceDef, ScopeDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { jurnal, nomor, parentRef, stamp, status, tanggal, tglPosting } from './document-fields.js';
import { KEUANGAN } from './penjualan.js';

/** Employees who hold advances and see only their own: everyone outside the books' levels. */
export const PEMEGANG_BOP: LevelKey[] = ['sales', 'supervisor', 'warehouse_admin', 'asset_admin'];
export const byPemegang: ScopeDef = { field: 'karyawan_id', by: 'karyawan', levels: PEMEGANG_BOP };

export const STATUS_BOP: Array<[string, string]> = [
  ['diajukan', 'Diajukan'], ['dibayar', 'Dibayar'], ['dilaporkan', 'Dilaporkan'], ['direimburse', 'Direimburse'],
  ['dikembalikan', 'Dikembalikan'], ['selesai', 'Selesai'], ['ditolak', 'Ditolak'],
];

const money = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'money', label, readOnly: true, default: 0, ...extra });
const companyKas = (name: string, label: string, help: string): FieldDef => kasRef(name, label, KAS_PERUSAHAAN, { required: true, help });

export const bopResources: ResourceDef[] = [
  {
    name: 'bop-ajuan', label: 'BOP', labelPlural: 'BOP (Uang Muka Operasional)', menu: '/bop', path: '/bop', icon: 'Payments',
    aliases: ['/bop/detail/:id'], titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byPemegang,
    operations: ['list', 'get', 'create', 'update'], createLabel: 'Ajukan BOP',
    lines: { resource: 'bop-ajuan-rincian', foreignKey: 'bop_ajuan_id', field: 'rincian', sum: ['jumlah'], worth: { amount: 'jumlah', total: 'total' } },
    screens: [
      { path: '/pengembalian-bop', view: 'BopPengembalian', kind: 'list', menu: '/pengembalian-bop' },
      { path: '/reimburse', view: 'BopReimburse', kind: 'list', menu: '/reimburse' },
    ],
    related: [{ resource: 'bop-laporan', field: 'bop_ajuan_id', label: 'Laporan Pertanggungjawaban (LPJ)' }],
    prints: [
      { name: 'ajuan', label: 'Cetak Ajuan BOP', path: 'cetak-ajuan-bop/:id' },
      { name: 'laporan', label: 'Cetak LPJ', path: 'cetak-laporan-bop/:id', states: ['dilaporkan', 'direimburse', 'dikembalikan', 'selesai'] },
      { name: 'reimburse', label: 'Cetak Bukti Reimburse', path: 'cetak-reimburse-bop/:id', states: ['direimburse'] },
      { name: 'pengembalian', label: 'Cetak Bukti Pengembalian', path: 'cetak-pengembalian-bop/:id', states: ['dikembalikan', 'selesai'] },
    ],
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
      transitions: [
        {
          name: 'approve', path: 'bop-approve-ajuan', label: 'Setujui & Bayarkan', kind: 'forward', from: ['diajukan'], to: 'dibayar', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'dibayar_oleh', stampAt: 'dibayar_pada',
          fields: [
            companyKas('kas_id', 'Dibayar dari Kas/Bank', 'Kas atau bank perusahaan yang mengeluarkan uang muka'),
            { name: 'jumlah', kind: 'money', label: 'Jumlah Disetujui', min: 0, help: 'Kosong atau 0 = seluruh rencana biaya' },
            tglPosting,
          ],
        },
        {
          name: 'tolak', path: 'input/bop-tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diajukan'], to: 'ditolak', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'ditolak_oleh', stampAt: 'ditolak_pada',
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, min: 3, max: 255 }],
        },
        {
          // Exactly the advance spent: nothing to settle, selesai at once.
          name: 'lapor', path: 'input/bop-lapor', label: 'Laporkan LPJ', kind: 'forward', from: ['dibayar'], to: 'dilaporkan', alsoTo: ['selesai'], action: 'update',
          stampUser: 'dilaporkan_oleh', stampAt: 'dilaporkan_pada',
          fields: [{ ...tglPosting, help: 'Kosong = tanggal rincian LPJ terakhir; isi bila periode itu sudah ditutup buku' }],
        },
        {
          name: 'reimburse', path: 'bop-approve-reimburse', label: 'Setujui Reimburse', kind: 'forward', from: ['dilaporkan'], to: 'direimburse', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'direimburse_oleh', stampAt: 'direimburse_pada',
          fields: [
            companyKas('kas_reimburse_id', 'Dibayar dari Kas/Bank', 'Kas atau bank perusahaan yang membayar kelebihan biaya'),
            { ...tglPosting, help: 'Kosong = tanggal jurnal LPJ; isi bila periode itu sudah ditutup buku' },
          ],
        },
        {
          name: 'pengembalian', path: 'bop-approve-pengembalian', label: 'Setujui Pengembalian', kind: 'forward', from: ['dilaporkan'], to: 'dikembalikan', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'dikembalikan_oleh', stampAt: 'dikembalikan_pada',
        },
        {
          name: 'setor', path: 'bop-setor', label: 'Terima Setoran Sisa', kind: 'forward', from: ['dikembalikan'], to: 'selesai', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'disetor_oleh', stampAt: 'disetor_pada',
          fields: [
            companyKas('kas_setor_id', 'Disetor ke Kas/Bank', 'Kas atau bank perusahaan penerima sisa uang muka'),
            { ...tglPosting, help: 'Kosong = tanggal jurnal LPJ; isi bila periode itu sudah ditutup buku' },
          ],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Pemegang', filterable: true, searchable: true, list: true, listPriority: 1, help: 'Kosong = Anda sendiri; Finance dapat memilih karyawan lain' },
      { name: 'keperluan', kind: 'text', label: 'Keperluan', required: true, min: 3, max: 200, searchable: true, list: true },
      // What a list must say of a request: the advance asked for (the plan's total); the advance paid is 0 until approved.
      { name: 'total', kind: 'money', label: 'Uang Muka Diajukan', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      money('jumlah', 'Uang Muka Dibayar', { sortable: true, list: true, listPriority: 2 }),
      money('terpakai', 'Terpakai (LPJ)', { list: true }),
      money('dikembalikan', 'Dikembalikan', { help: 'Sisa uang muka yang disetor kembali oleh pemegang' }),
      money('reimburse', 'Reimburse', { help: 'Kelebihan biaya yang dibayar perusahaan kepada pemegang' }),
      { name: 'selisih', kind: 'money', label: 'Selisih', readOnly: true, default: 0, list: true, sortable: true, help: 'Uang muka − terpakai: plus = sisa dikembalikan, minus = direimburse' },
      status(STATUS_BOP),
      {
        name: 'penyelesaian', kind: 'enum', label: 'Penyelesaian', readOnly: true, filterable: true, list: true, listPriority: 2,
        help: 'Ditentukan saat LPJ dilaporkan: sisa dikembalikan, kekurangan direimburse, atau pas',
        options: [{ value: 'pengembalian', label: 'Pengembalian' }, { value: 'reimburse', label: 'Reimburse' }, { value: 'pas', label: 'Pas' }],
      },
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Dibayar dari Kas', readOnly: true, filterable: true },
      { name: 'kas_reimburse_id', kind: 'ref', ref: 'kas', label: 'Kas Reimburse', readOnly: true },
      { name: 'kas_setor_id', kind: 'ref', ref: 'kas', label: 'Disetor ke Kas', readOnly: true },
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      jurnal,
      { name: 'jurnal_lpj_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal LPJ', readOnly: true },
      { name: 'jurnal_selesai_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Penyelesaian', readOnly: true },
      { name: 'lpj_diingatkan_pada', kind: 'datetime', label: 'Pengingat LPJ Terkirim', readOnly: true },
      keterangan,
      ...stamp('dibayar_oleh', 'dibayar_pada', 'Dibayar'),
      ...stamp('ditolak_oleh', 'ditolak_pada', 'Ditolak'),
      ...stamp('dilaporkan_oleh', 'dilaporkan_pada', 'Dilaporkan'),
      ...stamp('direimburse_oleh', 'direimburse_pada', 'Direimburse'),
      ...stamp('dikembalikan_oleh', 'dikembalikan_pada', 'Pengembalian Disetujui'),
      ...stamp('disetor_oleh', 'disetor_pada', 'Disetor'),
    ],
  },
  {
    name: 'bop-ajuan-rincian', label: 'Rencana Biaya', labelPlural: 'Rencana Biaya BOP', menu: '/bop', path: '/bop-ajuan-rincian',
    titleField: 'uraian', parent: 'bop-ajuan', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'bop_ajuan_id', by: 'ref', levels: PEMEGANG_BOP },
    fields: [
      parentRef('bop_ajuan_id', 'bop-ajuan', 'BOP'),
      { name: 'uraian', kind: 'text', label: 'Uraian', required: true, min: 2, max: 200, list: true },
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, list: true },
    ],
  },
  {
    // One LPJ line: what was spent, on which expense account, with its receipt attached. Changeable while the BOP is
    // Dibayar; the journal is posted when the LPJ is submitted (input/bop-lapor).
    name: 'bop-laporan', label: 'Rincian LPJ', labelPlural: 'Rincian LPJ BOP', menu: '/bop', path: '/bop-laporan',
    titleField: 'uraian', defaultSort: { field: 'tanggal', order: 'ASC' },
    scope: { field: 'bop_ajuan_id', by: 'ref', levels: PEMEGANG_BOP },
    fields: [
      { name: 'bop_ajuan_id', kind: 'ref', ref: 'bop-ajuan', label: 'BOP', required: true, filterable: true, list: true },
      { ...tanggal, listPriority: 2 },
      { name: 'uraian', kind: 'text', label: 'Uraian', required: true, min: 2, max: 200, searchable: true, list: true, listPriority: 1 },
      { name: 'akun_id', kind: 'ref', ref: 'akun-beban', label: 'Akun Beban', required: true, filterable: true, list: true, help: 'Akun beban (laba rugi) tempat biaya ini dicatat' },
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, sortable: true, list: true, listPriority: 1 },
      { name: 'bukti', kind: 'file', label: 'Bukti (Nota/Kuitansi)', list: true },
    ],
  },
];

/**
 * The chart of accounts as a BOP holder picks an LPJ line's account from it: codes and names only. Holders (sales,
 * supervisor, warehouse admin) have no /akun, whose balances and account ledgers are finance's; the server refuses a
 * line on anything but an active expense account.
 */
bopResources.push({
  name: 'akun-beban', table: 'akun', label: 'Akun Beban', labelPlural: 'Akun Beban', menu: '/bop', path: '/akun-beban', icon: 'AccountBalance',
  titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, operations: ['list', 'get'],
  fields: [
    { name: 'kode', kind: 'text', label: 'Kode Akun', required: true, max: 30, searchable: true, sortable: true, list: true },
    { name: 'nama', kind: 'text', label: 'Nama Akun', required: true, max: 150, searchable: true, sortable: true, list: true },
    { name: 'aktif', kind: 'bool', label: 'Aktif', filterable: true, list: true },
  ],
});

export const bopMenus: MenuNode[] = [
  {
    name: 'BOP', icon: 'Payments', url: '/grup-bop', children: [
      { name: 'BOP', icon: 'Payments', url: '/bop' },
      { name: 'Pengembalian BOP', icon: 'AssignmentReturn', url: '/pengembalian-bop' },
      { name: 'Reimburse BOP', icon: 'PriceChange', url: '/reimburse' },
    ],
  },
];
