/**
 * Customers paying their invoices in the demo's history: each invoice is collected some days after it falls due —
 * by its route's salesperson in cash while their trip is on the road, else by finance as a transfer into the bank.
 * A few customers pay later and later, and stop paying in the last months: their invoices stay open and overdue.
 */
import type { AppContext, AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { onDemoDate } from '../../db/seed/steps.js';
import { addDays } from '../../../common/format.js';
import { recordCollection } from '../penagihan/services.js';

export interface Collector {
  finance: AuthUser;
  bankId: number;
  latePayers: Set<number>;
  /** Invoices of late payers dated from this day on are not collected (they are the overdue receivables of today). */
  stopFrom: string;
}

/** The days after its due date a customer's invoice is paid: a week or so, a month and more for late payers. */
const delayOf = (c: Collector, konsumenId: number) => (c.latePayers.has(konsumenId) ? 25 + (konsumenId * 7) % 20 : (konsumenId * 13) % 11);

/** The invoices ready to be paid on `tanggal`; `karyawanId` only those of that salesperson's routes (null: all). */
async function ready(trx: Db, c: Collector, tanggal: string, karyawanId: number | null) {
  let q = trx.selectFrom('hutang').innerJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id').innerJoin('rute', 'rute.id', 'konsumen.rute_id')
    .select(['hutang.id', 'hutang.sisa', 'hutang.tanggal', 'hutang.jatuh_tempo', 'hutang.konsumen_id'])
    .where('hutang.sisa', '>', 0).where('hutang.jatuh_tempo', '<=', tanggal).where('hutang.tanggal', '<=', tanggal);
  if (karyawanId !== null) q = q.where('rute.karyawan_id', '=', karyawanId);
  const rows = await q.orderBy('hutang.jatuh_tempo').orderBy('hutang.id').execute();
  return rows.filter((h) => {
    const k = Number(h.konsumen_id);
    if (c.latePayers.has(k) && String(h.tanggal) >= c.stopFrom) return false;
    return addDays(String(h.jatuh_tempo), delayOf(c, k)) <= tanggal;
  });
}

/** The salesperson collects in cash what their customers pay on `tanggal` (their trip is on the road). */
export async function collectOnTrip(trx: Db, base: AppContext, c: Collector, seller: AuthUser, tanggal: string): Promise<void> {
  const ctx = onDemoDate(base, tanggal, 4);
  for (const h of await ready(trx, c, tanggal, seller.karyawan_id)) {
    await recordCollection(trx, ctx, seller, { hutang_id: Number(h.id), tanggal, tipe: 'tunai', jumlah: Number(h.sisa), keterangan: 'Pelunasan di rute' });
  }
}

/** Finance records the transfers of the other customers who paid by `tanggal`. */
export async function collectByTransfer(trx: Db, base: AppContext, c: Collector, tanggal: string): Promise<void> {
  const ctx = onDemoDate(base, tanggal, 4);
  for (const h of await ready(trx, c, tanggal, null)) {
    await recordCollection(trx, ctx, c.finance, { hutang_id: Number(h.id), tanggal, tipe: 'transfer', kas_id: c.bankId, jumlah: Number(h.sisa), keterangan: 'Transfer pelunasan faktur' });
  }
}
