import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { AppContext } from '../core/context.js';
import { nowIso } from '../core/context.js';
import { unauthorized } from '../core/errors.js';
import { inTransaction } from '../core/transaction.js';
import { hashToken, issueRefreshToken } from './tokens.js';

const DEFAULT_GRACE_SECONDS = 10;

/** How long a spent refresh token still answers its successor to the client that spent it (NIAGA_REFRESH_GRACE_SECONDS). */
export function refreshGraceMs(): number {
  const seconds = Number(process.env.NIAGA_REFRESH_GRACE_SECONDS ?? DEFAULT_GRACE_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_GRACE_SECONDS) * 1000;
}

/** Who presents a token: its address and browser, digested (the grace window is for the same client only). */
export function clientDigest(ip: string, userAgent: string | undefined): string {
  return createHash('sha256').update(`${ip}\n${userAgent ?? ''}`).digest('hex');
}

/**
 * The successor of a refresh token is derived from it with the server's key, so the same token presented again
 * within the grace window can be answered with the same new token although only hashes are stored.
 */
function successorOf(ctx: AppContext, token: string): string {
  return createHmac('sha256', ctx.jwtKey).update(`refresh-successor\n${token}`).digest('base64url');
}

export interface Rotation {
  userId: number;
  refreshToken: string;
  /** When the pair was first issued: the access token is signed at this instant, so a repeat gets the same one. */
  issuedAt: Date;
}

type Outcome = Rotation | { error: 'unknown' | 'reused' | 'expired' } | { retry: true };

async function revokeFamily(trx: Db, ctx: AppContext, family: string): Promise<void> {
  await trx.updateTable('refresh_token').set({ revoked_at: nowIso(ctx) }).where('family', '=', family).where('revoked_at', 'is', null).execute();
}

/** A spent token presented again: the same successor if the same client spent it moments ago and nothing has used it since. */
async function replay(trx: Db, ctx: AppContext, row: Record<string, unknown>, token: string, client: string): Promise<Rotation | null> {
  const usedAt = new Date(row.used_at as string);
  const inWindow = ctx.now().getTime() - usedAt.getTime() <= refreshGraceMs();
  if (row.revoked_at || !inWindow || row.used_by !== client) return null;
  const refreshToken = successorOf(ctx, token);
  const next = await trx.selectFrom('refresh_token').select(['used_at', 'revoked_at']).where('token_hash', '=', hashToken(refreshToken)).executeTakeFirst();
  if (!next || next.used_at || next.revoked_at) return null;
  return { userId: row.user_id as number, refreshToken, issuedAt: usedAt };
}

async function attempt(ctx: AppContext, token: string, client: string): Promise<Outcome> {
  const at = nowIso(ctx);
  return inTransaction(ctx, async (trx) => {
    const row = await trx.selectFrom('refresh_token').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) return { error: 'unknown' };
    if (row.used_at || row.revoked_at) {
      const again = row.used_at ? await replay(trx, ctx, row, token, client) : null;
      if (again) return again;
      await revokeFamily(trx, ctx, row.family as string);
      return { error: 'reused' };
    }
    if ((row.expires_at as string) <= at) return { error: 'expired' };
    const spent = await trx.updateTable('refresh_token').set({ used_at: at, used_by: client })
      .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    // Another request spent it between our read and our write (PostgreSQL): read again, as a repeat.
    if (Number(spent.numUpdatedRows) !== 1) return { retry: true };
    const refreshToken = await issueRefreshToken(trx, ctx, row.user_id as number, row.family as string, successorOf(ctx, token));
    return { userId: row.user_id as number, refreshToken, issuedAt: new Date(at) };
  });
}

/**
 * Rotates a refresh token: the old one is spent, its successor of the same family issued. Presenting a spent token
 * again is a leak and revokes the whole family (401), except from the same client within the grace window: tabs of
 * one browser refreshing at the same moment all get the same new pair.
 */
export async function rotateRefreshToken(ctx: AppContext, token: string, client: string): Promise<Rotation> {
  let outcome = await attempt(ctx, token, client);
  if ('retry' in outcome) outcome = await attempt(ctx, token, client);
  if ('retry' in outcome || 'error' in outcome) throw unauthorized('Sesi Anda telah berakhir, silakan masuk kembali');
  return outcome;
}
