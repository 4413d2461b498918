import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/connection.js';
import type { AppContext } from '../core/context.js';
import { nowIso } from '../core/context.js';
import { unauthorized } from '../core/errors.js';

export const ACCESS_TTL_SECONDS = 15 * 60;
const REFRESH_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const ALGORITHMS = ['HS256'];

/** The signing key: NIAGA_JWT_SECRET, else one generated once and kept in the database. */
export async function loadJwtKey(db: Db): Promise<Uint8Array> {
  const fromEnv = process.env.NIAGA_JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', 'jwt').executeTakeFirst();
  if (row) return Buffer.from(row.value as string, 'base64');
  const value = randomBytes(48).toString('base64');
  await db.insertInto('app_secret').values({ name: 'jwt', value }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const stored = await db.selectFrom('app_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return Buffer.from(stored.value as string, 'base64');
}

/** Signed at `issuedAt` (a refresh repeated within its grace window signs the very same token again). */
export async function signAccessToken(ctx: AppContext, userId: number, tokenVersion: number, issuedAt: Date = ctx.now()): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TTL_SECONDS)
    .sign(ctx.jwtKey);
}

/**
 * Tokens whose signature was checked, with their claims: a signature stays valid, so each request only checks
 * the expiry (HMAC through WebCrypto was a quarter of a small read's server time). Bounded; oldest out first.
 */
type Verified = Map<string, { userId: number; tokenVersion: number; exp: number }>;
const verifiedByKey = new WeakMap<Uint8Array, Verified>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessToken(ctx: AppContext, token: string): Promise<{ userId: number; tokenVersion: number }> {
  const nowSeconds = ctx.now().getTime() / 1000;
  let verified = verifiedByKey.get(ctx.jwtKey);
  if (!verified) verifiedByKey.set(ctx.jwtKey, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (known.exp > nowSeconds) return { userId: known.userId, tokenVersion: known.tokenVersion };
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ALGORITHMS, currentDate: ctx.now() });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') throw new Error('claims');
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { userId, tokenVersion: payload.tv, exp: payload.exp });
    return { userId, tokenVersion: payload.tv };
  } catch {
    throw unauthorized();
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new refresh token of a family (a login starts a family; each refresh continues it). Stored hashed. */
export async function issueRefreshToken(
  trx: Db, ctx: AppContext, userId: number, family: string = randomUUID(), token: string = randomBytes(32).toString('base64url'),
): Promise<string> {
  await trx.insertInto('refresh_token').values({
    user_id: userId, family, token_hash: hashToken(token), created_at: nowIso(ctx),
    expires_at: new Date(ctx.now().getTime() + REFRESH_TTL_MS).toISOString(),
  }).execute();
  return token;
}

export async function revokeRefreshFamily(trx: Db, ctx: AppContext, token: string): Promise<number | null> {
  const row = await trx.selectFrom('refresh_token').select(['family', 'user_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) return null;
  await trx.updateTable('refresh_token').set({ revoked_at: nowIso(ctx) }).where('family', '=', row.family).where('revoked_at', 'is', null).execute();
  return row.user_id as number;
}

export async function revokeAllRefreshTokens(trx: Db, ctx: AppContext, userId: number): Promise<void> {
  await trx.updateTable('refresh_token').set({ revoked_at: nowIso(ctx) }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
