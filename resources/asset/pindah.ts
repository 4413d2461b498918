/**
 * Fixed assets moved, audited and repaired: mutation between locations, audit and repair (issue 15, second part).
 * Effects in server/domain/asset.
 */
import type { ResourceDef } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { jurnal, lineResource, nomor, stamp, status, tanggal, total } from '../document-fields.js';
import { ASET, PENYETUJU } from './asset.js';
import { assetLine, KONDISI } from './fields.js';

const MUTASI_FIELDS: ResourceDef['fields'] = [
  nomor, tanggal,
  { name: 'asset_blok_tujuan_id', kind: 'ref', ref: 'asset-blok', label: 'Ke Blok', required: true, filterable: true, list: true, listPriority: 1 },
  { name: 'karyawan_tujuan_id', kind: 'ref', ref: 'karyawan', label: 'Penanggung Jawab Baru', filterable: true, list: true, listPriority: 3, help: 'Kosong = penanggung jawab tetap' },
  { name: 'alasan', kind: 'text', label: 'Alasan Mutasi', required: true, min: 3, max: 255, searchable: true, list: true },
  { name: 'jumlah_aset', kind: 'int', label: 'Jumlah Aset', readOnly: true, default: 0, list: true },
  status([['diminta', 'Diminta'], ['dipindahkan', 'Dipindahkan'], ['ditolak', 'Ditolak']]),
  { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
  keterangan,
  ...stamp('dipindahkan_oleh', 'dipindahkan_pada', 'Dipindahkan'),
];

export const assetPindahResources: ResourceDef[] = [
  {
    // Mutation between locations: requested (/asset-mutasi-request, Diminta) and carried out by the asset admins
    // (Dipindahkan: each asset to the destination block and, when named, its new custodian), or refused. The
    // entries (/asset-mutasi-entry) are the mutations carried out.
    name: 'asset-mutasi', label: 'Mutasi Aset', labelPlural: 'Permintaan Mutasi Aset', menu: '/asset-mutasi-request', path: '/asset-mutasi-request', icon: 'SwapHoriz',
    aliases: ['/asset-mutasi-request/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-mutasi-rincian', foreignKey: 'asset_mutasi_id', field: 'rincian', sum: [] },
    prints: [{ name: 'surat-mutasi', label: 'Cetak Surat Mutasi', path: 'cetak-asset-mutasi?id=:id' }],
    workflow: {
      field: 'status', initial: 'diminta', editableIn: ['diminta'],
      transitions: [
        {
          name: 'pindahkan', path: 'asset-mutasi-pindahkan', viaInput: 'pindahkan', label: 'Pindahkan', kind: 'forward', from: ['diminta'], to: 'dipindahkan', action: 'update', levels: ASET,
          stampUser: 'dipindahkan_oleh', stampAt: 'dipindahkan_pada',
        },
        {
          name: 'tolak', path: 'asset-mutasi-tolak', viaInput: 'tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diminta'], to: 'ditolak', action: 'update', levels: ASET,
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, min: 3, max: 255 }],
        },
      ],
    },
    fields: [...MUTASI_FIELDS],
  },
  {
    name: 'asset-mutasi-entry', table: 'asset_mutasi', onlyWith: ['dipindahkan_pada'], label: 'Mutasi Aset', labelPlural: 'Mutasi Aset Dipindahkan',
    menu: '/asset-mutasi-entry', path: '/asset-mutasi-entry', icon: 'SwapHoriz', aliases: ['/asset-mutasi-entry/detail/:id'], operations: ['list', 'get'],
    titleField: 'nomor', defaultSort: { field: 'dipindahkan_pada', order: 'DESC' },
    related: [{ resource: 'asset-mutasi-rincian', field: 'asset_mutasi_id', label: 'Aset Dipindahkan' }],
    fields: MUTASI_FIELDS.map((f) => ({ ...f, readOnly: true, required: false })),
  },
  {
    name: 'asset-mutasi-rincian', label: 'Aset Dimutasi', labelPlural: 'Rincian Mutasi Aset', menu: '/asset-mutasi-request', path: '/asset-mutasi-rincian',
    titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: 'asset-mutasi', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'asset_mutasi_id', kind: 'ref', ref: 'asset-mutasi', label: 'Mutasi', required: true, filterable: true },
      assetLine(),
      { name: 'blok_asal_id', kind: 'ref', ref: 'asset-blok', label: 'Dari Blok', readOnly: true, list: true },
      { name: 'karyawan_asal_id', kind: 'ref', ref: 'karyawan', label: 'Penanggung Jawab Semula', readOnly: true, list: true },
    ],
  },
  {
    // Audit of a block (/asset-audit): opened with every asset of the block still in the books, each then checked by
    // scanning its QR label with the device camera or typing its code (found, or marked not found, with its
    // condition); an asset found here though registered elsewhere is added. Finishing marks the unchecked not found
    // and writes each found asset's condition and audit date to the register.
    name: 'asset-audit', label: 'Audit Aset', labelPlural: 'Audit Aset', menu: '/asset-audit', path: '/asset-audit', icon: 'FactCheck',
    aliases: ['/asset-audit/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    related: [{ resource: 'asset-audit-rincian', field: 'asset_audit_id', label: 'Hasil per Aset' }],
    prints: [{ name: 'audit', label: 'Cetak Hasil Audit', path: 'cetak-audit-penyimpanan-asset/:id' }],
    workflow: {
      field: 'status', initial: 'berjalan', editableIn: ['berjalan'],
      transitions: [
        {
          name: 'selesai', path: 'asset-audit-selesai', viaInput: 'selesai', label: 'Selesaikan Audit', kind: 'forward', from: ['berjalan'], to: 'selesai', action: 'update', levels: ASET,
          stampUser: 'selesai_oleh', stampAt: 'selesai_pada',
        },
        { name: 'batal', path: 'asset-audit-batal', viaInput: 'batal', label: 'Batalkan Audit', kind: 'destructive', from: ['berjalan'], to: 'dibatalkan', action: 'update', levels: ASET },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'asset_blok_id', kind: 'ref', ref: 'asset-blok', label: 'Blok Diaudit', required: true, filterable: true, list: true, listPriority: 1 },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Auditor', filterable: true, list: true, listPriority: 3 },
      { name: 'jumlah_aset', kind: 'int', label: 'Aset Tercatat', readOnly: true, default: 0, list: true },
      { name: 'ditemukan', kind: 'int', label: 'Ditemukan', readOnly: true, default: 0, list: true },
      { name: 'tidak_ditemukan', kind: 'int', label: 'Tidak Ditemukan', readOnly: true, default: 0, list: true },
      { name: 'belum_dicek', kind: 'int', label: 'Belum Dicek', readOnly: true, default: 0, list: true },
      status([['berjalan', 'Berjalan'], ['selesai', 'Selesai'], ['dibatalkan', 'Dibatalkan']]),
      keterangan,
      ...stamp('selesai_oleh', 'selesai_pada', 'Selesai'),
    ],
  },
  {
    name: 'asset-audit-rincian', label: 'Hasil Audit Aset', labelPlural: 'Rincian Audit Aset', menu: '/asset-audit', path: '/asset-audit-rincian',
    titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: 'asset-audit', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get', 'create', 'update'],
    fields: [
      { name: 'asset_audit_id', kind: 'ref', ref: 'asset-audit', label: 'Audit', required: true, filterable: true },
      { name: 'asset_id', kind: 'ref', ref: 'asset', label: 'Aset', filterable: true, list: true, help: 'Atau isi kode aset' },
      { name: 'kode', kind: 'text', label: 'Kode Aset (Pindai / Ketik)', max: 30, searchable: true, list: true },
      {
        name: 'hasil', kind: 'enum', label: 'Hasil', required: true, default: 'ditemukan', filterable: true, list: true, listPriority: 1,
        options: [{ value: 'belum', label: 'Belum Dicek' }, { value: 'ditemukan', label: 'Ditemukan' }, { value: 'tidak_ditemukan', label: 'Tidak Ditemukan' }],
      },
      { ...KONDISI, required: false, default: undefined, help: 'Kondisi aset yang ditemukan' },
      { name: 'diharapkan', kind: 'bool', label: 'Tercatat di Blok Ini', readOnly: true, default: true, list: true },
      { name: 'catatan', kind: 'text', label: 'Catatan', max: 255 },
      ...stamp('dicek_oleh', 'dicek_pada', 'Dicek'),
    ],
  },
  {
    // Repair (/asset-perbaikan): requested for one asset in use, approved by someone else (the asset is then
    // Diperbaiki and still depreciates), its cost details added while it is out, and returned: the asset is Aktif
    // again in the condition it came back in, the total cost is journalled (expense against the paying account).
    name: 'asset-perbaikan-main', label: 'Perbaikan Aset', labelPlural: 'Perbaikan Aset', menu: '/asset-perbaikan', path: '/asset-perbaikan', icon: 'Handyman',
    aliases: ['/asset-perbaikan/add', '/asset-perbaikan/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-perbaikan', foreignKey: 'asset_perbaikan_main_id', field: 'rincian', sum: ['biaya'], worth: { amount: 'biaya', total: 'total' } },
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: ['diajukan', 'disetujui'],
      transitions: [
        {
          name: 'approve', path: 'asset-perbaikan-approve', label: 'Setujui Perbaikan', kind: 'forward', from: ['diajukan'], to: 'disetujui', action: 'update', levels: PENYETUJU,
          notByCreator: true, stampUser: 'disetujui_oleh', stampAt: 'disetujui_pada',
        },
        {
          name: 'kembalikan', path: 'input/asset-perbaikan-kembalikan', label: 'Selesai & Kembalikan', kind: 'forward', from: ['disetujui'], to: 'selesai', action: 'update', levels: ASET,
          stampUser: 'selesai_oleh', stampAt: 'selesai_pada',
          fields: [
            { ...KONDISI, name: 'kondisi_kembali', label: 'Kondisi Setelah Diperbaiki' },
            { name: 'akun_bayar_id', kind: 'ref', ref: 'akun', label: 'Dibayar dari Akun', help: 'Kas/bank atau hutang; wajib bila ada biaya' },
          ],
        },
        {
          name: 'batal', path: 'asset-perbaikan-batal', viaInput: 'batal', label: 'Batalkan Perbaikan', kind: 'destructive', reason: 'alasan_batal', from: ['diajukan', 'disetujui'], to: 'dibatalkan', action: 'update',
          fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, min: 3, max: 255 }],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { ...assetLine(), listPriority: 1 },
      { name: 'bengkel', kind: 'text', label: 'Bengkel / Teknisi', required: true, max: 150, searchable: true, list: true },
      { name: 'keluhan', kind: 'text', label: 'Kerusakan / Keluhan', required: true, min: 3, max: 255, searchable: true, list: true, listPriority: 3 },
      { name: 'akun_beban_id', kind: 'ref', ref: 'akun', label: 'Akun Beban Perbaikan', required: true, help: 'Didebit sebesar total biaya saat aset kembali' },
      { ...total, label: 'Total Biaya' },
      status([['diajukan', 'Diajukan'], ['disetujui', 'Diperbaiki'], ['selesai', 'Selesai'], ['dibatalkan', 'Dibatalkan']]),
      { name: 'kondisi_kembali', kind: 'enum', label: 'Kondisi Setelah Diperbaiki', readOnly: true, options: KONDISI.options },
      { name: 'akun_bayar_id', kind: 'ref', ref: 'akun', label: 'Dibayar dari Akun', readOnly: true },
      { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
      keterangan, jurnal,
      ...stamp('disetujui_oleh', 'disetujui_pada', 'Disetujui'),
      ...stamp('selesai_oleh', 'selesai_pada', 'Selesai'),
    ],
  },
  lineResource('asset-perbaikan-main', { name: 'asset-perbaikan', label: 'Rincian Perbaikan', labelPlural: 'Rincian Perbaikan Aset', menu: '/asset-perbaikan', path: '/asset-perbaikan-rincian', titleField: 'uraian' }, 'Perbaikan', [
    { name: 'uraian', kind: 'text', label: 'Uraian Pekerjaan / Suku Cadang', required: true, min: 2, max: 200, list: true },
    { name: 'biaya', kind: 'money', label: 'Biaya', required: true, min: 0, list: true },
  ]),
];
