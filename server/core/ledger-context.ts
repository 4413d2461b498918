import type { AppContext, AuthUser } from './context.js';
import type { Db } from '../db/connection.js';
import { postingDate, POSTING_DATE_FIELD, type LedgerContext } from '../ledger/index.js';
import { todayJakarta } from '../../common/format.js';
import { levelIsAny } from '../../common/levels.js';

/** The ledger context of a workflow step running in `trx` on behalf of `user` (finance levels may back-date stock). */
export function ledgerContext(ctx: AppContext, trx: Db, user: AuthUser): LedgerContext {
  return { trx, kind: ctx.kind, userId: user.id, at: ctx.now().toISOString(), mayBackdate: ctx.history === true || levelIsAny(user.level_name, ['finance', 'owner', 'admin']) };
}

/** The date a step posts on: the document's date or the step's `tgl_posting` (server/ledger/posting-date.ts). */
export function stepPostingDate(ctx: AppContext, trx: Db, documentDate: unknown, input: Record<string, unknown>): Promise<string> {
  return postingDate(trx, { documentDate: String(documentDate).slice(0, 10), requested: input[POSTING_DATE_FIELD], today: todayJakarta(ctx.now()) });
}
