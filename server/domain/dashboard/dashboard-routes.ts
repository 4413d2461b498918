import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { levelIsAny } from '../../../common/levels.js';
import { badRequest } from '../../core/errors.js';
import { todayJakarta } from '../../../common/format.js';
import { alerts, todayFigures, waitingFor } from './work.js';
import { registerDashboardCharts } from './charts.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { ServiceBody } from '../../core/route-schema.js';
import { historyColumns, historyRow } from '../../core/history.js';

const ACTIVITY_DAYS = 14;

/**
 * `POST /api/dashboard-info`: the day's work the dashboard opens with, as far as the user may see it — today's
 * headline figures of their scope (sales, cash, receivables, payables, stock value), the documents waiting in
 * states their level acts on, alerts, writes per day over the last two weeks and the latest activity. Each
 * figure names the list behind it. Scoped levels (sales) see only their own.
 */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerDashboardCharts(app);
  route(app, { method: 'POST', url: '/api/dashboard-info', summary: 'Angka dan peringatan dasbor',
    body: ServiceBody(Type.Object({}, { additionalProperties: false }), 'dasbor (tanpa kolom)'),
  }, async ({ user, body }) => {
    if (body && (typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0)) throw badRequest('dashboard-info tidak menerima kolom apa pun');
    const grants = await ctx.permissions.grants(user.level_id);
    const readable = ctx.registry.resources.filter((r) => !r.parent && grants.has(r.menu));

    const today = todayJakarta(ctx.now());
    const [figures, waiting, alertList] = [await todayFigures(ctx, user, today), await waitingFor(ctx, user), await alerts(ctx, user, today)];

    const names = readable.map((r) => r.name);
    const ownOnly = levelIsAny(user.level_name, ['sales']);
    // Days are Jakarta's: a write at 06:00 WIB (23:00 UTC the day before) counts on the day it was made.
    const since = todayJakarta(new Date(ctx.now().getTime() - (ACTIVITY_DAYS - 1) * 86_400_000));
    const sinceUtc = new Date(`${since}T00:00:00+07:00`).toISOString();
    let audit = ctx.db.selectFrom('audit_log').where('resource', 'in', names.length ? names : ['-']);
    if (ownOnly) audit = audit.where('user_id', '=', user.id);

    const day = ctx.kind === 'postgres'
      ? sql<string>`to_char(created_at::timestamptz at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`
      : sql<string>`date(created_at, '+7 hours')`;
    const perDay = await audit.select([day.as('tanggal'), (eb) => eb.fn.countAll().as('jumlah')])
      .where('created_at', '>=', sinceUtc).groupBy(day).orderBy(day).execute();
    const byDay = new Map(perDay.map((d) => [d.tanggal, Number(d.jumlah)]));
    const activity = Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
      const tanggal = new Date(Date.parse(since) + i * 86_400_000).toISOString().slice(0, 10);
      return { tanggal, jumlah: byDay.get(tanggal) ?? 0 };
    });

    // Who did it by their name (their employee record), the login only for a user without one; the record by its
    // number, read in the same query (server/core/history.ts). The client words it (common/activity-words.ts).
    const recentRows = await audit.leftJoin('users', 'users.id', 'audit_log.user_id').leftJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
      .select(historyColumns(ctx.registry, names))
      .orderBy('audit_log.id', 'desc').limit(10).execute();
    const labelOf = new Map(readable.map((r) => [r.name, r.label]));
    const recent = recentRows.map((r) => {
      const row = historyRow(ctx.registry, r as Record<string, unknown>);
      return { ...row, label: labelOf.get(row.resource) ?? '' };
    });
    return { data: { figures, waiting, alerts: alertList, activity, recent } };
  });
}
