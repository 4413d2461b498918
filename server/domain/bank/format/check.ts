import { formatSenId, senToRupiah } from './amount.js';
import { dmy } from './text.js';
import { StatementError, type RawLine, type RawStatement, type Statement } from './types.js';

/**
 * Every running balance follows from the one before it (or from the opening balance), in sen.
 * Returns the balance after the last line, or null when nothing in the file fixes it.
 */
export function checkRunningBalances(opening: number | null, lines: RawLine[]): number | null {
  let prev = opening;
  for (const l of lines) {
    if (prev !== null && l.saldoSen !== null) {
      const expected = prev + l.kreditSen - l.debitSen;
      if (expected !== l.saldoSen) {
        throw new StatementError(
          l.baris,
          `Baris ${l.baris}: saldo tidak sesuai: tertulis ${formatSenId(l.saldoSen)}, seharusnya ${formatSenId(expected)}`,
        );
      }
    }
    prev = l.saldoSen ?? (prev === null ? null : prev + l.kreditSen - l.debitSen);
  }
  return prev;
}

/** Opening + credits − debits must equal the closing balance the file prints. */
export function checkClosing(opening: number, lines: RawLine[], closing: number, baris: number | null): void {
  const expected = lines.reduce((s, l) => s + l.kreditSen - l.debitSen, opening);
  if (expected !== closing) {
    const at = baris ?? lines[lines.length - 1]?.baris ?? null;
    throw new StatementError(
      at,
      `${at === null ? '' : `Baris ${at}: `}saldo tidak sesuai: saldo akhir tertulis ${formatSenId(closing)}, ` +
        `saldo awal ditambah mutasi ${formatSenId(expected)}`,
    );
  }
}

/** The checks every format shares, then the money in whole rupiah. */
export function finish(raw: RawStatement): Statement {
  for (const l of raw.lines) {
    if ((l.debitSen > 0) === (l.kreditSen > 0) || l.debitSen < 0 || l.kreditSen < 0) {
      throw new StatementError(l.baris, `Baris ${l.baris}: harus ada tepat satu dari debit atau kredit`);
    }
    if (senToRupiah(l.debitSen + l.kreditSen) === 0) {
      throw new StatementError(l.baris, `Baris ${l.baris}: jumlah di bawah Rp 1 tidak bisa dicatat dalam rupiah utuh`);
    }
    if (raw.periode && (l.tanggal < raw.periode.awal || l.tanggal > raw.periode.akhir)) {
      throw new StatementError(
        l.baris,
        `Baris ${l.baris}: tanggal ${dmy(l.tanggal)} di luar periode ${dmy(raw.periode.awal)} - ${dmy(raw.periode.akhir)}`,
      );
    }
  }

  let opening = raw.saldoAwalSen;
  const first = raw.lines[0];
  if (opening === null && first?.saldoSen != null) opening = first.saldoSen - first.kreditSen + first.debitSen;
  const after = checkRunningBalances(opening, raw.lines);
  let closing = raw.saldoAkhirSen;
  if (closing !== null && opening !== null) checkClosing(opening, raw.lines, closing, raw.saldoAkhirBaris);
  if (closing === null && raw.lines.length > 0 && raw.lines[raw.lines.length - 1].saldoSen !== null) closing = after;

  if (raw.lines.length === 0 && (opening === null || closing === null)) {
    throw new StatementError(null, 'Berkas tidak berisi transaksi maupun saldo awal dan akhir');
  }

  const dates = raw.lines.map((l) => l.tanggal).sort();
  const tglAwal = raw.periode?.awal ?? raw.tglAwal ?? dates[0];
  const tglAkhir = raw.periode?.akhir ?? raw.tglAkhir ?? dates[dates.length - 1];
  if (!tglAwal || !tglAkhir) throw new StatementError(null, 'Berkas tidak menyebut periode maupun tanggal transaksi');

  return {
    format: raw.format,
    rekening: raw.rekening,
    tgl_awal: tglAwal,
    tgl_akhir: tglAkhir,
    saldo_awal: opening === null ? null : senToRupiah(opening),
    saldo_akhir: closing === null ? null : senToRupiah(closing),
    lines: raw.lines.map((l) => ({
      baris: l.baris,
      tanggal: l.tanggal,
      keterangan: l.keterangan,
      referensi: l.referensi,
      debit: senToRupiah(l.debitSen),
      kredit: senToRupiah(l.kreditSen),
      saldo: l.saldoSen === null ? null : senToRupiah(l.saldoSen),
    })),
    pending: raw.pending,
  };
}
