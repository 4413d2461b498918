/**
 * Vehicle inspections (ceklist): a new inspection starts from the checklist template, one line per active vehicle
 * part (kendaraan-bagian, /bagian), each found baik / perlu perhatian / rusak with a note and a photo; finishing
 * it records the odometer on the vehicle and tells the GM about the findings. A vehicle whose last finished
 * inspection is older than CEKLIST_INTERVAL_HARI, or whose STNK or KIR falls due within PENGINGAT_HARI, is
 * reminded to the GM and the vehicle's salesperson (server/domain/armada/pengingat.ts).
 * /ceklist/rincian/:id opens an inspection's detail; /ceklist/riwayat/:id a vehicle's page with its history.
 */
import type { ResourceDef } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { nomor, parentRef, stamp, status, tanggal } from '../document-fields.js';

export const CEKLIST_INTERVAL_HARI = 7;
export const PENGINGAT_HARI = 14;
export const KONDISI: Array<[string, string]> = [['baik', 'Baik'], ['perlu_perhatian', 'Perlu Perhatian'], ['rusak', 'Rusak']];

export const kendaraanCeklistResources: ResourceDef[] = [
  {
    name: 'kendaraan-ceklist', label: 'Ceklist Kendaraan', labelPlural: 'Ceklist Kendaraan', menu: '/ceklist', path: '/ceklist', icon: 'FactCheck',
    aliases: ['/checklistkendaraan', '/ceklist/rincian/:id'], titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    lines: { resource: 'kendaraan-ceklist-rincian', foreignKey: 'kendaraan_ceklist_id', field: 'rincian', sum: [] },
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [{ name: 'selesai', path: 'input/kendaraan-ceklist-selesai', label: 'Selesai Diperiksa', kind: 'forward', done: 'menyelesaikan pemeriksaan', from: ['draft'], to: 'selesai', action: 'update', stampUser: 'selesai_oleh', stampAt: 'selesai_pada' }],
    },
    fields: [
      nomor, tanggal,
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Pemeriksa', filterable: true, list: true, listPriority: 3, help: 'Terisi otomatis untuk sales' },
      { name: 'odometer', kind: 'int', label: 'Odometer (km)', required: true, min: 0, max: 9_999_999, list: true, listPriority: 3 },
      { name: 'jumlah_baik', kind: 'int', label: 'Baik', readOnly: true, default: 0, list: true, listPriority: 3 },
      { name: 'jumlah_perhatian', kind: 'int', label: 'Perlu Perhatian', readOnly: true, default: 0, list: true },
      { name: 'jumlah_rusak', kind: 'int', label: 'Rusak', readOnly: true, default: 0, sortable: true, list: true },
      status([['draft', 'Draft'], ['selesai', 'Selesai']]),
      keterangan,
      ...stamp('selesai_oleh', 'selesai_pada', 'Selesai'),
    ],
  },
  {
    name: 'kendaraan-ceklist-rincian', label: 'Rincian Ceklist', labelPlural: 'Rincian Ceklist', menu: '/ceklist', path: '/kendaraan-ceklist-rincian',
    titleField: 'id', shownAs: { ref: 'kendaraan_bagian_id', field: 'nama' }, parent: 'kendaraan-ceklist', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'kendaraan_ceklist_id', by: 'ref', levels: ['sales'] },
    uniqueTogether: [['kendaraan_ceklist_id', 'kendaraan_bagian_id']],
    fields: [
      parentRef('kendaraan_ceklist_id', 'kendaraan-ceklist', 'Ceklist'),
      { name: 'kendaraan_bagian_id', kind: 'ref', ref: 'kendaraan-bagian', label: 'Bagian', required: true, filterable: true, list: true },
      { name: 'kondisi', kind: 'enum', label: 'Kondisi', required: true, default: 'baik', filterable: true, list: true, options: KONDISI.map(([value, label]) => ({ value, label })) },
      { name: 'catatan', kind: 'text', label: 'Catatan', max: 255, list: true, help: 'Wajib untuk kondisi perlu perhatian atau rusak' },
      { name: 'foto', kind: 'image', label: 'Foto' },
    ],
  },
];
