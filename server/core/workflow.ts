import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDef, TransitionDef, TransitionItems } from '../../common/registry.js';
import { hasErrors, validateRecord, type FieldErrors } from '../../common/validate.js';
import { badRequest, unprocessable } from './errors.js';
import { parseIdParam, requireUser } from './request-user.js';
import { checkStepRight, takeStep } from './steps.js';

type Row = Record<string, unknown>;

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

/**
 * One route per declared workflow step (`POST /api/<path>` with `{ id, ...fields }`): the menu right, the
 * levels, no self-approval, the state check (409 naming both states), then — in one transaction — a guarded
 * state change, the step's handler bound by name (its effects, e.g. the new customer), stamps and the audit row.
 */
export function registerWorkflowRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  for (const resource of ctx.registry.resources.filter((r) => r.workflow)) {
    for (const t of resource.workflow!.transitions) {
      app.post(`/api/${t.path}`, async (req) => takeStepOverHttp(app, resource, t, req, req.body));
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

/**
 * One step as its route takes it: the right first (a 403 before any 400 of the body), then the body read into
 * the record id and the step's validated input, then takeStep.
 */
export async function takeStepOverHttp(app: FastifyInstance, resource: ResourceDef, t: TransitionDef, req: FastifyRequest, body: unknown) {
  const { ctx } = app;
  const user = requireUser(req);
  await checkStepRight(ctx, user, resource, t);
  const plain = body && typeof body === 'object' && !Array.isArray(body) && t.viaInput ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'aksi')) : body;
  const { id, input } = readBody(plain, t, resource);
  return takeStep(ctx, user, resource.name, t.name, id, input);
}
