import type { FastifyRequest } from 'fastify';
import type { FieldDef, ResourceDef } from '../../common/registry.js';
import { findResource, refKey, tableName, writableFields } from '../../common/registry.js';
import { hasErrors, recordRuleErrors, type FieldErrors } from '../../common/validate.js';
import type { AppContext } from '../core/context.js';
import { nowIso } from '../core/context.js';
import type { HooksByResource, PreparedSave, ResourceHooks } from '../core/hooks.js';
import { HttpError } from '../core/errors.js';
import { toDbValue } from '../core/columns.js';
import { writeAudits, type AuditEntry } from '../core/audit.js';
import { expandReferences, serialize, visibleRows } from '../core/records.js';
import { propagateDerived } from '../core/save-rules.js';
import type { KnownRefs } from '../core/save.js';
import { refScope, rowScope } from '../auth/scope.js';
import type { Db } from '../db/connection.js';
import { sql } from 'kysely';

type Row = Record<string, unknown>;

/**
 * The bulk path of a spreadsheet import (issue 41): a chunk of rows is checked and written in a few statements
 * instead of one generic save per row (about 8 round trips each). Per chunk: one look-up per unique field, one
 * per referenced resource for ids the file's resolver did not load (normally none), the stored rows of updated
 * records, one INSERT of the new rows, one UPDATE per updated row, the rows read back as get-one answers them
 * (one query, plus one per referenced resource and one for line items), one INSERT of the audit rows. Search
 * indexes and row counters follow by their triggers, as for any write.
 *
 * It does what saveInTransaction does for a resource it accepts (`rowByRowReason` null), in the same order per row: the
 * stored row of an update (404 when gone), unique values and references (messages as the save's), the record's
 * rules, the `beforeSave` hook (in memory, per row), the write with its stamps, derived copies of an update, the
 * `afterWrite` hook (per row, or its set-based form `afterWriteMany`), the audit row with the record as get-one answers it. Rows are judged in file order as if the earlier ones were
 * already written: a value claimed by an earlier valid row of the file is "sudah dipakai" on a later one, a
 * value an earlier update gave up is free again.
 */
export const CHUNK_ROWS = 500;

/** Why a resource keeps the row-by-row save in an import (null: it takes the bulk path). */
export function rowByRowReason(ctx: AppContext, resource: ResourceDef, hooks: ResourceHooks | undefined, user: FastifyRequest['user']): string | null {
  if (hooks?.save || hooks?.afterCreate || hooks?.afterImport) return 'its save has hooks with side effects';
  if (resource.workflow) return 'workflow (states, notifications)';
  if (resource.locks?.length) return 'locks';
  if (resource.uniqueTogether?.length) return 'uniqueTogether';
  if (tableName(resource) === 'setting') return 'settings cache';
  if (resource.fields.some((f) => f.derivedFrom || f.placeIn || f.refFilter || f.documentId || f.kind === 'password')) return 'derived, place, filtered or document fields';
  if (rowScope(resource, user ?? null) || refScope(resource, user ?? null)) return 'the importing user is row-scoped';
  if (resource.lines && !findResource(ctx.registry, resource.lines.resource)) return 'unknown line resource';
  return null;
}

export interface PendingRow {
  /** The spreadsheet's row number. */
  row: number;
  prepared: PreparedSave;
  /** Problems found before the save (references, places): the row is judged but never written. */
  errors: FieldErrors;
}

export interface RowOutcome {
  row: number;
  errors: FieldErrors;
  /** Set when the row was written. */
  id?: number;
  created?: boolean;
}

/** The key a unique value is compared by, as the database compares it (`=` on the stored value). */
const valueKey = (f: FieldDef, v: unknown): string => JSON.stringify(toDbValue(f, v));

/** Merges a save's errors into the row's as the row path does: problems found first keep their place and text. */
export function mergeErrors(errors: FieldErrors, err: HttpError): void {
  Object.assign(errors, { ...(err.errors ?? { '': [err.message] }), ...errors });
}

export class BatchSaver {
  private readonly table: string;
  private readonly uniques: FieldDef[];
  private readonly refs: Array<{ field: FieldDef; target: ResourceDef }>;
  private readonly code: FieldDef | undefined;
  private analyzed = false;

  constructor(
    private readonly trx: Db,
    private readonly ctx: AppContext,
    private readonly req: FastifyRequest,
    private readonly resource: ResourceDef,
    private readonly hooks: HooksByResource,
    private readonly known: KnownRefs,
    code: FieldDef | undefined,
  ) {
    this.table = tableName(resource);
    const writable = writableFields(resource);
    this.uniques = writable.filter((f) => f.unique);
    this.refs = writable.filter((f) => f.kind === 'ref' && f.ref).flatMap((field) => {
      const target = findResource(ctx.registry, field.ref!);
      return target ? [{ field, target }] : [];
    });
    this.code = code && code.unique ? code : undefined;
  }

  /** Judges and writes one chunk of rows (in file order); answers each row's outcome in the same order. */
  async flush(chunk: PendingRow[]): Promise<RowOutcome[]> {
    const { trx, ctx, req, resource, table } = this;
    const viewer = { user: req.user, registry: ctx.registry };
    const out: RowOutcome[] = chunk.map((p) => ({ row: p.row, errors: p.errors }));
    const live = chunk.map((p, i) => ({ p, i })).filter(({ p }) => !hasErrors(p.errors));
    if (live.length === 0) return out;

    // Stored rows of the records being updated, in one query.
    const updateIds = [...new Set(live.map(({ p }) => p.prepared.id).filter((id): id is number => !!id))];
    const stored = new Map<number, Row>();
    if (updateIds.length) {
      const rows = await visibleRows(trx, resource, viewer).selectAll(table).where(`${table}.id`, 'in', updateIds).execute() as Row[];
      for (const r of rows) stored.set(Number(r.id), r);
    }

    // Who holds each unique value the chunk writes, as stored now: one query per unique field.
    const holders = new Map<string, Map<string, Set<number | string>>>();
    for (const f of this.uniques) {
      const values = [...new Set(live.map(({ p }) => p.prepared.values[f.name]).filter((v) => v !== null && v !== undefined).map((v) => toDbValue(f, v)))];
      const byValue = new Map<string, Set<number | string>>();
      holders.set(f.name, byValue);
      if (values.length === 0) continue;
      let q = trx.selectFrom(table).select(['id', f.name]).where(f.name, 'in', values as never[]);
      if (resource.softDelete) q = q.where('deleted_at', 'is', null);
      for (const r of await this.withoutBitmapScans(() => q.execute()) as Row[]) {
        const k = valueKey(f, r[f.name]);
        byValue.set(k, (byValue.get(k) ?? new Set()).add(Number(r.id)));
      }
    }

    // References the file's resolver did not load (none when every reference came from a cell): one query per resource.
    const seen = new Map<string, Set<number>>();
    for (const { field, target } of this.refs) {
      const have = this.known.get(target.name);
      const missing = [...new Set(live.map(({ p }) => p.prepared.values[field.name]).filter((v): v is number => typeof v === 'number' && !have?.has(v)))];
      if (missing.length === 0) continue;
      const t = tableName(target);
      const rows = await visibleRows(trx, target, viewer).select(`${t}.id`).where(`${t}.id`, 'in', missing).execute() as Row[];
      const set = seen.get(target.name) ?? new Set<number>();
      for (const r of rows) set.add(Number(r.id));
      seen.set(target.name, set);
    }
    const visible = (target: string, v: unknown) => this.known.get(target)?.has(v as number) || seen.get(target)?.has(v as number);

    // Each row in file order, as the save judges it.
    const rowHooks = this.hooks[resource.name];
    const accepted: Array<{ i: number; values: Row; existing: Row | null; token: number | string }> = [];
    for (const { p, i } of live) {
      const { id, values } = p.prepared;
      const errors = out[i].errors;
      let existing: Row | null = null;
      try {
        if (id) {
          existing = stored.get(id) ?? null;
          if (!existing) throw new HttpError(404, `${resource.label} tidak ditemukan`);
        }
        const token = id ?? `new:${i}`;
        const found: FieldErrors = {};
        for (const f of writableFields(resource)) {
          const v = values[f.name];
          if (v === null || v === undefined) continue;
          if (f.unique && [...(holders.get(f.name)!.get(valueKey(f, v)) ?? [])].some((h) => h !== token)) found[f.name] = [`${f.label} sudah dipakai`];
          const ref = f.kind === 'ref' ? this.refs.find((r) => r.field === f) : undefined;
          if (ref && !visible(ref.target.name, v)) found[f.name] = [`${f.label} tidak ditemukan`];
        }
        Object.assign(found, recordRuleErrors(resource, { ...existing, ...values }, Object.keys(found)));
        if (hasErrors(found)) throw new HttpError(422, 'Data yang dikirim tidak valid', found);
        await rowHooks?.beforeSave?.({ trx, ctx, req, values, existing, lines: p.prepared.lines });
        // Claimed: later rows of the file see this row's unique values taken (and an update's old ones freed).
        for (const f of this.uniques) {
          if (!(f.name in values)) continue;
          const byValue = holders.get(f.name)!;
          if (existing && existing[f.name] !== null && existing[f.name] !== undefined) byValue.get(valueKey(f, existing[f.name]))?.delete(token);
          const v = values[f.name];
          if (v === null || v === undefined) continue;
          const k = valueKey(f, v);
          byValue.set(k, (byValue.get(k) ?? new Set()).add(token));
        }
        accepted.push({ i, values, existing, token });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        mergeErrors(errors, err);
      }
    }
    if (accepted.length === 0) return out;

    // The writes: new rows in one INSERT per run of rows with the same columns, updates one by one.
    const at = nowIso(ctx);
    const userId = req.user?.id ?? null;
    const creates = accepted.filter((a) => !a.existing);
    for (let from = 0; from < creates.length;) {
      const cols = Object.keys(dbValues(resource, creates[from].values)).join(',');
      let to = from + 1;
      // Within both engines' bound on a statement's parameters (SQLite 32,766) whatever the number of columns.
      const most = Math.max(1, Math.floor(30_000 / (cols.split(',').length + 4)));
      while (to < creates.length && to - from < most && Object.keys(dbValues(resource, creates[to].values)).join(',') === cols) to += 1;
      const run = creates.slice(from, to);
      const inserted = await trx.insertInto(table)
        .values(run.map((a) => ({ ...dbValues(resource, a.values), created_at: at, updated_at: at, created_by: userId, updated_by: userId })))
        .returning(this.code ? ['id', this.code.name] : ['id']).execute() as Row[];
      if (inserted.length !== run.length) throw new Error(`bulk insert into ${table}: ${inserted.length} ids for ${run.length} rows`);
      const code = this.code;
      if (code && run.every((a) => a.values[code.name] !== null && a.values[code.name] !== undefined)) {
        const byCode = new Map(inserted.map((r) => [valueKey(code, r[code.name]), Number(r.id)]));
        for (const a of run) out[a.i].id = byCode.get(valueKey(code, a.values[code.name]));
      } else {
        run.forEach((a, k) => { out[a.i].id = Number(inserted[k].id); });
      }
      for (const a of run) {
        if (!out[a.i].id) throw new Error(`bulk insert into ${table}: no id for row ${out[a.i].row}`);
        out[a.i].created = true;
      }
      from = to;
    }
    if (creates.length && ctx.kind === 'postgres' && !this.analyzed) {
      // A table the planner last measured nearly empty gets plans for a handful of rows (the unique look-up above
      // then walked a whole partial index per chunk): measured once, in this transaction, it scales with the table.
      this.analyzed = true;
      await sql`analyze ${sql.table(table)}`.execute(trx);
    }
    const updated: number[] = [];
    for (const a of accepted.filter((x) => x.existing)) {
      const id = Number(a.existing!.id);
      await trx.updateTable(table).set({ ...dbValues(resource, a.values), updated_at: at, updated_by: userId }).where('id', '=', id).execute();
      out[a.i].id = id;
      out[a.i].created = false;
      updated.push(id);
    }
    if (updated.length) await propagateDerived(trx, ctx.registry, resource, updated);

    // afterWrite hooks judge each written row, as after a save (a refusal is that row's error): at once where the
    // hook has its set-based form (afterWriteMany), else row by row.
    const audited: typeof accepted = [];
    const many = rowHooks?.afterWrite ? rowHooks.afterWriteMany : undefined;
    const refused = many ? await many({ trx, ids: accepted.map((a) => out[a.i].id!) }) : new Map<number, FieldErrors>();
    for (const a of accepted) {
      try {
        const problem = refused.get(out[a.i].id!);
        if (problem) throw new HttpError(422, 'Data yang dikirim tidak valid', problem);
        if (!many) await rowHooks?.afterWrite?.({ trx, ctx, id: out[a.i].id! });
        audited.push(a);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        mergeErrors(out[a.i].errors, err);
        delete out[a.i].id;
        delete out[a.i].created;
      }
    }
    // Audit rows with the records as get-one answers them, in one read and one INSERT.
    const records = await this.readBack(audited.map((a) => out[a.i].id!));
    const entries: AuditEntry[] = audited.map((a) => ({
      userId, action: a.existing ? 'update' : 'create', resource: resource.name, recordId: out[a.i].id!,
      before: a.existing ? serialize(resource, a.existing) : undefined, after: records.get(out[a.i].id!), at,
    }));
    for (let k = 0; k < entries.length; k += CHUNK_ROWS) await writeAudits(trx, entries.slice(k, k + CHUNK_ROWS));
    return out;
  }

  /**
   * PostgreSQL answers `code = any(500 values)` through the column's pg_trgm GIN index (search-index.ts) when it may:
   * every "IMP-0…" shares its trigrams, so one look-up read most of the index (5.7 s at 20,000 goods). GIN is read
   * by bitmap scans only: without them the unique btree index answers (milliseconds). Set for this query alone.
   */
  private async withoutBitmapScans<T>(run: () => Promise<T>): Promise<T> {
    if (this.ctx.kind !== 'postgres') return run();
    const was = (await sql<{ was: string }>`select current_setting('enable_bitmapscan') as was`.execute(this.trx)).rows[0]?.was ?? 'on';
    await sql`select set_config('enable_bitmapscan', 'off', true)`.execute(this.trx);
    try {
      return await run();
    } finally {
      await sql`select set_config('enable_bitmapscan', ${was}, true)`.execute(this.trx);
    }
  }

  /** Records as getRecord answers them (user null: every live row), for many ids at once. */
  private async readBack(ids: number[]): Promise<Map<number, Row>> {
    const { trx, ctx, resource, table } = this;
    const byId = new Map<number, Row>();
    if (ids.length === 0) return byId;
    const rows = await visibleRows(trx, resource, { user: null, registry: ctx.registry }).selectAll(table).where(`${table}.id`, 'in', ids).execute() as Row[];
    const data = rows.map((r) => serialize(resource, r));
    await expandReferences(trx, ctx.registry, resource, data, true);
    if (resource.lines) {
      const child = findResource(ctx.registry, resource.lines.resource)!;
      const fk = resource.lines.foreignKey;
      const stored = await trx.selectFrom(tableName(child)).selectAll().where(fk, 'in', ids).orderBy('line_no').orderBy('id').execute() as Row[];
      const lines = stored.map((r) => serialize(child, r));
      await expandReferences(trx, ctx.registry, child, lines, false, fk, true);
      const parentKey = child.fields.find((f) => f.name === fk);
      const byParent = new Map<number, Row[]>();
      stored.forEach((r, k) => { const parent = Number(r[fk]); byParent.set(parent, [...(byParent.get(parent) ?? []), lines[k]]); });
      for (const d of data) {
        const own = byParent.get(Number(d.id)) ?? [];
        if (parentKey) for (const line of own) line[refKey(parentKey)] = { id: d.id, [resource.titleField]: d[resource.titleField] };
        d[resource.lines.field] = own;
      }
    }
    for (const d of data) byId.set(Number(d.id), d);
    return byId;
  }
}

function dbValues(resource: ResourceDef, values: Row): Row {
  const out: Row = {};
  for (const f of resource.fields) if (f.name in values) out[f.name] = toDbValue(f, values[f.name]);
  return out;
}
