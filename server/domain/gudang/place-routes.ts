import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { placesOfWarehouse } from './places.js';
import { route } from '../../core/route.js';

/** Menus whose documents name places inside a warehouse; reading any of them lets a user pick places. */
const PLACE_MENUS = ['/gudang', '/blok', '/penyimpanan', '/mutasi', '/disposal-rusak', '/disposal-hilang'];

/** `GET /api/gudang-tempat?gudang_id=`: the blocks, racks, drawers and pallets of one warehouse, named by their path. */
export function registerPlaceRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/gudang-tempat', summary: 'Tempat penyimpanan sebuah gudang' }, async ({ user, req }) => {
    const allowed = await Promise.all(PLACE_MENUS.map((m) => ctx.permissions.can(user, m, 'read')));
    if (!allowed.some(Boolean)) throw forbidden('Anda tidak memiliki akses ke tempat penyimpanan gudang');
    const q = req.query as Record<string, string>;
    const unknown = Object.keys(q).filter((k) => k !== 'gudang_id');
    if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
    if (!q.gudang_id || !/^\d+$/.test(q.gudang_id)) throw badRequest('Parameter gudang_id wajib diisi');
    const gudang = await ctx.db.selectFrom('gudang').select('id').where('id', '=', Number(q.gudang_id)).where('deleted_at', 'is', null).executeTakeFirst();
    if (!gudang) throw notFound('Gudang tidak ditemukan');
    const data = await placesOfWarehouse(ctx.db, Number(q.gudang_id));
    return { data, total: data.length };
  });
}
