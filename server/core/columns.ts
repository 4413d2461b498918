import { sql, type ColumnDataType, type Expression } from 'kysely';
import type { FieldDef, FieldKind } from '../../common/registry.js';
import type { DbKind } from '../db/connection.js';

type ColumnType = ColumnDataType | Expression<unknown>;

/** Column type per field kind. Booleans are 0/1 integers on both databases so rows read the same. */
export const COLUMN_TYPE: Record<FieldKind, (field: FieldDef, kind: DbKind) => ColumnType> = {
  text: (f) => (f.max && f.max > 255 ? 'text' : 'varchar(255)'),
  longtext: () => 'text',
  password: () => 'varchar(255)',
  email: () => 'varchar(255)',
  phone: () => 'varchar(30)',
  file: () => 'varchar(500)',
  image: () => 'varchar(500)',
  int: () => 'integer',
  qty: () => 'bigint',
  money: () => 'bigint',
  percent: () => 'integer',
  decimal: (_f, kind) => (kind === 'postgres' ? sql`double precision` : 'real'),
  date: () => 'varchar(10)',
  datetime: () => 'varchar(30)',
  bool: () => 'integer',
  enum: (f) => ((f.options ?? []).every((o) => typeof o.value === 'number') ? 'integer' : 'varchar(40)'),
  ref: () => 'integer',
};

/** A validated value as stored: booleans become 0/1. */
export function toDbValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (field.kind === 'bool') return value ? 1 : 0;
  return value;
}

/** A stored value as answered: 0/1 become booleans. */
export function fromDbValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (field.kind === 'bool') return value === 1 || value === true || value === '1';
  return value;
}
