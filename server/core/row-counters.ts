import { sql } from 'kysely';
import type { Registry } from '../../common/registry.js';
import { tableName } from '../../common/registry.js';
import type { Db, DbKind } from '../db/connection.js';

/**
 * Kept totals for unfiltered lists, so a list's `total` never scans its table (DESIGN.md section 8).
 *
 * Every registry table gets triggers that keep its number of live rows (not soft-deleted) in `row_count`.
 * Triggers, not engine code, because workflows and ledgers insert rows directly: every writer is counted.
 * SQLite serialises writers, so one row per table is updated in place. On PostgreSQL an update of one hot row
 * would serialise concurrent inserts and could deadlock two transactions that touch two tables in opposite
 * orders, so statement-level triggers append delta rows instead (one per statement, also for bulk inserts)
 * and a reader folds them back into one row once they pile up.
 */
export const ROW_COUNT_TABLE = 'row_count';
const FOLD_AFTER = 64;

interface CountedTable {
  table: string;
  soft: boolean;
}

function countedTables(registry: Registry): CountedTable[] {
  const byTable = new Map<string, CountedTable>();
  for (const r of registry.resources) {
    const table = tableName(r);
    const prev = byTable.get(table);
    byTable.set(table, { table, soft: !!r.softDelete || !!prev?.soft });
  }
  return [...byTable.values()];
}

/** Trigger names carry the counting mode, so a table that becomes soft-deleting gets new triggers. */
function triggerNames(t: CountedTable): string[] {
  const mode = t.soft ? 's' : 'h';
  return ['ins', 'del', ...(t.soft ? ['upd'] : [])].map((op) => `${t.table}_rc${mode}_${op}`);
}

async function existingTriggers(db: Db, kind: DbKind): Promise<Map<string, Set<string>>> {
  const rows = kind === 'postgres'
    ? (await sql<{ tbl: string; name: string }>`select c.relname as tbl, t.tgname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(db)).rows
    : (await sql<{ tbl: string; name: string }>`select tbl_name as tbl, name from sqlite_master where type = 'trigger'`.execute(db)).rows;
  const out = new Map<string, Set<string>>();
  for (const r of rows) if (/_rc[sh]_(ins|del|upd)$/.test(r.name)) out.set(r.tbl, (out.get(r.tbl) ?? new Set()).add(r.name));
  return out;
}

async function createCounterTable(db: Db, kind: DbKind): Promise<void> {
  await db.schema.createTable(ROW_COUNT_TABLE).ifNotExists()
    .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (c) => (kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tbl', 'varchar(100)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${ROW_COUNT_TABLE}_tbl_ix`).ifNotExists().on(ROW_COUNT_TABLE).columns(['tbl', 'n']).execute();
  if (kind === 'postgres') {
    // Statement-level: one delta row per statement, however many rows it touched.
    await sql.raw(`create or replace function niaga_rc_ins() returns trigger language plpgsql as $$ begin
        insert into ${ROW_COUNT_TABLE} (tbl, n) select TG_TABLE_NAME, count(*) from rc_new
          where TG_ARGV[0] = 'h' or (to_jsonb(rc_new) ->> 'deleted_at') is null having count(*) > 0;
        return null; end $$`).execute(db);
    await sql.raw(`create or replace function niaga_rc_del() returns trigger language plpgsql as $$ begin
        insert into ${ROW_COUNT_TABLE} (tbl, n) select TG_TABLE_NAME, -count(*) from rc_old
          where TG_ARGV[0] = 'h' or (to_jsonb(rc_old) ->> 'deleted_at') is null having count(*) > 0;
        return null; end $$`).execute(db);
    await sql.raw(`create or replace function niaga_rc_upd() returns trigger language plpgsql as $$ begin
        insert into ${ROW_COUNT_TABLE} (tbl, n)
          select TG_TABLE_NAME, d from (select sum(case when (to_jsonb(o) ->> 'deleted_at') is null then -1 else 0 end
            + case when (to_jsonb(n) ->> 'deleted_at') is null then 1 else 0 end) as d
            from rc_old o join rc_new n on n.id = o.id) x where d <> 0;
        return null; end $$`).execute(db);
  }
}

async function installTriggers(trx: Db, kind: DbKind, t: CountedTable, stale: Set<string>): Promise<void> {
  const q = (s: string) => sql.raw(s).execute(trx);
  for (const name of stale) await q(kind === 'postgres' ? `drop trigger if exists ${name} on ${t.table}` : `drop trigger if exists ${name}`);
  const [ins, del, upd] = triggerNames(t);
  const mode = t.soft ? 's' : 'h';
  if (kind === 'postgres') {
    await q(`create trigger ${ins} after insert on ${t.table} referencing new table as rc_new for each statement execute function niaga_rc_ins('${mode}')`);
    await q(`create trigger ${del} after delete on ${t.table} referencing old table as rc_old for each statement execute function niaga_rc_del('${mode}')`);
    if (upd) await q(`create trigger ${upd} after update on ${t.table} referencing old table as rc_old new table as rc_new for each statement execute function niaga_rc_upd()`);
  } else {
    const bump = (delta: string) => `update ${ROW_COUNT_TABLE} set n = n + ${delta} where tbl = '${t.table}'`;
    const live = (row: string) => (t.soft ? ` when ${row}.deleted_at is null` : '');
    await q(`create trigger ${ins} after insert on ${t.table}${live('new')} begin ${bump('1')}; end`);
    await q(`create trigger ${del} after delete on ${t.table}${live('old')} begin ${bump('-1')}; end`);
    if (upd) {
      await q(`create trigger ${upd} after update of deleted_at on ${t.table}
        when (old.deleted_at is null) <> (new.deleted_at is null)
        begin ${bump('case when new.deleted_at is null then 1 else -1 end')}; end`);
    }
  }
  await trx.deleteFrom(ROW_COUNT_TABLE).where('tbl', '=', t.table).execute();
  let live = trx.selectFrom(t.table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (t.soft) live = live.where('deleted_at', 'is', null);
  const { n } = await live.executeTakeFirstOrThrow();
  await trx.insertInto(ROW_COUNT_TABLE).values({ tbl: t.table, n: Number(n) }).execute();
}

/**
 * Installs the counting triggers of every registry table that lacks them (new tables, an older database,
 * a table that became soft-deleting) and counts its rows once, in the same transaction as the triggers, so
 * no write falls between the count and the first trigger.
 */
export async function syncRowCounters(db: Db, kind: DbKind, registry: Registry): Promise<void> {
  await createCounterTable(db, kind);
  const have = await existingTriggers(db, kind);
  for (const t of countedTables(registry)) {
    const present = have.get(t.table) ?? new Set<string>();
    const wanted = triggerNames(t);
    if (wanted.every((n) => present.has(n)) && present.size === wanted.length) continue;
    await db.transaction().execute((trx) => installTriggers(trx, kind, t, present));
  }
}

/** The kept number of live rows of a table; folds PostgreSQL's delta rows once they pile up. */
export async function keptTotal(db: Db, kind: DbKind, table: string): Promise<number> {
  const row = await db.selectFrom(ROW_COUNT_TABLE)
    .select((eb) => [eb.fn.sum<number>('n').as('n'), eb.fn.countAll<number>().as('k')])
    .where('tbl', '=', table)
    .executeTakeFirst();
  if (kind === 'postgres' && Number(row?.k ?? 0) > FOLD_AFTER) await foldDeltas(db, table);
  return Number(row?.n ?? 0);
}

/** One statement: concurrent folds each take the rows they deleted, so the sum never changes. */
async function foldDeltas(db: Db, table: string): Promise<void> {
  await sql`with gone as (delete from ${sql.table(ROW_COUNT_TABLE)} where tbl = ${table} returning n)
    insert into ${sql.table(ROW_COUNT_TABLE)} (tbl, n) select ${table}, coalesce(sum(n), 0) from gone having count(*) > 0`.execute(db);
}
