/**
 * Dashboard charts and goods panel:
 * - `GET /api/dashboard-info-barang`: goods below their minimum and slow movers (stock left, no movement for 30 days);
 * - `GET /api/dashboard-grafik-penjualan`: finished sales per month, the last 6 months, `{ labels, datas }` (own scope);
 * - `GET /api/dashboard-grafik-laba-rugi`: net profit per month, the last 6 months, `{ label, data }`, from the kept
 *   month balances (needs the laba-rugi report's menu).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addDays, todayJakarta } from '../../../common/format.js';
import { findResource } from '../../../common/registry.js';
import { forbidden } from '../../core/errors.js';
import { visibleRows } from '../../core/records.js';
import { CLOSING_SOURCE, PERIOD_TABLE } from '../../ledger/index.js';
import { shiftMonth } from '../../core/reports/period.js';
import { belowMinimum } from './work.js';
import { route } from '../../core/route.js';
import { NoQuery } from '../../core/route-schema.js';

const BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const monthLabel = (m: string) => `${BULAN[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
const MONTHS = 6;
const SLOW_DAYS = 30;

export function registerDashboardCharts(app: FastifyInstance): void {
  const { ctx } = app;
  const lastMonths = () => {
    const now = todayJakarta(ctx.now()).slice(0, 7);
    return Array.from({ length: MONTHS }, (_, i) => shiftMonth(now, i - MONTHS + 1));
  };

  route(app, { method: 'GET', url: '/api/dashboard-info-barang', summary: 'Info stok barang di dasbor', querystring: NoQuery() }, async ({ user }) => {
    await ctx.permissions.require(user, '/barang', 'read');
    const since = addDays(todayJakarta(ctx.now()), -SLOW_DAYS);
    const slow = await ctx.db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id')
      .select(['barang.id', 'barang.kode', 'barang.nama', (eb) => eb.fn.sum('stok.qty').as('stok'), (eb) => eb.fn.max('stok.tanggal_akhir').as('terakhir')])
      .where('barang.deleted_at', 'is', null)
      .groupBy(['barang.id', 'barang.kode', 'barang.nama'])
      .having((eb) => eb.and([eb(eb.fn.sum('stok.qty'), '>', 0), eb(eb.fn.max('stok.tanggal_akhir'), '<', since)]))
      .orderBy((eb) => eb.fn.max('stok.tanggal_akhir')).limit(20).execute();
    return {
      data: {
        di_bawah_minimum: await belowMinimum(ctx, 20),
        lambat: slow.map((r) => ({ id: Number(r.id), kode: String(r.kode), nama: String(r.nama), stok: Number(r.stok), terakhir_bergerak: r.terakhir ? String(r.terakhir) : null })),
        hari_lambat: SLOW_DAYS,
      },
    };
  });

  route(app, { method: 'GET', url: '/api/dashboard-grafik-penjualan', summary: 'Grafik penjualan di dasbor', querystring: NoQuery() }, async ({ user }) => {
    await ctx.permissions.require(user, '/penjualan', 'read');
    const months = lastMonths();
    const month = sql<string>`substr(penjualan.tanggal, 1, 7)`;
    const rows = await visibleRows(ctx.db, findResource(ctx.registry, 'penjualan')!, { user, registry: ctx.registry })
      .select([month.as('bulan'), (eb) => eb.fn.sum('penjualan.total').as('total')])
      .where('penjualan.status', 'in', ['selesai', 'tak_tertagih']).where('penjualan.tanggal', '>=', `${months[0]}-01`)
      .groupBy(month).execute();
    const by = new Map(rows.map((r) => [String(r.bulan), Number(r.total ?? 0)]));
    return { data: { labels: months.map(monthLabel), datas: months.map((m) => by.get(m) ?? 0) } };
  });

  route(app, { method: 'GET', url: '/api/dashboard-grafik-laba-rugi', summary: 'Grafik laba rugi di dasbor', querystring: NoQuery() }, async ({ user }) => {
    const grants = await ctx.permissions.grants(user.level_id);
    if (!grants.has('/laporan/laba-rugi')) throw forbidden('Tidak memiliki akses ke laporan laba rugi');
    const months = lastMonths();
    const rows = await ctx.db.selectFrom(`${PERIOD_TABLE} as s`).innerJoin('akun', 'akun.id', 's.akun_id').innerJoin('akun_kategori as k', 'k.id', 'akun.akun_kategori_id')
      .select(['s.bulan', (eb) => eb.fn.sum(sql<number>`s.kredit - s.debit`).as('laba')])
      .where('k.posisi', '=', 'laba_rugi').where('s.bulan', '>=', months[0]).groupBy('s.bulan').execute();
    const by = new Map(rows.map((r) => [String(r.bulan), Number(r.laba ?? 0)]));
    // A year-end closing journal zeroes the year's profit accounts on 31 December: December shows what it earned.
    const closings = await ctx.db.selectFrom('jurnal_rincian as r').innerJoin('jurnal as j', 'j.id', 'r.jurnal_id').innerJoin('akun', 'akun.id', 'r.akun_id')
      .innerJoin('akun_kategori as k', 'k.id', 'akun.akun_kategori_id')
      .select(['j.tanggal', (eb) => eb.fn.sum(sql<number>`r.kredit - r.debit`).as('laba')])
      .where('j.sumber', '=', CLOSING_SOURCE).where('k.posisi', '=', 'laba_rugi').where('j.tanggal', '>=', `${months[0]}-01`).groupBy('j.tanggal').execute();
    for (const c of closings) {
      const m = String(c.tanggal).slice(0, 7);
      by.set(m, (by.get(m) ?? 0) - Number(c.laba ?? 0));
    }
    return { data: { label: months.map(monthLabel), data: months.map((m) => by.get(m) ?? 0) } };
  });
}
