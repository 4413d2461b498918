/**
 * The salespeople's figures (SPEC.md /sales, /rank-sales, /pencapaian): each salesperson's day, the ranking
 * over a period and the achievement of monthly targets. A salesperson only ever gets their own row: the
 * ranking tells them their rank number, never the others' figures.
 *
 * - sales: Σ total of completed sales (status selesai) by sale date;
 * - tagihan (collections): Σ penjualan_bayar.jumlah of collections (sumber pelunasan, status diterima) by date;
 * - retur: Σ total of approved customer returns by approval date.
 */
import type { FastifyInstance } from 'fastify';
import { levelIs } from '../../../common/levels.js';
import { todayJakarta } from '../../../common/format.js';
import type { AuthUser } from '../../core/context.js';
import type { HooksByResource } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import type { AreaManifest } from '../../core/area.js';
import { route } from '../../core/route.js';
import { DateQuery, Querystring, TextQuery } from '../../core/route-schema.js';

type Row = Record<string, unknown>;
interface Salesperson { karyawan_id: number; nama: string }

/** Employees with a user of a sales level (a salesperson sees only themselves). */
export async function salespeople(db: Db, user: AuthUser): Promise<Salesperson[]> {
  const rows = await db.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
    .select(['karyawan.id as karyawan_id', 'karyawan.nama_lengkap as nama', 'level.nama_level']).orderBy('karyawan.nama_lengkap').execute();
  const all = rows.filter((r) => levelIs(String(r.nama_level), 'sales')).map((r) => ({ karyawan_id: Number(r.karyawan_id), nama: String(r.nama) }));
  const unique = [...new Map(all.map((s) => [s.karyawan_id, s])).values()];
  if (levelIs(user.level_name, 'sales')) return unique.filter((s) => s.karyawan_id === user.karyawan_id);
  return unique;
}

async function sumBy(q: { execute(): Promise<Row[]> }): Promise<Map<number, { total: number; jumlah: number }>> {
  const rows = await q.execute();
  return new Map(rows.map((r) => [Number(r.karyawan_id), { total: Number(r.total ?? 0), jumlah: Number(r.jumlah ?? 0) }]));
}

/** Sales, collections and approved returns per salesperson between two dates (inclusive). */
export async function figures(db: Db, awal: string, akhir: string) {
  const penjualan = await sumBy(db.selectFrom('penjualan').select(['karyawan_id', (eb) => eb.fn.sum<number>('total').as('total'), (eb) => eb.fn.countAll<number>().as('jumlah')])
    .where('status', '=', 'selesai').where('tanggal', '>=', awal).where('tanggal', '<=', akhir).groupBy('karyawan_id'));
  const tagihan = await sumBy(db.selectFrom('penjualan_bayar').select(['karyawan_id', (eb) => eb.fn.sum<number>('jumlah').as('total'), (eb) => eb.fn.countAll<number>().as('jumlah')])
    .where('sumber', '=', 'pelunasan').where('status', '=', 'diterima').where('tanggal', '>=', awal).where('tanggal', '<=', akhir).groupBy('karyawan_id'));
  const retur = await sumBy(db.selectFrom('retur_konsumen').select(['karyawan_id', (eb) => eb.fn.sum<number>('total').as('total'), (eb) => eb.fn.countAll<number>().as('jumlah')])
    .where('status', '=', 'disetujui').where('tanggal_disetujui', '>=', awal).where('tanggal_disetujui', '<=', akhir).groupBy('karyawan_id'));
  return { penjualan, tagihan, retur };
}

const URUT = ['penjualan', 'tagihan', 'retur'] as const;
type Urut = (typeof URUT)[number];

function monthRange(periode: string): { awal: string; akhir: string } {
  const [y, m] = periode.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { awal: `${periode}-01`, akhir: `${periode}-${String(last).padStart(2, '0')}` };
}

export function validPeriode(v: unknown): v is string {
  return typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
}

export function registerSalesRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /** `GET /api/sales-ringkasan?tanggal=`: each salesperson's routes, vehicle, open trip, the day's sales, cash on hand and open receivables. */
  route(app, { method: 'GET', url: '/api/sales-ringkasan', menu: '/sales', summary: 'Ringkasan kerja sales pada tanggal itu', querystring: Querystring({ tanggal: DateQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const people = await salespeople(ctx.db, user);
    const ids = people.map((p) => p.karyawan_id);
    if (!ids.length) return { data: [], total: 0, tanggal };
    const db = ctx.db;
    const routes = await db.selectFrom('gudang_sales_rute').innerJoin('rute', 'rute.id', 'gudang_sales_rute.rute_id')
      .leftJoin('kendaraan', 'kendaraan.id', 'gudang_sales_rute.kendaraan_id')
      .select(['gudang_sales_rute.karyawan_id', 'rute.id as rute_id', 'rute.kode', 'rute.nama', 'kendaraan.id as kendaraan_id', 'kendaraan.no_polisi'])
      .where('gudang_sales_rute.karyawan_id', 'in', ids).orderBy('rute.kode').execute();
    const trips = await db.selectFrom('trip_kendaraan').leftJoin('kendaraan', 'kendaraan.id', 'trip_kendaraan.kendaraan_id')
      .select(['trip_kendaraan.id', 'trip_kendaraan.nomor', 'trip_kendaraan.karyawan_id', 'trip_kendaraan.dibuka_pada', 'kendaraan.id as kendaraan_id', 'kendaraan.no_polisi'])
      .where('trip_kendaraan.status', '=', 'buka').where('trip_kendaraan.karyawan_id', 'in', ids).execute();
    const today = await figures(db, tanggal, tanggal);
    const kas = await db.selectFrom('kas').select(['karyawan_id', (eb) => eb.fn.sum<number>('saldo').as('saldo')])
      .where('karyawan_id', 'in', ids).where('jenis', '=', 'kas_sales').groupBy('karyawan_id').execute();
    const kasBy = new Map(kas.map((k) => [Number(k.karyawan_id), Number(k.saldo ?? 0)]));
    const ruteIds = [...new Set(routes.map((r) => Number(r.rute_id)))];
    const piutang = ruteIds.length ? await db.selectFrom('hutang').innerJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id')
      .select(['konsumen.rute_id', (eb) => eb.fn.sum<number>('hutang.sisa').as('sisa'), (eb) => eb.fn.countAll<number>().as('faktur')])
      .where('hutang.sisa', '>', 0).where('konsumen.rute_id', 'in', ruteIds).groupBy('konsumen.rute_id').execute() : [];
    const piutangBy = new Map(piutang.map((p) => [Number(p.rute_id), { sisa: Number(p.sisa ?? 0), faktur: Number(p.faktur ?? 0) }]));
    const data = people.map((p) => {
      const own = routes.filter((r) => Number(r.karyawan_id) === p.karyawan_id);
      const rutes = [...new Map(own.map((r) => [Number(r.rute_id), { id: Number(r.rute_id), kode: String(r.kode), nama: String(r.nama) }])).values()];
      const trip = trips.find((t) => Number(t.karyawan_id) === p.karyawan_id);
      const vehicle = trip?.kendaraan_id ? { id: Number(trip.kendaraan_id), no_polisi: String(trip.no_polisi) }
        : own.find((r) => r.kendaraan_id) ? { id: Number(own.find((r) => r.kendaraan_id)!.kendaraan_id), no_polisi: String(own.find((r) => r.kendaraan_id)!.no_polisi) } : null;
      const open = rutes.reduce((s, r) => ({ sisa: s.sisa + (piutangBy.get(r.id)?.sisa ?? 0), faktur: s.faktur + (piutangBy.get(r.id)?.faktur ?? 0) }), { sisa: 0, faktur: 0 });
      return {
        karyawan_id: p.karyawan_id, nama: p.nama, rute: rutes, kendaraan: vehicle,
        trip: trip ? { id: Number(trip.id), nomor: String(trip.nomor), dibuka_pada: String(trip.dibuka_pada) } : null,
        penjualan_hari_ini: today.penjualan.get(p.karyawan_id)?.total ?? 0, jumlah_nota_hari_ini: today.penjualan.get(p.karyawan_id)?.jumlah ?? 0,
        kas_di_tangan: kasBy.get(p.karyawan_id) ?? 0, piutang_konsumen: open.sisa, faktur_terbuka: open.faktur,
      };
    });
    return { data, total: data.length, tanggal };
  });

  /**
   * `GET /api/rank-sales?tgl_awal=&tgl_akhir=&urut=penjualan|tagihan|retur`: any signed-in user (SPEC.md: the
   * permission check is skipped). Ranked by `urut` (sales by default); a salesperson gets only their own row.
   */
  route(app, { method: 'GET', url: '/api/rank-sales', summary: 'Peringkat sales dalam periode', querystring: Querystring({ tgl_awal: DateQuery(), tgl_akhir: DateQuery(), urut: TextQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const today = todayJakarta(ctx.now());
    const akhir = q.tgl_akhir ?? today;
    const awal = q.tgl_awal ?? `${akhir.slice(0, 7)}-01`;
    if (awal > akhir) throw unprocessable({ tgl_awal: ['Tanggal awal setelah tanggal akhir'] });
    const urut = (typeof q.urut === 'string' && q.urut ? q.urut : 'penjualan') as Urut;
    if (!URUT.includes(urut)) throw unprocessable({ urut: ['Urutan harus penjualan, tagihan atau retur'] });
    const all = await salespeople(ctx.db, { ...user, level_name: 'Admin' });
    const f = await figures(ctx.db, awal, akhir);
    const rows = all.map((p) => ({
      karyawan_id: p.karyawan_id, nama: p.nama,
      penjualan: f.penjualan.get(p.karyawan_id)?.total ?? 0, jumlah_nota: f.penjualan.get(p.karyawan_id)?.jumlah ?? 0,
      tagihan: f.tagihan.get(p.karyawan_id)?.total ?? 0, retur: f.retur.get(p.karyawan_id)?.total ?? 0,
    }));
    rows.sort((a, b) => b[urut] - a[urut] || a.nama.localeCompare(b.nama));
    // Standard competition ranking: equal figures share a rank.
    const ranked = rows.map((r, i) => ({ ...r, peringkat: i > 0 && rows[i - 1][urut] === r[urut] ? 0 : i + 1 }));
    for (let i = 1; i < ranked.length; i += 1) if (ranked[i].peringkat === 0) ranked[i].peringkat = ranked[i - 1].peringkat;
    const visible = levelIs(user.level_name, 'sales') ? ranked.filter((r) => r.karyawan_id === user.karyawan_id) : ranked;
    return { data: visible, total: visible.length, jumlah_sales: ranked.length, tgl_awal: awal, tgl_akhir: akhir, urut };
  });

  /** `GET /api/pencapaian?periode=YYYY-MM`: target vs actual sales and collections per salesperson, in %. */
  route(app, { method: 'GET', url: '/api/pencapaian', menu: '/pencapaian', summary: 'Pencapaian target sales per periode', querystring: Querystring({ periode: TextQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const periode = typeof q.periode === 'string' && q.periode ? q.periode : todayJakarta(ctx.now()).slice(0, 7);
    if (!validPeriode(periode)) throw unprocessable({ periode: ['Periode harus YYYY-MM'] });
    const { awal, akhir } = monthRange(periode);
    const people = await salespeople(ctx.db, user);
    const ids = people.map((p) => p.karyawan_id);
    const targets = ids.length ? await ctx.db.selectFrom('target_sales').selectAll().where('periode', '=', periode).where('karyawan_id', 'in', ids).execute() : [];
    const tBy = new Map(targets.map((t) => [Number(t.karyawan_id), t as Row]));
    const f = await figures(ctx.db, awal, akhir);
    const pct = (actual: number, target: number) => (target > 0 ? Math.round((actual * 1000) / target) / 10 : null);
    const data = people.map((p) => {
      const t = tBy.get(p.karyawan_id);
      const targetPenjualan = Number(t?.target_penjualan ?? 0);
      const targetTagihan = Number(t?.target_tagihan ?? 0);
      const penjualan = f.penjualan.get(p.karyawan_id)?.total ?? 0;
      const tagihan = f.tagihan.get(p.karyawan_id)?.total ?? 0;
      return {
        karyawan_id: p.karyawan_id, nama: p.nama, target_sales_id: t ? Number(t.id) : null,
        target_penjualan: targetPenjualan, penjualan, persen_penjualan: pct(penjualan, targetPenjualan),
        target_tagihan: targetTagihan, tagihan, persen_tagihan: pct(tagihan, targetTagihan),
      };
    });
    return { data, total: data.length, periode };
  });
}

/** Targets: the period must be a month (YYYY-MM) and the person a salesperson. */
export function salesHooks(): HooksByResource {
  return {
    'target-sales': {
      async beforeSave({ trx, values, existing }) {
        const periode = values.periode ?? existing?.periode;
        if (!validPeriode(periode)) throw unprocessable({ periode: ['Periode harus YYYY-MM, mis. 2026-11'] });
        const karyawanId = Number(values.karyawan_id ?? existing?.karyawan_id);
        const users = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id').select('level.nama_level').where('users.karyawan_id', '=', karyawanId).execute();
        if (!users.some((u) => levelIs(String(u.nama_level), 'sales'))) throw unprocessable({ karyawan_id: ['Karyawan ini bukan sales (tidak punya pengguna level Sales)'] });
      },
    },
  };
}

export const manifest: AreaManifest = { name: 'sales', routes: registerSalesRoutes, hooks: salesHooks };
