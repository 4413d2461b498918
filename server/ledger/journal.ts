import { sql } from 'kysely';
import { conflict, unprocessable } from '../core/errors.js';
import { nextDocNumber } from '../core/doc-number.js';
import { writeAudit } from '../core/audit.js';
import { formatMoney } from '../../common/format.js';
import type { FieldErrors } from '../../common/validate.js';
import type { DocRef, LedgerContext } from './types.js';
import { assertOpenPeriod } from './settings.js';
import { addToPeriod } from './period-balances.js';

export interface JournalLine {
  akun_id: number;
  debit: number;
  kredit: number;
  keterangan?: string | null;
}

export interface JournalInput {
  tanggal: string;
  keterangan: string;
  /** The document behind it; manual journals have `{ tipe: 'manual', id: null }`. */
  doc: DocRef;
  lines: JournalLine[];
}

/** Normal side per account type code (debit=1, kredit=2, debit_kredit=3): +1 when debit raises the balance. */
export function normalSign(tipe: number): 1 | -1 {
  return tipe === 2 ? -1 : 1;
}

function validateLines(lines: JournalLine[]): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length < 2) errors.rincian = ['Jurnal minimal terdiri dari 2 baris'];
  lines.forEach((l, i) => {
    const ok = (n: number) => Number.isSafeInteger(n) && n >= 0;
    if (!ok(l.debit) || !ok(l.kredit)) errors[`rincian.${i}.debit`] = ['Debit dan kredit harus rupiah bulat, tidak negatif'];
    else if ((l.debit > 0) === (l.kredit > 0)) errors[`rincian.${i}.debit`] = ['Isi debit atau kredit, salah satu saja'];
  });
  const debit = lines.reduce((s, l) => s + l.debit, 0);
  const kredit = lines.reduce((s, l) => s + l.kredit, 0);
  if (!errors.rincian && debit !== kredit) errors.rincian = [`Jurnal tidak seimbang: debit ${formatMoney(debit)}, kredit ${formatMoney(kredit)}`];
  return errors;
}

/**
 * Posts a balanced journal on active accounts and updates the kept balances, in the caller's transaction.
 * Cash and bank accounts (those behind a `kas`) may not go below zero: the credit is a guarded update.
 * Answers the journal id and number. Posted journals are never changed; see `reverseJournal`.
 */
export async function postJournal(lc: LedgerContext, input: JournalInput): Promise<{ id: number; nomor: string }> {
  const { trx } = lc;
  const errors = validateLines(input.lines);
  if (Object.keys(errors).length) throw unprocessable(errors);
  await assertOpenPeriod(trx, input.tanggal);

  const ids = [...new Set(input.lines.map((l) => l.akun_id))].sort((a, b) => a - b);
  // Each account with whether a cash box (kas) stands behind it, in one query.
  const accounts = await trx.selectFrom('akun').select(['id', 'kode', 'nama', 'tipe', 'aktif'])
    .select((eb) => eb.exists(eb.selectFrom('kas').select('kas.id').whereRef('kas.akun_id', '=', 'akun.id')).as('is_kas'))
    .where('id', 'in', ids).execute();
  const byId = new Map(accounts.map((a) => [a.id as number, a]));
  const accountErrors: FieldErrors = {};
  input.lines.forEach((l, i) => {
    const a = byId.get(l.akun_id);
    if (!a) accountErrors[`rincian.${i}.akun_id`] = ['Akun tidak ditemukan'];
    else if (!a.aktif) accountErrors[`rincian.${i}.akun_id`] = [`Akun ${a.kode} ${a.nama} tidak aktif`];
  });
  if (Object.keys(accountErrors).length) throw unprocessable(accountErrors);

  const total = input.lines.reduce((s, l) => s + l.debit, 0);
  const nomor = await nextDocNumber(trx, 'JU', input.tanggal);
  const header = await trx.insertInto('jurnal').values({
    nomor, tanggal: input.tanggal, keterangan: input.keterangan, sumber: input.doc.tipe, dokumen_id: input.doc.id,
    total, status: 'posted', created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
  }).returning('id').executeTakeFirstOrThrow();
  const jurnalId = Number(header.id);
  await trx.insertInto('jurnal_rincian').values(input.lines.map((l, i) => ({
    jurnal_id: jurnalId, line_no: i + 1, tanggal: input.tanggal, akun_id: l.akun_id, debit: l.debit, kredit: l.kredit,
    keterangan: l.keterangan ?? null, created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
  }))).execute();

  const cashAccounts = new Set(accounts.filter((a) => Boolean(a.is_kas)).map((a) => a.id as number));
  const moves = ids.map((akunId) => {
    const lines = input.lines.filter((l) => l.akun_id === akunId);
    const debit = lines.reduce((s, l) => s + l.debit, 0);
    const kredit = lines.reduce((s, l) => s + l.kredit, 0);
    return { akunId, debit, kredit, baris: lines.length, delta: normalSign(Number(byId.get(akunId)!.tipe)) * (debit - kredit) };
  });
  // Balances that may not go below zero (a cash account credited) each take a guarded update. On SQLite (the
  // transaction holds the database's write lock) the others rise or fall together in one statement; PostgreSQL
  // keeps one update per account in id order, so concurrent postings lock accounts in the same order.
  const free = lc.kind === 'sqlite' ? moves.filter((m) => !(cashAccounts.has(m.akunId) && m.delta < 0)) : [];
  if (free.length) {
    const by = (pick: (m: typeof free[number]) => number) => sql`case id ${sql.join(free.map((m) => sql`when ${m.akunId} then cast(${pick(m)} as bigint)`), sql` `)} end`;
    const r = await trx.updateTable('akun').set({
      debit_total: sql`debit_total + ${by((m) => m.debit)}`, kredit_total: sql`kredit_total + ${by((m) => m.kredit)}`, saldo: sql`saldo + ${by((m) => m.delta)}`,
    }).where('id', 'in', free.map((m) => m.akunId)).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== free.length) throw conflict('Akun jurnal baru saja berubah; muat ulang lalu coba lagi');
  }
  for (const m of moves) {
    const { akunId, debit, kredit, delta } = m;
    if (!free.includes(m)) {
      let q = trx.updateTable('akun').set({
        debit_total: sql`debit_total + ${debit}`, kredit_total: sql`kredit_total + ${kredit}`, saldo: sql`saldo + ${delta}`,
      }).where('id', '=', akunId);
      if (cashAccounts.has(akunId) && delta < 0) q = q.where('saldo', '>=', -delta);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        const a = await trx.selectFrom('akun').select(['kode', 'nama', 'saldo']).where('id', '=', akunId).executeTakeFirstOrThrow();
        throw conflict(`Saldo ${a.kode} ${a.nama} tidak cukup: tersedia ${formatMoney(Number(a.saldo))}, dibutuhkan ${formatMoney(-delta)}`);
      }
    }
    if (cashAccounts.has(akunId)) {
      await trx.updateTable('kas').set({ saldo: sql`saldo + ${delta}` }).where('akun_id', '=', akunId).execute();
    }
  }
  await addToPeriod(trx, input.tanggal, moves);
  await writeAudit(trx, { userId: lc.userId, action: 'post', resource: 'jurnal', recordId: jurnalId, after: { nomor, ...input }, at: lc.at });
  return { id: jurnalId, nomor };
}

/**
 * Cancels a posted journal by posting its mirror image on `tanggal`, linked both ways. A journal already
 * cancelled, or itself a reversal, answers 409 naming its state.
 */
export async function reverseJournal(lc: LedgerContext, jurnalId: number, tanggal: string, keterangan?: string): Promise<{ id: number; nomor: string }> {
  const { trx } = lc;
  const original = await trx.selectFrom('jurnal').selectAll().where('id', '=', jurnalId).executeTakeFirst();
  if (!original) throw conflict('Jurnal yang akan dibatalkan tidak ditemukan');
  if (original.status !== 'posted') {
    const state = original.status === 'dibatalkan' ? 'sudah dibatalkan' : 'merupakan jurnal pembalik';
    throw conflict(`Jurnal ${original.nomor} ${state}; hanya jurnal berstatus diposting yang dapat dibatalkan`);
  }
  const lines = await trx.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit', 'keterangan'])
    .where('jurnal_id', '=', jurnalId).orderBy('line_no').execute();
  const reversal = await postJournal(lc, {
    tanggal,
    keterangan: keterangan ?? `Pembatalan ${original.nomor}: ${original.keterangan}`,
    doc: { tipe: original.sumber as string, id: original.dokumen_id as number | null },
    lines: lines.map((l) => ({ akun_id: l.akun_id as number, debit: Number(l.kredit), kredit: Number(l.debit), keterangan: l.keterangan as string | null })),
  });
  await trx.updateTable('jurnal').set({ status: 'pembalik', jurnal_asal_id: jurnalId }).where('id', '=', reversal.id).execute();
  const done = await trx.updateTable('jurnal').set({ status: 'dibatalkan', jurnal_pembalik_id: reversal.id, updated_at: lc.at, updated_by: lc.userId })
    .where('id', '=', jurnalId).where('status', '=', 'posted').executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw conflict(`Jurnal ${original.nomor} sedang dibatalkan oleh proses lain`);
  return reversal;
}
