/**
 * KlikBCA Bisnis CSV.
 * Public evidence is thinner than for the personal export; this follows the best of it (read, not copied):
 * - ThePrime-Sushimas/suryamas backend/src/modules/reconciliation/bank-statement-import/
 *   bank-statement-import.constants.ts (BCA_BUSINESS: `Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo`,
 *   quoted cells, full dates dd/mm/yyyy, amount and mark in one cell `"287,490.00 DB"`, then the balance);
 * - a public parser test (found by that header) with the same five columns, `"125,501,327.00 DB"` amounts,
 *   `Periode :` above and `Saldo Awal :`/`Saldo Akhir :` lines, where dates were `dd/mm` without year.
 * So: five columns, amount cell `<english amount> DB|CR`, dates dd/mm/yyyy or dd/mm (year from Periode),
 * the account block and summary as in the personal export when present.
 */
import { parseSen } from './amount.js';
import { debitCredit, isHeaderRow, parseKlikBca, type KlikBcaLayout } from './klikbca.js';
import { StatementError, type FormatReader } from './types.js';

export const BCA_BISNIS_HEADER = ['tanggal transaksi', 'keterangan', 'cabang', 'jumlah', 'saldo'];

const layout: KlikBcaLayout = {
  format: 'bca_bisnis',
  header: BCA_BISNIS_HEADER,
  readMoney(cells, baris) {
    const m = /^(.*?)\s*(DB|CR)$/i.exec(cells[3].trim());
    if (!m) throw new StatementError(baris, `Baris ${baris}: jumlah "${cells[3]}" tanpa tanda DB atau CR`);
    const amount = parseSen(m[1], 'en', baris);
    const saldoSen = cells[4] === '' ? null : parseSen(cells[4], 'en', baris, 'saldo');
    return debitCredit(m[2], baris) === 'DB'
      ? { debitSen: amount, kreditSen: 0, saldoSen }
      : { debitSen: 0, kreditSen: amount, saldoSen };
  },
};

export const bcaBisnisReader: FormatReader = {
  format: 'bca_bisnis',
  detect: (lines) => lines.slice(0, 40).some((l) => isHeaderRow(l, BCA_BISNIS_HEADER)),
  parse: (lines) => parseKlikBca(lines, layout),
};
