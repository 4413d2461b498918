/** Fields of the registry's resources: their kinds, options and owner scopes (serializable data). */
export const FIELD_KINDS = [
  'text', 'longtext', 'int', 'qty', 'money', 'percent', 'decimal', 'date', 'datetime', 'bool', 'enum',
  'ref', 'file', 'image', 'email', 'phone', 'password',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface EnumOption {
  value: string | number;
  label: string;
}

export interface FieldDef {
  /** Column name, snake_case as SPEC.md spells it. */
  name: string;
  kind: FieldKind;
  /** Indonesian label. */
  label: string;
  required?: boolean;
  unique?: boolean;
  default?: string | number | boolean;
  /** Numbers: smallest/largest value. Text: shortest/longest length. */
  min?: number;
  max?: number;
  /** Server-managed: shown, never accepted from /input. */
  readOnly?: boolean;
  /** Server-only column: never shown, never accepted (e.g. a token version). */
  internal?: boolean;
  /** Searched by the list's `q`. */
  searchable?: boolean;
  /** Usable as a list filter (`?field=value`, repeated keys for several values). */
  filterable?: boolean;
  /** Usable as the list's `sort`. */
  sortable?: boolean;
  /** Shown as a list column. */
  list?: boolean;
  /**
   * How much a list column matters when the screen is narrow: 1 never folds away (what a row is: its title,
   * status, key amount), 3 folds first (secondary detail), 2 between. Unset: 1 for the resource's title and its
   * status (the workflow's, a `status` enum or `aktif`), else 2. On a phone the list is cards instead.
   */
  listPriority?: 1 | 2 | 3;
  /** enum kind: the allowed values. */
  options?: EnumOption[];
  /** ref kind: the referenced resource's name. */
  ref?: string;
  /**
   * ref kind: only records of the referenced resource with these values may be chosen (`{ jenis: ['bank'] }`,
   * filterable fields of the target). The client lists only them; the server answers 422 for another
   * (server/core/ref-filter.ts), on a save and on a workflow step alike.
   */
  refFilter?: Record<string, string | number | Array<string | number>>;
  /** Hint shown under the input. */
  help?: string;
  /** file kind: the content types this field takes, narrower than the kind's (an app version takes only an APK). */
  accept?: string[];
  /** The import template's example cell, where the kind's default example would not make a valid row. */
  example?: string | number | boolean;
  /**
   * Server-managed copy of a field of the record another reference field points at (declare it readOnly):
   * `{ ref: 'gudang_blok_id', field: 'gudang_id' }` keeps a rack's warehouse from its block, so racks filter
   * by warehouse. Kept up to date when the reference or the referenced record changes.
   */
  derivedFrom?: { ref: string; field: string };
  /**
   * int kind named `<prefix>_id`: the id of a place inside a warehouse (block, rack, drawer or pallet), its kind
   * in the enum `<prefix>_tipe`; the warehouse is this field of the record or, on a line, of its document
   * (`gudang_id`). Screens offer the warehouse's places by name instead of two raw inputs.
   */
  placeIn?: string;
  /** date kind: a new record's form starts on today's date (Asia/Jakarta); the value is still sent and checked. */
  defaultToday?: boolean;
  /**
   * text kind holding a document kind the ledgers write (`penjualan`, `retur_konsumen`): the name of the field with
   * that document's id. Answers carry `<name>_dokumen` (kind in words, number, page, party: server/core/documents/
   * sources.ts) and screens show "Penjualan PJ/2026/11/0012" linked, never the code.
   */
  documentId?: string;
  /** With `documentId`: the field holding the document's own number, where the row keeps it. */
  documentNumber?: string;
  /** text kind holding a month `YYYY-MM` (a period): typed with a month picker, shown as "November 2026". */
  month?: boolean;
  /** text kind naming an icon of the menu set: picked and shown as the icon and its Indonesian words, never its code. */
  icon?: boolean;
  /**
   * text kind holding a number written in digits (an NPWP 16, a NITKU 22, a Coretax goods code 6): spaces, dots and
   * dashes as printed ("01.234.567.8-424.000") are dropped, then only 0–9 and exactly this many are accepted (422).
   * A list accepts any of its lengths (a tax invoice number NSFP: 16 in e-Faktur, 17 in Coretax).
   */
  digits?: number | number[];
  /** text kind: a code of a fixed shape, a regular expression over the whole value, and an example named in the 422. */
  pattern?: { regex: string; example: string };
  /**
   * Rules between fields, checked on the record as it will be stored (the values sent over the stored row), on a
   * save and on an import alike (common/validate.ts `recordRuleErrors`): required only when another field holds one
   * of some values (a PKP customer's NPWP); a number of `digits` only then (an NPWP or NIK, not a passport); limited
   * to some values then (a PKP buyer is identified by NPWP); starting with another field's value (a NITKU with its NPWP).
   */
  /** A list: required when any of its conditions holds (a vendor named by its tax invoice or by its PPh 23 bukti potong). */
  requiredWhen?: FieldCondition | FieldCondition[];
  digitsWhen?: FieldCondition & { digits: number };
  valuesWhen?: FieldCondition & { values: Array<string | number> };
  startsWithField?: { field: string; when?: FieldCondition };
}

/**
 * Another field of the record holding one of these values (`true` also matches a stored 1), or, with `filled`, holding
 * any value at all (a tax invoice's date is required once its number is given).
 */
export type FieldCondition =
  | { field: string; in: Array<string | number | boolean>; filled?: never }
  | { field: string; filled: true; in?: never };

export type LevelKey =
  | 'gm' | 'owner' | 'finance' | 'supervisor' | 'sales' | 'admin' | 'asset_admin' | 'warehouse_admin';

export interface ScopeDef {
  /** The column holding the owner. */
  field: string;
  /**
   * Whose id goes in it: the user's employee record or the user itself; `gudang`: the user's warehouse (a
   * warehouse admin's stock documents); `ref`: the column references a scoped
   * resource and a row is visible when the record it points at is (customers of the salesperson's own routes).
   */
  by: 'karyawan' | 'user' | 'gudang' | 'ref';
  /** Levels that see only their own rows (SPEC.md section 6 synonyms). */
  levels: LevelKey[];
  /**
   * A second owner column: a row is also the user's when this column holds their value (a warehouse mutation
   * belongs to its source warehouse and to its destination). Only for `by` other than `ref`.
   */
  orField?: string;
}
