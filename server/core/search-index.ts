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

const plans = new WeakMap<Registry, Map<string, SearchTable>>();

/** The registry's search plan, worked out once per registry. */
export function cachedSearchPlan(registry: Registry): Map<string, SearchTable> {
  let plan = plans.get(registry);
  if (!plan) plans.set(registry, (plan = searchPlan(registry)));
  return plan;
}

/**
 * An FTS5 query matching `q` as a literal substring of any of `columns`. The column filter costs (FTS5 then
 * reads column positions: 2.4 ms → 7.6 ms at 200,000 rows), so it is left out when the table indexes just those.
 */
export function ftsMatch(columns: string[], q: string, indexed?: string[]): string {
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const all = indexed && indexed.length === columns.length && indexed.every((c) => columns.includes(c));
  return all ? phrase : `{${columns.join(' ')}} : ${phrase}`;
}

/**
 * `<column> in (ids of the rows of \`table\` whose \`columns\` contain q)`, through the table's FTS index.
 * `walk`: the list's order index is walked and each row probed against the matches (many matches), instead of
 * fetching every match by id and sorting them (few matches); the unary `+` keeps SQLite off the id lookup.
 */
export function ftsCondition(registry: Registry, column: string, table: string, columns: string[], q: string, walk = false): Expression<SqlBool> {
  const fts = sql.table(`${table}_fts`);
  const match = ftsMatch(columns, q, cachedSearchPlan(registry).get(table)?.columns);
  return sql<SqlBool>`${sql.raw(walk ? '+' : '')}${sql.ref(column)} in (select rowid from ${fts} where ${fts} match ${match})`;
}

/** How many rows of `table` have q in `columns` (live rows only on soft-deleting tables): one index read. */
export async function ftsCount(db: Db, registry: Registry, table: string, columns: string[], q: string): Promise<number> {
  const fts = sql.table(`${table}_fts`);
  const match = ftsMatch(columns, q, cachedSearchPlan(registry).get(table)?.columns);
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${fts} where ${fts} match ${match}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function syncSearchIndexes(db: Db, kind: DbKind, registry: Registry): Promise<void> {
  const plan = searchPlan(registry);
  if (kind === 'postgres') await syncTrigram(db, plan);
  else await syncFts(db, plan);
}

function ftsCreateSql(t: SearchTable): string {
  return `CREATE VIRTUAL TABLE ${t.table}_fts USING fts5(${t.columns.join(', ')}, content='${t.table}', content_rowid='id', tokenize='trigram')`;
}

/** A soft-deleting table indexes its live rows only, so a search's total is the index's own count. */
function ftsTriggers(t: SearchTable): string[] {
  return ['ai', 'ad', 'au'].map((op) => `${t.table}_fts_${t.soft ? 'l' : 'a'}${op}`);
}

async function syncFts(db: Db, plan: Map<string, SearchTable>): Promise<void> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'table' and name like '%!_fts' escape '!' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db);
  const triggers = new Set((await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db)).rows.map((r) => r.name));
  const existing = new Map(rows.map((r) => [r.name, r.sql]));
  for (const name of existing.keys()) {
    const table = name.slice(0, -'_fts'.length);
    if (!plan.has(table)) await db.transaction().execute((trx) => dropFts(trx, table));
  }
  for (const t of plan.values()) {
    if (existing.get(`${t.table}_fts`) === ftsCreateSql(t) && ftsTriggers(t).every((n) => triggers.has(n))) continue;
    await db.transaction().execute(async (trx) => {
      await dropFts(trx, t.table);
      await createFts(trx, t);
    });
  }
}

async function dropFts(trx: Db, table: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table}
    and name like ${`${table}!_fts!_%`} escape '!'`.execute(trx);
  for (const { name } of rows) await sql.raw(`drop trigger if exists ${name}`).execute(trx);
  await sql.raw(`drop table if exists ${table}_fts`).execute(trx);
}

async function createFts(trx: Db, t: SearchTable): Promise<void> {
  const fts = `${t.table}_fts`;
  const cols = t.columns.join(', ');
  const values = (row: string) => t.columns.map((c) => `${row}.${c}`).join(', ');
  const live = (row: string) => (t.soft ? ` where ${row}.deleted_at is null` : '');
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) select 'delete', old.id, ${values('old')}${live('old')};`;
  const insert = `insert into ${fts}(rowid, ${cols}) select new.id, ${values('new')}${live('new')};`;
  const [ai, ad, au] = ftsTriggers(t);
  await sql.raw(ftsCreateSql(t)).execute(trx);
  await sql.raw(`create trigger ${ai} after insert on ${t.table} begin ${insert} end`).execute(trx);
  await sql.raw(`create trigger ${ad} after delete on ${t.table} begin ${remove} end`).execute(trx);
  await sql.raw(`create trigger ${au} after update of ${cols}${t.soft ? ', deleted_at' : ''} on ${t.table} begin ${remove} ${insert} end`).execute(trx);
  await sql.raw(`insert into ${fts}(rowid, ${cols}) select id, ${cols} from ${t.table}${t.soft ? ' where deleted_at is null' : ''}`).execute(trx);
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
