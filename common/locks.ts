/**
 * Which fields of a stored record are fixed by the registry's `locks` (issue 35), and why in words: the server's
 * generic update refuses a change to them (server/core/save-rules.ts), the form shows them read-only.
 */
import type { FieldDef, LockDef, ResourceDef } from './registry.js';
import { writableFields } from './registry.js';

type Row = Record<string, unknown>;

export interface ActiveLock {
  lock: LockDef;
  /** "dokumen berstatus Diterima", "Aset sudah dijurnal". */
  why: string;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** The state column of a resource: its workflow's, else a `status` field. */
export function stateField(resource: ResourceDef): FieldDef | undefined {
  const name = resource.workflow?.field ?? 'status';
  return resource.fields.find((f) => f.name === name);
}

const stateWords = (field: FieldDef, state: unknown) => `dokumen berstatus ${field.options?.find((o) => String(o.value) === String(state))?.label ?? String(state)}`;

/**
 * Whether the record is in a state where only the workflow's `editableLater` fields may change (its other fields and
 * its lines are fixed): outside `editableIn`, in one of `editableLater.states`.
 */
export function isLateEdit(resource: ResourceDef, record: Row | null | undefined): boolean {
  const wf = resource.workflow;
  if (!wf?.editableLater || !record) return false;
  const state = String(record[wf.field]);
  return !wf.editableIn.includes(state) && wf.editableLater.states.includes(state);
}

/** The locks in force on a stored record: the registry's `locks`, and in a late-edit state every other field. */
export function activeLocks(resource: ResourceDef, record: Row | null | undefined): ActiveLock[] {
  if (!record) return [];
  const field = stateField(resource);
  const state = field ? record[field.name] : undefined;
  const out: ActiveLock[] = [];
  if (field && isLateEdit(resource, record)) {
    const later = new Set(resource.workflow!.editableLater!.fields);
    out.push({ lock: { fields: writableFields(resource).map((f) => f.name).filter((n) => !later.has(n)), states: [String(state)] }, why: stateWords(field, state) });
  }
  for (const lock of resource.locks ?? []) {
    if (lock.states && field && lock.states.includes(String(state))) {
      out.push({ lock, why: stateWords(field, state) });
    } else if (lock.whenSet && !blank(record[lock.whenSet])) {
      out.push({ lock, why: `${resource.label} ${lock.because ?? 'sudah diproses'}` });
    }
  }
  return out;
}

/** The record's own fields that are locked now, by name, with why. */
export function lockedFieldNames(resource: ResourceDef, record: Row | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const { lock, why } of activeLocks(resource, record)) if (!lock.lines) for (const f of lock.fields) if (!out.has(f)) out.set(f, why);
  return out;
}

/** Two values of a field alike as stored and as sent (12 and "12.00", a date and its datetime, 1 and true). */
export function sameValue(field: FieldDef | undefined, a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (blank(a) || blank(b)) return false;
  if (field?.kind === 'bool') return Boolean(a === true || a === 1 || a === '1') === Boolean(b === true || b === 1 || b === '1');
  const numeric = ['int', 'qty', 'money', 'percent', 'decimal', 'ref'];
  if ((field && numeric.includes(field.kind)) || (typeof a === 'number' || typeof b === 'number')) {
    if (Number.isFinite(Number(a)) && Number.isFinite(Number(b))) return Number(a) === Number(b);
  }
  if (field?.kind === 'date') return String(a).slice(0, 10) === String(b).slice(0, 10);
  return String(a) === String(b);
}

/** "Harga Perolehan, Kategori tidak dapat diubah: Aset sudah dijurnal". */
export function lockMessage(labels: string[], why: string): string {
  return `${labels.join(', ')} tidak dapat diubah: ${why}`;
}
