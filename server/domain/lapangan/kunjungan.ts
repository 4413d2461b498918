/**
 * A salesperson's visits (issue 39): the `kunjungan` save rules and the day plan — which shops a salesperson should
 * visit today and how far they got. The plan is the open trip's goods-request destinations (`request-barang-tujuan`,
 * by `urutan`) first, then the other active customers of the trip's route (without a trip: of the salesperson's
 * routes whose `hari_kunjungan` is the day's weekday, Jakarta time) by code. A shop's state is `terjual` when the
 * salesperson completed a sale to it that day (its sales listed), else the day's latest visit row, else `belum`.
 * Shops sold to or visited off the plan are appended after it. Every read is one query for any number of salespeople.
 */
import { ALASAN_KUNJUNGAN, STATUS_BERALASAN, type StatusRencana } from '../../../common/kunjungan.js';
import { todayJakarta } from '../../../common/format.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { isSales } from '../../core/documents/access.js';
import { forbidden, unprocessable } from '../../core/errors.js';
import { nowIso } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { tripLoadValue } from '../kanvas/services.js';

/** Sale states that count as a sale made (a draft is not one yet, a cancelled one no longer). */
export const SALE_DONE = ['selesai', 'tak_tertagih'];
const HARI = ['minggu', 'senin', 'selasa', 'rabu', 'kamis', 'jumat', 'sabtu'];
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** The weekday of an ISO date as a route's `hari_kunjungan` (senin … sabtu; minggu has no routes). */
export const hariOf = (tanggal: string): string => HARI[new Date(`${tanggal}T00:00:00Z`).getUTCDay()];

/** The Jakarta date of an instant. */
const jakartaDate = (iso: string): string => todayJakarta(new Date(iso));

export interface PlanTrip { id: number; nomor: string; no_polisi: string | null; rute_id: number | null; rute_nama: string | null; nilai_muat: number; kendaraan_id: number; dibuka_pada: string }
export interface PlanShop {
  konsumen_id: number; kode: string; nama: string; alamat: string | null; urutan: number | null; hutang: number; hutang_lewat_tempo: number;
  status: StatusRencana; alasan: string | null; waktu: string | null; lokasi: string | null; penjualan: Array<{ id: number; nomor: string; total: number }>;
}
export interface Ringkasan { rencana: number; belum: number; terjual: number; tanpa_penjualan: number; dilewati: number; nilai_penjualan: number }
export interface DayPlan { trip: PlanTrip | null; kunjungan: PlanShop[]; ringkasan: Ringkasan; kunjungan_terakhir: string | null }

/**
 * The trip each salesperson ran on `tanggal`: opened on or before it and not closed before it, the latest one
 * (today: the open trip, or the one closed today).
 */
export async function tripsOn(db: Db, karyawanIds: number[], tanggal: string): Promise<Map<number, PlanTrip>> {
  const out = new Map<number, PlanTrip>();
  if (!karyawanIds.length) return out;
  const rows = await db.selectFrom('trip_kendaraan as t').leftJoin('kendaraan as k', 'k.id', 't.kendaraan_id').leftJoin('rute as r', 'r.id', 't.rute_id')
    .select(['t.id', 't.nomor', 't.karyawan_id', 't.kendaraan_id', 't.rute_id', 't.dibuka_pada', 't.ledger_awal', 't.ledger_akhir', 'k.no_polisi', 'r.nama as rute_nama'])
    .where('t.karyawan_id', 'in', karyawanIds).where('t.dibuka_pada', '<=', tanggal)
    .where((eb) => eb.or([eb('t.ditutup_pada', 'is', null), eb('t.ditutup_pada', '>=', tanggal)]))
    .orderBy('t.id', 'desc').execute();
  const picked = new Map<number, typeof rows[number]>();
  for (const r of rows) if (!picked.has(Number(r.karyawan_id))) picked.set(Number(r.karyawan_id), r);
  const values = await tripLoadValue(db, [...picked.values()]);
  for (const [k, r] of picked) {
    out.set(k, {
      id: Number(r.id), nomor: String(r.nomor), no_polisi: (r.no_polisi as string | null) ?? null, rute_id: r.rute_id === null ? null : Number(r.rute_id),
      rute_nama: (r.rute_nama as string | null) ?? null, nilai_muat: values.get(Number(r.id)) ?? 0, kendaraan_id: Number(r.kendaraan_id), dibuka_pada: String(r.dibuka_pada),
    });
  }
  return out;
}

const emptyRingkasan = (): Ringkasan => ({ rencana: 0, belum: 0, terjual: 0, tanpa_penjualan: 0, dilewati: 0, nilai_penjualan: 0 });

/** The day plan of each salesperson (by karyawan id) on `tanggal`. */
export async function dayPlans(db: Db, karyawanIds: number[], tanggal: string): Promise<Map<number, DayPlan>> {
  const ids = [...new Set(karyawanIds)];
  const out = new Map<number, DayPlan>();
  if (!ids.length) return out;
  const trips = await tripsOn(db, ids, tanggal);
  const tripIds = [...trips.values()].map((t) => t.id);
  const hari = hariOf(tanggal);

  // The trip's goods-request destinations, in visiting order.
  const tujuan = tripIds.length ? await db.selectFrom('request_barang_tujuan as d').innerJoin('request_barang as rb', 'rb.id', 'd.request_barang_id')
    .select(['rb.trip_kendaraan_id', 'd.konsumen_id', 'd.urutan', 'd.id'])
    .where('rb.trip_kendaraan_id', 'in', tripIds).orderBy('d.urutan').orderBy('d.id').execute() : [];
  // The routes planned for the day: the trip's route, else the salesperson's routes visited on this weekday.
  const withoutTrip = ids.filter((k) => !trips.has(k));
  const dayRoutes = withoutTrip.length ? await db.selectFrom('rute').select(['id', 'karyawan_id'])
    .where('karyawan_id', 'in', withoutTrip).where('hari_kunjungan', '=', hari).where('aktif', '=', 1).where('deleted_at', 'is', null).execute() : [];
  const routesOf = new Map<number, number[]>();
  for (const [k, t] of trips) if (t.rute_id !== null) routesOf.set(k, [t.rute_id]);
  for (const r of dayRoutes) routesOf.set(Number(r.karyawan_id), [...(routesOf.get(Number(r.karyawan_id)) ?? []), Number(r.id)]);
  const routeIds = [...new Set([...routesOf.values()].flat())];
  const routeShops = routeIds.length ? await db.selectFrom('konsumen').select(['id', 'rute_id'])
    .where('rute_id', 'in', routeIds).where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('kode').orderBy('id').execute() : [];

  // What happened that day: completed sales and visit rows of these salespeople.
  const sales = await db.selectFrom('penjualan').select(['id', 'nomor', 'total', 'konsumen_id', 'karyawan_id', 'selesai_pada'])
    .where('karyawan_id', 'in', ids).where('tanggal', '=', tanggal).where('status', 'in', SALE_DONE).orderBy('id').execute();
  const visits = await db.selectFrom('kunjungan').select(['id', 'karyawan_id', 'konsumen_id', 'status', 'alasan', 'waktu', 'lokasi'])
    .where('karyawan_id', 'in', ids).where('tanggal', '=', tanggal).orderBy('waktu').orderBy('id').execute();

  // Every shop any plan names, read once.
  const shopIds = [...new Set([...tujuan.map((d) => Number(d.konsumen_id)), ...routeShops.map((k) => Number(k.id)), ...sales.map((s) => Number(s.konsumen_id)), ...visits.map((v) => Number(v.konsumen_id))])];
  const shops = shopIds.length ? await db.selectFrom('konsumen').select(['id', 'kode', 'nama', 'alamat']).where('id', 'in', shopIds).execute() : [];
  const shopById = new Map(shops.map((s) => [Number(s.id), s]));
  const debts = shopIds.length ? await db.selectFrom('hutang').select(['konsumen_id',
    (eb) => eb.fn.sum<number>('sisa').as('hutang'),
    (eb) => eb.fn.sum<number>(eb.case().when('jatuh_tempo', '<', tanggal).then(eb.ref('sisa')).else(0).end()).as('lewat')])
    .where('konsumen_id', 'in', shopIds).where('sisa', '>', 0).groupBy('konsumen_id').execute() : [];
  const debtOf = new Map(debts.map((d) => [Number(d.konsumen_id), { hutang: Number(d.hutang ?? 0), lewat: Number(d.lewat ?? 0) }]));

  for (const k of ids) {
    const trip = trips.get(k) ?? null;
    const order: Array<{ konsumen_id: number; urutan: number | null }> = [];
    const seen = new Set<number>();
    const add = (konsumenId: number, urutan: number | null) => {
      if (seen.has(konsumenId) || !shopById.has(konsumenId)) return;
      seen.add(konsumenId);
      order.push({ konsumen_id: konsumenId, urutan });
    };
    if (trip) for (const d of tujuan.filter((x) => Number(x.trip_kendaraan_id) === trip.id)) add(Number(d.konsumen_id), d.urutan === null ? null : Number(d.urutan));
    const routes = new Set(routesOf.get(k) ?? []);
    for (const s of routeShops.filter((x) => routes.has(Number(x.rute_id)))) add(Number(s.id), null);
    const mySales = sales.filter((s) => Number(s.karyawan_id) === k);
    const myVisits = visits.filter((v) => Number(v.karyawan_id) === k);
    for (const s of mySales) add(Number(s.konsumen_id), null);
    for (const v of myVisits) add(Number(v.konsumen_id), null);

    const ringkasan = emptyRingkasan();
    let terakhir: string | null = null;
    const kunjungan = order.map(({ konsumen_id, urutan }): PlanShop => {
      const shop = shopById.get(konsumen_id)!;
      const sold = mySales.filter((s) => Number(s.konsumen_id) === konsumen_id);
      const visit = myVisits.filter((v) => Number(v.konsumen_id) === konsumen_id).at(-1);
      let status: StatusRencana = 'belum';
      let waktu: string | null = null;
      if (sold.length) {
        status = 'terjual';
        waktu = visit?.waktu ? String(visit.waktu) : ((sold.at(-1)!.selesai_pada as string | null) ?? null);
      } else if (visit) {
        status = visit.status as StatusRencana;
        waktu = visit.waktu ? String(visit.waktu) : null;
      }
      if (waktu && (!terakhir || waktu > terakhir)) terakhir = waktu;
      const debt = debtOf.get(konsumen_id);
      ringkasan.rencana += 1;
      ringkasan[status] += 1;
      const penjualan = sold.map((s) => ({ id: Number(s.id), nomor: String(s.nomor), total: Number(s.total) }));
      ringkasan.nilai_penjualan += penjualan.reduce((sum, s) => sum + s.total, 0);
      return {
        konsumen_id, kode: String(shop.kode ?? ''), nama: String(shop.nama), alamat: (shop.alamat as string | null) ?? null, urutan,
        hutang: debt?.hutang ?? 0, hutang_lewat_tempo: debt?.lewat ?? 0, status,
        alasan: status !== 'terjual' && visit ? ((visit.alasan as string | null) ?? null) : null, waktu,
        lokasi: visit ? ((visit.lokasi as string | null) ?? null) : null, penjualan,
      };
    });
    out.set(k, { trip, kunjungan, ringkasan, kunjungan_terakhir: terakhir });
  }
  return out;
}

/**
 * `kunjungan` save: the salesperson is the user's employee (others name one), the trip is that salesperson's open
 * trip, the customer must be active, a reason is one of the list, the phone's time is not in the future; the visit's
 * date is the Jakarta date of its time. A `terjual` visit is linked to the day's latest sale to that shop.
 */
export const kunjunganHooks: ResourceHooks = {
  async beforeSave({ trx, ctx, req, values, existing }) {
    const user = req.user;
    if (existing) throw unprocessable({ id: ['Kunjungan yang sudah tercatat tidak dapat diubah; catat kunjungan baru'] });
    if (isSales(user)) {
      if (!user?.karyawan_id) throw forbidden('Akun sales Anda belum terhubung dengan data karyawan');
      values.karyawan_id = user.karyawan_id;
    } else if (values.karyawan_id === undefined || values.karyawan_id === null) {
      throw unprocessable({ karyawan_id: ['Pilih sales yang berkunjung'] });
    }
    const karyawanId = Number(values.karyawan_id);
    const now = ctx.now().getTime();
    const waktu = values.waktu ? String(values.waktu) : nowIso(ctx);
    if (Date.parse(waktu) > now + CLOCK_SKEW_MS) throw unprocessable({ waktu: ['Waktu kunjungan ada di masa depan; periksa jam ponsel'] });
    values.waktu = waktu;
    if (!values.tanggal) values.tanggal = jakartaDate(waktu);
    if (values.alasan && !ALASAN_KUNJUNGAN.some((a) => a.value === values.alasan)) throw unprocessable({ alasan: ['Alasan tidak dikenal'] });
    if (values.status !== 'terjual' && !STATUS_BERALASAN.includes(values.status as never)) throw unprocessable({ status: ['Hasil kunjungan tidak dikenal'] });
    if (values.lokasi === 'ada' && (values.lat === undefined || values.lat === null || values.lng === undefined || values.lng === null)) {
      throw unprocessable({ lat: ['Lokasi tercatat tetapi titik lokasi kosong'] });
    }
    if (values.lokasi === undefined || values.lokasi === null) values.lokasi = values.lat !== undefined && values.lat !== null ? 'ada' : 'tidak_tersedia';
    const konsumen = await trx.selectFrom('konsumen').select(['aktif', 'deleted_at', 'nama']).where('id', '=', Number(values.konsumen_id)).executeTakeFirst();
    if (!konsumen || konsumen.deleted_at) throw unprocessable({ konsumen_id: ['Konsumen tidak ditemukan'] });
    if (!Number(konsumen.aktif)) throw unprocessable({ konsumen_id: [`Konsumen ${konsumen.nama} tidak aktif`] });
    const trip = await trx.selectFrom('trip_kendaraan').select('id').where('karyawan_id', '=', karyawanId).where('status', '=', 'buka').orderBy('id', 'desc').executeTakeFirst();
    values.trip_kendaraan_id = trip ? Number(trip.id) : null;
    if (values.status === 'terjual') {
      const sale = await trx.selectFrom('penjualan').select('id').where('karyawan_id', '=', karyawanId).where('konsumen_id', '=', Number(values.konsumen_id))
        .where('tanggal', '=', String(values.tanggal)).where('status', 'in', SALE_DONE).orderBy('id', 'desc').executeTakeFirst();
      values.penjualan_id = sale ? Number(sale.id) : null;
    }
  },
};
