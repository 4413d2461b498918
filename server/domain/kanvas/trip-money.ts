/**
 * The money side of a canvas trip: what its sales and collections brought in per payment type, and how much of it
 * is still with the salesperson, in a deposit finance has not approved yet, or in an approved deposit. The four add
 * up to what was received, whatever happened in between (a deleted deposit frees its payments again).
 *
 * A trip is finished (`selesai`) only when both sides are settled: its vehicle was unloaded to zero (`tutup`, see
 * trip.ts) and every payment it received is in an approved deposit. Whichever of the two comes last finishes it.
 */
import type { Db } from '../../db/connection.js';

export const TIPE_BAYAR = ['tunai', 'transfer', 'giro', 'nota_putih'] as const;
export type TipeBayar = (typeof TIPE_BAYAR)[number];

export interface TripMoneyLine {
  tipe: TipeBayar;
  /** Everything the trip received of this type (a bounced giro is not money: its receivable reopened instead). */
  diterima: number;
  /** Still with the salesperson: in no deposit yet. */
  belum_disetor: number;
  /** In a deposit that finance has not approved yet. */
  menunggu_persetujuan: number;
  /** In an approved deposit. */
  disetujui: number;
}

/** The trip's payments that count as money received: not cancelled, not a bounced giro. */
function received(db: Db, tripId: number) {
  return db.selectFrom('penjualan_bayar').leftJoin('setoran', 'setoran.id', 'penjualan_bayar.setoran_id')
    .where('penjualan_bayar.trip_kendaraan_id', '=', tripId).where('penjualan_bayar.status', '=', 'diterima')
    .where((eb) => eb.or([eb('penjualan_bayar.giro_status', 'is', null), eb('penjualan_bayar.giro_status', '!=', 'ditolak')]));
}

export async function tripMoney(db: Db, tripId: number): Promise<TripMoneyLine[]> {
  const rows = await received(db, tripId)
    .select(['penjualan_bayar.tipe', 'setoran.status as setoran_status', (eb) => eb.fn.sum<number>('penjualan_bayar.jumlah').as('jumlah')])
    .groupBy(['penjualan_bayar.tipe', 'setoran.status']).execute();
  const lines = new Map(TIPE_BAYAR.map((tipe) => [tipe, { tipe, diterima: 0, belum_disetor: 0, menunggu_persetujuan: 0, disetujui: 0 } as TripMoneyLine]));
  for (const r of rows) {
    const line = lines.get(r.tipe as TipeBayar);
    if (!line) continue;
    const jumlah = Number(r.jumlah ?? 0);
    line.diterima += jumlah;
    if (r.setoran_status === null || r.setoran_status === undefined) line.belum_disetor += jumlah;
    else if (r.setoran_status === 'disetujui') line.disetujui += jumlah;
    else line.menunggu_persetujuan += jumlah;
  }
  return [...lines.values()];
}

/** Whether every payment the trip received is in an approved deposit. */
export async function tripMoneySettled(db: Db, tripId: number): Promise<boolean> {
  const open = await received(db, tripId).select('penjualan_bayar.id')
    .where((eb) => eb.or([eb('penjualan_bayar.setoran_id', 'is', null), eb('setoran.status', '!=', 'disetujui')]))
    .limit(1).executeTakeFirst();
  return !open;
}

/** Finishes an unloaded trip whose money is all approved; answers whether it did. */
export async function finishTripIfSettled(trx: Db, tripId: number, tanggal: string, at: string, userId: number): Promise<boolean> {
  if (!(await tripMoneySettled(trx, tripId))) return false;
  const r = await trx.updateTable('trip_kendaraan').set({ status: 'selesai', selesai_pada: tanggal, updated_at: at, updated_by: userId })
    .where('id', '=', tripId).where('status', '=', 'tutup').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** After a deposit's approval: the unloaded trips its payments came from that are now settled finish. */
export async function finishTripsOfDeposit(trx: Db, setoranId: number, tanggal: string, at: string, userId: number): Promise<void> {
  const trips = await trx.selectFrom('penjualan_bayar').innerJoin('trip_kendaraan', 'trip_kendaraan.id', 'penjualan_bayar.trip_kendaraan_id')
    .select('trip_kendaraan.id').distinct().where('penjualan_bayar.setoran_id', '=', setoranId).where('trip_kendaraan.status', '=', 'tutup')
    .orderBy('trip_kendaraan.id').execute();
  for (const t of trips) await finishTripIfSettled(trx, Number(t.id), tanggal, at, userId);
}
