/**
 * Vehicle repair (DESIGN.md section 6): a request with its lines (parts and labour) → GM approval → finance gives
 * the money (cash out of a company kas, the repair expense journal) → the repaired vehicle is received back with
 * its odometer. While the money is given and the vehicle is not yet back (`diberikan`) it is in the workshop: no
 * delivery note may load it. Effects in server/domain/armada through server/ledger.
 */
import { KAS_PERUSAHAAN, kasRef } from '../../common/kas.js';
import type { LevelKey, ResourceDef } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { jurnal, nomor, parentRef, stamp, status, tanggal } from '../document-fields.js';

const GM: LevelKey[] = ['gm', 'owner', 'admin'];
const KEUANGAN: LevelKey[] = ['finance', 'owner', 'admin'];

export const STATUS_PERBAIKAN: Array<[string, string]> = [
  ['diajukan', 'Diajukan'], ['disetujui_gm', 'Disetujui GM'], ['diberikan', 'Dana Diberikan'], ['diterima', 'Selesai Diterima'], ['ditolak', 'Ditolak'],
];
/** The state in which the vehicle is at the workshop: loading it is refused. */
export const DALAM_PERBAIKAN = 'diberikan';

export const perbaikanKendaraanResources: ResourceDef[] = [
  {
    name: 'perbaikan-kendaraan', label: 'Perbaikan Kendaraan', labelPlural: 'Perbaikan Kendaraan', menu: '/kendaraan/form-perbaikan',
    path: '/kendaraan/form-perbaikan', aliases: ['/perbaikankendaraan'], icon: 'Handyman', titleField: 'nomor',
    defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get', 'create', 'update', 'delete'],
    lines: { resource: 'perbaikan-kendaraan-rincian', foreignKey: 'perbaikan_kendaraan_id', field: 'rincian', sum: ['nilai'], worth: { quantity: 'jumlah', price: 'harga', amount: 'nilai', total: 'total' } },
    prints: [{ name: 'perbaikan', label: 'Cetak Perbaikan', path: 'cetak-perbaikan-kendaraan/:id' }],
    workflow: {
      field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
      transitions: [
        {
          name: 'setujuiGm', path: 'input/perbaikan-kendaraan-gm', label: 'Setujui GM', kind: 'forward', done: 'menyetujui', from: ['diajukan'], to: 'disetujui_gm', action: 'update',
          levels: GM, notByCreator: true, stampUser: 'disetujui_gm_oleh', stampAt: 'disetujui_gm_pada',
        },
        {
          name: 'tolak', path: 'input/perbaikan-kendaraan-tolak', label: 'Tolak', kind: 'destructive', reason: 'alasan_tolak', from: ['diajukan', 'disetujui_gm'], to: 'ditolak', action: 'update',
          levels: GM, notByCreator: true, stampUser: 'ditolak_oleh', stampAt: 'ditolak_pada',
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, min: 3, max: 255 }],
        },
        {
          name: 'berikan', path: 'input/perbaikan-kendaraan-approve', label: 'Berikan Dana', kind: 'forward', from: ['disetujui_gm'], to: 'diberikan', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'diberikan_oleh', stampAt: 'diberikan_pada',
          fields: [kasRef('kas_id', 'Dibayar dari Kas/Bank', KAS_PERUSAHAAN, { required: true })],
        },
        {
          name: 'terima', path: 'perbaikan-kendaraan-terima', label: 'Terima Kendaraan', kind: 'forward', from: ['diberikan'], to: 'diterima', action: 'update',
          stampUser: 'diterima_oleh', stampAt: 'diterima_pada',
          fields: [{ name: 'odometer_selesai', kind: 'int', label: 'Odometer Saat Diterima (km)', required: true, min: 0, max: 9_999_999 }],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'bengkel', kind: 'text', label: 'Bengkel', required: true, max: 100, searchable: true, list: true, listPriority: 3 },
      { name: 'keluhan', kind: 'longtext', label: 'Keluhan / Kerusakan', required: true, min: 3, max: 1000 },
      { name: 'odometer_masuk', kind: 'int', label: 'Odometer Masuk (km)', min: 0, max: 9_999_999, help: 'Kosong = odometer kendaraan saat ini' },
      { name: 'total', kind: 'money', label: 'Total Biaya', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      status(STATUS_PERBAIKAN),
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Dibayar dari Kas/Bank', readOnly: true, filterable: true },
      jurnal,
      { name: 'odometer_selesai', kind: 'int', label: 'Odometer Selesai (km)', readOnly: true },
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      keterangan,
      ...stamp('disetujui_gm_oleh', 'disetujui_gm_pada', 'Disetujui GM'),
      ...stamp('diberikan_oleh', 'diberikan_pada', 'Dana Diberikan'),
      ...stamp('diterima_oleh', 'diterima_pada', 'Diterima'),
      ...stamp('ditolak_oleh', 'ditolak_pada', 'Ditolak'),
    ],
  },
  {
    name: 'perbaikan-kendaraan-rincian', label: 'Rincian Perbaikan', labelPlural: 'Rincian Perbaikan', menu: '/kendaraan/form-perbaikan',
    path: '/perbaikan-kendaraan-rincian', titleField: 'uraian', parent: 'perbaikan-kendaraan', defaultSort: { field: 'id', order: 'ASC' },
    fields: [
      parentRef('perbaikan_kendaraan_id', 'perbaikan-kendaraan', 'Perbaikan Kendaraan'),
      { name: 'kendaraan_bagian_id', kind: 'ref', ref: 'kendaraan-bagian', label: 'Bagian', filterable: true, list: true },
      { name: 'uraian', kind: 'text', label: 'Uraian', required: true, min: 2, max: 200, list: true },
      {
        name: 'jenis', kind: 'enum', label: 'Jenis', required: true, default: 'jasa', list: true,
        options: [{ value: 'jasa', label: 'Jasa' }, { value: 'suku_cadang', label: 'Suku Cadang' }],
      },
      { name: 'jumlah', kind: 'int', label: 'Jumlah', required: true, min: 1, max: 10_000, list: true },
      { name: 'harga', kind: 'money', label: 'Harga Satuan', required: true, min: 0, max: 1_000_000_000, list: true },
      { name: 'nilai', kind: 'money', label: 'Nilai', readOnly: true, default: 0, list: true },
    ],
  },
];
