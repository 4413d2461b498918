/**
 * KlikBCA individu "Mutasi Rekening" CSV.
 * Layout from public material (read, not copied):
 * - ThePrime-Sushimas/suryamas backend/src/modules/reconciliation/bank-statement-import/
 *   bank-statement-import.constants.ts and .service.ts (BCA personal: `'` before date and branch, amount and
 *   CR/DB in separate columns, balance, PEND rows);
 * - public test fixtures found by the header `Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo` (account block
 *   `No. rekening :`, `Periode : dd/mm/yyyy - dd/mm/yyyy`, `Kode Mata Uang`, dates `'dd/mm`, footer
 *   `Saldo Awal`, `Mutasi Kredit`, `Mutasi Debet`, `Saldo Akhir`, both as `Label,123.00` and `"Label : 1,234.00"`).
 */
import { parseSen } from './amount.js';
import { debitCredit, isHeaderRow, parseKlikBca, type KlikBcaLayout } from './klikbca.js';
import type { FormatReader } from './types.js';

export const BCA_HEADER = ['tanggal transaksi', 'keterangan', 'cabang', 'jumlah', '', 'saldo'];

const layout: KlikBcaLayout = {
  format: 'bca',
  header: BCA_HEADER,
  readMoney(cells, baris) {
    const amount = parseSen(cells[3], 'en', baris);
    const mark = debitCredit(cells[4], baris);
    const saldoSen = cells[5] === '' ? null : parseSen(cells[5], 'en', baris, 'saldo');
    return mark === 'DB' ? { debitSen: amount, kreditSen: 0, saldoSen } : { debitSen: 0, kreditSen: amount, saldoSen };
  },
};

export const bcaReader: FormatReader = {
  format: 'bca',
  detect: (lines) => lines.slice(0, 40).some((l) => isHeaderRow(l, BCA_HEADER)),
  parse: (lines) => parseKlikBca(lines, layout),
};
