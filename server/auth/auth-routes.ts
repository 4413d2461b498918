import type { FastifyInstance } from 'fastify';
import argon2 from 'argon2';
import { sql } from 'kysely';
import { nowIso } from '../core/context.js';
import { badRequest, HttpError, unauthorized, unprocessable } from '../core/errors.js';
import { inTransaction } from '../core/transaction.js';
import type { FieldErrors } from '../../common/validate.js';
import { ACCESS_TTL_SECONDS, issueRefreshToken, revokeRefreshFamily, signAccessToken } from './tokens.js';
import { clientDigest, rotateRefreshToken } from './refresh-rotation.js';
import { LoginThrottle } from './throttle.js';
import { loadAuthUser, loginProfile } from './session-user.js';
import { Type } from '@sinclair/typebox';
import { publicRoute, route } from '../core/route.js';
import { Querystring, ServiceBody } from '../core/route-schema.js';

const LOGIN_FAILED = 'Email/No. HP atau password salah';
const THROTTLED = 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam 15 menit.';

function strictBody(body: unknown, allowed: string[]): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`);
  return body as Record<string, unknown>;
}

export function registerAuthRoutes(app: FastifyInstance, throttle = new LoginThrottle(app.ctx.db)): void {
  const { ctx } = app;
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const dummyHash = argon2.hash('niaga-tidak-ada-akun', { type: argon2.argon2id });

  async function tokenAnswer(userId: number, tokenVersion: number, refreshToken: string, issuedAt?: Date) {
    const access_token = await signAccessToken(ctx, userId, tokenVersion, issuedAt);
    return { token_type: 'Bearer', access_token, refresh_token: refreshToken, expires_in: ACCESS_TTL_SECONDS, ...(await loginProfile(ctx.db, userId)) };
  }

  publicRoute(app, {
    method: 'POST', url: '/api/auth/user-login', summary: 'Masuk dengan email atau No. HP dan password',
    body: ServiceBody(Type.Object({
      email: Type.Optional(Type.String({ format: 'email' })), no_hp: Type.Optional(Type.String()), password: Type.String({ format: 'password' }),
    }, { additionalProperties: false }), 'pemeriksaan masuk'),
  }, async ({ body: sent, req }) => {
    const body = strictBody(sent, ['email', 'no_hp', 'password']);
    const errors: FieldErrors = {};
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const noHp = typeof body.no_hp === 'string' ? body.no_hp.trim() : '';
    if (!email && !noHp) errors.email = ['Email atau No. HP wajib diisi'];
    if (typeof body.password !== 'string' || body.password === '') errors.password = ['Password wajib diisi'];
    if (Object.keys(errors).length) throw unprocessable(errors);
    const account = email || noHp;
    if (await throttle.isBlocked(account, req.ip)) throw new HttpError(429, THROTTLED);

    const row = await ctx.db.selectFrom('users').select(['id', 'password', 'aktif', 'token_version'])
      .where(email ? 'email' : 'no_hp', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
    const ok = await argon2.verify((row?.password as string) || (await dummyHash), body.password as string).catch(() => false);
    if (!row || !ok || !row.aktif) {
      await throttle.fail(account, req.ip);
      throw new HttpError(401, LOGIN_FAILED);
    }
    await throttle.succeed(account);
    const refreshToken = await inTransaction(ctx, async (trx) => {
      await trx.updateTable('users').set({ last_login_at: nowIso(ctx) }).where('id', '=', row.id).execute();
      return issueRefreshToken(trx, ctx, row.id as number);
    });
    return tokenAnswer(row.id as number, Number(row.token_version ?? 0), refreshToken);
  });

  publicRoute(app, {
    method: 'POST', url: '/api/auth/refresh', summary: 'Tukar refresh token dengan token akses baru',
    body: ServiceBody(Type.Object({ refresh_token: Type.String() }, { additionalProperties: false }), 'pemeriksaan sesi'),
  }, async ({ body: sent, req }) => {
    const body = strictBody(sent, ['refresh_token']);
    if (typeof body.refresh_token !== 'string' || !body.refresh_token) throw unprocessable({ refresh_token: ['Refresh token wajib diisi'] });
    const client = clientDigest(req.ip, req.headers['user-agent']);
    const { userId, refreshToken, issuedAt } = await rotateRefreshToken(ctx, body.refresh_token, client);
    const user = await loadAuthUser(ctx.db, userId);
    if (!user) throw unauthorized();
    return tokenAnswer(userId, user.token_version, refreshToken, issuedAt);
  });

  route(app, { method: 'POST', url: '/api/auth/logout', summary: 'Keluar: semua sesi pengguna berakhir',
    body: ServiceBody(Type.Object({ refresh_token: Type.Optional(Type.String()) }, { additionalProperties: false }), 'pemeriksaan sesi'),
  }, async ({ user, body: sent }) => {
    const body = strictBody(sent ?? {}, ['refresh_token']);
    await inTransaction(ctx, async (trx) => {
      if (typeof body.refresh_token === 'string') await revokeRefreshFamily(trx, ctx, body.refresh_token);
      await trx.updateTable('users').set({ token_version: sql`token_version + 1` }).where('id', '=', user.id).execute();
      await ctx.users.invalidate(trx);
    });
    return { message: 'Anda telah keluar' };
  });

  route(app, { method: 'GET', url: '/api/auth/me', summary: 'Pengguna yang sedang masuk', querystring: Querystring({}, { strict: false }) }, async ({ user }) => {
    return { data: await loginProfile(ctx.db, user.id) };
  });
}
