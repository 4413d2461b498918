import type { FieldCondition, FieldDef, FieldKind, ResourceDef } from './registry.js';
import { writableFields } from './registry.js';

export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  values: Record<string, unknown>;
  errors: FieldErrors;
  /** Keys of the body that the resource does not accept (a 400 on the server). */
  unknown: string[];
}

type Coerce = (value: unknown, field: FieldDef) => { value?: unknown; error?: string };

const INT_RE = /^-?\d+$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9][0-9\s-]{6,18}[0-9]$/;

function toInteger(value: unknown, field: FieldDef) {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return { value };
  if (typeof value === 'string' && INT_RE.test(value.trim())) {
    const n = Number(value.trim());
    if (Number.isSafeInteger(n)) return { value: n };
  }
  return { error: `${field.label} harus berupa bilangan bulat` };
}

function toText(value: unknown, field: FieldDef) {
  // PostgreSQL text cannot hold NUL: refused on both databases alike.
  if (typeof value === 'string' && value.includes('\u0000')) return { error: `${field.label} berisi karakter yang tidak diizinkan` };
  if (typeof value === 'string') return { value: value.trim() };
  if (typeof value === 'number') return { value: String(value) };
  return { error: `${field.label} harus berupa teks` };
}

export function isRealDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** One coercion per field kind: adding a kind does not compile until it is handled here. */
const COERCE: Record<FieldKind, Coerce> = {
  text: toText,
  longtext: toText,
  password: toText,
  file: toText,
  image: toText,
  int: toInteger,
  qty: toInteger,
  money: toInteger,
  percent: toInteger,
  decimal: (value, field) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) return { value: n };
    return { error: `${field.label} harus berupa angka` };
  },
  date: (value, field) => {
    const s = typeof value === 'string' ? value.slice(0, 10) : '';
    return isRealDate(s) ? { value: s } : { error: `${field.label} harus tanggal yang valid (YYYY-MM-DD)` };
  },
  datetime: (value, field) => {
    const d = typeof value === 'string' ? new Date(value) : null;
    return d && !Number.isNaN(d.getTime())
      ? { value: d.toISOString() }
      : { error: `${field.label} harus tanggal dan jam yang valid` };
  },
  bool: (value, field) => {
    if (value === true || value === 1 || value === '1' || value === 'true') return { value: true };
    if (value === false || value === 0 || value === '0' || value === 'false') return { value: false };
    return { error: `${field.label} harus ya atau tidak` };
  },
  enum: (value, field) => {
    const option = (field.options ?? []).find((o) => String(o.value) === String(value));
    return option
      ? { value: option.value }
      : { error: `${field.label} harus salah satu dari: ${(field.options ?? []).map((o) => o.label).join(', ')}` };
  },
  ref: (value, field) => {
    const r = toInteger(value, field);
    if (r.error || (r.value as number) <= 0) return { error: `${field.label} tidak valid` };
    return r;
  },
  email: (value, field) => {
    const r = toText(value, field);
    if (r.error) return r;
    const s = (r.value as string).toLowerCase();
    return EMAIL_RE.test(s) ? { value: s } : { error: `${field.label} bukan alamat email yang valid` };
  },
  phone: (value, field) => {
    const r = toText(value, field);
    if (r.error) return r;
    return PHONE_RE.test(r.value as string) ? r : { error: `${field.label} bukan nomor telepon yang valid` };
  },
};

const NUMERIC_KINDS: FieldKind[] = ['int', 'qty', 'money', 'percent', 'decimal'];
const TEXT_KINDS: FieldKind[] = ['text', 'longtext', 'password', 'email', 'phone'];

/** A bound as the user reads it: a `percent` is stored in basis points and typed in percent. */
const bound = (field: FieldDef, n: number) => (field.kind === 'percent' ? `${String(n / 100).replace('.', ',')}%` : String(n));

function checkRange(field: FieldDef, value: unknown): string | undefined {
  if (NUMERIC_KINDS.includes(field.kind) && typeof value === 'number') {
    if (field.min !== undefined && value < field.min) return `${field.label} minimal ${bound(field, field.min)}`;
    if (field.max !== undefined && value > field.max) return `${field.label} maksimal ${bound(field, field.max)}`;
  }
  // A month field (a month picker on screen) holds "YYYY-MM"; anything else is named as such, not by its length.
  if (field.month && typeof value === 'string' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return `${field.label} harus berformat YYYY-MM, mis. ${field.example ?? '2026-11'}`;
  if (field.digits !== undefined && typeof value === 'string') {
    const e = digitsError(field, value, field.digits);
    if (e) return e;
  }
  if (field.pattern && typeof value === 'string' && !new RegExp(`^(?:${field.pattern.regex})$`).test(value)) return `${field.label} harus berformat ${field.pattern.example}`;
  if (TEXT_KINDS.includes(field.kind) && typeof value === 'string') {
    const max = field.max ?? (field.kind === 'longtext' ? 5000 : 255);
    if (field.min !== undefined && value.length < field.min) return `${field.label} minimal ${field.min} karakter`;
    if (value.length > max) return `${field.label} maksimal ${max} karakter`;
  }
  return undefined;
}

/** A number written in digits: spaces, dots and dashes as printed are dropped (`01.234.567.8-424.000`). */
export const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

function digitsError(field: FieldDef, value: string, digits: number | number[]): string | undefined {
  if (!/^\d*$/.test(value)) return `${field.label} hanya boleh berisi angka`;
  const lengths = Array.isArray(digits) ? digits : [digits];
  if (!lengths.includes(value.length)) return `${field.label} harus ${lengths.join(' atau ')} digit (terisi ${value.length})`;
  return undefined;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Does the record meet the condition? A boolean `true` also matches a stored 1 (SQLite). */
export function meets(record: Record<string, unknown>, c: FieldCondition): boolean {
  const v = record[c.field];
  if (c.filled) return !isEmpty(v);
  return c.in.some((want) => (typeof want === 'boolean' ? truthy(v) === want : v !== null && v !== undefined && String(v) === String(want)));
}

const optionLabel = (resource: ResourceDef, name: string, value: unknown) =>
  resource.fields.find((f) => f.name === name)?.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
const fieldLabel = (resource: ResourceDef, name: string) => resource.fields.find((f) => f.name === name)?.label ?? name;

/** "PKP", "Jenis Dokumen NPWP (TIN) atau NIK": the condition as a reader says it. */
function conditionWords(resource: ResourceDef, c: FieldCondition): string {
  const field = resource.fields.find((f) => f.name === c.field);
  if (c.filled) return `${field?.label ?? c.field} diisi`;
  if (field?.kind === 'bool') return c.in.includes(true) ? field.label : `bukan ${field.label}`;
  return `${fieldLabel(resource, c.field)} ${c.in.map((v) => optionLabel(resource, c.field, v)).join(' atau ')}`;
}

/**
 * The registry's rules between fields (`requiredWhen`, `digitsWhen`, `valuesWhen`, `startsWithField`) on the record
 * as it will be stored: the values sent over the stored row. Fields in `skip` (already refused) are not checked again.
 */
export function recordRuleErrors(resource: ResourceDef, record: Record<string, unknown>, skip: Iterable<string> = []): FieldErrors {
  const errors: FieldErrors = {};
  const skipped = new Set(skip);
  for (const field of writableFields(resource)) {
    if (skipped.has(field.name)) continue;
    const value = record[field.name];
    const add = (message: string) => { errors[field.name] = [message]; };
    if (isEmpty(value)) {
      const met = field.requiredWhen ? [field.requiredWhen].flat().filter((c) => meets(record, c)) : [];
      if (met.length) add(`${field.label} wajib diisi bila ${met.map((c) => conditionWords(resource, c)).join(' atau ')}`);
      continue;
    }
    if (field.digitsWhen && meets(record, field.digitsWhen)) {
      const e = digitsError(field, String(value), field.digitsWhen.digits);
      if (e) { add(`${e} bila ${conditionWords(resource, field.digitsWhen)}`); continue; }
    }
    if (field.valuesWhen && meets(record, field.valuesWhen) && !field.valuesWhen.values.some((v) => String(v) === String(value))) {
      add(`${field.label} harus ${field.valuesWhen.values.map((v) => optionLabel(resource, field.name, v)).join(' atau ')} bila ${conditionWords(resource, field.valuesWhen)}`);
      continue;
    }
    const sw = field.startsWithField;
    if (sw && (!sw.when || meets(record, sw.when))) {
      const head = record[sw.field];
      if (!isEmpty(head) && !String(value).startsWith(String(head))) add(`${field.label} harus diawali ${fieldLabel(resource, sw.field)} (${String(head)})`);
    }
  }
  return errors;
}

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Validates a body for `POST /input/<name>`. On create every required field must be present; on update only
 * the fields sent are checked, and a required field may not be emptied. Server-managed fields and keys the
 * resource does not declare are reported in `unknown`.
 */
export function validateRecord(
  resource: ResourceDef,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
  allowedExtraKeys: string[] = [],
): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const fields = writableFields(resource);
  const known = new Set([...fields.map((f) => f.name), 'id', ...allowedExtraKeys]);
  const unknown = Object.keys(body).filter((k) => !known.has(k));

  for (const field of fields) {
    const present = Object.prototype.hasOwnProperty.call(body, field.name);
    const raw = body[field.name];
    if (!present && mode === 'update') continue;
    if (isEmpty(raw)) {
      if (field.required && !(mode === 'create' && field.default !== undefined && !present)) {
        errors[field.name] = [`${field.label} wajib diisi`];
      } else if (mode === 'create' && field.default !== undefined && !present) {
        values[field.name] = field.default;
      } else {
        values[field.name] = null;
      }
      continue;
    }
    const coerced = COERCE[field.kind](raw, field);
    // A number as printed loses its separators; a field that holds a number only sometimes (an NPWP or a passport's) keeps them otherwise.
    if (typeof coerced.value === 'string' && (field.digits !== undefined || (field.digitsWhen && /^\d+$/.test(digitsOnly(coerced.value))))) coerced.value = digitsOnly(coerced.value);
    if (coerced.error) {
      errors[field.name] = [coerced.error];
      continue;
    }
    const rangeError = checkRange(field, coerced.value);
    if (rangeError) {
      errors[field.name] = [rangeError];
      continue;
    }
    values[field.name] = coerced.value;
  }
  return { values, errors, unknown };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
