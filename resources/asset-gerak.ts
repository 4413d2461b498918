/**
 * Fixed assets on the move (issue 15, second part): disposal (lost, damaged, written off after an uneconomic repair),
 * loans and returns, storage, mutation between locations, audit and repair. Effects in server/domain/asset.
 */
import type { ResourceDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { jurnal, nomor, stamp, status, tanggal, total } from './document-fields.js';
import { PEMBUKUAN } from './asset.js';

/** SPEC.md section 7: disposal kinds lost=1, damaged=2, repair=3 (written off because a repair does not pay). */
export const JENIS_DISPOSAL: Array<{ value: number; slug: string; label: string; status: string }> = [
  { value: 1, slug: 'hilang', label: 'Hilang', status: 'hilang' },
  { value: 2, slug: 'rusak', label: 'Rusak', status: 'rusak' },
  { value: 3, slug: 'perbaikan', label: 'Tidak Layak Diperbaiki', status: 'afkir' },
];

export const STATUS_DISPOSAL: Array<[string, string]> = [['draft', 'Draft'], ['diposting', 'Diposting'], ['dibatalkan', 'Dibatalkan']];

const assetLine = (label = 'Aset'): ResourceDef['fields'][number] => ({ name: 'asset_id', kind: 'ref', ref: 'asset', label, required: true, filterable: true, list: true });

export const assetGerakResources: ResourceDef[] = [
  {
    // Disposal (/asset-disposal/hilang, /rusak, /perbaikan): a draft naming the assets, posted by the books' levels
    // (never by whoever drafted it): depreciation to date, then the book value written off as a loss in one journal.
    name: 'asset-disposal', label: 'Disposal Aset', labelPlural: 'Disposal Aset', menu: '/asset-disposal', path: '/asset-disposal', icon: 'DeleteSweep',
    aliases: JENIS_DISPOSAL.flatMap((j) => [`/asset-disposal/${j.slug}`, `/asset-disposal/${j.slug}/add`, `/asset-disposal/${j.slug}/detail/:id`]),
    operations: ['list', 'get', 'create', 'update'], titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    lines: { resource: 'asset-disposal-rincian', foreignKey: 'asset_disposal_id', field: 'rincian' },
    prints: [{ name: 'berita-acara', label: 'Cetak Berita Acara', path: 'cetak-asset-disposal?id=:id', states: ['draft', 'diposting'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        {
          name: 'posting', path: 'asset-disposal-posting', viaInput: 'posting', label: 'Posting Disposal', from: ['draft'], to: 'diposting', action: 'update',
          levels: [...PEMBUKUAN, 'gm'], notByCreator: true, stampUser: 'diposting_oleh', stampAt: 'diposting_pada',
        },
        { name: 'batal', path: 'asset-disposal-batal', viaInput: 'batal', label: 'Batalkan', from: ['draft'], to: 'dibatalkan', action: 'update' },
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
  {
    name: 'asset-disposal-rincian', label: 'Aset Didisposal', labelPlural: 'Rincian Disposal Aset', menu: '/asset-disposal', path: '/asset-disposal-rincian',
    titleField: 'id', shownAs: { ref: 'asset_id', field: 'nama' }, parent: 'asset-disposal', defaultSort: { field: 'id', order: 'ASC' },
    fields: [
      { name: 'asset_disposal_id', kind: 'ref', ref: 'asset-disposal', label: 'Disposal', required: true, filterable: true },
      assetLine(),
      { name: 'harga_perolehan', kind: 'money', label: 'Harga Perolehan', readOnly: true, default: 0, list: true },
      { name: 'penyusutan_akhir', kind: 'money', label: 'Penyusutan s.d. Disposal', readOnly: true, default: 0 },
      { name: 'akumulasi_penyusutan', kind: 'money', label: 'Akumulasi Penyusutan', readOnly: true, default: 0, list: true },
      { name: 'nilai_buku', kind: 'money', label: 'Nilai Buku', readOnly: true, default: 0, list: true },
    ],
  },
];
