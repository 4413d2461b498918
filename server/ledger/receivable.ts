import { sql } from 'kysely';
import { unprocessable } from '../core/errors.js';
import { nextDocNumber } from '../core/doc-number.js';
import { writeAudit } from '../core/audit.js';
import type { FieldErrors } from '../../common/validate.js';
import { postJournal } from './journal.js';
import { postingAccount } from './settings.js';
import type { LedgerContext } from './types.js';

export const HUTANG = 'HTG';

export interface ReceivableInput {
  konsumen_id: number;
  tanggal: string;
  /** May precede `tanggal`: an opening balance's invoice can already be overdue when the books open. */
  jatuh_tempo: string;
  jumlah: number;
  /** Where it comes from: `saldo_awal` (an unpaid invoice from before Niaga). */
  sumber: 'saldo_awal' | 'penjualan' | 'giro_ditolak';
  no_faktur?: string | null;
  keterangan?: string | null;
  /** The account credited against the receivable (opening equity for an opening balance). */
  contraAkunId: number;
}

/**
 * Opens a customer debt (receivable): a `hutang` row whose `sisa` is the whole amount, and the journal
 * Dr receivables (settings) / Cr `contraAkunId`, in the caller's transaction. The sum of open `sisa` is
 * what the receivables account holds (integrity check).
 */
export async function openReceivable(lc: LedgerContext, input: ReceivableInput): Promise<{ id: number; nomor: string }> {
  const { trx } = lc;
  const piutang = await postingAccount(trx, 'akun_piutang_id');
  const { id, nomor } = await insertReceivable(lc, input);
  const jurnal = await postJournal(lc, {
    tanggal: input.tanggal, keterangan: `Hutang konsumen ${nomor}${input.no_faktur ? ` (faktur ${input.no_faktur})` : ''}`,
    doc: { tipe: 'hutang', id },
    lines: [{ akun_id: piutang, debit: input.jumlah, kredit: 0 }, { akun_id: input.contraAkunId, debit: 0, kredit: input.jumlah }],
  });
  await trx.updateTable('hutang').set({ jurnal_id: jurnal.id }).where('id', '=', id).execute();
  await writeAudit(trx, { userId: lc.userId, action: 'create', resource: 'hutang', recordId: id, after: { nomor, ...input }, at: lc.at });
  return { id, nomor };
}

/**
 * The receivable row alone, for a document whose own journal carries the receivables line (a sale: one journal
 * Dr receivables + payments / Cr sales). The caller must post that journal, with `receivableLine`, in the same
 * transaction and then call `linkReceivableJournal`, so the open `sisa` stays equal to the receivables account.
 */
export async function insertReceivable(lc: LedgerContext, input: Omit<ReceivableInput, 'contraAkunId'> & { penjualan_id?: number | null; nomor?: string }): Promise<{ id: number; nomor: string }> {
  const errors: FieldErrors = {};
  if (!Number.isSafeInteger(input.jumlah) || input.jumlah <= 0) errors.jumlah = ['Jumlah harus rupiah bulat lebih dari 0'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const { trx } = lc;
  const nomor = input.nomor ?? await nextDocNumber(trx, HUTANG, input.tanggal);
  const row = await trx.insertInto('hutang').values({
    nomor, konsumen_id: input.konsumen_id, sumber: input.sumber, no_faktur: input.no_faktur ?? null, tanggal: input.tanggal,
    jatuh_tempo: input.jatuh_tempo, jumlah: input.jumlah, sisa: input.jumlah, keterangan: input.keterangan ?? null,
    penjualan_id: input.penjualan_id ?? null,
    created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), nomor };
}

/** The journal line debiting receivables for a receivable opened with `insertReceivable`. */
export async function receivableLine(lc: LedgerContext, jumlah: number, keterangan?: string): Promise<{ akun_id: number; debit: number; kredit: number; keterangan?: string }> {
  return { akun_id: await postingAccount(lc.trx, 'akun_piutang_id'), debit: jumlah, kredit: 0, keterangan };
}

export async function linkReceivableJournal(lc: LedgerContext, hutangId: number, jurnalId: number, audit: Record<string, unknown>): Promise<void> {
  await lc.trx.updateTable('hutang').set({ jurnal_id: jurnalId }).where('id', '=', hutangId).execute();
  await writeAudit(lc.trx, { userId: lc.userId, action: 'create', resource: 'hutang', recordId: hutangId, after: audit, at: lc.at });
}

/**
 * Lowers an open receivable by `jumlah` (guarded: never below 0); the caller posts the matching journal.
 * Answers false when the receivable does not hold that much.
 */
export async function reduceReceivable(lc: LedgerContext, hutangId: number, jumlah: number): Promise<boolean> {
  const r = await lc.trx.updateTable('hutang').set({ sisa: sql`sisa - ${jumlah}`, updated_at: lc.at, updated_by: lc.userId })
    .where('id', '=', hutangId).where('sisa', '>=', jumlah).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Raises a receivable's open amount back by `jumlah` (guarded: never above its amount); the caller posts the journal. */
export async function restoreReceivable(lc: LedgerContext, hutangId: number, jumlah: number): Promise<boolean> {
  const r = await lc.trx.updateTable('hutang').set({ sisa: sql`sisa + ${jumlah}`, updated_at: lc.at, updated_by: lc.userId })
    .where('id', '=', hutangId).where(sql`sisa + ${jumlah}`, '<=', sql.ref('jumlah')).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
