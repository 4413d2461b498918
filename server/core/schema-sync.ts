import { createHash } from 'node:crypto';
import { sql, type CreateIndexBuilder } from 'kysely';
import type { Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { Db, DbKind } from '../db/connection.js';
import { COLUMN_TYPE, toDbValue } from './columns.js';
import { syncRowCounters } from './row-counters.js';
import { syncSearchIndexes } from './search-index.js';

/** Referenced resources first, so foreign keys always point at an existing table. */
export function sortByReferences(registry: Registry): ResourceDef[] {
  const done = new Set<string>();
  const out: ResourceDef[] = [];
  const visit = (r: ResourceDef, stack: Set<string>) => {
    if (done.has(r.name) || stack.has(r.name)) return;
    stack.add(r.name);
    for (const f of r.fields) {
      const target = f.kind === 'ref' && f.ref ? findResource(registry, f.ref) : undefined;
      if (target && target.name !== r.name) visit(target, stack);
    }
    done.add(r.name);
    out.push(r);
  };
  for (const r of registry.resources) visit(r, new Set());
  return out;
}

/** Engine-managed columns every registry table has besides its fields. */
function systemColumns(resource: ResourceDef): Array<[string, string]> {
  const cols: Array<[string, string]> = [
    ['created_at', 'varchar(30)'], ['updated_at', 'varchar(30)'], ['created_by', 'integer'], ['updated_by', 'integer'],
  ];
  if (resource.softDelete) cols.push(['deleted_at', 'varchar(30)']);
  if (resource.parent) cols.push(['line_no', 'integer']);
  return cols;
}

/**
 * Additive schema sync: creates missing tables, columns and indexes from the registry. It never drops or
 * changes anything; that is a numbered migration's job.
 */
export async function syncSchema(db: Db, kind: DbKind, registry: Registry): Promise<void> {
  const existing = await existingColumns(db, kind);
  const wantedIndexes = new Map<string, Set<string>>();
  for (const resource of sortByReferences(registry)) {
    const table = tableName(resource);
    const have = existing.get(table);
    const columnsToAdd = [
      ...resource.fields.map((f) => ({ name: f.name, field: f })),
      ...systemColumns(resource).map(([name, type]) => ({ name, type })),
    ].filter((c) => !have?.has(c.name));

    if (!have) {
      let builder = db.schema.createTable(table);
      builder = kind === 'postgres'
        ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
        : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      for (const col of columnsToAdd) {
        builder = 'field' in col && col.field
          ? builder.addColumn(col.name, COLUMN_TYPE[col.field.kind](col.field, kind), (c) => {
            let cb = c;
            if (col.field.kind === 'ref' && col.field.ref) {
              const target = findResource(registry, col.field.ref);
              // A reference cycle (hutang.penjualan_id ↔ penjualan.hutang_id) has one side created first: its
              // foreign key to the table not created yet is left out (PostgreSQL refuses it).
              if (target && (tableName(target) === table || existing.has(tableName(target)))) cb = cb.references(`${tableName(target)}.id`);
            }
            if (col.field.default !== undefined) cb = cb.defaultTo(toDbValue(col.field, col.field.default));
            return cb;
          })
          : builder.addColumn(col.name, (col as { type: string }).type as 'integer');
      }
      await builder.execute();
    } else {
      for (const col of columnsToAdd) {
        await db.schema.alterTable(table).addColumn(col.name,
          'field' in col && col.field ? COLUMN_TYPE[col.field.kind](col.field, kind) : ((col as { type: string }).type as 'integer'),
          (c) => ('field' in col && col.field && col.field.default !== undefined ? c.defaultTo(toDbValue(col.field, col.field.default)) : c),
        ).execute();
      }
    }
    // Several resources may share a table (a view such as vehicle stock over `stok`).
    existing.set(table, new Set([...(have ?? ['id']), ...columnsToAdd.map((c) => c.name)]));
    if (!wantedIndexes.has(table)) wantedIndexes.set(table, new Set());
    await syncIndexes(db, resource, wantedIndexes.get(table)!);
  }
  await dropStaleIndexes(db, kind, wantedIndexes);
  await syncRowCounters(db, kind, registry);
  await syncSearchIndexes(db, kind, registry);
}

/** table → its columns, in the current schema only (PostgreSQL may hold other schemas' tables of the same name). */
async function existingColumns(db: Db, kind: DbKind): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (kind === 'postgres') {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const r of rows) out.set(r.table_name, (out.get(r.table_name) ?? new Set()).add(r.column_name));
    return out;
  }
  for (const t of await db.introspection.getTables()) out.set(t.name, new Set(t.columns.map((c) => c.name)));
  return out;
}

/**
 * Indexes for every list filter and sort. Soft-deleting resources list only live rows, so their indexes are
 * partial (`WHERE deleted_at IS NULL`) and sort indexes carry `id`, the tie-breaker of every list order.
 * A filter is usually listed in the resource's default order, so its index is (filter, default sort, id): the
 * page is read in order from the index and the total counts one index range. Line items are read by their
 * document in line order: (document, line_no). Booleans get no index of their own: one covering most rows only
 * misleads the planner. Indexes this engine made and a wider one now covers are dropped.
 */
async function syncIndexes(db: Db, resource: ResourceDef, wanted: Set<string>): Promise<void> {
  const table = tableName(resource);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const live = (idx: CreateIndexBuilder<any>) => (resource.softDelete ? idx.where(sql.ref('deleted_at'), 'is', null) : idx);
  const want = (name: string) => {
    wanted.add(name);
    return name;
  };
  const sortBy = resource.defaultSort?.field;
  const orderColumns = sortBy && sortBy !== 'id' ? [sortBy, 'id'] : ['id'];
  const parentKey = resource.parent ? resource.fields.find((f) => f.kind === 'ref' && f.ref === resource.parent)?.name : undefined;
  // Small filter columns ride at the end of every filter index, so a total with several filters (warehouse and
  // status, position and active) counts index entries without reading rows.
  const riders = resource.fields.filter((f) => f.filterable && (f.kind === 'bool' || f.kind === 'enum')).map((f) => f.name);
  for (const f of resource.fields) {
    if (f.unique) {
      await live(db.schema.createIndex(`${table}_${f.name}_uq`).ifNotExists().unique().on(table).column(f.name)).execute();
    }
    if (f.sortable) {
      await live(db.schema.createIndex(`${table}_${f.name}_sx`).ifNotExists().on(table).columns([f.name, 'id'])).execute();
    }
    if (f.name === parentKey) {
      continue;
    } else if (f.filterable && f.kind !== 'bool' && !orderColumns.includes(f.name)) {
      const columns = [f.name, ...orderColumns, ...riders.filter((c) => c !== f.name && !orderColumns.includes(c))];
      await live(db.schema.createIndex(want(filterIndexName(table, columns))).ifNotExists().on(table).columns(columns)).execute();
    } else if (!f.unique && !f.sortable && f.kind !== 'bool' && (f.filterable || f.kind === 'ref')) {
      await live(db.schema.createIndex(want(`${table}_${f.name}_fx`)).ifNotExists().on(table).column(f.name)).execute();
    }
  }
  for (const cols of resource.uniqueTogether ?? []) {
    await live(db.schema.createIndex(`${table}_${cols.join('_')}_uq`).ifNotExists().unique().on(table).columns(cols)).execute();
  }
  if (parentKey) {
    await db.schema.createIndex(`${table}_lines_ix`).ifNotExists().on(table).columns([parentKey, 'line_no', 'id']).execute();
  }
}

/** `<table>_<columns>_fs`, shortened with a hash of the columns past PostgreSQL's 63-character names. */
function filterIndexName(table: string, columns: string[]): string {
  const full = `${table}_${columns.join('_')}_fs`;
  if (full.length <= 63) return full;
  const hash = createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 8);
  return `${table}_${columns[0]}`.slice(0, 63 - 12) + `_${hash}_fs`;
}

/** Index names of the current schema, by table. */
async function indexesByTable(db: Db, kind: DbKind): Promise<Map<string, string[]>> {
  const { rows } = kind === 'postgres'
    ? await sql<{ tbl: string; name: string }>`select tablename as tbl, indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)
    : await sql<{ tbl: string; name: string }>`select tbl_name as tbl, name from sqlite_master where type = 'index'`.execute(db);
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.tbl, [...(out.get(r.tbl) ?? []), r.name]);
  return out;
}

/**
 * Drops the filter and line indexes this engine made (`_fx`, `_fs`, `_line_no_ix`) that no resource on the
 * table wants any more: a wider index serves them now. Other indexes (migrations', unique ones) are kept.
 */
async function dropStaleIndexes(db: Db, kind: DbKind, wanted: Map<string, Set<string>>): Promise<void> {
  const existing = await indexesByTable(db, kind);
  for (const [table, keep] of wanted) {
    for (const name of existing.get(table) ?? []) {
      if (keep.has(name) || !name.startsWith(`${table}_`) || !/(_fx|_fs|_line_no_ix)$/.test(name)) continue;
      await db.schema.dropIndex(name).ifExists().execute();
    }
  }
}
