import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { placesOfWarehouse } from '../../core/documents/places.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';

/** Menus whose documents name places inside a warehouse; reading any of them lets a user pick places. */
const PLACE_MENUS = ['/gudang', '/blok', '/penyimpanan', '/mutasi', '/disposal-rusak', '/disposal-hilang'];

/** `GET /api/gudang-tempat?gudang_id=`: the blocks, racks, drawers and pallets of one warehouse, named by their path. */
export function registerPlaceRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/gudang-tempat', summary: 'Tempat penyimpanan sebuah gudang',
    allow: async (user) => {
      const allowed = await Promise.all(PLACE_MENUS.map((m) => ctx.permissions.can(user, m, 'read')));
      if (!allowed.some(Boolean)) throw forbidden('Anda tidak memiliki akses ke tempat penyimpanan gudang');
    },
    querystring: Querystring({ gudang_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'id gudang (wajib)' })) }, { strict: true }),
  }, async ({ query }) => {
    const q = query as Record<string, string>;
    if (!q.gudang_id || !/^\d+$/.test(q.gudang_id)) throw badRequest('Parameter gudang_id wajib diisi');
    const gudang = await ctx.db.selectFrom('gudang').select('id').where('id', '=', Number(q.gudang_id)).where('deleted_at', 'is', null).executeTakeFirst();
    if (!gudang) throw notFound('Gudang tidak ditemukan');
    const data = await placesOfWarehouse(ctx.db, Number(q.gudang_id));
    return { data, total: data.length };
  });
}
