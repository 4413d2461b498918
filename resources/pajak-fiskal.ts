/**
 * The tax law's depreciation groups (issue 38, docs/taxes.md "Penyusutan fiskal"): UU PPh Pasal 11 and PMK 72/2023, each
 * group's useful life and its straight-line and declining-balance rates, by start date. Base data written at every start
 * (server/db/base/pajak-fiskal.ts); a later law is a new row, never a code change. Assets and their categories name a
 * row; the fiscal book (server/domain/asset/penyusutan-fiskal.ts) reads it.
 */
import type { ResourceDef } from '../common/registry.js';

/** The groups of Pasal 11: four of non-building assets and the two kinds of building. */
export const KODE_KELOMPOK_FISKAL: Array<[string, string]> = [
  ['1', 'Kelompok 1'], ['2', 'Kelompok 2'], ['3', 'Kelompok 3'], ['4', 'Kelompok 4'],
  ['bangunan_permanen', 'Bangunan Permanen'], ['bangunan_tidak_permanen', 'Bangunan Tidak Permanen'],
];

/** The two methods of Pasal 11 ayat (1) and (2); buildings only straight line. */
export const METODE_FISKAL = [{ value: 'garis_lurus', label: 'Garis Lurus' }, { value: 'saldo_menurun', label: 'Saldo Menurun' }];

export const pajakFiskalResources: ResourceDef[] = [
  {
    name: 'kelompok-harta-fiskal', label: 'Kelompok Harta Fiskal', labelPlural: 'Kelompok Harta Fiskal', menu: '/setting', path: '/kelompok-harta-fiskal', icon: 'Tune',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, operations: ['list', 'get', 'create', 'update'],
    fields: [
      {
        name: 'kode', kind: 'enum', label: 'Kelompok', required: true, filterable: true, sortable: true, list: true,
        options: KODE_KELOMPOK_FISKAL.map(([value, label]) => ({ value, label })),
      },
      { name: 'nama', kind: 'text', label: 'Nama', required: true, max: 100, searchable: true, list: true },
      { name: 'masa_manfaat', kind: 'int', label: 'Masa Manfaat (tahun)', required: true, min: 1, max: 50, list: true },
      // Basis points like every percent: 2500 = 25 %.
      { name: 'tarif_garis_lurus', kind: 'percent', label: 'Tarif Garis Lurus', required: true, min: 1, max: 10_000, list: true },
      {
        name: 'tarif_saldo_menurun', kind: 'percent', label: 'Tarif Saldo Menurun', min: 1, max: 10_000, list: true,
        help: 'Kosong untuk bangunan: hanya garis lurus (UU PPh Pasal 11 ayat (1))',
      },
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, sortable: true, list: true },
      { name: 'dasar_hukum', kind: 'text', label: 'Dasar Hukum', max: 200, list: true },
    ],
  },
];
