import type { AppContext } from '../core/context.js';
import type { Db } from '../db/connection.js';
import type { LedgerContext } from '../ledger/index.js';

/** The ledger context of a workflow step running in `trx` on behalf of `userId`. */
export function ledgerContext(ctx: AppContext, trx: Db, userId: number | null): LedgerContext {
  return { trx, kind: ctx.kind, userId, at: ctx.now().toISOString() };
}
