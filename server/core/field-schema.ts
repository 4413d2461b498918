import type { FieldDef, FieldKind } from '../../common/registry.js';

export type Schema = Record<string, unknown>;

const KIND_SCHEMA: Record<FieldKind, (f: FieldDef) => Schema> = {
  text: () => ({ type: 'string' }),
  longtext: () => ({ type: 'string' }),
  password: () => ({ type: 'string', format: 'password', writeOnly: true }),
  email: () => ({ type: 'string', format: 'email' }),
  phone: () => ({ type: 'string' }),
  file: () => ({ type: 'string' }),
  image: () => ({ type: 'string' }),
  int: () => ({ type: 'integer' }),
  qty: () => ({ type: 'integer', description: 'jumlah dalam satuan dasar' }),
  money: () => ({ type: 'integer', description: 'rupiah' }),
  percent: () => ({ type: 'integer', description: 'basis poin (1% = 100)' }),
  decimal: () => ({ type: 'number' }),
  date: () => ({ type: 'string', format: 'date' }),
  datetime: () => ({ type: 'string', format: 'date-time' }),
  bool: () => ({ type: 'boolean' }),
  enum: (f) => ({ enum: (f.options ?? []).map((o) => o.value) }),
  ref: (f) => ({ type: 'integer', description: `id ${f.ref}` }),
};

/** A registry field as JSON Schema (the API docs and the bodies of hand-written routes). */
export function fieldSchema(f: FieldDef): Schema {
  const s: Schema = { ...KIND_SCHEMA[f.kind](f), title: f.label };
  if (f.min !== undefined) s[f.kind === 'text' || f.kind === 'longtext' || f.kind === 'password' ? 'minLength' : 'minimum'] = f.min;
  if (f.max !== undefined) s[f.kind === 'text' || f.kind === 'longtext' || f.kind === 'password' ? 'maxLength' : 'maximum'] = f.max;
  return s;
}

