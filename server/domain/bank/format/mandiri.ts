/**
 * Mandiri CSV (Mandiri Cash Management / internet banking account statement export).
 * Layout from public material (read, not copied):
 * - ThePrime-Sushimas/suryamas backend/src/modules/reconciliation/bank-statement-import/
 *   bank-statement-import.constants.ts and .service.ts (`Account No,Date,Val. Date,Transaction Code,Description,
 *   Description,Reference No.,Debit,Credit`, dates dd/mm/yy, English amounts with `.00` for zero, a transaction
 *   spread over several rows);
 * - a public Flutter bank-preset list (found by `Tanggal Transaksi,Keterangan,Cabang`) naming the same header.
 * A row with an empty date continues the transaction above it: its description cells are appended.
 * No running balance in this layout. Amounts are read as English unless a cell is plainly Indonesian.
 */
import { parseSen } from './amount.js';
import { collapse, cutFile, lastFilled, parseDmy, splitCsv } from './text.js';
import { StatementError, type FormatReader, type RawLine } from './types.js';

const HEADER = ['account no', 'date', 'val. date', 'transaction code', 'description', 'description', 'reference no.', 'debit', 'credit'];

function isHeader(line: string): boolean {
  const cells = splitCsv(line).cells.map((c) => c.toLowerCase());
  return HEADER.every((h, i) => cells[i] === h);
}

export const mandiriReader: FormatReader = {
  format: 'mandiri',
  detect: (lines) => lines.slice(0, 40).some(isHeader),
  parse(lines) {
    const headerAt = lines.findIndex(isHeader);
    const last = lastFilled(lines);
    const out: (RawLine & { parts: string[] })[] = [];
    let rekening: string | null = null;

    for (let i = headerAt + 1; i < lines.length; i++) {
      const baris = i + 1;
      if (/^[,\s"]*$/.test(lines[i])) continue;
      const { cells, open } = splitCsv(lines[i]);
      const [account, date, , , desc1 = '', desc2 = '', ref = '', debit = '', credit = ''] = cells;
      const continuation = date === '' && account === '';
      if (open || (!continuation && cells.length < HEADER.length)) {
        if (i === last) throw cutFile(baris, 'baris mutasi berhenti di tengah');
        throw new StatementError(baris, `Baris ${baris}: kolom kurang (${cells.length} dari ${HEADER.length})`);
      }
      if (continuation) {
        const prev = out[out.length - 1];
        if (!prev) throw new StatementError(baris, `Baris ${baris}: lanjutan keterangan tanpa transaksi di atasnya`);
        if (debit.replace(/[.0]/g, '') !== '' || credit.replace(/[.0]/g, '') !== '') {
          throw new StatementError(baris, `Baris ${baris}: tanggal kosong pada baris yang berisi jumlah`);
        }
        prev.parts.push(desc1, desc2);
        if (prev.referensi === null && ref !== '') prev.referensi = ref;
        continue;
      }
      const digits = account.replace(/[^0-9]/g, '');
      if (digits !== '') {
        if (rekening !== null && rekening !== digits) {
          throw new StatementError(baris, `Baris ${baris}: rekening ${digits} berbeda dari ${rekening} di baris sebelumnya`);
        }
        rekening = digits;
      }
      out.push({
        baris,
        tanggal: parseDmy(date, baris),
        keterangan: '',
        parts: [desc1, desc2],
        referensi: ref === '' ? null : ref,
        debitSen: debit === '' ? 0 : parseSen(debit, 'auto', baris, 'debit'),
        kreditSen: credit === '' ? 0 : parseSen(credit, 'auto', baris, 'kredit'),
        saldoSen: null,
      });
    }

    return {
      format: 'mandiri',
      rekening,
      periode: null,
      saldoAwalSen: null,
      saldoAkhirSen: null,
      saldoAkhirBaris: null,
      lines: out.map(({ parts, ...l }) => ({ ...l, keterangan: collapse(parts.join(' ')) })),
      pending: 0,
    };
  },
};
