import type { Registry, ResourceDef } from '../../common/registry.js';
import type { AuthUser } from './auth-user.js';

export type { AuthUser };
import type { Db, DbKind } from '../db/connection.js';
import type { PermissionCache } from '../auth/permissions.js';
import type { AuthUserCache } from '../auth/user-cache.js';
import type { ClusterBus } from './cluster-bus.js';

export interface AppContext {
  db: Db;
  kind: DbKind;
  registry: Registry;
  version: string;
  jwtKey: Uint8Array;
  permissions: PermissionCache;
  /** The users tokens stand for, kept between requests (server/auth/user-cache.ts). */
  users: AuthUserCache;
  /** Messages to the other API instances on the same database (a local one on SQLite). */
  bus: ClusterBus;
  now: () => Date;
  /** Every workflow step's handler, from the area manifests (server/core/steps.ts takes steps by name). */
  steps: StepTable;
  /**
   * Set only by the demo seed, which writes each area's weeks one area after another: its stock movements
   * may then fall before a later-dated one of another area (back-dating otherwise needs a finance level).
   */
  history?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

type Row = Record<string, unknown>;

/**
 * The effects of one workflow step, inside its transaction; answers extra columns to store on the record. It never
 * sees an HTTP request: the step is the same taken over HTTP, by the demo seed or by the phone sync. (Declared
 * here beside AppContext, which holds every handler; server/core/hooks.ts exports it too.)
 */
export type StepHandler = (args: {
  trx: Db;
  ctx: AppContext;
  /** Who takes the step. */
  user: AuthUser;
  resource: ResourceDef;
  /** The record as it was before the step. */
  record: Row;
  /** The step's validated inputs (TransitionDef.fields). */
  input: Row;
}) => Promise<Row | void>;

/** Every step handler of the app: resource name → transition name → handler (built by server/core/steps.ts). */
export type StepTable = ReadonlyMap<string, Readonly<Record<string, StepHandler>>>;

export function nowIso(ctx: AppContext): string {
  return ctx.now().toISOString();
}
