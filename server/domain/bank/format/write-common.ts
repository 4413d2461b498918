import { formatSenId } from './amount.js';
import { StatementError, type Statement } from './types.js';

/**
 * Opening balance, per-line running balances and closing balance of a statement about to be written,
 * in sen, filling what the statement leaves null; refuses a statement whose own numbers disagree.
 */
export function balancesToWrite(s: Statement): { opening: number; running: number[]; closing: number } {
  const first = s.lines[0];
  let opening: number;
  if (s.saldo_awal !== null) opening = s.saldo_awal * 100;
  else if (first && first.saldo !== null) opening = (first.saldo - first.kredit + first.debit) * 100;
  else if (s.saldo_akhir !== null) opening = (s.saldo_akhir - s.lines.reduce((t, l) => t + l.kredit - l.debit, 0)) * 100;
  else opening = 0;
  const running: number[] = [];
  let cur = opening;
  for (const l of s.lines) {
    if ((l.debit > 0) === (l.kredit > 0) || l.debit < 0 || l.kredit < 0 || !Number.isInteger(l.debit + l.kredit)) {
      throw new StatementError(l.baris, `Baris ${l.baris}: harus ada tepat satu dari debit atau kredit, dalam rupiah utuh`);
    }
    cur += (l.kredit - l.debit) * 100;
    if (l.saldo !== null && l.saldo * 100 !== cur) {
      throw new StatementError(l.baris, `Baris ${l.baris}: saldo tidak sesuai: tertulis ${formatSenId(l.saldo * 100)}, seharusnya ${formatSenId(cur)}`);
    }
    running.push(cur);
  }
  if (s.saldo_akhir !== null && s.saldo_akhir * 100 !== cur) {
    throw new StatementError(null, `Saldo akhir ${formatSenId(s.saldo_akhir * 100)} tidak sama dengan saldo awal ditambah mutasi ${formatSenId(cur)}`);
  }
  return { opening, running, closing: cur };
}
