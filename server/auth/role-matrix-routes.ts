import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../core/errors.js';
import { route } from '../core/route.js';
import { IdParams, NoQuery, ServiceBody } from '../core/route-schema.js';
import { inTransaction } from '../core/transaction.js';
import { findLevel, readMatrix, ROLE_MENU } from './role-matrix.js';
import { parseMatrixBody, saveMatrix } from './role-matrix-save.js';

const LEVEL_NOT_FOUND = 'Level tidak ditemukan';

const MatrixBody = ServiceBody(Type.Object({
  versi: Type.String({ description: 'versi dari GET /api/role-matrix/:id; berbeda → 409' }),
  menus: Type.Array(Type.Object({
    menu_id: Type.Integer({ minimum: 1 }),
    create: Type.Optional(Type.Boolean()),
    update: Type.Optional(Type.Boolean()),
    delete: Type.Optional(Type.Boolean()),
  }, { additionalProperties: false }), { description: 'menu yang boleh dilihat level ini dengan haknya; menu yang tidak dikirim dicabut' }),
}, { additionalProperties: false }), 'pemeriksaan hak akses');

/**
 * The rights of one level as a matrix (issue 35): every menu with the level's Lihat/Tambah/Ubah/Hapus and the
 * statuses that notify it, read with the Role Management menu and saved whole, in one transaction, by who may
 * change roles. The generic `/api/role` calls (SPEC.md section 7) stay as they are.
 */
export function registerRoleMatrixRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/role-matrix', menu: ROLE_MENU, action: 'read', summary: 'Level yang hak aksesnya dapat diatur',
    querystring: NoQuery(),
  }, async () => {
    const data = await ctx.db.selectFrom('level').select(['id', 'nama_level']).orderBy('nama_level').orderBy('id').execute();
    return { data, total: data.length };
  });

  route(app, {
    method: 'GET', url: '/api/role-matrix/:id', menu: ROLE_MENU, action: 'read', summary: 'Hak akses satu level sebagai matriks menu',
    params: IdParams('id level'), querystring: NoQuery(),
  }, async ({ params }) => {
    const level = await findLevel(ctx.db, params.id);
    if (!level) throw notFound(LEVEL_NOT_FOUND);
    return { data: await readMatrix(ctx.db, level) };
  });

  route(app, {
    method: 'PUT', url: '/api/role-matrix/:id', menu: ROLE_MENU, action: 'update', summary: 'Simpan seluruh hak akses satu level',
    params: IdParams('id level'), querystring: NoQuery(), body: MatrixBody,
  }, async ({ user, params, body }) => {
    const save = parseMatrixBody(body);
    return inTransaction(ctx, async (trx) => {
      const level = await findLevel(trx, params.id, ctx.kind === 'postgres');
      if (!level) throw notFound(LEVEL_NOT_FOUND);
      const changed = await saveMatrix(trx, ctx, user, level.id, save);
      const message = changed === 0
        ? `Tidak ada perubahan hak akses level ${level.nama_level}`
        : `Hak akses level ${level.nama_level} disimpan (${changed} baris berubah)`;
      return { data: await readMatrix(trx, level), message };
    });
  });
}
