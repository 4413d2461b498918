/**
 * The demo salespeople's visits (issue 39), after their sales are seeded: for the last two weeks, one `terjual`
 * visit per completed sale (linked to it, at the sale's time), and a few shops of the day's route visited without a
 * sale or skipped, with their reasons; today, sales1's plan partly done (the sales already made, two shops visited
 * without a sale, one skipped, the rest still to visit), so the supervisor sees progress. One batched insert.
 */
import { ALASAN_KUNJUNGAN } from '../../../common/kunjungan.js';
import { addDays, todayJakarta } from '../../../common/format.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { demoUsers } from '../../db/seed/steps.js';
import { SALE_DONE, dayPlans } from './kunjungan.js';

const DAYS = 14;

export async function seedKunjungan({ database, at }: SeedEnv): Promise<void> {
  const today = todayJakarta(new Date(at));
  const since = addDays(today, -DAYS);
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const sellers = [...users.values()].filter((u) => /^sales\d*$/.test(u.email.split('@')[0]) && u.karyawan_id);
    if (!sellers.length) return;
    const userOf = new Map(sellers.map((u) => [Number(u.karyawan_id), u.id]));
    const karyawanIds = [...userOf.keys()];
    const sales = await trx.selectFrom('penjualan').select(['id', 'tanggal', 'karyawan_id', 'konsumen_id', 'trip_kendaraan_id', 'selesai_pada', 'created_at'])
      .where('karyawan_id', 'in', karyawanIds).where('tanggal', '>=', since).where('tanggal', '<', today).where('status', 'in', SALE_DONE)
      .orderBy('tanggal').orderBy('id').execute();
    const shops = await trx.selectFrom('konsumen').innerJoin('rute', 'rute.id', 'konsumen.rute_id').select(['konsumen.id', 'rute.karyawan_id'])
      .where('rute.karyawan_id', 'in', karyawanIds).where('konsumen.aktif', '=', 1).where('konsumen.deleted_at', 'is', null).orderBy('konsumen.kode').execute();
    const rows: Array<Record<string, unknown>> = [];
    const row = (karyawanId: number, tanggal: string, konsumenId: number, status: string, hour: number, extra: Record<string, unknown> = {}) => {
      const waktu = `${tanggal}T${String(hour - 7).padStart(2, '0')}:${String((konsumenId * 7) % 60).padStart(2, '0')}:00.000Z`;
      const userId = userOf.get(karyawanId) ?? null;
      rows.push({
        tanggal, karyawan_id: karyawanId, konsumen_id: konsumenId, trip_kendaraan_id: null, status, alasan: null, waktu,
        lat: null, lng: null, lokasi: 'tidak_tersedia', penjualan_id: null, keterangan: null, client_id: null, dibuat_offline_at: null,
        created_at: waktu, updated_at: waktu, created_by: userId, updated_by: userId, ...extra,
      });
    };
    // Past days: each sale is a visit; then a few of the salesperson's other shops, without a sale or skipped.
    const days = new Map<string, { karyawanId: number; tanggal: string; sold: Set<number> }>();
    sales.forEach((s, i) => {
      const karyawanId = Number(s.karyawan_id);
      const tanggal = String(s.tanggal);
      const key = `${karyawanId}|${tanggal}`;
      const day = days.get(key) ?? { karyawanId, tanggal, sold: new Set<number>() };
      days.set(key, day);
      if (day.sold.has(Number(s.konsumen_id))) return;
      day.sold.add(Number(s.konsumen_id));
      row(karyawanId, tanggal, Number(s.konsumen_id), 'terjual', 9 + (i % 7), {
        penjualan_id: Number(s.id), trip_kendaraan_id: s.trip_kendaraan_id === null ? null : Number(s.trip_kendaraan_id),
        lokasi: i % 5 === 0 ? 'ditolak' : 'tidak_tersedia',
      });
    });
    let n = 0;
    for (const day of days.values()) {
      const others = shops.filter((k) => Number(k.karyawan_id) === day.karyawanId && !day.sold.has(Number(k.id))).slice(0, 3);
      others.forEach((k, i) => {
        n += 1;
        const alasan = ALASAN_KUNJUNGAN[n % ALASAN_KUNJUNGAN.length].value;
        row(day.karyawanId, day.tanggal, Number(k.id), i === 2 ? 'dilewati' : 'tanpa_penjualan', 13 + i, {
          alasan: i === 2 ? 'tidak_sempat' : alasan, keterangan: alasan === 'lainnya' ? 'Toko sedang renovasi' : null,
        });
      });
    }
    // Today: sales1 has visited a few shops of the plan without a sale and skipped one; the rest are still to visit.
    const sales1 = users.get('sales1');
    if (sales1?.karyawan_id) {
      const plan = (await dayPlans(trx, [Number(sales1.karyawan_id)], today)).get(Number(sales1.karyawan_id));
      const open = plan?.kunjungan.filter((k) => k.status === 'belum') ?? [];
      const outcomes: Array<[string, string]> = [['tanpa_penjualan', 'stok_masih_ada'], ['tanpa_penjualan', 'pemilik_tidak_ada'], ['dilewati', 'toko_tutup']];
      open.slice(0, outcomes.length).forEach((k, i) => {
        // Earlier today: 20 minutes apart, the last a few minutes before the seed's now.
        const waktu = new Date(Date.parse(at) - (outcomes.length - i) * 20 * 60_000).toISOString();
        row(Number(sales1.karyawan_id), today, k.konsumen_id, outcomes[i][0], 9, {
          alasan: outcomes[i][1], trip_kendaraan_id: plan?.trip?.id ?? null, waktu, created_at: waktu, updated_at: waktu,
        });
      });
    }
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('kunjungan').values(rows.slice(i, i + 200)).execute();
  });
}
