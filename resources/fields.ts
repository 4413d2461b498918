/** Field declarations shared by many registry entries. */
import type { FieldDef, ResourceDef } from '../common/registry.js';

export const kode = (label = 'Kode'): FieldDef => ({
  name: 'kode', kind: 'text', label, required: true, unique: true, max: 30,
  searchable: true, sortable: true, list: true,
});
export const nama = (label = 'Nama', name = 'nama'): FieldDef => ({
  name, kind: 'text', label, required: true, max: 150, searchable: true, sortable: true, list: true,
});
export const keterangan: FieldDef = { name: 'keterangan', kind: 'longtext', label: 'Keterangan' };
export const aktif: FieldDef = {
  name: 'aktif', kind: 'bool', label: 'Aktif', default: true, filterable: true, list: true,
};
export const urutan: FieldDef = {
  name: 'urutan', kind: 'int', label: 'Urutan', default: 0, min: 0, sortable: true, list: true,
};


/** A small coded list (units, categories, territories, positions): code, name and notes, sorted by code, importable. */
export const codeList = (name: string, label: string, icon: string, namaLabel: string): ResourceDef => ({
  name, label, labelPlural: label, menu: `/${name}`, path: `/${name}`, importable: true,
  icon, titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' },
  fields: [kode(), nama(namaLabel), keterangan],
});
