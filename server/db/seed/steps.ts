/**
 * The demo's documents are written as real work writes them: created with the save's audit row and first-state
 * notification, and moved through their workflow by the same step service as the API (server/core/steps.ts
 * `takeStep`: state check, stamps, the step's ledger effects, audit row, notification), as a named demo user.
 */
import { type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import { recordSaved } from '../../core/save.js';
import { takeStep } from '../../core/steps.js';
import type { Db } from '../connection.js';
import type { SeedEnv } from './areas.js';

type Row = Record<string, unknown>;

/** The context the demo seed takes its steps in: the seed's clock, the app's step handlers, and `history`. */
export function seedContext(env: SeedEnv): AppContext {
  return { kind: env.database.kind, registry: env.registry, now: () => new Date(env.at), history: true, steps: env.steps } as AppContext;
}

/** A document the seed inserted (with its lines), recorded as created by `user`. */
export async function seedCreated(trx: Db, ctx: AppContext, resource: ResourceDef, id: number, user: AuthUser): Promise<void> {
  await recordSaved(trx, ctx, resource, id, user.id, null, nowIso(ctx));
}

/**
 * Step `step` of the document `id`, taken by `user` with the step's `input`, through the API's step service inside
 * the seed's transaction; the demo's users hold the rights their steps need, so none is checked again.
 */
export async function seedStep(trx: Db, ctx: AppContext, resource: ResourceDef, step: string, id: number, user: AuthUser, input: Row = {}): Promise<void> {
  await takeStep(ctx, user, resource.name, step, id, input, { trx, checked: true });
}

/**
 * The step context of a demo document dated `tanggal`, acting at `hourUtc` o'clock UTC of that day (03:00 = 10:00 WIB),
 * never later than the seed's own clock: a Jakarta date can be a day ahead of UTC, and a demo event stamped in the
 * future would sort after the real work done once the demo is up.
 */
export function onDemoDate(base: AppContext, tanggal: string, hourUtc: 3 | 4): AppContext {
  const at = new Date(`${tanggal}T0${hourUtc}:00:00.000Z`);
  const limit = base.now();
  return { ...base, now: () => (at > limit ? limit : at) };
}

/** The demo's users by login name (`sales1`, `finance`…), as the step services see a signed-in user. */
export async function demoUsers(trx: Db): Promise<Map<string, AuthUser>> {
  const rows = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.id', 'users.email', 'users.karyawan_id', 'users.gudang_id', 'users.level_id', 'level.nama_level']).execute();
  return new Map(rows.map((u) => [String(u.email).split('@')[0], {
    id: Number(u.id), email: String(u.email), level_id: Number(u.level_id), level_name: String(u.nama_level),
    karyawan_id: u.karyawan_id as number | null, gudang_id: u.gudang_id as number | null, token_version: 0,
  } as AuthUser]));
}
