/** Small builders of report tables shared by the sales reports (sales.ts, droping.ts). */
import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';

export const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
export const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
export const qty = (key: string, label: string): ReportColumn => ({ key, label, kind: 'qty' });
export const num = (v: unknown) => Number(v ?? 0);

/** A table with a total row: `label` in the first column, the sum of each money and quantity column. */
export function section(title: string, columns: ReportColumn[], rows: ReportRow[], label: string): ReportSection {
  const total: ReportRow = Object.fromEntries(columns.map((c, i) => [c.key, i === 0 ? label : c.kind !== 'money' && c.kind !== 'qty' ? '' : rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0)]));
  return { title, columns, rows, total };
}

/** The three money columns every sales table carries, so a reader never guesses whether PPN is in. */
export const PAJAK_COLUMNS: ReportColumn[] = [money('dpp', 'DPP (tanpa PPN)'), money('ppn', 'PPN'), money('total', 'Total (termasuk PPN)')];
