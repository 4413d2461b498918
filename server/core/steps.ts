/**
 * Workflow steps by name: `takeStep(ctx, user, 'penjualan', 'selesai', id, input)` is the one way a step is taken —
 * by its HTTP route (server/core/workflow.ts), the demo seed, the phone sync and imports alike. Handlers come from
 * the area manifests (`steps`), gathered once into `ctx.steps`; nothing imports a handler to run it.
 */
import { findResource, tableName, type Registry, type ResourceDef, type TransitionDef } from '../../common/registry.js';
import { levelIsAny } from '../../common/levels.js';
import type { Db } from '../db/connection.js';
import type { AreaManifest } from './area.js';
import type { AppContext, AuthUser, StepHandler, StepTable } from './context.js';
import { forbidden, notFound, unprocessable } from './errors.js';
import { checkRefFilters } from './ref-filter.js';
import { visibleRows } from './records.js';
import { inTransaction } from './transaction.js';
import { runStep } from './run-step.js';

type Row = Record<string, unknown>;

export type { StepTable };

/** The handler of a step whose only effect is the state change (and its stamps) the engine writes anyway. */
export const stateOnly: StepHandler = async () => undefined;

/** The areas' step handlers in one table; a step given by two areas is a programming error. */
export function buildStepTable(areas: readonly AreaManifest[], registry: Registry): StepTable {
  const table = new Map<string, Record<string, StepHandler>>();
  for (const area of areas) {
    const steps = typeof area.steps === 'function' ? area.steps(registry) : area.steps ?? {};
    for (const [resource, handlers] of Object.entries(steps)) {
      const known = table.get(resource) ?? {};
      for (const [name, handler] of Object.entries(handlers)) {
        if (known[name]) throw new Error(`Langkah ${resource}.${name} diberi penangan oleh dua area (kedua: ${area.name})`);
        known[name] = handler;
      }
      table.set(resource, known);
    }
  }
  return table;
}

/**
 * Every transition the registry declares has a handler, and every handler names a declared transition (a step
 * that only changes state says so with `stateOnly`). Run at app start and by tests/server/core/steps-declared.test.ts.
 */
export function checkStepsDeclared(registry: Registry, table: StepTable): void {
  const problems: string[] = [];
  for (const resource of registry.resources) {
    for (const t of resource.workflow?.transitions ?? []) {
      if (!table.get(resource.name)?.[t.name]) problems.push(`langkah ${resource.name}.${t.name} tidak memiliki penangan (stateOnly bila hanya mengubah status)`);
    }
  }
  for (const [name, handlers] of table) {
    const resource = findResource(registry, name);
    for (const step of Object.keys(handlers)) {
      if (!resource?.workflow?.transitions.some((t) => t.name === step)) problems.push(`penangan ${name}.${step} tidak menamai langkah yang dideklarasikan di registry`);
    }
  }
  if (problems.length) throw new Error(`Langkah alur kerja tidak cocok dengan registry: ${problems.join('; ')}`);
}

const LEVEL_LABEL: Record<string, string> = {
  gm: 'General Manager', owner: 'Owner', finance: 'Finance', supervisor: 'Supervisor', sales: 'Sales', admin: 'Admin',
  asset_admin: 'Admin Aset', warehouse_admin: 'Admin Gudang',
};

/** The resource and transition a step names; an unknown one is a programming error. */
export function stepDef(ctx: AppContext, resource: string, transition: string): { resource: ResourceDef; transition: TransitionDef } {
  const def = findResource(ctx.registry, resource);
  const t = def?.workflow?.transitions.find((x) => x.name === transition);
  if (!def || !t) throw new Error(`${resource} tidak memiliki langkah ${transition}`);
  return { resource: def, transition: t };
}

/** The user's right to take the step: the menu right of its action and, when it names levels, one of them. */
export async function checkStepRight(ctx: AppContext, user: AuthUser, resource: ResourceDef, t: TransitionDef): Promise<void> {
  await ctx.permissions.require(user, resource.menu, t.action);
  if (t.levels?.length && !levelIsAny(user.level_name, t.levels)) {
    throw forbidden(`${t.label} ${resource.label} hanya dapat dilakukan oleh ${t.levels.map((l) => LEVEL_LABEL[l] ?? l).join(', ')}`);
  }
}

/** The creator, and the owner a scope names (the salesperson who submitted), count as "themselves". */
function isOwnRecord(resource: ResourceDef, row: Row, user: { id: number; karyawan_id: number | null }): boolean {
  if (row.created_by === user.id) return true;
  const scope = resource.scope;
  if (scope?.by === 'user') return row[scope.field] === user.id;
  if (scope?.by === 'karyawan') return user.karyawan_id !== null && row[scope.field] === user.karyawan_id;
  return false;
}

export interface TakeStepOptions {
  /** Take the step inside this transaction (a bigger write, the demo seed) instead of one of its own. */
  trx?: Db;
  /**
   * The caller has already decided the user may take it (the demo seed acting as its named users, the phone sync
   * after its own checks): no menu right, level, visibility or self-approval check.
   */
  checked?: true;
}

/**
 * Step `transition` of the `resource` record `id`, taken by `user` with its validated `input` (see readStepInput):
 * the menu right, the levels, the record visible to the user, no self-approval, then the state check, the guarded
 * state change, the handler's effects, the audit row and the notification (runStep) — in one transaction.
 */
export async function takeStep(ctx: AppContext, user: AuthUser, resource: string, transition: string, id: number, input: Row, options: TakeStepOptions = {}): Promise<{ data: Row; message: string }> {
  const { resource: def, transition: t } = stepDef(ctx, resource, transition);
  if (!options.checked) await checkStepRight(ctx, user, def, t);
  const work = async (trx: Db) => {
    const table = tableName(def);
    const rows = options.checked ? trx.selectFrom(table).selectAll() : visibleRows(trx, def, { user, registry: ctx.registry }).selectAll(table);
    const record = await rows.where(`${table}.id`, '=', id).executeTakeFirst() as Row | undefined;
    if (!record) throw notFound(`${def.label} tidak ditemukan`);
    if (!options.checked && t.notByCreator && isOwnRecord(def, record, user)) {
      throw forbidden(`Anda tidak dapat melakukan ${t.label.toLowerCase()} atas ${def.label.toLowerCase()} yang Anda ajukan sendiri`);
    }
    const errors: Record<string, string[]> = {};
    await checkRefFilters(trx, ctx.registry, t.fields ?? [], input, errors);
    const items = t.items && Array.isArray(input[t.items.name]) ? input[t.items.name] as Row[] : [];
    for (const [i, item] of items.entries()) await checkRefFilters(trx, ctx.registry, t.items!.fields, item, errors, `${t.items!.name}.${i}.`);
    if (Object.keys(errors).length) throw unprocessable(errors);
    return runStep(trx, ctx, { resource: def, transition: t, record, user, input });
  };
  return options.trx ? work(options.trx) : inTransaction(ctx, work);
}
