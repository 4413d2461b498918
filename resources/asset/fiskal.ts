/**
 * The fiscal depreciation book (issue 38, docs/taxes.md "Penyusutan fiskal"): per asset and month, the commercial
 * depreciation posted and the fiscal depreciation of UU PPh Pasal 11 beside it, written in the same transaction as the
 * monthly run's journal (server/domain/asset/buku-fiskal.ts) or a sale's or disposal's catch-up, so reads never
 * recompute history. A memorandum: nothing here is journalled.
 */
import type { ResourceDef } from '../../common/registry.js';

const ro = { readOnly: true } as const;

export const assetFiskalResources: ResourceDef[] = [
  {
    name: 'asset-fiskal-bulanan', label: 'Penyusutan Fiskal Bulanan', labelPlural: 'Penyusutan Fiskal Bulanan', menu: '/asset', path: '/asset-fiskal-bulanan',
    titleField: 'periode', shownAs: { ref: 'asset_id', field: 'nama' }, defaultSort: { field: 'periode', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'asset_id', kind: 'ref', ref: 'asset', label: 'Aset', ...ro, required: true, filterable: true, list: true },
      { name: 'periode', kind: 'text', month: true, label: 'Periode', ...ro, min: 7, max: 7, filterable: true, sortable: true, list: true },
      { name: 'tahun', kind: 'int', label: 'Tahun Pajak', ...ro, filterable: true, sortable: true },
      {
        name: 'sumber', kind: 'enum', label: 'Sumber', ...ro, filterable: true, list: true,
        options: [{ value: 'penyusutan', label: 'Penyusutan Bulanan' }, { value: 'pelepasan', label: 'Penjualan/Disposal' }],
      },
      { name: 'asset_penyusutan_id', kind: 'ref', ref: 'asset-penyusutan', label: 'Penyusutan', ...ro, filterable: true },
      { name: 'kelompok_fiskal_id', kind: 'ref', ref: 'kelompok-harta-fiskal', label: 'Kelompok Harta Fiskal', ...ro },
      { name: 'metode_fiskal', kind: 'text', label: 'Metode Fiskal', ...ro, max: 20 },
      { name: 'penyusutan_komersial', kind: 'money', label: 'Penyusutan Komersial', ...ro, default: 0, list: true },
      { name: 'penyusutan_fiskal', kind: 'money', label: 'Penyusutan Fiskal', ...ro, default: 0, list: true },
      { name: 'selisih', kind: 'money', label: 'Selisih Komersial dan Fiskal', ...ro, default: 0, list: true },
      { name: 'akumulasi_fiskal_sebelum', kind: 'money', label: 'Akumulasi Fiskal Sebelum', ...ro, default: 0 },
      { name: 'akumulasi_fiskal', kind: 'money', label: 'Akumulasi Fiskal', ...ro, default: 0 },
      { name: 'nilai_buku_fiskal', kind: 'money', label: 'Nilai Buku Fiskal', ...ro, default: 0, list: true },
    ],
  },
];
