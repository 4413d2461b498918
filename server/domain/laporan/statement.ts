import type { ReportColumn, ReportRow, RowStyle } from '../../../common/laporan.js';
import { formatDate, formatDateLong } from '../../../common/format.js';
import { comparisonPeriod, type Comparison, type Period } from '../../core/reports/period.js';
import type { ChartAccount } from './accounts.js';
import { creditNet, type AccountSums } from './balances.js';

/**
 * The building blocks of a financial statement (issue 36): one table whose rows are headings, account lines,
 * subtotals and totals, each with the figure of the period and of the comparison beside it. One table keeps the
 * columns of every part in line, on screen, in the PDF and in the XLSX.
 */
export interface Figures {
  ini: number;
  banding: number;
}

export const ZERO: Figures = { ini: 0, banding: 0 };
export const plus = (...fs: Figures[]): Figures => fs.reduce((a, b) => ({ ini: a.ini + b.ini, banding: a.banding + b.banding }), ZERO);
export const negate = (f: Figures): Figures => ({ ini: -f.ini || 0, banding: -f.banding || 0 });
export const isZero = (f: Figures) => f.ini === 0 && f.banding === 0;

/** The statement's columns: code, description, the period, the comparison. */
export function statementColumns(now: string, before: string): ReportColumn[] {
  return [
    { key: 'kode', label: 'Kode', kind: 'text' }, { key: 'keterangan', label: 'Keterangan', kind: 'text' },
    { key: 'periode_ini', label: now, kind: 'money' }, { key: 'pembanding', label: before, kind: 'money' },
  ];
}

export const periodLabel = (p: Period) => `${formatDate(p.tgl_awal)} s.d. ${formatDate(p.tgl_akhir)}`;
export const dateLabel = (iso: string) => formatDateLong(iso);

export function line(keterangan: string, f: Figures | null, opts: { kode?: string; gaya?: RowStyle; tingkat?: number } = {}): ReportRow {
  const row: ReportRow = { kode: opts.kode ?? '', keterangan, periode_ini: f ? f.ini : null, pembanding: f ? f.banding : null };
  if (opts.gaya) row.gaya = opts.gaya;
  if (opts.tingkat) row.tingkat = opts.tingkat;
  return row;
}

/** An account's credit-minus-debit in both columns (times `sign`). */
export const accountFigures = (a: ChartAccount, now: AccountSums, before: AccountSums, sign: 1 | -1 = 1): Figures => ({
  ini: sign * creditNet(now, a.id) || 0, banding: sign * creditNet(before, a.id) || 0,
});

/**
 * The accounts of `groups` as lines (those with a figure in either column), with their sum. `sign` 1 shows the
 * credit balance positive (income, liabilities, equity), −1 the debit balance (assets).
 */
export function accountLines(chart: ChartAccount[], groups: string[], now: AccountSums, before: AccountSums, sign: 1 | -1, tingkat: number): { rows: ReportRow[]; sum: Figures } {
  const rows: ReportRow[] = [];
  let sum = ZERO;
  for (const a of chart.filter((x) => groups.includes(x.grup))) {
    const f = accountFigures(a, now, before, sign);
    if (isZero(f)) continue;
    rows.push(line(a.nama, f, { kode: a.kode, tingkat }));
    sum = plus(sum, f);
  }
  return { rows, sum };
}

/** The comparison a request asked for, and its period. */
export function comparisonOf(period: Period, banding: Comparison | undefined): { banding: Comparison; period: Period } {
  const b = banding ?? 'sebelumnya';
  return { banding: b, period: comparisonPeriod(period, b) };
}
