import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { notFound } from '../../core/errors.js';
import { visibleRows } from '../../core/records.js';
import { notificationCounts } from '../../auth/notification-counts.js';
import { resolveHargaJual } from './harga.js';
import { unitsOf } from '../../core/documents/units.js';
import { todayJakarta } from '../../../common/format.js';
import { route } from '../../core/route.js';
import { DateQuery, IntQuery, Querystring, RequiredIntQuery, TextQuery } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

async function byIds(app: FastifyInstance, table: string, ids: unknown[], columns: string[]): Promise<Map<number, Row>> {
  const list = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (list.length === 0) return new Map();
  const rows = await app.ctx.db.selectFrom(table).select(['id', ...columns]).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [Number(r.id), r as Row]));
}

/**
 * Master-data calls beyond the generic four (SPEC.md section 7): route options with their current
 * assignment, the notification parameters, and the selling price a sale would use today.
 */
export function registerMasterDataRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /** `GET /api/select-rute-sales`: active routes the user may see, each with its salesperson, vehicle and loading warehouse. */
  route(app, { method: 'GET', url: '/api/select-rute-sales', menu: '/rute', summary: 'Rute yang dapat dipilih sales', querystring: Querystring({ karyawan_id: IntQuery(), q: TextQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const karyawanId = q.karyawan_id ?? null;
    let rows = visibleRows(ctx.db, findResource(ctx.registry, 'rute')!, { user, registry: ctx.registry })
      .selectAll('rute').where('rute.aktif', '=', 1);
    if (karyawanId) rows = rows.where('rute.karyawan_id', '=', karyawanId);
    const text = typeof q.q === 'string' ? q.q.trim() : '';
    if (text) rows = rows.where((eb) => eb.or([eb('rute.kode', 'like', `%${text.replace(/[\\%_]/g, '')}%`), eb('rute.nama', 'like', `%${text.replace(/[\\%_]/g, '')}%`)]));
    const rute = await rows.orderBy('rute.kode').limit(1000).execute();
    const tugas = rute.length
      ? await ctx.db.selectFrom('gudang_sales_rute').selectAll().where('rute_id', 'in', rute.map((r) => r.id as number)).execute()
      : [];
    const tugasByRute = new Map(tugas.map((t) => [Number(t.rute_id), t]));
    const sales = await byIds(app, 'karyawan', rute.map((r) => r.karyawan_id), ['nama_lengkap']);
    const kendaraan = await byIds(app, 'kendaraan', tugas.map((t) => t.kendaraan_id), ['no_polisi']);
    const gudang = await byIds(app, 'gudang', tugas.map((t) => t.gudang_id), ['nama_gudang']);
    const data = rute.map((r) => {
      const t = tugasByRute.get(Number(r.id));
      return {
        id: r.id, kode: r.kode, nama: r.nama, hari_kunjungan: r.hari_kunjungan ?? null,
        karyawan_id: r.karyawan_id ?? null, karyawan: sales.get(r.karyawan_id as number) ?? null,
        kendaraan_id: t?.kendaraan_id ?? null, kendaraan: t ? kendaraan.get(t.kendaraan_id as number) ?? null : null,
        gudang_id: t?.gudang_id ?? null, gudang: t ? gudang.get(t.gudang_id as number) ?? null : null,
      };
    });
    return { data, total: data.length };
  });

  /**
   * `GET /api/param-notif[?level_id=]`: what drives the notification badges — per menu whose documents have a
   * status, the statuses that exist, those the level acts on (status-role) and how many documents wait now.
   * Another level's parameters need the Status Role menu.
   */
  route(app, { method: 'GET', url: '/api/param-notif', summary: 'Pengaturan notifikasi per level', querystring: Querystring({ level_id: IntQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const levelId = q.level_id ?? user.level_id;
    if (levelId !== user.level_id) await ctx.permissions.require(user, '/statusrole', 'read');
    const active = await ctx.db.selectFrom('status_role').innerJoin('menu', 'menu.id', 'status_role.menu_id')
      .select(['menu.url', 'status_role.status']).where('status_role.level_id', '=', levelId).execute();
    const counts = await notificationCounts(ctx, levelId, user);
    const menus = await ctx.db.selectFrom('menu').select(['id', 'name', 'url']).execute();
    const menuByUrl = new Map(menus.map((m) => [m.url as string, m]));
    const data = [];
    for (const r of ctx.registry.resources) {
      const statusField = r.fields.find((f) => f.name === (r.workflow?.field ?? 'status') && f.kind === 'enum');
      const menu = menuByUrl.get(r.menu);
      if (!statusField || !menu || r.parent) continue;
      data.push({
        menu: { id: menu.id, name: menu.name, url: menu.url }, resource: r.name, label: r.labelPlural,
        statuses: statusField.options ?? [],
        aktif: active.filter((a) => a.url === r.menu).map((a) => a.status),
        notif: counts.get(r.menu) ?? 0,
      });
    }
    return { data, total: data.length, level_id: levelId };
  });

  /**
   * `GET /api/harga-jual-berlaku?barang_id=&(konsumen_id=|konsumen_type_id=)&tanggal=`: the price a sale would use
   * (resolveHargaJual), per base unit and per each larger unit of the goods.
   */
  route(app, { method: 'GET', url: '/api/harga-jual-berlaku', menu: '/harga-jual', summary: 'Harga jual barang yang berlaku bagi konsumen pada tanggal itu', querystring: Querystring({ barang_id: RequiredIntQuery(), konsumen_id: IntQuery(), konsumen_type_id: IntQuery(), tanggal: DateQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const barangId = q.barang_id!;
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    let konsumenTypeId = q.konsumen_type_id ?? null;
    const konsumenId = q.konsumen_id ?? null;
    if (konsumenId) {
      const konsumen = findResource(ctx.registry, 'konsumen')!;
      const k = await visibleRows(ctx.db, konsumen, { user, registry: ctx.registry }).select(`${tableName(konsumen)}.konsumen_type_id`)
        .where(`${tableName(konsumen)}.id`, '=', konsumenId).executeTakeFirst();
      if (!k) throw notFound('Konsumen tidak ditemukan');
      konsumenTypeId = Number(k.konsumen_type_id);
    }
    const units = await unitsOf(ctx.db, barangId);
    if (units.length === 0) throw notFound('Barang tidak ditemukan');
    const harga = await resolveHargaJual(ctx.db, { barangId, konsumenTypeId, tanggal });
    return {
      data: harga && {
        ...harga, barang_id: barangId, tanggal,
        satuan: units.map((u) => ({ ...u, harga: harga.harga * u.faktor })),
      },
      message: harga ? undefined : 'Harga jual belum ditetapkan untuk barang ini pada tanggal tersebut',
    };
  });
}
