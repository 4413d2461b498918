/**
 * Fixed assets on the move (issue 15, second part): disposal (lost, damaged, written off after an uneconomic repair),
 * loans and returns, storage, mutation between locations, audit and repair. Effects in server/domain/asset.
 */
import type { FieldDef, ResourceDef } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { jurnal, lineResource, nomor, stamp, status, tanggal, total } from '../document-fields.js';
import { fiscalLeavingFields, PEMBUKUAN } from './asset.js';
import { assetLine, KONDISI } from './fields.js';
import { assetPindahResources } from './pindah.js';

/** SPEC.md section 7: disposal kinds lost=1, damaged=2, repair=3 (written off because a repair does not pay). */
export const JENIS_DISPOSAL: Array<{ value: number; slug: string; label: string; status: string }> = [
  { value: 1, slug: 'hilang', label: 'Hilang', status: 'hilang' },
  { value: 2, slug: 'rusak', label: 'Rusak', status: 'rusak' },
  { value: 3, slug: 'perbaikan', label: 'Tidak Layak Diperbaiki', status: 'afkir' },
];

export const STATUS_DISPOSAL: Array<[string, string]> = [['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']];

export const STATUS_PEMINJAMAN: Array<[string, string]> = [['dipinjam', 'Dipinjam'], ['dikembalikan', 'Dikembalikan'], ['dibatalkan', 'Dibatalkan']];

/** An asset's row in the history of a loan or a storage: newest first, cancelled with a reason while still `state`. */
const riwayat = (what: string, label: string, state: string, stepLabel: string, parentLabel: string, fields: FieldDef[]): ResourceDef => ({
  name: `asset-riwayat-${what}`, label, labelPlural: `${label} Aset`, menu: `/asset-${what}`, path: `/asset-riwayat-${what}`,
  titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: `asset-${what}`, defaultSort: { field: 'id', order: 'DESC' }, operations: ['list', 'get'],
  workflow: {
    field: 'status', initial: state, editableIn: [],
    transitions: [{
      name: 'batal', path: `input/asset-riwayat-${what}`, label: stepLabel, kind: 'destructive', reason: 'alasan_batal', from: [state], to: 'dibatalkan', action: 'update',
      stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
      fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, min: 3, max: 255 }],
    }],
  },
  fields: [
    { name: `asset_${what}_id`, kind: 'ref', ref: `asset-${what}`, label: parentLabel, required: true, filterable: true, list: true },
    assetLine(),
    ...fields,
    { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
    ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
  ],
});

export const assetGerakResources: ResourceDef[] = [
  {
    // Disposal (/asset-disposal/hilang, /rusak, /perbaikan): a draft naming the assets, posted by the books' levels
    // (never by whoever drafted it): depreciation to date, then the book value written off as a loss in one journal.
    name: 'asset-disposal', label: 'Disposal Aset', labelPlural: 'Disposal Aset', menu: '/asset-disposal', path: '/asset-disposal', icon: 'BrokenImage',
    aliases: JENIS_DISPOSAL.flatMap((j) => [`/asset-disposal/${j.slug}`, `/asset-disposal/${j.slug}/add`, `/asset-disposal/${j.slug}/detail/:id`]),
    aliasValues: Object.fromEntries(JENIS_DISPOSAL.flatMap((j) => [[`/asset-disposal/${j.slug}`, { jenis: j.value }], [`/asset-disposal/${j.slug}/add`, { jenis: j.value }]])),
    operations: ['list', 'get', 'create', 'update'], titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-disposal-rincian', foreignKey: 'asset_disposal_id', field: 'rincian', sum: ['harga_perolehan', 'akumulasi_penyusutan', 'nilai_buku'], worth: { amount: 'nilai_buku', total: 'total' } },
    prints: [{ name: 'berita-acara', label: 'Cetak Berita Acara', path: 'cetak-asset-disposal?id=:id', states: ['draft', 'diposting'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        {
          name: 'posting', path: 'asset-disposal-posting', viaInput: 'posting', label: 'Posting Disposal', kind: 'forward', from: ['draft'], to: 'diposting', action: 'update',
          levels: [...PEMBUKUAN, 'gm'], notByCreator: true, stampUser: 'diposting_oleh', stampAt: 'diposting_pada',
        },
        { name: 'batal', path: 'asset-disposal-batal', viaInput: 'batal', label: 'Batalkan', kind: 'destructive', from: ['draft'], to: 'dibatalkan', action: 'update' },
      ],
    },
    fields: [
      nomor, tanggal,
      {
        name: 'jenis', kind: 'enum', label: 'Jenis Disposal', required: true, filterable: true, list: true, listPriority: 1,
        options: JENIS_DISPOSAL.map((j) => ({ value: j.value, label: j.label })),
        help: 'Hilang, Rusak, atau Tidak Layak Diperbaiki (biaya perbaikan melebihi manfaatnya); nilai bukunya dihapus sebagai rugi',
      },
      { name: 'alasan', kind: 'text', label: 'Alasan / Kronologi', required: true, min: 3, max: 255, searchable: true, list: true },
      { ...total, label: 'Nilai Buku Dihapus' },
      status(STATUS_DISPOSAL),
      keterangan, jurnal,
      ...stamp('diposting_oleh', 'diposting_pada', 'Diposting'),
    ],
  },
  lineResource('asset-disposal', { label: 'Aset Didisposal', labelPlural: 'Rincian Disposal Aset', titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' } }, 'Disposal', [
    assetLine(),
    { name: 'harga_perolehan', kind: 'money', label: 'Harga Perolehan', readOnly: true, default: 0, list: true },
    { name: 'penyusutan_akhir', kind: 'money', label: 'Penyusutan s.d. Disposal', readOnly: true, default: 0 },
    { name: 'akumulasi_penyusutan', kind: 'money', label: 'Akumulasi Penyusutan', readOnly: true, default: 0, list: true },
    { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku', readOnly: true, default: 0, list: true },
    ...fiscalLeavingFields('Disposal', 'Nilai buku fiskal dibebankan sebagai rugi (UU PPh Pasal 11 ayat (8))'),
  ]),
  {
    // Loans (/asset-peminjaman): assets in the register handed to an employee until a due date. Recorded when handed
    // over (the assets become Dipinjam); each asset's line is its loan history (asset-riwayat-peminjaman), ended by a
    // return (asset-pengembalian) or cancelled on its own. Overdue loans tell the borrower and the asset admins once.
    name: 'asset-peminjaman', label: 'Peminjaman Aset', labelPlural: 'Peminjaman Aset', menu: '/asset-peminjaman', path: '/asset-peminjaman', icon: 'AssignmentInd',
    aliases: ['/asset-peminjaman/add', '/asset-peminjaman/edit/:id', '/asset-peminjaman/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-riwayat-peminjaman', foreignKey: 'asset_peminjaman_id', field: 'rincian', sum: [] },
    related: [{ resource: 'asset-pengembalian', field: 'asset_peminjaman_id', label: 'Pengembalian' }],
    // No step of its own: its state follows its lines (returned or cancelled one by one); editable while lent.
    workflow: { field: 'status', initial: 'dipinjam', editableIn: ['dipinjam'], transitions: [] },
    fields: [
      nomor, tanggal,
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Peminjam', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'jatuh_tempo', kind: 'date', label: 'Batas Kembali', required: true, filterable: true, sortable: true, list: true, listPriority: 1 },
      { name: 'keperluan', kind: 'text', label: 'Keperluan', required: true, min: 3, max: 255, searchable: true, list: true, listPriority: 3 },
      { name: 'jumlah_aset', kind: 'int', label: 'Jumlah Aset', readOnly: true, default: 0, list: true },
      { name: 'belum_kembali', kind: 'int', label: 'Belum Kembali', readOnly: true, default: 0, list: true },
      status(STATUS_PEMINJAMAN),
      { name: 'diingatkan_pada', kind: 'datetime', label: 'Diingatkan (Terlambat) Pada', readOnly: true },
      keterangan,
    ],
  },
  riwayat('peminjaman', 'Riwayat Peminjaman', 'dipinjam', 'Batalkan Peminjaman Aset', 'Peminjaman', [
    { name: 'kondisi_pinjam', kind: 'text', label: 'Kondisi Saat Dipinjam', readOnly: true, max: 20, list: true },
    { name: 'asset_pengembalian_id', kind: 'ref', ref: 'asset-pengembalian', label: 'Pengembalian', readOnly: true, filterable: true, list: true },
    { name: 'tanggal_kembali', kind: 'date', label: 'Tanggal Kembali', readOnly: true, list: true },
    status(STATUS_PEMINJAMAN),
  ]),
  {
    // Returns (/asset-pengembalian): recorded when the assets come back, each with the condition it came back in;
    // empty lines return everything of the loan still out. The assets are Aktif again at once.
    name: 'asset-pengembalian', label: 'Pengembalian Aset', labelPlural: 'Pengembalian Aset', menu: '/asset-pengembalian', path: '/asset-pengembalian', icon: 'AssignmentReturn',
    operations: ['list', 'get', 'create'], titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-pengembalian-rincian', foreignKey: 'asset_pengembalian_id', field: 'rincian', sum: [] },
    fields: [
      nomor, tanggal,
      { name: 'asset_peminjaman_id', kind: 'ref', ref: 'asset-peminjaman', label: 'Peminjaman', required: true, filterable: true, list: true, listPriority: 1 },
      { name: 'jumlah_aset', kind: 'int', label: 'Jumlah Aset', readOnly: true, default: 0, list: true },
      { name: 'terlambat_hari', kind: 'int', label: 'Terlambat (hari)', readOnly: true, default: 0, list: true },
      keterangan,
    ],
  },
  {
    name: 'asset-pengembalian-rincian', label: 'Aset Dikembalikan', labelPlural: 'Rincian Pengembalian Aset', menu: '/asset-pengembalian', path: '/asset-pengembalian-rincian',
    titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: 'asset-pengembalian', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'asset_pengembalian_id', kind: 'ref', ref: 'asset-pengembalian', label: 'Pengembalian', required: true, filterable: true },
      assetLine(),
      KONDISI,
    ],
  },
  {
    // Storage (/asset-penyimpanan): assets put away in a block (a store room, a warehouse corner). Made with its assets
    // (/add) or empty (/add-empty) and filled later (assets are only added: each added asset moves to the block at
    // once); each asset's line is its storage history (asset-riwayat-penyimpanan), cancelled on its own (back to the
    // block it came from).
    name: 'asset-penyimpanan', label: 'Penyimpanan Aset', labelPlural: 'Penyimpanan Aset', menu: '/asset-penyimpanan', path: '/asset-penyimpanan', icon: 'Warehouse',
    aliases: ['/asset-penyimpanan/add', '/asset-penyimpanan/add-empty', '/asset-penyimpanan/detail/:id'], operations: ['list', 'get', 'create', 'update'],
    addPath: 'input/asset-penyimpanan-create', titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-riwayat-penyimpanan', foreignKey: 'asset_penyimpanan_id', field: 'rincian', sum: [] },
    fields: [
      nomor, tanggal,
      { name: 'asset_blok_id', kind: 'ref', ref: 'asset-blok', label: 'Disimpan di (Blok)', required: true, filterable: true, list: true, listPriority: 1 },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Penanggung Jawab Penyimpanan', filterable: true, list: true, listPriority: 3 },
      { name: 'jumlah_aset', kind: 'int', label: 'Aset Disimpan', readOnly: true, default: 0, list: true },
      keterangan,
    ],
  },
  riwayat('penyimpanan', 'Riwayat Penyimpanan', 'disimpan', 'Batalkan Penyimpanan Aset', 'Penyimpanan', [
    { name: 'blok_asal_id', kind: 'ref', ref: 'asset-blok', label: 'Dari Blok', readOnly: true, list: true },
    status([['disimpan', 'Disimpan'], ['dibatalkan', 'Dibatalkan']]),
  ]),
  ...assetPindahResources,
];
