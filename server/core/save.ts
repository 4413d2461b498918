import type { FastifyRequest } from 'fastify';
import argon2 from 'argon2';
import type { ResourceDef } from '../../common/registry.js';
import { findResource, tableName, writableFields } from '../../common/registry.js';
import { hasErrors, recordRuleErrors, validateRecord, type FieldErrors } from '../../common/validate.js';
import type { Db } from '../db/connection.js';
import type { AppContext } from './context.js';
import { nowIso } from './context.js';
import { toDbValue } from './columns.js';
import { writeAudit } from './audit.js';
import { badRequest, forbidden, notFound, unprocessable } from './errors.js';
import { getRecord, serialize, visibleRows, type Viewer } from './records.js';
import { applyDerived, assertEditable, assertRefScope, assertUnlocked, checkLinesUniqueTogether, checkUniqueTogether, propagateDerived, stateLabel } from './save-rules.js';
import { rowScope } from '../auth/scope.js';
import { isLateEdit } from '../../common/locks.js';
import type { HooksByResource, PreparedSave } from './hooks.js';
import { inTransaction } from './transaction.js';
import { checkRefFilters } from './ref-filter.js';
import { notifyStateChange } from './notify.js';
import { forgetSettings } from '../ledger/settings.js';

type Row = Record<string, unknown>;

type Prepared = PreparedSave;

function asObject(body: unknown): Row {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
  return body as Row;
}

function parseId(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw badRequest('id harus bilangan bulat positif');
  return n;
}

/** Password fields are hashed before the transaction: no slow work while the write lock is held. */
async function hashPasswords(resource: ResourceDef, values: Row): Promise<void> {
  for (const f of resource.fields.filter((x) => x.kind === 'password')) {
    if (typeof values[f.name] === 'string') values[f.name] = await argon2.hash(values[f.name] as string, { type: argon2.argon2id });
  }
}

/** Validates a save body: unknown or server-managed keys are a 400, field problems a 422. */
export async function prepareSave(ctx: AppContext, resource: ResourceDef, rawBody: unknown): Promise<Prepared> {
  const body = asObject(rawBody);
  const id = parseId(body.id);
  const linesKey = resource.lines?.field;
  const { values, errors, unknown } = validateRecord(resource, body, id ? 'update' : 'create', linesKey ? [linesKey] : []);
  if (unknown.length > 0) {
    throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((k) => [k, ['Kolom tidak dikenal atau tidak boleh diisi']])));
  }
  let lines: Row[] | null = null;
  if (resource.lines && linesKey && body[linesKey] !== undefined) {
    const child = findResource(ctx.registry, resource.lines.resource);
    if (!child || !Array.isArray(body[linesKey])) throw badRequest(`${linesKey} harus berupa daftar`);
    lines = [];
    (body[linesKey] as unknown[]).forEach((rawLine, i) => {
      const line = asObject(rawLine);
      const lineId = parseId(line.id);
      const { [resource.lines!.foreignKey]: _parentKey, ...rest } = line;
      const v = validateRecord(child, rest, 'create', []);
      v.unknown.filter((k) => k !== 'id').forEach((k) => { errors[`${linesKey}.${i}.${k}`] = ['Kolom tidak dikenal atau tidak boleh diisi']; });
      for (const [k, msgs] of Object.entries(v.errors)) if (k !== resource.lines!.foreignKey) errors[`${linesKey}.${i}.${k}`] = msgs;
      delete v.values[resource.lines!.foreignKey];
      lines!.push({ ...v.values, id: lineId });
    });
  }
  if (hasErrors(errors)) throw unprocessable(errors);
  await hashPasswords(resource, values);
  return { id, values, lines };
}

/**
 * Ids per resource already found visible to the writer in the running transaction (a spreadsheet import resolves
 * each file's references once): their reference check needs no query.
 */
export type KnownRefs = Map<string, Set<number>>;

/** Unique values and references are checked inside the transaction so the answer names the field. */
async function checkUniqueAndRefs(trx: Db, ctx: AppContext, resource: ResourceDef, values: Row, id: number | null, errors: FieldErrors, prefix = '', viewer: Viewer = { user: null }, known?: KnownRefs) {
  const table = tableName(resource);
  for (const f of writableFields(resource)) {
    const v = values[f.name];
    if (v === null || v === undefined) continue;
    if (f.unique) {
      let q = trx.selectFrom(table).select('id').where(f.name, '=', toDbValue(f, v));
      if (id) q = q.where('id', '!=', id);
      if (resource.softDelete) q = q.where('deleted_at', 'is', null);
      if (await q.executeTakeFirst()) errors[prefix + f.name] = [`${f.label} sudah dipakai`];
    }
    if (f.kind === 'ref' && f.ref) {
      const target = findResource(ctx.registry, f.ref);
      if (!target || known?.get(target.name)?.has(v as number)) continue;
      // A reference must point at a record the writer may see (a salesperson cannot pick another's route).
      const targetTable = tableName(target);
      const q = visibleRows(trx, target, { ...viewer, registry: ctx.registry }).select(`${targetTable}.id`).where(`${targetTable}.id`, '=', v as number);
      if (!(await q.executeTakeFirst())) errors[prefix + f.name] = [`${f.label} tidak ditemukan`];
    }
  }
  const filtered = writableFields(resource).filter((f) => f.refFilter && !errors[prefix + f.name]);
  if (filtered.length) await checkRefFilters(trx, ctx.registry, filtered, values, errors, prefix);
}

function dbValues(resource: ResourceDef, values: Row): Row {
  const out: Row = {};
  for (const f of resource.fields) if (f.name in values) out[f.name] = toDbValue(f, values[f.name]);
  return out;
}

/**
 * `POST /api/input/<name>`: create without id, update with id, line items replaced with the parent — all
 * in one transaction with the audit row. Answers the saved record as get-one would.
 */
export async function saveRecord(ctx: AppContext, req: FastifyRequest, resource: ResourceDef, prepared: Prepared, hooks: HooksByResource) {
  return inTransaction(ctx, (trx) => saveInTransaction(trx, ctx, req, resource, prepared, hooks));
}

/**
 * The whole of one save inside a transaction the caller holds: scope, every registry rule and hook, the write,
 * the audit row. The spreadsheet import runs it once per row in one transaction (all or nothing).
 */
export async function saveInTransaction(trx: Db, ctx: AppContext, req: FastifyRequest, resource: ResourceDef, prepared: Prepared, hooks: HooksByResource, known?: KnownRefs, batch = false) {
  const { id, values } = prepared;
  let { lines } = prepared;
  const table = tableName(resource);
  const user = req.user;
  const at = nowIso(ctx);
  const viewer = { user, registry: ctx.registry };
  let existing: Row | null = null;
  if (id) {
    existing = (await visibleRows(trx, resource, viewer).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst()) ?? null;
    if (!existing) throw notFound(`${resource.label} tidak ditemukan`);
    await assertUnlocked(trx, ctx.registry, resource, existing, values, lines);
    assertEditable(resource, existing, 'diubah');
    // Lines sent back unchanged in a late-edit state are left as stored (never rewritten after posting).
    if (isLateEdit(resource, existing)) lines = null;
  }
  const scope = rowScope(resource, user);
  if (scope?.orField) {
    // Either owner column may be the user's (a mutation from or to their warehouse); an empty first one is theirs.
    if (!id && (values[scope.field] === undefined || values[scope.field] === null) && values[scope.orField] !== scope.value) values[scope.field] = scope.value;
    const merged = { ...existing, ...values };
    if (merged[scope.field] !== scope.value && merged[scope.orField] !== scope.value) throw forbidden('Anda hanya dapat mengisi data milik Anda sendiri');
  } else if (scope) {
    const sent = values[scope.field];
    if (sent !== undefined && sent !== null && sent !== scope.value) throw forbidden('Anda hanya dapat mengisi data milik Anda sendiri');
    if (!id) values[scope.field] = scope.value;
  }
  await assertRefScope(trx, ctx.registry, resource, user, values, existing);
  if (!id && resource.workflow) values[resource.workflow.field] = resource.workflow.initial;
  await applyDerived(trx, ctx.registry, resource, values, existing);
  const errors: FieldErrors = {};
  await checkUniqueAndRefs(trx, ctx, resource, values, id, errors, '', viewer, known);
  await checkUniqueTogether(trx, resource, values, existing, id, errors);
  // Rules between fields read the record as it will be stored: what was sent over the stored row.
  Object.assign(errors, recordRuleErrors(resource, { ...existing, ...values }, Object.keys(errors)));
  const child = resource.lines ? findResource(ctx.registry, resource.lines.resource) : undefined;
  if (child && lines) {
    for (const [i, line] of lines.entries()) await checkUniqueAndRefs(trx, ctx, child, line, (line.id as number) ?? null, errors, `${resource.lines!.field}.${i}.`, viewer);
    await checkLinesUniqueTogether(trx, child, resource.lines!.foreignKey, resource.lines!.field, lines, errors);
  }
  if (hasErrors(errors)) throw unprocessable(errors);
  await hooks[resource.name]?.beforeSave?.({ trx, ctx, req, values, existing, lines });

  let recordId: number;
  if (id) {
    recordId = id;
    await trx.updateTable(table).set({ ...dbValues(resource, values), updated_at: at, updated_by: user?.id ?? null }).where('id', '=', id).execute();
  } else {
    const inserted = await trx.insertInto(table)
      .values({ ...dbValues(resource, values), created_at: at, updated_at: at, created_by: user?.id ?? null, updated_by: user?.id ?? null })
      .returning('id').executeTakeFirstOrThrow();
    recordId = Number(inserted.id);
  }
  if (table === 'setting') forgetSettings(trx);
  if (child && lines && resource.lines) await replaceLines(trx, resource, child, recordId, lines, at, user?.id ?? null);
  if (id) await propagateDerived(trx, ctx.registry, resource, [id]);
  await hooks[resource.name]?.afterWrite?.({ trx, ctx, id: recordId });
  if (!id) await hooks[resource.name]?.afterCreate?.({ trx, ctx, req, id: recordId, batch });
  const saved = await recordSaved(trx, ctx, resource, recordId, user?.id ?? null, existing, at);
  return { data: saved, created: !id };
}

/**
 * What every save leaves besides the row: the audit row (create or update, before and after) and, for a new
 * workflow document, the notification of its first state. The demo seed calls it for documents it writes.
 */
export async function recordSaved(trx: Db, ctx: AppContext, resource: ResourceDef, recordId: number, userId: number | null, existing: Row | null, at: string): Promise<Row> {
  const saved = await getRecord(trx, ctx.registry, resource, recordId, { user: null });
  await writeAudit(trx, {
    userId, action: existing ? 'update' : 'create', resource: resource.name, recordId,
    before: existing ? serialize(resource, existing) : undefined, after: saved, at,
  });
  if (!existing && resource.workflow) {
    const state = resource.workflow.initial;
    await notifyStateChange(trx, resource, { id: recordId, created_by: userId, title: String(saved[resource.titleField] ?? recordId) }, state, stateLabel(resource, state), userId ?? 0, at);
  }
  return saved;
}

async function replaceLines(trx: Db, parent: ResourceDef, child: ResourceDef, parentId: number, lines: Row[], at: string, userId: number | null) {
  const fk = parent.lines!.foreignKey;
  const table = tableName(child);
  const keep = lines.map((l) => l.id).filter((x): x is number => typeof x === 'number');
  let del = trx.deleteFrom(table).where(fk, '=', parentId);
  if (keep.length > 0) del = del.where('id', 'not in', keep);
  await del.execute();
  for (const [i, line] of lines.entries()) {
    const { id: lineId, ...rest } = line;
    const row = { ...dbValues(child, rest), [fk]: parentId, line_no: i + 1, updated_at: at, updated_by: userId };
    if (typeof lineId === 'number') {
      const r = await trx.updateTable(table).set(row).where('id', '=', lineId).where(fk, '=', parentId).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw unprocessable({ [`${parent.lines!.field}.${i}.id`]: ['Baris tidak ditemukan pada dokumen ini'] });
    } else {
      await trx.insertInto(table).values({ ...row, created_at: at, created_by: userId }).execute();
    }
  }
}
