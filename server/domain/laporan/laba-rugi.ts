import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import { formatDate } from '../../../common/format.js';
import { loadChart, type ChartAccount } from './accounts.js';
import { accountSums, creditNet, signed, type AccountSums } from './balances.js';
import { previousPeriod, type Period } from '../../core/reports/period.js';
import type { ReportCompute } from '../../core/reports/types.js';
import type { Db } from '../../db/connection.js';

/**
 * A profit-and-loss category counts as income when its first account (lowest code) is credit-normal (Pendapatan,
 * Pendapatan Lain-lain), otherwise as expense; its accounts are shown in that orientation, so a sales return in
 * Pendapatan shows negative.
 */
function incomeCategories(chart: ChartAccount[]): Map<number, boolean> {
  const first = new Map<number, ChartAccount>();
  for (const a of chart) if (a.side === 'laba_rugi' && !first.has(a.kategoriId)) first.set(a.kategoriId, a);
  return new Map([...first].map(([id, a]) => [id, a.tipe === 2]));
}

/** Net profit of `sums`: credit minus debit over every profit-and-loss account. */
export function profitOf(chart: ChartAccount[], sums: AccountSums): number {
  return chart.filter((a) => a.side === 'laba_rugi').reduce((s, a) => s + creditNet(sums, a.id), 0);
}

export interface IncomeStatement {
  sections: ReportSection[];
  laba: number;
  labaLalu: number;
  previous: Period;
}

export async function incomeStatement(db: Db, period: Period): Promise<IncomeStatement> {
  const chart = await loadChart(db);
  const previous = previousPeriod(period);
  const [now, before] = await Promise.all([accountSums(db, period.tgl_awal, period.tgl_akhir), accountSums(db, previous.tgl_awal, previous.tgl_akhir)]);
  const income = incomeCategories(chart);
  const columns: ReportColumn[] = [
    { key: 'kode', label: 'Kode', kind: 'text' }, { key: 'akun', label: 'Akun', kind: 'text' },
    { key: 'periode_ini', label: `${formatDate(period.tgl_awal)} s.d. ${formatDate(period.tgl_akhir)}`, kind: 'money' },
    { key: 'periode_lalu', label: `${formatDate(previous.tgl_awal)} s.d. ${formatDate(previous.tgl_akhir)}`, kind: 'money' },
  ];
  const categories = [...new Map(chart.filter((a) => a.side === 'laba_rugi').map((a) => [a.kategoriId, a])).values()]
    .sort((x, y) => x.kategoriUrutan - y.kategoriUrutan || x.kategoriKode.localeCompare(y.kategoriKode));
  const sections = categories.map((c): ReportSection => {
    const sign = income.get(c.kategoriId) ? 1 : -1 as const;
    const rows: ReportRow[] = chart.filter((a) => a.side === 'laba_rugi' && a.kategoriId === c.kategoriId)
      .map((a) => ({ kode: a.kode, akun: a.nama, periode_ini: signed(sign, creditNet(now, a.id)), periode_lalu: signed(sign, creditNet(before, a.id)) }))
      .filter((r) => r.periode_ini !== 0 || r.periode_lalu !== 0);
    const sum = (k: 'periode_ini' | 'periode_lalu') => rows.reduce((s, r) => s + Number(r[k]), 0);
    return { title: c.kategori, columns, rows, total: { kode: '', akun: `Total ${c.kategori}`, periode_ini: sum('periode_ini'), periode_lalu: sum('periode_lalu') } };
  });
  return { sections, laba: profitOf(chart, now), labaLalu: profitOf(chart, before), previous };
}

/** Laba rugi: the income statement by account category, with the period before beside it. */
export const labaRugi: ReportCompute = async ({ db, tgl_awal, tgl_akhir }) => {
  const s = await incomeStatement(db, { tgl_awal, tgl_akhir });
  return {
    sections: s.sections,
    summary: [{ label: 'Laba (Rugi) Bersih', value: s.laba }, { label: 'Laba (Rugi) Bersih Periode Sebelumnya', value: s.labaLalu }],
  };
};
