import { conflict } from '../../core/errors.js';
import { formatMoney } from '../../../common/format.js';
import { postJournal, type LedgerContext } from '../../ledger/index.js';
import type { Kas } from './match.js';

/**
 * A journal for a bank line (issue 40): the bank's account against `akunId` on the line's date, `amount` signed as the
 * bank sees it (money in positive), `sumber` `mutasi_bank`. Answers the journal and its bank-side line. postJournal
 * refuses a bank balance below zero only after writing the journal, so that is asked first: a refusal writes nothing.
 */
export async function postBankJournal(lc: LedgerContext, kas: Kas, line: { id: number; tanggal: string }, akunId: number, keterangan: string, amount: number): Promise<{ jurnalId: number; nomor: string; rincianId: number }> {
  const masuk = amount > 0;
  const value = Math.abs(amount);
  if (!masuk) {
    const a = await lc.trx.selectFrom('akun').select('saldo').where('id', '=', kas.akun_id).executeTakeFirstOrThrow();
    if (Number(a.saldo) < value) throw conflict(`Saldo buku ${kas.nama} tidak cukup untuk mencatat pembayaran ${formatMoney(value)}`);
  }
  const j = await postJournal(lc, {
    tanggal: line.tanggal, keterangan: keterangan.slice(0, 255), doc: { tipe: 'mutasi_bank', id: line.id },
    lines: [
      { akun_id: kas.akun_id, debit: masuk ? value : 0, kredit: masuk ? 0 : value },
      { akun_id: akunId, debit: masuk ? 0 : value, kredit: masuk ? value : 0 },
    ],
  });
  const r = await lc.trx.selectFrom('jurnal_rincian').select('id').where('jurnal_id', '=', j.id).where('akun_id', '=', kas.akun_id).executeTakeFirstOrThrow();
  return { jurnalId: j.id, nomor: j.nomor, rincianId: Number(r.id) };
}
