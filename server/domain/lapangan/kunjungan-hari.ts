/**
 * `GET /api/kunjungan-hari?tanggal=&karyawan_id=` (issue 39): a salesperson's day plan and how far they got
 * (kunjungan.ts), or, for a supervisor, admin, GM or owner asking without `karyawan_id`, every salesperson with a
 * route and their progress. A salesperson sees only their own plan (another's: 403).
 */
import type { FastifyInstance } from 'fastify';
import { levelIsAny } from '../../../common/levels.js';
import { todayJakarta } from '../../../common/format.js';
import { isSales } from '../../core/documents/access.js';
import { forbidden, notFound, unprocessable } from '../../core/errors.js';
import { route } from '../../core/route.js';
import { DateQuery, IntQuery, Querystring } from '../../core/route-schema.js';
import { dayPlans } from './kunjungan.js';

export function registerKunjunganHari(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/kunjungan-hari', menu: '/kunjungan', summary: 'Rencana kunjungan toko hari ini dan kemajuannya',
    querystring: Querystring({ tanggal: DateQuery(), karyawan_id: IntQuery('id sales; kosong = diri sendiri (sales) atau semua sales (pengawas)') }, { strict: true }),
  }, async ({ user, query: q }) => {
    const db = ctx.db;
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const sent = q.karyawan_id ?? null;
    if (isSales(user)) {
      if (!user.karyawan_id) throw forbidden('Akun sales Anda belum terhubung dengan data karyawan');
      if (sent && sent !== user.karyawan_id) throw forbidden('Anda hanya dapat melihat rencana kunjungan Anda sendiri');
    }
    const one = sent ?? (isSales(user) ? user.karyawan_id : null);
    if (one) {
      const karyawan = await db.selectFrom('karyawan').select(['id', 'nama_lengkap']).where('id', '=', one).executeTakeFirst();
      if (!karyawan) throw notFound('Sales tidak ditemukan');
      const plan = (await dayPlans(db, [one], tanggal)).get(one)!;
      const { kendaraan_id: _k, dibuka_pada: _d, ...trip } = plan.trip ?? ({} as Record<string, unknown>);
      return {
        data: {
          tanggal, karyawan: { id: Number(karyawan.id), nama: String(karyawan.nama_lengkap) }, trip: plan.trip ? trip : null,
          kunjungan: plan.kunjungan, ringkasan: plan.ringkasan,
        },
      };
    }
    if (!levelIsAny(user.level_name, ['supervisor', 'admin', 'gm', 'owner'])) {
      throw unprocessable({ karyawan_id: ['Pilih sales yang rencana kunjungannya dilihat'] });
    }
    // Every salesperson with an active route, in name order.
    const people = await db.selectFrom('karyawan').innerJoin('rute', 'rute.karyawan_id', 'karyawan.id')
      .select(['karyawan.id', 'karyawan.nama_lengkap']).distinct()
      .where('rute.aktif', '=', 1).where('rute.deleted_at', 'is', null).where('karyawan.deleted_at', 'is', null)
      .orderBy('karyawan.nama_lengkap').orderBy('karyawan.id').execute();
    const plans = await dayPlans(db, people.map((p) => Number(p.id)), tanggal);
    return {
      data: {
        tanggal,
        sales: people.map((p) => {
          const plan = plans.get(Number(p.id))!;
          return { karyawan_id: Number(p.id), nama: String(p.nama_lengkap), trip_nomor: plan.trip?.nomor ?? null, ...plan.ringkasan, kunjungan_terakhir: plan.kunjungan_terakhir };
        }),
      },
    };
  });
}
