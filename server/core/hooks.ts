import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.js';
import type { AppContext } from './context.js';

type Row = Record<string, unknown>;

export interface SaveHookArgs {
  trx: Db;
  ctx: AppContext;
  req: FastifyRequest;
  /** Validated values about to be written (the hook may add server-managed ones). */
  values: Row;
  /** The stored row before an update; null on create. */
  existing: Row | null;
}

/**
 * Server behaviour bound to a registry entry by its name: extra checks or server-managed values around the
 * generic save, or a list answer for special query shapes. Kept small; workflows live in domain/.
 */
export interface ResourceHooks {
  beforeSave?(args: SaveHookArgs): Promise<void> | void;
  afterWrite?(args: { trx: Db; ctx: AppContext; id: number }): Promise<void> | void;
  /** Answers the list call itself when it returns true (e.g. `GET /api/role?sub_menu=1`). */
  list?(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Query parameters the list hook reads besides filters. */
  listParams?: string[];
}

export type HooksByResource = Record<string, ResourceHooks>;
