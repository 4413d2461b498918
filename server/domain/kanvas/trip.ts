/**
 * A vehicle's canvas trip (DESIGN.md section 6): a delivery note opens it (or loads more into the open one),
 * sales draw from the vehicle, the sales return unloads what is left and closes it. The trip's figures are read
 * from the stock ledger rows of the vehicle between its first and last movement, so they always add up:
 * loaded + given back by customers = sold + returned + lost + remaining.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, DbKind } from '../../db/connection.js';
import { conflict } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { parseIdParam } from '../../core/request-user.js';
import { nameOf } from '../../core/documents/names.js';
import { visibleDocument } from '../../core/documents/access.js';
import type { Row } from '../../core/documents/row.js';
import { finishTripIfSettled, tripMoney, tripSales } from './trip-money.js';
import { DOC_MUAT, tripGoods, type TripLine, type TripWindow } from './trip-goods.js';
import { assertNotInRepair } from '../armada/services.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, IdParams, Querystring } from '../../core/route-schema.js';

export { DOC_MUAT, DOC_KEMBALI, DOC_HILANG, DOC_JUAL, DOC_JUAL_BATAL, DOC_RETUR_KONSUMEN, type TripLine } from './trip-goods.js';

/**
 * The vehicle's open trip. `lockOn: 'postgres'` locks its row until commit, for a step that loads goods into the
 * vehicle or unloads it: they take turns, and one that waited reads the trip as the other left it (closed, or
 * with more goods to unload) instead of loading into a trip closed meanwhile. SQLite's write transaction
 * (BEGIN IMMEDIATE) already holds the whole database.
 */
export async function openTripOf(trx: Db, kendaraanId: number, lockOn?: DbKind): Promise<Row | undefined> {
  let q = trx.selectFrom('trip_kendaraan').selectAll().where('kendaraan_id', '=', kendaraanId).where('status', '=', 'buka');
  // NO KEY UPDATE: a sale's payment row referencing the trip (a key-share lock) does not wait on it, nor it on the sale.
  if (lockOn === 'postgres') q = q.forNoKeyUpdate();
  return q.executeTakeFirst() as Promise<Row | undefined>;
}

/**
 * The open trip a loading goes into: the vehicle's open one when it is the same salesperson's, else a new one.
 * A vehicle on another salesperson's open trip is a 409 (one open trip per vehicle), and so is a vehicle in the workshop.
 */
export async function tripForLoading(trx: Db, kind: DbKind, at: string, userId: number, req: { kendaraan_id: number; rute_id: number; karyawan_id: number | null; gudang_id: number; tanggal: string }): Promise<{ id: number; fresh: boolean }> {
  await assertNotInRepair(trx, req.kendaraan_id);
  const open = await openTripOf(trx, req.kendaraan_id, kind);
  if (open) {
    if (Number(open.karyawan_id ?? 0) !== Number(req.karyawan_id ?? 0)) {
      const plate = await nameOf(trx, 'kendaraan', 'no_polisi', req.kendaraan_id);
      throw conflict(`Kendaraan ${plate} masih dalam trip ${open.nomor} sales lain; bongkar dulu lewat pengembalian sales`);
    }
    return { id: Number(open.id), fresh: false };
  }
  const nomor = await nextDocNumber(trx, 'TRP', req.tanggal);
  const row = await trx.insertInto('trip_kendaraan').values({
    nomor, kendaraan_id: req.kendaraan_id, rute_id: req.rute_id, karyawan_id: req.karyawan_id, gudang_id: req.gudang_id,
    status: 'buka', dibuka_pada: req.tanggal, created_at: at, updated_at: at, created_by: userId, updated_by: userId,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), fresh: true };
}

/** The first ledger row of a fresh trip is its first loading movement into the vehicle. */
export async function markTripStart(trx: Db, tripId: number, kendaraanId: number, requestId: number): Promise<void> {
  const first = await trx.selectFrom('stok_ledger').select((eb) => eb.fn.min<number>('id').as('id'))
    .where('kendaraan_id', '=', kendaraanId).where('dokumen_tipe', '=', DOC_MUAT).where('dokumen_id', '=', requestId).executeTakeFirst();
  await trx.updateTable('trip_kendaraan').set({ ledger_awal: Number(first?.id) }).where('id', '=', tripId).execute();
}

/** Closing: the last ledger row of the vehicle so far ends the trip's window. */
export async function closeTrip(trx: Db, tripId: number, kendaraanId: number, tanggal: string, at: string, userId: number): Promise<void> {
  const last = await trx.selectFrom('stok_ledger').select((eb) => eb.fn.max<number>('id').as('id')).where('kendaraan_id', '=', kendaraanId).executeTakeFirst();
  const r = await trx.updateTable('trip_kendaraan').set({ status: 'tutup', ditutup_pada: tanggal, ledger_akhir: Number(last?.id ?? 0), updated_at: at, updated_by: userId })
    .where('id', '=', tripId).where('status', '=', 'buka').executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict('Trip kendaraan sudah ditutup oleh dokumen lain');
  await finishTripIfSettled(trx, tripId, tanggal, at, userId);
}

/** Loaded, sold, returned, lost and remaining per goods of one trip, from the vehicle's ledger rows in its window. */
export async function tripSummary(db: Db, trip: Row): Promise<TripLine[]> {
  return (await tripGoods(db, [trip as unknown as TripWindow])).get(Number(trip.id)) ?? [];
}

/**
 * `GET /api/trip-kendaraan-ringkasan/:id` (a trip) and `GET /api/trip-kendaraan-ringkasan?kendaraan_id=` (the
 * vehicle's open trip, else its latest): the trip with its figures per goods and their totals, its sales (DPP, PPN,
 * total, paid at the sale, credit), and its money per payment type (received from its sales and from collections,
 * still with the salesperson, awaiting approval, approved) with the totals of the money types (nota putih apart).
 */
export function registerTripRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const answer = async (trip: Row) => {
    const barang = await tripSummary(ctx.db, trip);
    const total = { dimuat: 0, terjual: 0, diretur_konsumen: 0, dikembalikan: 0, hilang: 0, sisa: 0 };
    for (const l of barang) for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += l[k];
    const uang = await tripMoney(ctx.db, Number(trip.id));
    // Money only: a nota putih is the credit the sales left (in `penjualan.kredit`), not money received.
    const total_uang = { diterima: 0, dari_penjualan: 0, dari_penagihan: 0, belum_disetor: 0, menunggu_persetujuan: 0, disetujui: 0 };
    for (const l of uang.filter((x) => x.tipe !== 'nota_putih')) for (const k of Object.keys(total_uang) as Array<keyof typeof total_uang>) total_uang[k] += l[k];
    const penjualan = await tripSales(ctx.db, Number(trip.id));
    const { ledger_awal: _a, ledger_akhir: _b, ...rest } = trip;
    return { data: { ...rest, no_polisi: await nameOf(ctx.db, 'kendaraan', 'no_polisi', trip.kendaraan_id), barang, total, penjualan, uang, total_uang } };
  };
  route(app, { method: 'GET', url: '/api/trip-kendaraan-ringkasan/:id', menu: '/trip-kendaraan', summary: 'Ringkasan satu trip kendaraan', params: IdParams() }, async ({ user, params }) => {
    return answer(await visibleDocument(app, user, 'trip-kendaraan', params.id));
  });
  route(app, { method: 'GET', url: '/api/trip-kendaraan-ringkasan', menu: '/trip-kendaraan', summary: 'Ringkasan trip kendaraan yang buka (atau terakhir)',
    querystring: Querystring({ kendaraan_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'id kendaraan (wajib)' })) }, { strict: true }),
  }, async ({ user, query: q }) => {
    const kendaraanId = parseIdParam(String(q.kendaraan_id ?? ''));
    const trips = await ctx.db.selectFrom('trip_kendaraan').select(['id', 'status']).where('kendaraan_id', '=', kendaraanId)
      .orderBy('id', 'desc').execute();
    const pick = trips.find((t) => t.status === 'buka') ?? trips[0];
    if (!pick) return { data: null };
    return answer(await visibleDocument(app, user, 'trip-kendaraan', Number(pick.id)));
  });
}
