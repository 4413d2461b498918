import { formatDate, formatNumber, formatReportMoney } from '../../../common/format';
import type { ReportCell, ReportCellKind } from '../../../common/laporan';

/** A report cell as the screen shows it: money as the PDF and XLSX show it (negatives in parentheses), quantities, DD-MM-YYYY. */
export function showCell(kind: ReportCellKind, v: ReportCell | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  if (kind === 'money') return typeof v === 'number' ? formatReportMoney(v) : String(v);
  if (kind === 'qty') return typeof v === 'number' ? formatNumber(v, 0) : String(v);
  if (kind === 'date') return formatDate(String(v));
  return String(v);
}

/** The first day of this month and today (Jakarta), the period a report opens with. */
export function defaultPeriod(today: string): { tgl_awal: string; tgl_akhir: string } {
  return { tgl_awal: `${today.slice(0, 7)}-01`, tgl_akhir: today };
}
