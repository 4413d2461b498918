import { sql, type Expression, type SqlBool } from 'kysely';
import type { Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { Db, DbKind } from '../db/connection.js';

/**
 * Text search that does not scan (DESIGN.md section 8), with the semantics of `LIKE '%q%'` kept.
 *
 * SQLite: one FTS5 table per searched table, external content (`<table>_fts`, rowid = id), trigram tokenizer so
 * any infix of three or more characters matches through the index, kept by triggers. A term shorter than three
 * characters has no trigram and falls back to LIKE on the table.
 * PostgreSQL: the same ILIKE as before, served by pg_trgm GIN indexes (`<table>_<column>_trgm`).
 * Columns indexed: the table's own searchable fields, plus the title field of every table that another
 * resource searches through a reference (prices found by their goods' name).
 */
export interface SearchTable {
  table: string;
  soft: boolean;
  columns: string[];
}

function hasColumn(resource: ResourceDef, name: string): boolean {
  return resource.fields.some((f) => f.name === name && f.kind !== 'ref' && f.kind !== 'password' && !f.internal);
}

/** Whether searches through a reference to `target` can use its title's index. */
export function titleIndexed(target: ResourceDef): boolean {
  return hasColumn(target, target.titleField);
}

export function searchPlan(registry: Registry): Map<string, SearchTable> {
  const plan = new Map<string, SearchTable>();
  const add = (resource: ResourceDef, column: string) => {
    const table = tableName(resource);
    const entry = plan.get(table) ?? { table, soft: false, columns: [] };
    entry.soft ||= !!resource.softDelete;
    if (!entry.columns.includes(column)) entry.columns.push(column);
    plan.set(table, entry);
  };
  for (const r of registry.resources) {
    for (const f of r.fields.filter((x) => x.searchable)) {
      if (f.kind !== 'ref') {
        add(r, f.name);
        continue;
      }
      const target = findResource(registry, f.ref ?? '');
      if (target && titleIndexed(target)) add(target, target.titleField);
    }
  }
  return plan;
}

/** Fewer than three characters have no trigram: such a term is matched by LIKE. */
export function usesIndex(q: string): boolean {
  return [...q].length >= 3;
}

/** An FTS5 query matching `q` as a literal substring of any of `columns`. */
export function ftsMatch(columns: string[], q: string): string {
  return `{${columns.join(' ')}} : "${q.replace(/"/g, '""')}"`;
}

/** `<column> in (ids of the rows of \`table\` whose \`columns\` contain q)`, through the table's FTS index. */
export function ftsCondition(column: string, table: string, columns: string[], q: string): Expression<SqlBool> {
  const fts = sql.table(`${table}_fts`);
  return sql<SqlBool>`${sql.ref(column)} in (select rowid from ${fts} where ${fts} match ${ftsMatch(columns, q)})`;
}

export async function syncSearchIndexes(db: Db, kind: DbKind, registry: Registry): Promise<void> {
  const plan = searchPlan(registry);
  if (kind === 'postgres') await syncTrigram(db, plan);
  else await syncFts(db, plan);
}

function ftsCreateSql(t: SearchTable): string {
  return `CREATE VIRTUAL TABLE ${t.table}_fts USING fts5(${t.columns.join(', ')}, content='${t.table}', content_rowid='id', tokenize='trigram')`;
}

async function syncFts(db: Db, plan: Map<string, SearchTable>): Promise<void> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'table' and name like '%!_fts' escape '!' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db);
  const existing = new Map(rows.map((r) => [r.name, r.sql]));
  for (const name of existing.keys()) {
    const table = name.slice(0, -'_fts'.length);
    if (!plan.has(table)) await db.transaction().execute((trx) => dropFts(trx, table));
  }
  for (const t of plan.values()) {
    if (existing.get(`${t.table}_fts`) === ftsCreateSql(t)) continue;
    await db.transaction().execute(async (trx) => {
      await dropFts(trx, t.table);
      await createFts(trx, t);
    });
  }
}

async function dropFts(trx: Db, table: string): Promise<void> {
  for (const op of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${table}_fts_${op}`).execute(trx);
  await sql.raw(`drop table if exists ${table}_fts`).execute(trx);
}

async function createFts(trx: Db, t: SearchTable): Promise<void> {
  const cols = t.columns.join(', ');
  const values = (row: string) => t.columns.map((c) => `${row}.${c}`).join(', ');
  const remove = `insert into ${t.table}_fts(${t.table}_fts, rowid, ${cols}) values ('delete', old.id, ${values('old')});`;
  const insert = `insert into ${t.table}_fts(rowid, ${cols}) values (new.id, ${values('new')});`;
  await sql.raw(ftsCreateSql(t)).execute(trx);
  await sql.raw(`create trigger ${t.table}_fts_ai after insert on ${t.table} begin ${insert} end`).execute(trx);
  await sql.raw(`create trigger ${t.table}_fts_ad after delete on ${t.table} begin ${remove} end`).execute(trx);
  await sql.raw(`create trigger ${t.table}_fts_au after update of ${cols} on ${t.table} begin ${remove} ${insert} end`).execute(trx);
  await sql.raw(`insert into ${t.table}_fts(${t.table}_fts) values ('rebuild')`).execute(trx);
}

/** The schema pg_trgm lives in, installing it in `public` when the database allows; null when it cannot. */
async function trigramSchema(db: Db): Promise<string | null> {
  const find = async () => (await sql<{ s: string }>`select n.nspname as s from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.s ?? null;
  const found = await find();
  if (found) return found;
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch {
    // Another instance created it at the same moment, or the role may not: searches then stay unindexed.
  }
  return find();
}

async function syncTrigram(db: Db, plan: Map<string, SearchTable>): Promise<void> {
  const schema = await trigramSchema(db);
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and indexname like '%!_trgm' escape '!'`.execute(db);
  const existing = new Set(rows.map((r) => r.name));
  const wanted = new Map<string, { t: SearchTable; column: string }>();
  if (schema) for (const t of plan.values()) for (const column of t.columns) wanted.set(`${t.table}_${column}_trgm`, { t, column });
  for (const name of existing) if (!wanted.has(name)) await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  for (const [name, { t, column }] of wanted) {
    if (existing.has(name)) continue;
    await sql`create index if not exists ${sql.ref(name)} on ${sql.table(t.table)}
      using gin (${sql.ref(column)} ${sql.raw(`${schema}.gin_trgm_ops`)})${sql.raw(t.soft ? ' where deleted_at is null' : '')}`.execute(db);
  }
}
