import type { Registry } from '../../common/registry.js';
import type { Db, DbKind } from '../db/connection.js';
import type { PermissionCache } from '../auth/permissions.js';
import type { ClusterBus } from './cluster-bus.js';
import type { StepTable } from './steps.js';

export interface AuthUser {
  id: number;
  email: string;
  level_id: number;
  level_name: string;
  karyawan_id: number | null;
  gudang_id: number | null;
  token_version: number;
}

export interface AppContext {
  db: Db;
  kind: DbKind;
  registry: Registry;
  version: string;
  jwtKey: Uint8Array;
  permissions: PermissionCache;
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

export function nowIso(ctx: AppContext): string {
  return ctx.now().toISOString();
}
