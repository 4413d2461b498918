import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../core/transaction.js';
import { route } from '../../core/route.js';
import { FieldsBody, Querystring } from '../../core/route-schema.js';
import { formatMoney, todayJakarta } from '../../../common/format.js';
import { closedYears, closeYear, closingPreview } from './tutup-buku.js';

/** `GET /api/tutup-buku`: the closed years and the last ended year still open; `POST /api/tutup-buku {tahun}` closes a year. */
export function registerTutupBukuRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/tutup-buku', menu: '/tutup-buku', summary: 'Daftar tahun yang sudah ditutup buku dan tahun terakhir yang belum',
    querystring: Querystring({}, { strict: true }),
  }, async () => {
    const data = await closedYears(ctx.db);
    const lastEnded = Number(todayJakarta(ctx.now()).slice(0, 4)) - 1;
    const terbuka = data.some((c) => c.tahun >= lastEnded) ? null : await closingPreview(ctx.db, ctx, lastEnded);
    return { data, total: data.length, terbuka };
  });

  route(app, {
    method: 'POST', url: '/api/tutup-buku', menu: '/tutup-buku', action: 'create', summary: 'Tutup buku satu tahun: jurnal penutup ke Laba Ditahan per 31 Desember',
    body: FieldsBody<{ tahun: number }>([{ name: 'tahun', kind: 'int', label: 'Tahun', required: true, min: 2000, max: 2100 }]),
  }, async ({ user, body, reply }) => {
    const data = await inTransaction(ctx, (trx) => closeYear(trx, ctx, user, { tahun: body.tahun }));
    reply.code(201);
    return { data, message: `Buku tahun ${data.tahun} ditutup (${data.nomor}); ${data.laba < 0 ? 'rugi' : 'laba'} ${formatMoney(Math.abs(data.laba))} dipindahkan ke Laba Ditahan` };
  });
}
