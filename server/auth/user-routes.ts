import type { FastifyInstance } from 'fastify';
import argon2 from 'argon2';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { nowIso } from '../core/context.js';
import { badRequest, notFound, unprocessable } from '../core/errors.js';
import { inTransaction } from '../core/transaction.js';
import { parseIdParam } from '../core/request-user.js';
import { writeAudit } from '../core/audit.js';
import type { ResourceHooks } from '../core/hooks.js';
import type { Db } from '../db/connection.js';
import type { AppContext } from '../core/context.js';
import { revokeAllRefreshTokens } from './tokens.js';
import { Type } from '@sinclair/typebox';
import { route } from '../core/route.js';
import { IdParams, ServiceBody } from '../core/route-schema.js';

const USER_MENU = '/pengguna';
const hashOf = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

function body(raw: unknown, allowed: string[]): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const unknown = Object.keys(raw).filter((k) => !allowed.includes(k));
  if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`);
  return raw as Record<string, unknown>;
}

function targetId(raw: unknown): number {
  if (typeof raw !== 'number' && typeof raw !== 'string') throw unprocessable({ id: ['Pengguna wajib dipilih'] });
  return parseIdParam(String(raw));
}

/** Sets a credential column, ends every session of the user, and audits it; all in one transaction. */
async function setCredential(trx: Db, ctx: AppContext, actorId: number, userId: number, column: 'password' | 'pin', hash: string, action: string) {
  const r = await trx.updateTable('users')
    .set({ [column]: hash, token_version: sql`token_version + 1`, updated_at: nowIso(ctx), updated_by: actorId })
    .where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound('Pengguna tidak ditemukan');
  await revokeAllRefreshTokens(trx, ctx, userId);
  await ctx.users.invalidate(trx);
  await writeAudit(trx, { userId: actorId, action, resource: 'user', recordId: userId, at: nowIso(ctx) });
}

export function registerUserRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /** Own password with the old one; another user's with the update right on Pengguna. Ends that user's sessions. */
  route(app, { method: 'POST', url: '/api/user/ganti-password/:id', summary: 'Ganti kata sandi sendiri', params: IdParams('id pengguna'),
    body: ServiceBody(Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })), password_lama: Type.Optional(Type.String({ description: 'wajib untuk diri sendiri' })),
      password_baru: Type.String({ minLength: 8 }), konfirmasi_password: Type.String(),
    }, { additionalProperties: false }), 'pemeriksaan kata sandi'),
  }, async ({ user, params, body: sent }) => {
    const id = params.id;
    const b = body(sent, ['id', 'password_lama', 'password_baru', 'konfirmasi_password']);
    if (b.id !== undefined && String(b.id) !== String(id)) throw unprocessable({ id: ['id tidak sesuai dengan alamat'] });
    const self = id === user.id;
    if (!self) await ctx.permissions.require(user, USER_MENU, 'update');
    const errors: Record<string, string[]> = {};
    const baru = typeof b.password_baru === 'string' ? b.password_baru : '';
    if (baru.length < 8) errors.password_baru = ['Password baru minimal 8 karakter'];
    if (b.konfirmasi_password !== baru) errors.konfirmasi_password = ['Konfirmasi password tidak sama'];
    if (self) {
      const row = await ctx.db.selectFrom('users').select('password').where('id', '=', id).executeTakeFirst();
      const ok = typeof b.password_lama === 'string' && row && (await argon2.verify(row.password as string, b.password_lama).catch(() => false));
      if (!ok) errors.password_lama = ['Password lama salah'];
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    const hash = await hashOf(baru);
    await inTransaction(ctx, (trx) => setCredential(trx, ctx, user.id, id, 'password', hash, 'ganti-password'));
    return { message: self ? 'Password berhasil diganti, silakan masuk kembali' : 'Password pengguna berhasil diganti' };
  });

  /** A temporary password, shown once to the administrator who reset it. */
  const targetBody = ServiceBody(Type.Object({ id: Type.Integer({ minimum: 1, description: 'id pengguna' }) }, { additionalProperties: false }), 'pemeriksaan pengguna');
  route(app, { method: 'POST', url: '/api/user/reset-password', menu: USER_MENU, action: 'update', summary: 'Atur ulang kata sandi pengguna', body: targetBody }, async ({ user, body: sent }) => {
    const id = targetId(body(sent, ['id']).id);
    const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
    const temporary = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const hash = await hashOf(temporary);
    await inTransaction(ctx, (trx) => setCredential(trx, ctx, user.id, id, 'password', hash, 'reset-password'));
    return { data: { id, password: temporary }, message: 'Password berhasil direset. Sampaikan password sementara kepada pengguna.' };
  });

  route(app, { method: 'POST', url: '/api/user/reset-pin', menu: USER_MENU, action: 'update', summary: 'Atur ulang PIN pengguna', body: targetBody }, async ({ user, body: sent }) => {
    const id = targetId(body(sent, ['id']).id);
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = await hashOf(pin);
    await inTransaction(ctx, (trx) => setCredential(trx, ctx, user.id, id, 'pin', hash, 'reset-pin'));
    return { data: { id, pin }, message: 'PIN berhasil direset' };
  });
}

/** A level change, disabling, or a new password ends the user's sessions on their next request. */
export const userHooks: ResourceHooks = {
  beforeSave({ values, existing }) {
    if (!existing) return;
    const changed = ('level_id' in values && values.level_id !== existing.level_id)
      || ('aktif' in values && !values.aktif)
      || typeof values.password === 'string';
    if (changed) values.token_version = Number(existing.token_version ?? 0) + 1;
  },
  afterWrite: ({ trx, ctx }) => ctx.users.invalidate(trx),
};
