/**
 * What a day close (tutup-hari.ts) starts from: the trip's goods as the stock ledger has them (kanvas trip-goods.ts:
 * loaded, sold, given back by customers, lost, and the remaining quantity expected in the vehicle), the money a
 * deposit of the trip would take now per payment kind (setoran groups), the trip's credit notas still unpaid, and the
 * employees who may be given those notas to collect.
 *
 * Collectors (`penagih`): active employees (not deleted, not left) who hold an active salesperson's login, or whose
 * position (jabatan) is named like "Penagih" or "Kolektor".
 */
import { sql } from 'kysely';
import type { AuthUser } from '../../core/context.js';
import { isSales } from '../../core/documents/access.js';
import { forbidden, notFound } from '../../core/errors.js';
import type { Row } from '../../core/documents/row.js';
import type { Db, DbKind } from '../../db/connection.js';
import { tripSummary } from '../kanvas/services.js';
import { groupsOf, totalsOf } from '../setoran/services.js';
import { SALE_DONE } from './kunjungan.js';
import { TIPE_UANG, type TipeUang } from '../../../common/kunjungan.js';

export interface ClosingGoods { barang_id: number; kode: string; nama: string; satuan: string; dimuat: number; terjual: number; diretur_konsumen: number; hilang: number; harapan: number }
export interface ClosingNote { hutang_id: number; nomor: string; konsumen: string; sisa: number; jatuh_tempo: string | null }
export interface ClosingSummary {
  trip: { id: number; nomor: string; no_polisi: string | null; rute_nama: string | null; dibuka_pada: string; karyawan_id: number; kendaraan_id: number; gudang_id: number | null; status: string };
  barang: ClosingGoods[];
  uang: Array<{ tipe: TipeUang; sistem: number }>;
  /** How many payments a deposit would take now (0: nothing to deposit). */
  pembayaran: number;
  nota_putih: ClosingNote[];
  penagih: Array<{ karyawan_id: number; nama: string }>;
}

/**
 * The trip a day close is about: the one named (a salesperson: only their own, else 403), else the caller's open
 * trip (none: 404). `lockOn: 'postgres'` locks the trip row until commit (two closes take turns).
 */
export async function closingTrip(db: Db, user: AuthUser, tripId: number | null | undefined, lockOn?: DbKind): Promise<Row> {
  let q = db.selectFrom('trip_kendaraan').selectAll();
  if (tripId) q = q.where('id', '=', tripId);
  else {
    if (!user.karyawan_id) throw notFound('Tidak ada trip yang sedang berjalan; pilih trip yang ditutup');
    q = q.where('karyawan_id', '=', user.karyawan_id).where('status', '=', 'buka').orderBy('id', 'desc');
  }
  if (lockOn === 'postgres') q = q.forNoKeyUpdate();
  const trip = await q.executeTakeFirst() as Row | undefined;
  if (!trip) throw notFound(tripId ? 'Trip kendaraan tidak ditemukan' : 'Tidak ada trip yang sedang berjalan untuk Anda hari ini');
  if (isSales(user) && Number(trip.karyawan_id) !== Number(user.karyawan_id)) throw forbidden('Anda hanya dapat menutup hari trip Anda sendiri');
  return trip;
}

/** The active employees who may collect unpaid notas (see the header). */
export async function collectors(db: Db, tanggal: string): Promise<Array<{ karyawan_id: number; nama: string }>> {
  const rows = await db.selectFrom('karyawan').leftJoin('jabatan', 'jabatan.id', 'karyawan.jabatan_id')
    .select(['karyawan.id', 'karyawan.nama_lengkap'])
    .where('karyawan.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('karyawan.tanggal_keluar', 'is', null), eb('karyawan.tanggal_keluar', '>=', tanggal)]))
    .where((eb) => eb.or([
      eb(sql`lower(jabatan.nama)`, 'like', '%penagih%'), eb(sql`lower(jabatan.nama)`, 'like', '%kolektor%'),
      eb.exists(eb.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id').select('users.id')
        .whereRef('users.karyawan_id', '=', 'karyawan.id').where('users.aktif', '=', 1).where('users.deleted_at', 'is', null)
        .where(sql`lower(level.nama_level)`, '=', 'sales')),
    ]))
    .orderBy('karyawan.nama_lengkap').orderBy('karyawan.id').execute();
  return rows.map((r) => ({ karyawan_id: Number(r.id), nama: String(r.nama_lengkap) }));
}

/** The trip's credit notas (nota putih) still unpaid. */
export async function unpaidNotes(db: Db, tripId: number): Promise<ClosingNote[]> {
  const rows = await db.selectFrom('hutang').innerJoin('penjualan', 'penjualan.id', 'hutang.penjualan_id').leftJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id')
    .select(['hutang.id', 'hutang.nomor', 'konsumen.nama as konsumen', 'hutang.sisa', 'hutang.jatuh_tempo'])
    .where('penjualan.trip_kendaraan_id', '=', tripId).where('penjualan.status', 'in', SALE_DONE).where('hutang.sisa', '>', 0)
    .orderBy('hutang.jatuh_tempo').orderBy('hutang.id').execute();
  return rows.map((r) => ({ hutang_id: Number(r.id), nomor: String(r.nomor), konsumen: String(r.konsumen ?? '-'), sisa: Number(r.sisa), jatuh_tempo: (r.jatuh_tempo as string | null) ?? null }));
}

export async function closingSummary(db: Db, trip: Row, tanggal: string): Promise<ClosingSummary> {
  const lines = await tripSummary(db, trip);
  const groups = await groupsOf(db, { karyawan_id: Number(trip.karyawan_id), tanggal, trip_kendaraan_id: Number(trip.id) });
  const totals = totalsOf(groups);
  const head = await db.selectFrom('trip_kendaraan as t').leftJoin('kendaraan as k', 'k.id', 't.kendaraan_id').leftJoin('rute as r', 'r.id', 't.rute_id')
    .select(['k.no_polisi', 'r.nama as rute_nama']).where('t.id', '=', Number(trip.id)).executeTakeFirst();
  return {
    trip: {
      id: Number(trip.id), nomor: String(trip.nomor), no_polisi: (head?.no_polisi as string | null) ?? null, rute_nama: (head?.rute_nama as string | null) ?? null,
      dibuka_pada: String(trip.dibuka_pada), karyawan_id: Number(trip.karyawan_id), kendaraan_id: Number(trip.kendaraan_id),
      gudang_id: trip.gudang_id === null ? null : Number(trip.gudang_id), status: String(trip.status),
    },
    barang: lines.map((l) => ({
      barang_id: l.barang_id, kode: l.kode, nama: l.nama, satuan: l.satuan, dimuat: l.dimuat, terjual: l.terjual, diretur_konsumen: l.diretur_konsumen, hilang: l.hilang, harapan: l.sisa,
    })),
    uang: TIPE_UANG.map((t) => ({ tipe: t.value, sistem: totals[t.value] })),
    pembayaran: Object.values(groups).reduce((n, g) => n + g.length, 0),
    nota_putih: await unpaidNotes(db, Number(trip.id)),
    penagih: await collectors(db, tanggal),
  };
}
