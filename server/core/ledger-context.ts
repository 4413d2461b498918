import type { AppContext, AuthUser } from './context.js';
import type { Db } from '../db/connection.js';
import type { LedgerContext } from '../ledger/index.js';
import { levelIsAny } from '../../common/levels.js';

/** The ledger context of a workflow step running in `trx` on behalf of `user` (finance levels may back-date stock). */
export function ledgerContext(ctx: AppContext, trx: Db, user: AuthUser): LedgerContext {
  return { trx, kind: ctx.kind, userId: user.id, at: ctx.now().toISOString(), mayBackdate: ctx.history === true || levelIsAny(user.level_name, ['finance', 'owner', 'admin']) };
}
