import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDef, TransitionDef, TransitionItems } from '../../common/registry.js';
import { tableName } from '../../common/registry.js';
import { hasErrors, validateRecord, type FieldErrors } from '../../common/validate.js';
import { levelIsAny } from '../../common/levels.js';
import { nowIso } from './context.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from './errors.js';
import { parseIdParam, requireUser } from './request-user.js';
import { getRecord, serialize, visibleRows } from './records.js';
import { toDbValue } from './columns.js';
import { writeAudit } from './audit.js';
import { inTransaction } from './transaction.js';
import { stateLabel } from './save-rules.js';
import type { HooksByResource, TransitionHandler } from './hooks.js';
import type { AppContext, AuthUser } from './context.js';
import type { Db } from '../db/connection.js';
import { notifyStateChange } from './notify.js';

type Row = Record<string, unknown>;

const LEVEL_LABEL: Record<string, string> = {
  gm: 'General Manager', owner: 'Owner', finance: 'Finance', supervisor: 'Supervisor', sales: 'Sales', admin: 'Admin',
  asset_admin: 'Admin Aset', warehouse_admin: 'Admin Gudang',
};

function readBody(raw: unknown, t: TransitionDef, resource: ResourceDef): { id: number; input: Row } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const { id: rawId, ...rest } = raw as Row;
  if (rawId === undefined || rawId === null || rawId === '') throw unprocessable({ id: [`${resource.label} wajib dipilih`] });
  const id = parseIdParam(String(rawId));
  return { id, input: readStepInput(rest, t, resource) };
}

/** A step's fields and items validated like its route takes them (also for a step taken inside another call). */
export function readStepInput(rest: Row, t: TransitionDef, resource: ResourceDef): Row {
  const step: ResourceDef = { ...resource, fields: t.fields ?? [] };
  const plain: Row = { ...rest };
  const rawItems = t.items ? plain[t.items.name] : undefined;
  if (t.items) delete plain[t.items.name];
  const { values, errors, unknown } = validateRecord(step, plain, 'create');
  const unknownKeys = [...unknown];
  if (t.items) {
    const items = readItems(t.items, rawItems, resource, errors, unknownKeys);
    if (items) values[t.items.name] = items;
  }
  if (unknownKeys.length) throw badRequest(`Kolom tidak dikenal: ${unknownKeys.join(', ')}`, Object.fromEntries(unknownKeys.map((k) => [k, ['Kolom tidak dikenal atau tidak boleh diisi']])));
  if (hasErrors(errors)) throw unprocessable(errors);
  return values;
}

/**
 * A step's array input (TransitionDef.items): each object validated like a record; errors keyed
 * `<name>.<i>.<field>`, unknown keys collected as `<name>.<i>.<key>`. Absent = an empty list.
 */
function readItems(def: TransitionItems, raw: unknown, resource: ResourceDef, errors: FieldErrors, unknown: string[]): Row[] | null {
  if (raw === undefined || raw === null) raw = [];
  if (!Array.isArray(raw)) throw badRequest(`${def.label} harus berupa daftar`, { [def.name]: [`${def.label} harus berupa daftar`] });
  const itemDef: ResourceDef = { ...resource, fields: def.fields };
  const out: Row[] = [];
  raw.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors[`${def.name}.${i}`] = [`${def.label} ke-${i + 1} harus berupa objek`];
      return;
    }
    const v = validateRecord(itemDef, item as Row, 'create');
    for (const k of v.unknown) unknown.push(`${def.name}.${i}.${k}`);
    if ('id' in (item as Row)) unknown.push(`${def.name}.${i}.id`);
    for (const [k, msgs] of Object.entries(v.errors)) errors[`${def.name}.${i}.${k}`] = msgs;
    out.push(v.values);
  });
  if (def.min !== undefined && raw.length < def.min) errors[def.name] = [`${def.label} minimal ${def.min} baris`];
  if (def.max !== undefined && raw.length > def.max) errors[def.name] = [`${def.label} maksimal ${def.max} baris`];
  return out;
}

/** The creator, and the owner a scope names (the salesperson who submitted), count as "themselves". */
function isOwnRecord(resource: ResourceDef, row: Row, user: { id: number; karyawan_id: number | null }): boolean {
  if (row.created_by === user.id) return true;
  const scope = resource.scope;
  if (scope?.by === 'user') return row[scope.field] === user.id;
  if (scope?.by === 'karyawan') return user.karyawan_id !== null && row[scope.field] === user.karyawan_id;
  return false;
}

/**
 * One route per declared workflow step (`POST /api/<path>` with `{ id, ...fields }`): the menu right, the
 * levels, no self-approval, the state check (409 naming both states), then — in one transaction — a guarded
 * state change, the step's handler bound by name (its effects, e.g. the new customer), stamps and the audit row.
 */
export function registerWorkflowRoutes(app: FastifyInstance, hooks: HooksByResource): void {
  const { ctx } = app;
  for (const resource of ctx.registry.resources.filter((r) => r.workflow)) {
    for (const t of resource.workflow!.transitions) {
      app.post(`/api/${t.path}`, async (req) => takeStep(app, hooks, resource, t, req, req.body));
    }
  }
}

/**
 * The step of `POST /api/input/<resource>` whose body names one with `aksi` (TransitionDef.viaInput), or null
 * when the body names none (a plain save). An `aksi` naming no step is a 400.
 */
export function stepViaInput(resource: ResourceDef, body: unknown): TransitionDef | null {
  if (!resource.workflow?.transitions.some((x) => x.viaInput)) return null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('aksi' in body)) return null;
  const aksi = (body as Row).aksi;
  const t = resource.workflow?.transitions.find((x) => x.viaInput !== undefined && x.viaInput === aksi);
  if (!t) {
    const known = resource.workflow?.transitions.filter((x) => x.viaInput).map((x) => x.viaInput) ?? [];
    throw badRequest(known.length ? `aksi harus salah satu dari: ${known.join(', ')}` : 'Kolom tidak dikenal: aksi', { aksi: ['Aksi tidak dikenal'] });
  }
  return t;
}

/** One step as its route takes it: the menu right, the levels, no self-approval, then runStep in one transaction. */
export async function takeStep(app: FastifyInstance, hooks: HooksByResource, resource: ResourceDef, t: TransitionDef, req: FastifyRequest, body: unknown) {
  const { ctx } = app;
  const table = tableName(resource);
  const user = requireUser(req);
  await ctx.permissions.require(user, resource.menu, t.action);
  if (t.levels?.length && !levelIsAny(user.level_name, t.levels)) {
    throw forbidden(`${t.label} ${resource.label} hanya dapat dilakukan oleh ${t.levels.map((l) => LEVEL_LABEL[l] ?? l).join(', ')}`);
  }
  const plain = body && typeof body === 'object' && !Array.isArray(body) && t.viaInput ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'aksi')) : body;
  const { id, input } = readBody(plain, t, resource);
  return inTransaction(ctx, async (trx) => {
    const viewer = { user, registry: ctx.registry };
    const existing = await visibleRows(trx, resource, viewer).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst() as Row | undefined;
    if (!existing) throw notFound(`${resource.label} tidak ditemukan`);
    if (t.notByCreator && isOwnRecord(resource, existing, user)) {
      throw forbidden(`Anda tidak dapat melakukan ${t.label.toLowerCase()} atas ${resource.label.toLowerCase()} yang Anda ajukan sendiri`);
    }
    return runStep(trx, ctx, { resource, transition: t, record: existing, user, input, handler: hooks[resource.name]?.transitions?.[t.name], req });
  });
}

/**
 * One workflow step inside the caller's transaction, as the API takes it (and the demo seed, as its named
 * users on the demo's dates): the state check, the guarded state change with its stamps, the bound handler's
 * ledger effects, the audit row and the notification. The caller has checked the right to take it.
 */
export async function runStep(trx: Db, ctx: AppContext, args: {
  resource: ResourceDef; transition: TransitionDef; record: Row; user: AuthUser; input: Row; handler?: TransitionHandler; req?: FastifyRequest;
}): Promise<{ data: Row; message: string }> {
  const { resource, transition: t, record: existing, user, input, handler, req } = args;
  const wf = resource.workflow!;
  const table = tableName(resource);
  const id = Number(existing.id);
  const state = existing[wf.field];
  if (!t.from.includes(state as string)) {
    throw conflict(`${resource.label} berstatus ${stateLabel(resource, state)}; ${t.label} hanya dapat dilakukan dari status ${t.from.map((s) => stateLabel(resource, s)).join(' atau ')}`);
  }
  const at = nowIso(ctx);
  const set: Row = { [wf.field]: t.to, updated_at: at, updated_by: user.id };
  for (const f of resource.fields) if (f.name in input) set[f.name] = toDbValue(f, input[f.name]);
  if (t.stampUser) set[t.stampUser] = user.id;
  if (t.stampAt) set[t.stampAt] = at;
  // Guarded: a concurrent step that moved the record first leaves nothing to update here.
  const claimed = await trx.updateTable(table).set(set).where('id', '=', id).where(wf.field, '=', state as string).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict(`${resource.label} baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi`);
  const extra = handler ? await handler({ trx, ctx, req: req as FastifyRequest, user, resource, record: existing, input }) : undefined;
  let to = t.to;
  if (extra && wf.field in extra) {
    to = String(extra[wf.field]);
    if (to !== t.to && !(t.alsoTo ?? []).includes(to)) throw new Error(`${resource.name}.${t.name}: langkah tidak boleh berakhir di status ${to}`);
  }
  if (extra && Object.keys(extra).length) {
    const out: Row = {};
    for (const f of resource.fields) if (f.name in extra) out[f.name] = toDbValue(f, extra[f.name]);
    await trx.updateTable(table).set(out).where('id', '=', id).execute();
  }
  const saved = await getRecord(trx, ctx.registry, resource, id, { user: null });
  await writeAudit(trx, { userId: user.id, action: t.name, resource: resource.name, recordId: id, before: serialize(resource, existing), after: saved, at });
  await notifyStateChange(trx, resource, { id, created_by: existing.created_by, title: String(saved[resource.titleField] ?? id) }, to, stateLabel(resource, to), user.id, at);
  return { data: saved, message: `${resource.label} kini berstatus ${stateLabel(resource, to)}` };
}
