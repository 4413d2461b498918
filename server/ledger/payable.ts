import { sql } from 'kysely';
import type { LedgerContext } from './types.js';

/**
 * Supplier payables, kept per purchase (DESIGN.md section 5: one writer). A purchase's `hutang` is what its
 * supplier is owed now: the value received (goods and their PPN) less payments and the returns set against it;
 * `sisa` is what is left of the whole order (total − paid − returned). The sum of `hutang` is what the supplier
 * payables account holds (integrity check). The caller posts the matching journal in the same transaction.
 */

/** A receipt against the purchase: the supplier is owed `jumlah` more. */
export async function raisePayable(lc: LedgerContext, pembelianId: number, jumlah: number): Promise<void> {
  await lc.trx.updateTable('pembelian').set({
    hutang: sql`hutang + ${jumlah}`, nilai_diterima: sql`nilai_diterima + ${jumlah}`, updated_at: lc.at, updated_by: lc.userId,
  }).where('id', '=', pembelianId).execute();
}

/**
 * Lowers a purchase's payable by `jumlah` as a payment (`bayar`) or a return set against it (`retur`), guarded:
 * never below zero. Answers false when the purchase owes less than that.
 */
export async function reducePayable(lc: LedgerContext, pembelianId: number, jumlah: number, how: 'bayar' | 'retur'): Promise<boolean> {
  const column = how === 'bayar' ? 'dibayar' : 'retur';
  const r = await lc.trx.updateTable('pembelian').set({
    hutang: sql`hutang - ${jumlah}`, sisa: sql`sisa - ${jumlah}`, [column]: sql`${sql.ref(column)} + ${jumlah}`, updated_at: lc.at, updated_by: lc.userId,
  }).where('id', '=', pembelianId).where('hutang', '>=', jumlah).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
