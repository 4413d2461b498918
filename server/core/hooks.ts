import type { FieldErrors } from '../../common/validate.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.js';
import type { AppContext, StepHandler } from './context.js';

type Row = Record<string, unknown>;

export interface SaveHookArgs {
  trx: Db;
  ctx: AppContext;
  req: FastifyRequest;
  /** Validated values about to be written (the hook may add server-managed ones). */
  values: Row;
  /** The stored row before an update; null on create. */
  existing: Row | null;
  /** Validated line items sent with the record (they replace the stored ones); null when none were sent. */
  lines?: Row[] | null;
}

/**
 * Server behaviour bound to a registry entry by its name: extra checks or server-managed values around the
 * generic save, or a list answer for special query shapes. Kept small; workflows live in domain/.
 */
export interface ResourceHooks {
  beforeSave?(args: SaveHookArgs): Promise<void> | void;
  afterWrite?(args: { trx: Db; ctx: AppContext; id: number }): Promise<void> | void;
  /**
   * The set-based form of `afterWrite` for a spreadsheet import's chunk (server/import/batch.ts): the written ids it
   * refuses, with the errors `afterWrite` would throw. Without it, an import runs `afterWrite` row by row.
   */
  afterWriteMany?(args: { trx: Db; ids: number[] }): Promise<Map<number, FieldErrors>>;
  /**
   * After a new record is inserted, before it is read back and audited: the ledger effects of a plain record
   * (an opening balance). `batch` is true inside a spreadsheet import, whose `afterImport` then runs once.
   */
  afterCreate?(args: { trx: Db; ctx: AppContext; req: FastifyRequest; id: number; batch: boolean }): Promise<void> | void;
  /** Once after every row of a spreadsheet import was saved, in the same transaction (e.g. one journal for all rows). */
  afterImport?(args: { trx: Db; ctx: AppContext; req: FastifyRequest; ids: number[] }): Promise<void> | void;
  /** Answers the list call itself when it returns true (e.g. `GET /api/role?sub_menu=1`). */
  list?(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Query parameters the list hook reads besides filters. */
  listParams?: string[];
  /**
   * Does the write of `POST /api/input/<name>` itself, after the engine checked permission and validated the
   * body (e.g. a journal posts through the ledger instead of being stored as typed), inside the transaction the
   * engine holds: one per call, or the whole file's in a spreadsheet import.
   */
  save?(args: { trx: Db; req: FastifyRequest; ctx: AppContext; prepared: PreparedSave }): Promise<{ data: Row; created: boolean; message?: string }>;
  /** Does `DELETE /api/<name>/:id` itself after the permission check (e.g. refuses, or cancels instead). */
  remove?(args: { req: FastifyRequest; ctx: AppContext; id: number }): Promise<{ data: Row; message: string }>;
}

export interface PreparedSave {
  id: number | null;
  values: Row;
  lines: Row[] | null;
}

export type { StepHandler };

export type HooksByResource = Record<string, ResourceHooks>;

/** Step handlers by resource name, then by transition name (registry `workflow.transitions[].name`). */
export type StepsByResource = Record<string, Record<string, StepHandler>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource's save, list and delete hooks from the area manifests (buildApp decorates the app with them). */
    hooks: HooksByResource;
  }
}
