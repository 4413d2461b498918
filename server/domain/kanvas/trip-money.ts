/**
 * The money side of a canvas trip: what its sales and collections brought in per payment type, and how much of it
 * is still with the salesperson, in a deposit finance has not approved yet, or in an approved deposit. The four add
 * up to what was received, whatever happened in between (a deleted deposit frees its payments again). Each type says
 * how much came with the trip's own sales and how much from collections of invoices (pelunasan) made on the trip, so
 * a credit sale counts once, as credit (its nota putih part), and the cash collected on it later apart.
 * `tripSales` is the trip's sales themselves: DPP, PPN, total, paid at the sale and left on credit.
 *
 * A trip is finished (`selesai`) only when both sides are settled: its vehicle was unloaded to zero (`tutup`, see
 * trip.ts) and every payment it received is in an approved deposit. Whichever of the two comes last finishes it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export const TIPE_BAYAR = ['tunai', 'transfer', 'qris', 'giro', 'nota_putih'] as const;
export type TipeBayar = (typeof TIPE_BAYAR)[number];

export interface TripMoneyLine {
  tipe: TipeBayar;
  /** Everything the trip received of this type (a bounced giro is not money: its receivable reopened instead). */
  diterima: number;
  /** Of it, paid with the trip's sales (for nota putih: the credit the sales left). */
  dari_penjualan: number;
  /** Of it, collections of invoices made on the trip (sumber pelunasan). */
  dari_penagihan: number;
  /** Still with the salesperson: in no deposit yet. */
  belum_disetor: number;
  /** In a deposit that finance has not approved yet. */
  menunggu_persetujuan: number;
  /** In an approved deposit. */
  disetujui: number;
}

/** Payments that count as money received: not cancelled, not a bounced giro (with their deposit, if any). */
function receivedPayments(db: Db) {
  return db.selectFrom('penjualan_bayar').leftJoin('setoran', 'setoran.id', 'penjualan_bayar.setoran_id')
    .where('penjualan_bayar.status', '=', 'diterima')
    .where((eb) => eb.or([eb('penjualan_bayar.giro_status', 'is', null), eb('penjualan_bayar.giro_status', '!=', 'ditolak')]));
}

const received = (db: Db, tripId: number) => receivedPayments(db).where('penjualan_bayar.trip_kendaraan_id', '=', tripId);

export async function tripMoney(db: Db, tripId: number): Promise<TripMoneyLine[]> {
  const rows = await received(db, tripId)
    .select(['penjualan_bayar.tipe', 'penjualan_bayar.sumber', 'setoran.status as setoran_status', (eb) => eb.fn.sum<number>('penjualan_bayar.jumlah').as('jumlah')])
    .groupBy(['penjualan_bayar.tipe', 'penjualan_bayar.sumber', 'setoran.status']).execute();
  const lines = new Map(TIPE_BAYAR.map((tipe) => [tipe, { tipe, diterima: 0, dari_penjualan: 0, dari_penagihan: 0, belum_disetor: 0, menunggu_persetujuan: 0, disetujui: 0 } as TripMoneyLine]));
  for (const r of rows) {
    const line = lines.get(r.tipe as TipeBayar);
    if (!line) continue;
    const jumlah = Number(r.jumlah ?? 0);
    line.diterima += jumlah;
    if (r.sumber === 'pelunasan') line.dari_penagihan += jumlah;
    else line.dari_penjualan += jumlah;
    if (r.setoran_status === null || r.setoran_status === undefined) line.belum_disetor += jumlah;
    else if (r.setoran_status === 'disetujui') line.disetujui += jumlah;
    else line.menunggu_persetujuan += jumlah;
  }
  return [...lines.values()];
}

export interface TripSales { nota: number; dpp: number; ppn: number; total: number; dibayar: number; kredit: number; pembulatan: number }

/**
 * The trip's finished sales (also those later written off): DPP + PPN = total = paid at the sale + credit + the cash
 * rounding given up at the sale (common/pembulatan.ts).
 */
export async function tripSales(db: Db, tripId: number): Promise<TripSales> {
  const r = await db.selectFrom('penjualan').where('trip_kendaraan_id', '=', tripId).where('status', 'in', ['selesai', 'tak_tertagih'])
    .select([(eb) => eb.fn.countAll<number>().as('nota'), (eb) => eb.fn.sum<number>('total').as('total'), (eb) => eb.fn.sum<number>('ppn').as('ppn'),
      (eb) => eb.fn.sum<number>('dibayar').as('dibayar'), (eb) => eb.fn.sum<number>('piutang').as('kredit'), (eb) => eb.fn.sum<number>('pembulatan').as('pembulatan')])
    .executeTakeFirst();
  const total = Number(r?.total ?? 0);
  const ppn = Number(r?.ppn ?? 0);
  return { nota: Number(r?.nota ?? 0), dpp: total - ppn, ppn, total, dibayar: Number(r?.dibayar ?? 0), kredit: Number(r?.kredit ?? 0), pembulatan: Number(r?.pembulatan ?? 0) };
}

/**
 * Finishes, in one statement, the unloaded trips among `trips` (ids, or the trips of a deposit's payments) that have
 * no payment outside an approved deposit.
 */
async function finishSettled(trx: Db, trips: number[] | { setoran_id: number }, tanggal: string, at: string, userId: number): Promise<void> {
  const ids = Array.isArray(trips) ? trips
    : trx.selectFrom('penjualan_bayar').select('trip_kendaraan_id').where('setoran_id', '=', trips.setoran_id).where('trip_kendaraan_id', 'is not', null);
  // Never before the unloading (ditutup_pada): a deposit dated before it still ends the trip on its unloading day.
  const selesai = sql<string>`case when ditutup_pada > ${tanggal} then ditutup_pada else ${tanggal} end`;
  await trx.updateTable('trip_kendaraan').set({ status: 'selesai', selesai_pada: selesai, updated_at: at, updated_by: userId })
    .where('id', 'in', ids).where('status', '=', 'tutup')
    .where((eb) => eb.not(eb.exists(receivedPayments(trx).select('penjualan_bayar.id')
      .whereRef('penjualan_bayar.trip_kendaraan_id', '=', 'trip_kendaraan.id')
      .where((w) => w.or([w('penjualan_bayar.setoran_id', 'is', null), w('setoran.status', '!=', 'disetujui')])))))
    .execute();
}

/** At the unloading: the trip finishes at once when its money is all approved already (or it took none). */
export async function finishTripIfSettled(trx: Db, tripId: number, tanggal: string, at: string, userId: number): Promise<void> {
  await finishSettled(trx, [tripId], tanggal, at, userId);
}

/** After a deposit's approval: the unloaded trips its payments came from that are now settled finish. */
export async function finishTripsOfDeposit(trx: Db, setoranId: number, tanggal: string, at: string, userId: number): Promise<void> {
  await finishSettled(trx, { setoran_id: setoranId }, tanggal, at, userId);
}
