import { sql, type SelectQueryBuilder } from 'kysely';
import type { FieldDef, Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { DbKind } from '../db/connection.js';
import { badRequest } from './errors.js';
import { ftsCondition, titleIndexed, usesIndex } from './search-index.js';

export const MAX_PAGE_SIZE = 1000;
const CONTROL_PARAMS = new Set(['page', 'perPage', 'sort', 'order', 'q']);

export interface Filter {
  field: FieldDef | { name: 'id'; kind: 'int' };
  op: '=' | '>=' | '<=';
  values: string[];
}

export interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  q: string | null;
  filters: Filter[];
}

type Query = Record<string, string | string[] | undefined>;

function asArray(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function single(query: Query, name: string): string | undefined {
  const v = query[name];
  return Array.isArray(v) ? v[v.length - 1] : v;
}

function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(`Parameter ${name} harus bilangan bulat positif`);
  return Number(raw);
}

/** A resource's line items may always be listed by their parent key (react-admin's getManyReference). */
function isFilterable(resource: ResourceDef, field: FieldDef): boolean {
  return !!field.filterable || (!!resource.parent && field.kind === 'ref' && field.ref === resource.parent);
}

/**
 * Reads page, perPage, sort, order, q and filters. Only registry-declared fields may be sorted or filtered:
 * anything else is a 400 and never reaches SQL. `field_gte` / `field_lte` give ranges on numbers and dates.
 */
export function parseListParams(resource: ResourceDef, query: Query, extraParams: string[] = []): ListParams {
  const page = positiveInt(single(query, 'page'), 'page', 1);
  const perPage = positiveInt(single(query, 'perPage'), 'perPage', 25);
  if (perPage > MAX_PAGE_SIZE) throw badRequest(`Jumlah data per halaman paling banyak ${MAX_PAGE_SIZE}`);

  const sortName = single(query, 'sort') || resource.defaultSort?.field || 'id';
  const sortable = sortName === 'id' || sortName === 'created_at' || sortName === 'updated_at'
    || resource.fields.some((f) => f.name === sortName && (f.sortable || f.name === resource.defaultSort?.field));
  if (!sortable) throw badRequest(`Kolom urut tidak dikenal: ${sortName}`, { sort: [`Tidak dapat mengurutkan menurut ${sortName}`] });
  const orderRaw = (single(query, 'order') || resource.defaultSort?.order || 'DESC').toUpperCase();
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC') throw badRequest('Parameter order harus ASC atau DESC');

  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (CONTROL_PARAMS.has(key) || extraParams.includes(key)) continue;
    const values = asArray(raw).filter((v) => v !== '');
    if (key === 'id') {
      if (values.some((v) => !/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)))) throw badRequest('Parameter id harus bilangan bulat');
      filters.push({ field: { name: 'id', kind: 'int' }, op: '=', values });
      continue;
    }
    const m = /^(.*)_(gte|lte)$/.exec(key);
    const name = m && resource.fields.some((f) => f.name === m[1]) ? m[1] : key;
    const field = resource.fields.find((f) => f.name === name && !f.internal && f.kind !== 'password');
    if (!field || !isFilterable(resource, field)) {
      throw badRequest(`Filter tidak dikenal: ${key}`, { [key]: [`Tidak dapat menyaring menurut ${key}`] });
    }
    if (values.length === 0) continue;
    filters.push({ field, op: m && name !== key ? (m[2] === 'gte' ? '>=' : '<=') : '=', values: values.map((v) => normalizeFilterValue(field, v)) });
  }
  const q = single(query, 'q')?.trim() || null;
  return { page, perPage, sort: sortName, order: orderRaw, q, filters };
}

function normalizeFilterValue(field: FieldDef | Filter['field'], value: string): string {
  if (field.kind === 'bool') {
    if (value === 'true' || value === '1') return '1';
    if (value === 'false' || value === '0') return '0';
    throw badRequest(`Filter ${field.name} harus true atau false`);
  }
  // Beyond 2^53 a number is no id or amount Niaga keeps, and PostgreSQL refuses one beyond 2^63 (a 500 before).
  if (['int', 'qty', 'money', 'percent', 'ref'].includes(field.kind) && (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value)))) {
    throw badRequest(`Filter ${field.name} harus bilangan bulat`);
  }
  return value;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * Applies filters and the text search to a select on the resource's table. A searchable reference searches the
 * referenced record's title (prices found by the goods' name); it needs the registry. On SQLite a term of three
 * or more characters goes through the FTS5 trigram tables (server/core/search-index.ts), on PostgreSQL through
 * ILIKE over pg_trgm indexes; both match exactly what `LIKE '%q%'` matches.
 */
export function applyFilters(qb: AnyQuery, resource: ResourceDef, params: ListParams, kind: DbKind, registry?: Registry, walk = false): AnyQuery {
  const table = tableName(resource);
  let out = qb;
  // `walk`: SQLite's unary + keeps a term off its index, so the page is read along the order index instead.
  const lhs = (col: string) => (walk && kind === 'sqlite' ? sql`+${sql.ref(col)}` : col);
  for (const f of params.filters) {
    const col = `${table}.${f.field.name}`;
    const vals = f.values.map((v) => (['int', 'qty', 'money', 'percent', 'ref', 'bool'].includes(f.field.kind) ? Number(v) : v));
    if (f.op === '=') out = vals.length === 1 ? out.where(lhs(col), '=', vals[0]) : out.where(lhs(col), 'in', vals);
    else for (const v of vals) out = out.where(lhs(col), f.op, v);
  }
  const q = params.q;
  const searchable = resource.fields.filter((f) => f.searchable && f.kind !== 'ref');
  const viaRef = resource.fields.filter((f) => f.searchable && f.kind === 'ref')
    .map((f) => ({ f, target: registry ? findResource(registry, f.ref ?? '') : undefined }))
    .filter((x): x is { f: FieldDef; target: ResourceDef } => !!x.target);
  if (!q || searchable.length + viaRef.length === 0) return out;
  const indexed = kind === 'sqlite' && !!registry && usesIndex(q);
  const pattern = `%${escapeLike(q)}%`;
  const op = kind === 'postgres' ? sql.raw('ilike') : sql.raw('like');
  const like = (column: string) => sql<boolean>`${sql.ref(column)} ${op} ${pattern} escape '\\'`;
  return out.where(({ or }) => or([
    ...(searchable.length === 0 ? [] : indexed
      ? [ftsCondition(registry!, `${table}.id`, table, searchable.map((f) => f.name), q, walk)]
      : searchable.map((f) => like(`${table}.${f.name}`))),
    ...viaRef.map(({ f, target }) => (indexed && titleIndexed(target)
      ? ftsCondition(registry!, `${table}.${f.name}`, tableName(target), [target.titleField], q, walk)
      : sql<boolean>`${sql.ref(`${table}.${f.name}`)} in (select id from ${sql.table(tableName(target))} where ${like(target.titleField)})`)),
  ]));
}
