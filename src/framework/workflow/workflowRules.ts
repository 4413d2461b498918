import type { ResourceDef, TransitionDef } from '../../../common/registry';
import { levelIsAny } from '../../../common/levels';
import { isLateEdit } from '../../../common/locks';
import { can, type PermissionSet } from '../../providers/permissions';

type Row = Record<string, unknown>;

export interface Actor {
  id: number;
  levelName: string | null | undefined;
}

/** The record's state, when the resource has a workflow. */
export function stateOf(resource: ResourceDef, record: Row | undefined): string | null {
  if (!resource.workflow || !record) return null;
  const value = record[resource.workflow.field];
  return value === undefined || value === null ? null : String(value);
}

/**
 * The generic edit is allowed in the workflow's editable states and, for its `editableLater` fields only, in their
 * states (else the server answers 409); delete only in the editable states (`isDeletable`).
 */
export function isEditable(resource: ResourceDef, record: Row | undefined): boolean {
  return isDeletable(resource, record) || isLateEdit(resource, record);
}

export function isDeletable(resource: ResourceDef, record: Row | undefined): boolean {
  if (!resource.workflow || !record) return true;
  const state = stateOf(resource, record);
  return state !== null && resource.workflow.editableIn.includes(state);
}

/** The state's label from the status field's options (`disetujui` → "Disetujui"). */
export function stateLabel(resource: ResourceDef, state: string | null): string {
  const field = resource.fields.find((f) => f.name === resource.workflow?.field);
  return field?.options?.find((o) => String(o.value) === state)?.label ?? state ?? '';
}

/**
 * The steps this user may fire on this record now, as the server would judge them: from the record's state,
 * with the step's right on the menu, one of its levels, and not on a record they created when that is barred.
 */
export function availableTransitions(resource: ResourceDef, record: Row | undefined, menu: string, permissions: PermissionSet, actor: Actor | null): TransitionDef[] {
  const state = stateOf(resource, record);
  if (!resource.workflow || !record || state === null || !actor) return [];
  return resource.workflow.transitions.filter((t) =>
    t.from.includes(state)
    && can(permissions, menu, t.action)
    && (!t.levels || t.levels.length === 0 || levelIsAny(actor.levelName, t.levels))
    && !(t.notByCreator && Number(record.created_by) === actor.id));
}
