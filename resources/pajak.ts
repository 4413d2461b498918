/**
 * Tables of the tax law that Niaga keeps as base data (issue 37, docs/taxes.md): the PPN rate with the DPP nilai lain
 * ratio by start date, and Coretax's unit codes. Written at every start (server/db/base/apply.ts); governed by the
 * company settings' menu.
 */
import type { ResourceDef } from '../common/registry.js';

export const pajakResources: ResourceDef[] = [
  {
    name: 'tarif-ppn', label: 'Tarif PPN', labelPlural: 'Tarif PPN', menu: '/setting', path: '/tarif-ppn', icon: 'Tune',
    titleField: 'berlaku_mulai', defaultSort: { field: 'berlaku_mulai', order: 'DESC' }, operations: ['list', 'get', 'create', 'update'],
    fields: [
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, unique: true, sortable: true, list: true },
      // Basis points like every percent: 1200 = 12 %.
      { name: 'tarif', kind: 'percent', label: 'Tarif PPN', required: true, min: 0, max: 10_000, list: true },
      {
        name: 'dpp_pembilang', kind: 'int', label: 'DPP Nilai Lain (pembilang)', required: true, min: 1, max: 1_000, list: true,
        help: 'DPP nilai lain = harga jual × pembilang / penyebut (11/12 sejak 2025; 1/1 = harga jual)',
      },
      { name: 'dpp_penyebut', kind: 'int', label: 'DPP Nilai Lain (penyebut)', required: true, min: 1, max: 1_000, list: true },
      { name: 'dasar_hukum', kind: 'text', label: 'Dasar Hukum', max: 200, list: true },
    ],
  },
  {
    name: 'satuan-coretax', label: 'Satuan Coretax', labelPlural: 'Satuan Coretax', menu: '/setting', path: '/satuan-coretax', icon: 'Straighten',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'kode', kind: 'text', label: 'Kode', required: true, unique: true, pattern: { regex: 'UM\\.\\d{4}', example: 'UM.0000' }, searchable: true, sortable: true, list: true },
      { name: 'nama', kind: 'text', label: 'Nama Satuan', required: true, max: 60, searchable: true, sortable: true, list: true },
    ],
  },
];
