import type { FastifyInstance } from 'fastify';
import argon2 from 'argon2';
import { sql } from 'kysely';
import { hasErrors } from '../../common/validate.js';
import { nowIso } from '../core/context.js';
import { badRequest, conflict, unprocessable } from '../core/errors.js';
import { inTransaction } from '../core/transaction.js';
import { createFirstAdmin, firstAdminForm, hasUsers, validateFirstAdmin } from './first-admin.js';
import { publicRoute } from '../core/route.js';
import { FieldsBody, Querystring, ServiceBody } from '../core/route-schema.js';

const DONE = 'Perusahaan sudah disiapkan. Silakan masuk dengan akun yang ada.';

/**
 * The first run without a session: `GET /api/setup` answers `{needed}` (true while no user exists);
 * `POST /api/setup` creates the company's first admin once, and only that (409 ever after).
 */
export function registerSetupRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  publicRoute(app, { method: 'GET', url: '/api/setup', summary: 'Apakah perusahaan perlu disiapkan (belum ada pengguna)', querystring: Querystring({}, { strict: false }) }, async () => ({ needed: !(await hasUsers(ctx.db)) }));

  // Checked after the 409: once set up, every body gets the same answer.
  publicRoute(app, {
    method: 'POST', url: '/api/setup', summary: 'Siapkan perusahaan dan admin pertamanya (sekali saja)',
    body: ServiceBody(FieldsBody(firstAdminForm(ctx.registry, true).fields), 'pemeriksaan penyiapan'),
  }, async ({ body: raw, reply }) => {
    if (await hasUsers(ctx.db)) throw conflict(DONE);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
    const { values, errors, unknown } = validateFirstAdmin(ctx.registry, raw as Record<string, unknown>, true);
    if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`);
    if (hasErrors(errors)) throw unprocessable(errors);
    const passwordHash = await argon2.hash(String(values.password), { type: argon2.argon2id });
    const id = await inTransaction(ctx, async (trx) => {
      // Two first runs at once: PostgreSQL serialises them here, SQLite at BEGIN IMMEDIATE; the second finds a user.
      if (ctx.kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.niaga-setup'))`.execute(trx);
      if (await hasUsers(trx)) throw conflict(DONE);
      return createFirstAdmin(trx, ctx.registry, {
        email: String(values.email), passwordHash, nama_lengkap: String(values.nama_lengkap), jk: String(values.jk),
        company: { nama_perusahaan: String(values.nama_perusahaan), alamat: (values.alamat as string | null) ?? null, npwp: (values.npwp as string | null) ?? null },
      }, nowIso(ctx));
    });
    reply.code(201);
    return { data: { id, email: values.email }, message: 'Perusahaan siap dipakai. Silakan masuk sebagai admin.' };
  });
}
