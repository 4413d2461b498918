/** Fields several asset documents share. */
import type { ResourceDef } from '../../common/registry.js';

export const KONDISI: ResourceDef['fields'][number] = {
  name: 'kondisi', kind: 'enum', label: 'Kondisi', required: true, default: 'baik', list: true,
  options: [{ value: 'baik', label: 'Baik' }, { value: 'rusak_ringan', label: 'Rusak Ringan' }, { value: 'rusak_berat', label: 'Rusak Berat' }],
};

export const assetLine = (label = 'Aset'): ResourceDef['fields'][number] => ({ name: 'asset_id', kind: 'ref', ref: 'asset', label, required: true, filterable: true, list: true });
