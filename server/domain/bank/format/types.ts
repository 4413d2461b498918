export type StatementFormat = 'bca' | 'bca_bisnis' | 'mandiri' | 'bri' | 'mt940';

export interface StatementLine {
  /** 1-based line number in the file where this bank line starts. */
  baris: number;
  /** YYYY-MM-DD (booking date). */
  tanggal: string;
  /** Description, continuation rows joined with one space, whitespace collapsed, trimmed. */
  keterangan: string;
  /** The bank's own reference when the format has one (MT940 :61: reference, Mandiri Reference No.), else null. */
  referensi: string | null;
  /** Money out, whole rupiah (>= 0). */
  debit: number;
  /** Money in, whole rupiah (>= 0); exactly one of debit/kredit is > 0. */
  kredit: number;
  /** Running balance after the line, whole rupiah, when the file gives it. */
  saldo: number | null;
}

export interface Statement {
  format: StatementFormat;
  /** Account number as digits when the file names it. */
  rekening: string | null;
  /** Period start YYYY-MM-DD (from the header; else the first line's date). */
  tgl_awal: string;
  /** Period end YYYY-MM-DD. */
  tgl_akhir: string;
  /** Opening balance, whole rupiah, when the file gives it (or derivable: first line's saldo - its amount). */
  saldo_awal: number | null;
  saldo_akhir: number | null;
  /** In file order. */
  lines: StatementLine[];
  /** Lines skipped as pending (BCA PEND). */
  pending: number;
}

export class StatementError extends Error {
  constructor(
    readonly baris: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'StatementError';
  }
}

export const UNKNOWN_FILE = 'Berkas bukan mutasi rekening yang dikenali (BCA, Mandiri, BRI atau MT940)';

/** A line as a parser reads it: money still in sen (rupiah × 100) so balances can be checked exactly. */
export interface RawLine {
  baris: number;
  tanggal: string;
  keterangan: string;
  referensi: string | null;
  debitSen: number;
  kreditSen: number;
  saldoSen: number | null;
}

/** What a parser hands to the checks (check.ts) before the money is rounded to rupiah. */
export interface RawStatement {
  format: StatementFormat;
  rekening: string | null;
  /** The period printed in the file's header, when it has one; lines must fall inside it. */
  periode: { awal: string; akhir: string; baris: number } | null;
  /** Dates to report when there is no header period and no line (MT940 balance dates). */
  tglAwal?: string;
  tglAkhir?: string;
  saldoAwalSen: number | null;
  saldoAkhirSen: number | null;
  /** Line of the closing balance, named when it does not follow from the lines. */
  saldoAkhirBaris: number | null;
  lines: RawLine[];
  pending: number;
}

/** One format: a cheap detector on the decoded text and a parser that throws StatementError. */
export interface FormatReader {
  format: StatementFormat;
  detect(lines: string[]): boolean;
  parse(lines: string[]): RawStatement;
}
