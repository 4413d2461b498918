import { formatSenPlain } from './amount.js';
import { csvCell, dmy } from './text.js';
import { StatementError, type Statement } from './types.js';
import { balancesToWrite } from './write-common.js';

/**
 * A KlikBCA personal "Mutasi Rekening" CSV of the statement (for the demo and tests), in the layout bca.ts
 * reads: account block, table with `'dd/mm` dates, amount and DB/CR apart, running balance, summary.
 * Pending lines and references are not part of this layout and are not written.
 */
export function writeBcaCsv(s: Statement & { nama?: string }): string {
  const start = new Date(`${s.tgl_awal}T00:00:00Z`);
  const yearLater = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()));
  // `'dd/mm` carries no year: past one year the same day would name two dates.
  if (s.tgl_akhir < s.tgl_awal || s.tgl_akhir >= yearLater.toISOString().slice(0, 10)) {
    throw new StatementError(null, 'Periode CSV BCA harus kurang dari satu tahun');
  }
  for (const l of s.lines) {
    if (l.tanggal < s.tgl_awal || l.tanggal > s.tgl_akhir) {
      throw new StatementError(l.baris, `Baris ${l.baris}: tanggal ${dmy(l.tanggal)} di luar periode`);
    }
  }
  const { opening, running, closing } = balancesToWrite(s);
  const out: string[] = [];
  if (s.rekening !== null) out.push(`No. rekening : ${s.rekening}`);
  out.push(`Nama : ${s.nama ?? ''}`, `Periode : ${dmy(s.tgl_awal)} - ${dmy(s.tgl_akhir)}`, 'Kode Mata Uang : Rp', '');
  out.push('Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo');
  s.lines.forEach((l, i) => {
    const [, m, d] = l.tanggal.split('-');
    const debit = l.debit > 0;
    out.push(
      [
        `'${d}/${m}`,
        csvCell(`'${l.keterangan}`),
        "'0000",
        formatSenPlain((debit ? l.debit : l.kredit) * 100),
        debit ? 'DB' : 'CR',
        formatSenPlain(running[i]),
      ].join(','),
    );
  });
  const credits = s.lines.filter((l) => l.kredit > 0);
  const debits = s.lines.filter((l) => l.debit > 0);
  out.push(
    '',
    `Saldo Awal,${formatSenPlain(opening)}`,
    `Mutasi Kredit,${formatSenPlain(credits.reduce((t, l) => t + l.kredit * 100, 0))},${credits.length}`,
    `Mutasi Debet,${formatSenPlain(debits.reduce((t, l) => t + l.debit * 100, 0))},${debits.length}`,
    `Saldo Akhir,${formatSenPlain(closing)}`,
  );
  return `${out.join('\r\n')}\r\n`;
}
