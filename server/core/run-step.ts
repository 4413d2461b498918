import type { ResourceDef, TransitionDef } from '../../common/registry.js';
import { tableName } from '../../common/registry.js';
import { nowIso, type AppContext, type AuthUser } from './context.js';
import { conflict } from './errors.js';
import { getRecord, serialize } from './records.js';
import { toDbValue } from './columns.js';
import { writeAudit } from './audit.js';
import { stateLabel } from './save-rules.js';
import { notifyStateChange } from './notify.js';
import type { Db } from '../db/connection.js';

type Row = Record<string, unknown>;

/**
 * One workflow step inside the caller's transaction (through takeStep, server/core/steps.ts): the state check, the
 * guarded state change with its stamps, the step handler's ledger effects, the audit row and the notification.
 * The caller has checked the right to take it.
 */
export async function runStep(trx: Db, ctx: AppContext, args: {
  resource: ResourceDef; transition: TransitionDef; record: Row; user: AuthUser; input: Row;
}): Promise<{ data: Row; message: string }> {
  const { resource, transition: t, record: existing, user, input } = args;
  const handler = ctx.steps.get(resource.name)?.[t.name];
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
  const extra = handler ? await handler({ trx, ctx, user, resource, record: existing, input }) : undefined;
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
