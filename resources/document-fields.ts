/** Field declarations of warehouse stock documents (receiving, disposal, opname, conversion, storage, mutation). */
import type { FieldDef, LevelKey, ResourceDef, ScopeDef, WorkflowDef } from '../common/registry.js';

/** Who does the warehouse work (SPEC.md section 6 synonyms) and the company-wide levels that may too. */
export const GUDANG: LevelKey[] = ['warehouse_admin', 'admin', 'gm'];
export const byGudang: ScopeDef = { field: 'gudang_id', by: 'gudang', levels: ['warehouse_admin'] };

export const nomor: FieldDef = { name: 'nomor', kind: 'text', label: 'Nomor', readOnly: true, max: 40, searchable: true, sortable: true, list: true };
export const tanggal: FieldDef = { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true, list: true, defaultToday: true };
export const gudang: FieldDef = {
  name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', filterable: true, list: true,
  help: 'Terisi otomatis dengan gudang Anda untuk admin gudang',
};
export const barang: FieldDef = { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, searchable: true, list: true };
export const satuan: FieldDef = { name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan', list: true, help: 'Kosong = satuan dasar barang' };
export const jumlah: FieldDef = { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true };
export const qtyDasar: FieldDef = { name: 'qty', kind: 'qty', label: 'Jumlah (satuan dasar)', readOnly: true, list: true };
export const nilai: FieldDef = { name: 'nilai', kind: 'money', label: 'Nilai', readOnly: true, list: true };
/** A document's key amount: it stays on screen when a narrow list folds columns. */
export const total: FieldDef = { name: 'total', kind: 'money', label: 'Total Nilai', readOnly: true, sortable: true, list: true, listPriority: 1 };
/**
 * A posting step's optional posting date (issue 36): empty = the document's date; never before it, never after
 * today, never on or before the closing date (server/ledger/posting-date.ts).
 */
export const tglPosting: FieldDef = {
  name: 'tgl_posting', kind: 'date', label: 'Tanggal Posting', help: 'Kosong = tanggal dokumen; isi bila dokumen jatuh di periode yang sudah ditutup buku',
};
export const jurnal: FieldDef = { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', readOnly: true };
export const status = (options: Array<[string, string]>): FieldDef => ({
  name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, sortable: true, list: true,
  options: options.map(([value, label]) => ({ value, label })),
});
export const stamp = (user: string, at: string, label: string): FieldDef[] => [
  { name: user, kind: 'ref', ref: 'user', label: `${label} Oleh`, readOnly: true, filterable: true },
  { name: at, kind: 'datetime', label: `${label} Pada`, readOnly: true, sortable: true },
];
/**
 * A document a salesperson's phone made offline (issue 23): the id the phone gave it (one document per id, so a
 * queue sent twice gives one effect) and the time it was made, kept beside the time it arrived (created_at).
 */
export const offline: FieldDef[] = [
  { name: 'client_id', kind: 'text', label: 'ID Dokumen Perangkat', readOnly: true, unique: true, max: 64 },
  { name: 'dibuat_offline_at', kind: 'datetime', label: 'Dibuat Offline Pada', readOnly: true, filterable: true },
];
export const parentRef = (name: string, ref: string, label: string): FieldDef => ({ name, kind: 'ref', ref, label, required: true, filterable: true });

export const TEMPAT: FieldDef = {
  name: 'tempat_tipe', kind: 'enum', label: 'Diambil dari (Jenis Tempat)', list: true, help: 'Isi bila barang diambil dari tempat penyimpanan',
  options: [{ value: 'blok', label: 'Blok' }, { value: 'rak', label: 'Rak' }, { value: 'laci', label: 'Laci' }, { value: 'palet', label: 'Palet' }],
};
export const tempatId: FieldDef = { name: 'tempat_id', kind: 'int', label: 'Tempat', min: 1, placeIn: 'gudang_id' };


/**
 * The workflow of a warehouse document posted in one step: draft → `<step.path>` → `step.to` (its effects in the
 * handler bound to `step.name`), or `input/<resource>-batal` → dibatalkan; editable while a draft.
 */
export function draftWorkflow(resource: string, step: { name: string; path: string; label: string; to: string; stamp: string }): WorkflowDef {
  return {
    field: 'status', initial: 'draft', editableIn: ['draft'],
    transitions: [
      {
        name: step.name, path: step.path, label: step.label, kind: 'forward', from: ['draft'], to: step.to, action: 'update',
        levels: GUDANG, stampUser: `${step.stamp}_oleh`, stampAt: `${step.stamp}_pada`,
      },
      { name: 'batal', path: `input/${resource}-batal`, label: 'Batalkan', kind: 'destructive', from: ['draft'], to: 'dibatalkan', action: 'update', levels: GUDANG },
    ],
  };
}

/**
 * A document's line items: the child resource `<parent>-rincian` (menu of its document, path `/<name>`), listed in
 * entry order, whose first field is its document (`<parent>_id`).
 */
export function lineResource(
  parent: string,
  def: { name?: string; label: string; labelPlural: string; menu?: string; path?: string; titleField: string; shownAs?: ResourceDef['shownAs']; scope?: ScopeDef },
  parentLabel: string, fields: FieldDef[],
): ResourceDef {
  const name = def.name ?? `${parent}-rincian`;
  const parentKey = `${parent.replace(/-/g, '_')}_id`;
  return {
    name, label: def.label, labelPlural: def.labelPlural, menu: def.menu ?? `/${parent}`, path: def.path ?? `/${name}`, titleField: def.titleField,
    ...(def.shownAs ? { shownAs: def.shownAs } : {}), parent, defaultSort: { field: 'id', order: 'ASC' }, ...(def.scope ? { scope: def.scope } : {}),
    fields: [parentRef(parentKey, parent, parentLabel), ...fields],
  };
}

/** The lines of a warehouse document: a warehouse admin sees those of their warehouse's documents. */
export const warehouseLines = (parent: string, def: Parameters<typeof lineResource>[1], parentLabel: string, fields: FieldDef[]): ResourceDef =>
  lineResource(parent, { ...def, scope: { field: `${parent.replace(/-/g, '_')}_id`, by: 'ref', levels: ['warehouse_admin'] } }, parentLabel, fields);
