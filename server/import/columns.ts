import type { FieldDef, FieldKind, ResourceDef } from '../../common/registry.js';
import { isPlaceKindField, refKey, writableFields } from '../../common/registry.js';

/**
 * How spreadsheet columns map onto a resource's fields, and how a cell becomes the value a save body carries.
 * The save's own validation (common/validate.ts via prepareSave) then judges it: nothing here decides validity
 * beyond finding references.
 */

/**
 * The fields a spreadsheet fills: writable ones, without passwords, files, images or a place's kind (a place
 * is one column naming it by its path inside the row's warehouse; its kind follows from it).
 */
export function importFields(resource: ResourceDef): FieldDef[] {
  return writableFields(resource).filter((f) =>
    f.kind !== 'password' && f.kind !== 'image' && f.kind !== 'file' && !isPlaceKindField(resource, f));
}

/**
 * The field naming a record in a spreadsheet: `kode` when the resource has one, else its first required unique
 * text field (a vehicle's plate, an employee's NIP). References are given by it or by the title; `?update=1`
 * matches existing records by it.
 */
export function codeField(resource: ResourceDef): FieldDef | undefined {
  return resource.fields.find((f) => f.name === 'kode')
    ?? resource.fields.find((f) => f.unique && f.required && f.kind === 'text' && !f.readOnly && !f.internal);
}

/** The column header of a field in the template: its label. */
export const headerOf = (field: FieldDef): string => field.label;

const norm = (s: string): string => s.toLowerCase().replace(/\*/g, '').replace(/\s+/g, ' ').trim();

export interface ImportColumn {
  /** 0-based cell index. */
  index: number;
  header: string;
  field: FieldDef;
}

/**
 * A header names a field by its label, its name, or for a reference its name without `_id` (`satuan_id` →
 * `satuan`), case and spacing ignored. Unknown headers are ignored (and reported); a field named twice is an error.
 */
export function matchHeaders(resource: ResourceDef, header: unknown[]): { columns: ImportColumn[]; ignored: string[]; duplicates: string[] } {
  const byKey = new Map<string, FieldDef>();
  for (const f of importFields(resource)) {
    for (const key of [f.name, f.label, ...(f.kind === 'ref' ? [refKey(f)] : [])]) if (!byKey.has(norm(key))) byKey.set(norm(key), f);
  }
  const columns: ImportColumn[] = [];
  const ignored: string[] = [];
  const duplicates: string[] = [];
  header.forEach((raw, index) => {
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!text) return;
    const field = byKey.get(norm(text));
    if (!field) ignored.push(text);
    else if (columns.some((c) => c.field === field)) duplicates.push(text);
    else columns.push({ index, header: text, field });
  });
  return { columns, ignored, duplicates };
}

/** A cell's text for messages and look-ups; empty cells are undefined. */
export function cellText(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Date) return isoDate(v);
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function toNumberish(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  // Indonesian writing: "Rp 1.250.000" → 1250000, "1.250,5" → 1250.5; anything else goes to the validator as typed.
  const s = v.replace(/^rp\.?\s*/i, '').replace(/\s+/g, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return s.replace(/\./g, '').replace(',', '.');
  if (/^-?\d+,\d+$/.test(s)) return s.replace(',', '.');
  return s;
}

function toDate(v: unknown): unknown {
  if (v instanceof Date) return isoDate(v);
  if (typeof v === 'number' && v > 0 && v < 2958466) return isoDate(new Date(EXCEL_EPOCH + Math.round(v) * 86400000));
  const m = typeof v === 'string' ? /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v.trim()) : null;
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : v;
}

const YES = new Set(['ya', 'y', 'yes', 'true', '1', 'aktif', 'benar']);
const NO = new Set(['tidak', 't', 'no', 'n', 'false', '0', 'nonaktif', 'tidak aktif', 'salah']);

const asText = (v: unknown): unknown => (v instanceof Date ? isoDate(v) : typeof v === 'number' ? String(v) : v);

/**
 * A cell as the save body's value, by field kind (references are resolved apart). Text stays text: a cell
 * starting with `=`, `+`, `-` or `@` is stored as written, never evaluated.
 */
const CELL: Record<FieldKind, (v: unknown, f: FieldDef) => unknown> = {
  text: asText, longtext: asText, password: asText, file: asText, image: asText, email: asText, phone: asText,
  int: toNumberish, qty: toNumberish, money: toNumberish, percent: toNumberish, decimal: toNumberish,
  date: toDate,
  datetime: (v) => (v instanceof Date ? v.toISOString() : v),
  bool: (v) => {
    if (typeof v === 'boolean') return v;
    const s = norm(String(v));
    return YES.has(s) ? true : NO.has(s) ? false : v;
  },
  enum: (v, f) => {
    const s = norm(String(v));
    return f.options?.find((o) => norm(String(o.value)) === s || norm(o.label) === s)?.value ?? v;
  },
  ref: (v) => v,
};

export function cellValue(field: FieldDef, v: unknown): unknown {
  return CELL[field.kind](v, field);
}

/** How a column is filled in, for the template's help sheet. */
export function formatHint(field: FieldDef, target?: ResourceDef): string {
  if (field.placeIn) return 'Nama tempat di gudang baris itu, mis. "Blok A / Rak R01" (kosong = belum ditempatkan)';
  switch (field.kind) {
    case 'ref': {
      const code = target ? codeField(target) : undefined;
      return `${code ? `${code.label} atau ` : ''}${target ? target.fields.find((f) => f.name === target.titleField)?.label ?? 'nama' : 'nama'} ${target?.label ?? ''}`.trim();
    }
    case 'enum': return `Salah satu: ${(field.options ?? []).map((o) => o.label).join(', ')}`;
    case 'bool': return 'Ya atau Tidak';
    case 'date': return 'Tanggal (DD-MM-YYYY atau sel tanggal)';
    case 'datetime': return 'Tanggal dan jam';
    case 'int': case 'qty': case 'money': case 'percent': return 'Bilangan bulat';
    case 'decimal': return 'Angka (pakai titik atau koma desimal)';
    case 'email': return 'Alamat email';
    case 'phone': return 'Nomor telepon';
    default: return 'Teks';
  }
}
