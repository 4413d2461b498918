import type { FieldDef, Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { FieldErrors } from '../../common/validate.js';
import type { Db } from '../db/connection.js';
import type { AuthUser } from './context.js';
import { toDbValue } from './columns.js';
import { conflict, forbidden } from './errors.js';
import { visibleRows } from './records.js';
import { refScope } from '../auth/scope.js';
import { activeLocks, isLateEdit, lockMessage, sameValue } from '../../common/locks.js';
import { writableFields } from '../../common/registry.js';

type Row = Record<string, unknown>;

/**
 * Registry-declared rules the generic save applies besides field validation: derived columns, column sets
 * unique together, reference scopes and workflow states. Each is data on the resource, none is per resource.
 */

const fieldOf = (resource: ResourceDef, name: string): FieldDef | undefined => resource.fields.find((f) => f.name === name);

/** Sets every `derivedFrom` column from the record its reference points at (on create, or when the reference changes). */
export async function applyDerived(trx: Db, registry: Registry, resource: ResourceDef, values: Row, existing: Row | null): Promise<void> {
  for (const f of resource.fields.filter((x) => x.derivedFrom)) {
    const { ref, field } = f.derivedFrom!;
    if (existing && !(ref in values)) continue;
    const refValue = ref in values ? values[ref] : existing?.[ref];
    const target = findResource(registry, fieldOf(resource, ref)?.ref ?? '');
    if (refValue === null || refValue === undefined || !target) {
      values[f.name] = null;
      continue;
    }
    const row = await trx.selectFrom(tableName(target)).select(field).where('id', '=', refValue as number).executeTakeFirst();
    values[f.name] = row?.[field] ?? null;
  }
}

/**
 * After a record changed, the derived copies in records pointing at it follow, level by level (a block moved
 * to another warehouse carries its racks and their drawers).
 */
export async function propagateDerived(trx: Db, registry: Registry, resource: ResourceDef, ids: number[], depth = 0): Promise<void> {
  if (ids.length === 0 || depth > 5) return;
  const source = tableName(resource);
  for (const other of registry.resources) {
    const derived = other.fields.filter((f) => f.derivedFrom && fieldOf(other, f.derivedFrom.ref)?.ref === resource.name);
    if (derived.length === 0) continue;
    const table = tableName(other);
    for (const refName of new Set(derived.map((f) => f.derivedFrom!.ref))) {
      const sources = await trx.selectFrom(source).selectAll().where('id', 'in', ids).execute();
      for (const src of sources) {
        const set: Row = {};
        for (const f of derived.filter((x) => x.derivedFrom!.ref === refName)) set[f.name] = src[f.derivedFrom!.field] ?? null;
        await trx.updateTable(table).set(set).where(refName, '=', src.id as number).execute();
      }
      const touched = await trx.selectFrom(table).select('id').where(refName, 'in', ids).execute();
      await propagateDerived(trx, registry, other, touched.map((r) => Number(r.id)), depth + 1);
    }
  }
}

function togetherMessage(resource: ResourceDef, cols: string[]): string {
  const last = fieldOf(resource, cols[cols.length - 1]);
  const others = cols.slice(0, -1).map((c) => fieldOf(resource, c)?.label ?? c).join(' dan ');
  return `${last?.label ?? cols[cols.length - 1]} sudah dipakai pada ${others} yang sama`;
}

/** `uniqueTogether` against stored rows: the 422 names the last column of the set. */
export async function checkUniqueTogether(trx: Db, resource: ResourceDef, values: Row, existing: Row | null, id: number | null, errors: FieldErrors, prefix = ''): Promise<void> {
  for (const cols of resource.uniqueTogether ?? []) {
    if (existing && !cols.some((c) => c in values)) continue;
    const merged = cols.map((c) => (c in values ? values[c] : existing?.[c]));
    if (merged.some((v) => v === null || v === undefined)) continue;
    let q = trx.selectFrom(tableName(resource)).select('id');
    cols.forEach((c, i) => { q = q.where(c, '=', toDbValue(fieldOf(resource, c)!, merged[i]) as never); });
    if (id) q = q.where('id', '!=', id);
    if (resource.softDelete) q = q.where('deleted_at', 'is', null);
    if (await q.executeTakeFirst()) errors[prefix + cols[cols.length - 1]] = [togetherMessage(resource, cols)];
  }
}

/**
 * Line items replace all of a parent's lines, so a set unique together with the parent key is checked among
 * the lines sent; a set without it is checked against stored rows like any record.
 */
export async function checkLinesUniqueTogether(trx: Db, child: ResourceDef, foreignKey: string, field: string, lines: Row[], errors: FieldErrors): Promise<void> {
  for (const cols of child.uniqueTogether ?? []) {
    if (!cols.includes(foreignKey)) {
      for (const [i, line] of lines.entries()) await checkUniqueTogether(trx, { ...child, uniqueTogether: [cols] }, line, null, (line.id as number) ?? null, errors, `${field}.${i}.`);
      continue;
    }
    const own = cols.filter((c) => c !== foreignKey);
    const seen = new Set<string>();
    for (const [i, line] of lines.entries()) {
      const key = JSON.stringify(own.map((c) => line[c] ?? null));
      if (own.some((c) => line[c] === null || line[c] === undefined)) continue;
      if (seen.has(key)) errors[`${field}.${i}.${own[own.length - 1]}`] = [`${fieldOf(child, own[own.length - 1])?.label ?? own[own.length - 1]} tercantum lebih dari sekali`];
      seen.add(key);
    }
  }
}

/** A `by: 'ref'` scope: the reference a scoped user writes must point at a record they may see. */
export async function assertRefScope(trx: Db, registry: Registry, resource: ResourceDef, user: AuthUser | null, values: Row, existing: Row | null): Promise<void> {
  const via = refScope(resource, user);
  if (!via) return;
  const sent = via.field in values ? values[via.field] : existing?.[via.field];
  const target = findResource(registry, via.target);
  const visible = sent !== null && sent !== undefined && target
    && await visibleRows(trx, target, { user, registry }).select(`${tableName(target)}.id`).where(`${tableName(target)}.id`, '=', sent as number).executeTakeFirst();
  if (!visible) throw forbidden('Anda hanya dapat mengisi data milik Anda sendiri');
}

export function stateLabel(resource: ResourceDef, state: unknown): string {
  const wf = resource.workflow;
  const option = wf ? fieldOf(resource, wf.field)?.options?.find((o) => o.value === state) : undefined;
  return option?.label ?? String(state);
}

/** Generic update and delete only while the workflow state allows it (409 naming both states). */
export function assertEditable(resource: ResourceDef, existing: Row, verb: 'diubah' | 'dihapus'): void {
  const wf = resource.workflow;
  if (!wf || wf.editableIn.includes(existing[wf.field] as string)) return;
  // The workflow's `editableLater` fields may still change; assertUnlocked has refused a change to any other.
  if (verb === 'diubah' && isLateEdit(resource, existing)) return;
  const allowed = wf.editableIn.map((s) => stateLabel(resource, s)).join(' atau ');
  throw conflict(`${resource.label} berstatus ${stateLabel(resource, existing[wf.field])}; hanya dapat ${verb} saat berstatus ${allowed || '-'}`);
}

/**
 * The registry's `locks` (issue 35): a change to a field the record's state or a filled column fixes is a 409 naming
 * the fields and why ("Barang tidak dapat diubah: dokumen berstatus Diterima"), whatever else the body holds. A value
 * sent back unchanged is no change; for locked line fields a line added, removed or changed is.
 */
export async function assertUnlocked(trx: Db, registry: Registry, resource: ResourceDef, existing: Row, values: Row, lines: Row[] | null): Promise<void> {
  const locks = activeLocks(resource, existing);
  // In a late-edit state (workflow `editableLater`) the line items are fixed as a whole: any line added, removed or changed.
  const child = resource.lines ? findResource(registry, resource.lines.resource) : undefined;
  if (child && isLateEdit(resource, existing)) {
    locks.push({ lock: { fields: writableFields(child).map((f) => f.name).filter((n) => n !== resource.lines!.foreignKey), lines: true }, why: locks[0].why });
  }
  for (const { lock, why } of locks) {
    if (!lock.lines) {
      const changed = lock.fields.filter((name) => name in values && !sameValue(fieldOf(resource, name), values[name], existing[name]));
      if (changed.length) throw conflict(lockMessage(changed.map((n) => fieldOf(resource, n)?.label ?? n), why));
      continue;
    }
    if (!child || !lines) continue;
    const stored = await trx.selectFrom(tableName(child)).selectAll().where(resource.lines!.foreignKey, '=', existing.id as number).execute() as Row[];
    const byId = new Map(stored.map((r) => [Number(r.id), r]));
    const changed = new Set<string>();
    for (const line of lines) {
      const old = typeof line.id === 'number' ? byId.get(line.id) : undefined;
      for (const name of lock.fields) if (!old || (name in line && !sameValue(fieldOf(child, name), line[name], old[name]))) changed.add(name);
    }
    const kept = new Set(lines.map((l) => l.id));
    if (stored.some((r) => !kept.has(Number(r.id)))) lock.fields.forEach((n) => changed.add(n));
    if (changed.size) throw conflict(lockMessage([...changed].map((n) => fieldOf(child, n)?.label ?? n), why));
  }
}
