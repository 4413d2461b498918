import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../core/errors.js';
import { MAX_PAGE_SIZE } from '../../core/list-query.js';
import { nowIso } from '../../core/context.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { FieldsBody, HandlerQuery, Querystring } from '../../core/route-schema.js';

/** Each user's own notifications: `GET /api/notifikasi` and marking them read with `POST /api/input/notifikasi`. */
export function registerNotifikasiRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, { method: 'GET', url: '/api/notifikasi', summary: 'Notifikasi pengguna, terbaru dahulu',
    // The handler reads these with its own answers ("Filter tidak dikenal", page and perPage in one message).
    querystring: Querystring({
      page: HandlerQuery(Type.Integer({ minimum: 1 })), perPage: HandlerQuery(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
      dibaca: HandlerQuery(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    }, { strict: false }),
  }, async ({ user, query }) => {
    const q = query as Record<string, string>;
    const unknown = Object.keys(q).filter((k) => !['page', 'perPage', 'dibaca'].includes(k));
    if (unknown.length) throw badRequest(`Filter tidak dikenal: ${unknown.join(', ')}`);
    const page = Number(q.page ?? 1);
    const perPage = Number(q.perPage ?? 20);
    if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PAGE_SIZE) {
      throw badRequest(`page dan perPage harus bilangan bulat positif (perPage paling banyak ${MAX_PAGE_SIZE})`);
    }
    if (q.dibaca !== undefined && q.dibaca !== 'true' && q.dibaca !== 'false') throw badRequest('Filter dibaca harus true atau false');
    let base = ctx.db.selectFrom('notifikasi').where('user_id', '=', user.id);
    if (q.dibaca === 'true') base = base.where('dibaca_at', 'is not', null);
    if (q.dibaca === 'false') base = base.where('dibaca_at', 'is', null);
    const total = Number((await base.select((eb) => eb.fn.countAll().as('c')).executeTakeFirst())?.c ?? 0);
    const unread = Number((await ctx.db.selectFrom('notifikasi').select((eb) => eb.fn.countAll().as('c'))
      .where('user_id', '=', user.id).where('dibaca_at', 'is', null).executeTakeFirst())?.c ?? 0);
    const data = await base.select(['id', 'judul', 'pesan', 'url', 'resource', 'record_id', 'dibaca_at', 'created_at'])
      .orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute();
    return { data, total, belum_dibaca: unread };
  });

  route(app, { method: 'POST', url: '/api/input/notifikasi', summary: 'Tandai notifikasi (atau semuanya) sudah dibaca',
    body: FieldsBody<{ id: number | null; semua: boolean | null }>([
      { name: 'id', kind: 'int', label: 'Notifikasi', min: 1 },
      { name: 'semua', kind: 'bool', label: 'Tandai semua' },
    ]),
  }, async ({ user, body: b }) => {
    let q = ctx.db.updateTable('notifikasi').set({ dibaca_at: nowIso(ctx) }).where('user_id', '=', user.id).where('dibaca_at', 'is', null);
    if (!b.semua) {
      if (!b.id) throw badRequest('Kirim id notifikasi atau semua: true');
      q = q.where('id', '=', b.id);
      const mine = await ctx.db.selectFrom('notifikasi').select('id').where('id', '=', b.id).where('user_id', '=', user.id).executeTakeFirst();
      if (!mine) throw notFound('Notifikasi tidak ditemukan');
    }
    const r = await q.executeTakeFirst();
    return { data: { ditandai: Number(r.numUpdatedRows) }, message: 'Notifikasi ditandai sudah dibaca' };
  });
}
