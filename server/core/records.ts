import type { FieldDef, Registry, ResourceDef } from '../../common/registry.js';
import { findResource, publicFields, refKey, tableName } from '../../common/registry.js';
import type { AuthUser } from './context.js';
import type { Db, DbKind } from '../db/connection.js';
import { refScope, rowScope } from '../auth/scope.js';
import { sql } from 'kysely';
import { fromDbValue } from './columns.js';
import { applyFilters, type ListParams } from './list-query.js';
import { notFound } from './errors.js';
import { keptTotal } from './row-counters.js';
import { ftsCount, usesIndex } from './search-index.js';
import { describeSources } from './documents/sources.js';

type Row = Record<string, unknown>;

const SYSTEM_OUT = ['id', 'created_at', 'updated_at', 'created_by', 'updated_by'];

/** A stored row as the API answers it: public fields only, booleans as booleans. */
export function serialize(resource: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const k of SYSTEM_OUT) if (k in row) out[k] = row[k];
  if (resource.parent && 'line_no' in row) out.line_no = row.line_no;
  for (const f of publicFields(resource)) out[f.name] = fromDbValue(f, row[f.name]);
  return out;
}

/**
 * Expands each reference of the rows under its key (`karyawan_id` → `karyawan`): one query per referenced
 * resource for the whole page (two fields naming the same resource share it), never one per row. `full` gives
 * the whole referenced record, else id and title (and the code, `coded`, where the record has one: a document's
 * lines name goods and accounts by code and full name).
 */
export async function expandReferences(db: Db, registry: Registry, resource: ResourceDef, rows: Row[], full: boolean, skip?: string, coded = false): Promise<void> {
  const byTarget = new Map<string, { target: ResourceDef; fields: FieldDef[] }>();
  for (const field of publicFields(resource).filter((f) => f.kind === 'ref' && f.ref && f.name !== skip)) {
    const target = findResource(registry, field.ref as string);
    if (!target) continue;
    const entry = byTarget.get(target.name) ?? { target, fields: [] };
    entry.fields.push(field);
    byTarget.set(target.name, entry);
  }
  await Promise.all([...byTarget.values()].map(async ({ target, fields }) => {
    const ids = [...new Set(rows.flatMap((r) => fields.map((f) => r[f.name])).filter((v): v is number => typeof v === 'number'))];
    const targetTable = tableName(target);
    const code = coded && target.titleField !== 'kode' && target.fields.some((f) => f.name === 'kode' && f.kind === 'text') ? ['kode'] : [];
    const brief = target.shownAs ? ['id', target.titleField, target.shownAs.ref, ...code] : ['id', target.titleField, ...code];
    const found: Row[] = ids.length === 0 ? [] : full
      ? (await db.selectFrom(targetTable).selectAll().where('id', 'in', ids).execute()).map((r) => serialize(target, r))
      : await db.selectFrom(targetTable).select(brief).where('id', 'in', ids).execute();
    await addShownNames(db, registry, target, found);
    const byId = new Map(found.map((r) => [r.id as number, r]));
    for (const r of rows) for (const f of fields) r[refKey(f)] = byId.get(r[f.name] as number) ?? null;
  }));
}

/**
 * Records of a resource with `shownAs` get `nama`: the named field of the record their reference points at (a
 * user's employee name), else their title; one query for all of them.
 */
export async function addShownNames(db: Db, registry: Registry, target: ResourceDef, rows: Row[]): Promise<void> {
  const shownAs = target.shownAs;
  if (!shownAs || rows.length === 0) return;
  const refField = target.fields.find((f) => f.name === shownAs.ref);
  const named = refField?.ref ? findResource(registry, refField.ref) : undefined;
  const ids = [...new Set(rows.map((r) => r[shownAs.ref]).filter((v): v is number => typeof v === 'number'))];
  const names = !named || ids.length === 0 ? [] : await db.selectFrom(tableName(named)).select(['id', shownAs.field]).where('id', 'in', ids).execute();
  const byId = new Map(names.map((n) => [n.id as number, n[shownAs.field]]));
  for (const r of rows) r.nama = byId.get(r[shownAs.ref] as number) ?? r[target.titleField] ?? null;
}

/** The document behind each row in words, for every field that names a document kind (`documentId`). */
async function describeDocuments(db: Db, registry: Registry, resource: ResourceDef, rows: Row[]): Promise<void> {
  for (const f of publicFields(resource).filter((x) => x.documentId)) {
    await describeSources(db, registry, rows, f.name, f.documentId!, f.documentNumber);
  }
}

export interface Viewer {
  user: AuthUser | null;
  /** Needed for `by: 'ref'` scopes (the referenced resource's own scope applies); without it they match nothing. */
  registry?: Registry;
}

/** The base select of a resource as one user may see it: live rows, within the user's scope. */
export function visibleRows(db: Db, resource: ResourceDef, viewer: Viewer) {
  const table = tableName(resource);
  let qb = db.selectFrom(table);
  if (resource.softDelete) qb = qb.where(`${table}.deleted_at`, 'is', null);
  for (const col of resource.onlyWith ?? []) qb = qb.where(`${table}.${col}`, 'is not', null);
  const scope = rowScope(resource, viewer.user);
  if (scope) {
    const { field, value, orField } = scope;
    qb = orField
      ? qb.where((eb) => eb.or([eb(`${table}.${field}`, '=', value), eb(`${table}.${orField}`, '=', value)]))
      : qb.where(`${table}.${field}`, '=', value);
  }
  const via = refScope(resource, viewer.user);
  if (via) {
    const target = viewer.registry ? findResource(viewer.registry, via.target) : undefined;
    qb = target && target.name !== resource.name
      ? qb.where(`${table}.${via.field}`, 'in', visibleRows(db, target, viewer).select(`${tableName(target)}.id`))
      : qb.where(sql<boolean>`1 = 0`);
  }
  return qb;
}

/** True when a list shows every live row of its table: its total is then the kept counter (row-counters.ts). */
function listsWholeTable(resource: ResourceDef, params: ListParams, viewer: Viewer): boolean {
  return params.filters.length === 0 && !(resource.onlyWith ?? []).length
    && !rowScope(resource, viewer.user) && !refScope(resource, viewer.user);
}

interface SearchShape {
  /** Live rows whose own searchable fields contain q, read from the FTS index alone. */
  matches: number;
  /** The list is that search and nothing else: its total is `matches`. */
  exact: boolean;
}

/** A SQLite search of the resource's own fields goes through its FTS table, which can count the matches itself. */
async function searchShape(db: Db, kind: DbKind, registry: Registry, resource: ResourceDef, params: ListParams, viewer: Viewer): Promise<SearchShape | null> {
  if (kind !== 'sqlite' || !params.q || !usesIndex(params.q)) return null;
  const own = resource.fields.filter((f) => f.searchable && f.kind !== 'ref').map((f) => f.name);
  if (own.length === 0) return null;
  const matches = await ftsCount(db, registry, tableName(resource), own, params.q);
  const viaRef = resource.fields.some((f) => f.searchable && f.kind === 'ref');
  return { matches, exact: !viaRef && listsWholeTable(resource, params, viewer) };
}

export async function countRecords(db: Db, kind: DbKind, registry: Registry, resource: ResourceDef, params: ListParams, viewer: Viewer, shape?: SearchShape | null): Promise<number> {
  if (!params.q && listsWholeTable(resource, params, viewer)) return keptTotal(db, kind, tableName(resource));
  const search = shape === undefined ? await searchShape(db, kind, registry, resource, params, viewer) : shape;
  if (search?.exact) return search.matches;
  const base = applyFilters(visibleRows(db, resource, { registry, ...viewer }), resource, params, kind, registry);
  const row = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

const NUMERIC_KINDS = new Set(['int', 'qty', 'money', 'percent', 'decimal', 'ref', 'bool']);

function sortKind(resource: ResourceDef, sort: string): string {
  return sort === 'id' || sort === 'created_by' || sort === 'updated_by' ? 'int' : resource.fields.find((f) => f.name === sort)?.kind ?? 'text';
}

/** An equality filter listed in the default order: its index (filter, default sort, id, …) reads the page in order. */
function readsInOrder(resource: ResourceDef, params: ListParams): boolean {
  const sortBy = resource.defaultSort?.field ?? 'id';
  return !params.q && params.sort === sortBy && params.filters.some((f) => f.op === '=' && f.values.length === 1
    && f.field.kind !== 'bool' && f.field.name !== sortBy && 'filterable' in f.field && !!f.field.filterable);
}

/**
 * SQLite: with many matches the page may be found by walking the sort's index and testing each row, about
 * (offset + page) × rows / matches steps, instead of reading every match through the filter or text index and
 * sorting them all (a 5 % category filter sorted by name: 133 ms at 2,000,000 goods). Matches need not be spread
 * evenly along the sort (goods named "Kopi …" found by "kopi" and sorted by name sit together), so the walk gets
 * a budget of four times the expected steps: if the page is not complete within it, the usual read answers.
 * Answers the budget, or null when the usual read is cheaper anyway. PostgreSQL's planner weighs filters itself
 * from its statistics, but walks the sort index for a text search as if matches were spread evenly, so a search
 * takes the budgeted walk there too.
 */
async function walkBudget(db: Db, kind: DbKind, resource: ResourceDef, params: ListParams, matches: number): Promise<number | null> {
  if (matches === 0 || (params.filters.length === 0 && !params.q) || (kind === 'postgres' && !params.q)) return null;
  const indexed = params.sort === 'id' || resource.fields.some((f) => f.name === params.sort && f.sortable);
  if (!indexed || readsInOrder(resource, params)) return null;
  // A term found in the very column the list is sorted by marks out names that sort together ("Kopi …"): no walk.
  if (params.q && resource.fields.some((f) => f.name === params.sort && f.searchable)) return null;
  const rows = await keptTotal(db, kind, tableName(resource));
  const budget = Math.ceil((4 * params.page * params.perPage * rows) / matches);
  return budget < matches ? budget : null;
}

export async function listRecords(db: Db, kind: DbKind, registry: Registry, resource: ResourceDef, params: ListParams, viewer: Viewer) {
  const table = tableName(resource);
  const dir = params.order === 'ASC' ? 'asc' : 'desc';
  const ordered = <Q extends { orderBy: (c: string, d: 'asc' | 'desc') => Q }>(q: Q) => q.orderBy(`${table}.${params.sort}`, dir).orderBy(`${table}.id`, dir);
  const offset = (params.page - 1) * params.perPage;
  const page = () => {
    const base = applyFilters(visibleRows(db, resource, { registry, ...viewer }), resource, params, kind, registry).selectAll(table);
    // PostgreSQL, a search: an order by an expression keeps the planner off the sort index, so the matches are
    // read through the trigram indexes and sorted (the walk, where it pays, was tried with its budget first).
    const sorted = kind === 'postgres' && params.q
      ? base.orderBy(sql`${sql.ref(`${table}.${params.sort}`)}${sql.raw(NUMERIC_KINDS.has(sortKind(resource, params.sort)) ? ' + 0' : " || ''")}`, dir).orderBy(sql`${sql.ref(`${table}.id`)} + 0`, dir)
      : ordered(base);
    return sorted.limit(params.perPage).offset(offset).execute();
  };
  let total: number;
  let rows: Row[];
  if (kind === 'sqlite' || params.q) {
    // The total decides how the page is read (on SQLite nothing runs in parallel anyway).
    total = await countRecords(db, kind, registry, resource, params, viewer, await searchShape(db, kind, registry, resource, params, viewer));
    const budget = await walkBudget(db, kind, resource, params, total);
    if (budget !== null) {
      // The first `budget` visible rows in list order (read along the sort index), then the filters on them.
      const prefix = ordered(visibleRows(db, resource, { registry, ...viewer }).selectAll(table)).limit(budget);
      const walked = await ordered(applyFilters(db.selectFrom(prefix.as(table)), resource, params, kind, registry, true).selectAll(table))
        .limit(params.perPage).offset(offset).execute();
      rows = walked.length === params.perPage || offset + walked.length === total ? walked : await page();
    } else {
      rows = await page();
    }
  } else {
    [total, rows] = await Promise.all([countRecords(db, kind, registry, resource, params, viewer), page()]);
  }
  const data = rows.map((r) => serialize(resource, r));
  await expandReferences(db, registry, resource, data, false);
  await describeDocuments(db, registry, resource, data);
  return { data, total };
}

/** One record with full references and its line items; 404 when missing, deleted or outside the scope. */
export async function getRecord(db: Db, registry: Registry, resource: ResourceDef, id: number, viewer: Viewer): Promise<Row> {
  const table = tableName(resource);
  const row = await visibleRows(db, resource, { registry, ...viewer }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${resource.label} tidak ditemukan`);
  const data = serialize(resource, row);
  await expandReferences(db, registry, resource, [data], true);
  await describeDocuments(db, registry, resource, [data]);
  if (resource.lines) {
    const child = findResource(registry, resource.lines.resource);
    if (child) {
      const lines = (await db.selectFrom(tableName(child)).selectAll()
        .where(resource.lines.foreignKey, '=', id).orderBy('line_no').orderBy('id').execute())
        .map((r) => serialize(child, r));
      // A line's key to its document is the record being answered: named from it, not by another query.
      await expandReferences(db, registry, child, lines, false, resource.lines.foreignKey, true);
      const parentKey = child.fields.find((f) => f.name === resource.lines?.foreignKey);
      if (parentKey) for (const line of lines) line[refKey(parentKey)] = { id: data.id, [resource.titleField]: data[resource.titleField] };
      data[resource.lines.field] = lines;
    }
  }
  return data;
}
