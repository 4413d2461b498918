import type { ReportRow } from '../../../common/laporan.js';
import { BEBAN_USAHA } from '../../../common/akun-grup.js';
import { loadChart, type ChartAccount } from './accounts.js';
import { accountSums, creditNet, type AccountSums } from './balances.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { withoutClosing } from '../../ledger/index.js';
import { accountLines, comparisonOf, isZero, line, periodLabel, plus, statementColumns, ZERO, type Figures } from './statement.js';

/** Net profit of `sums`: credit minus debit over every profit-and-loss account. */
export function profitOf(chart: ChartAccount[], sums: AccountSums): number {
  return chart.filter((a) => a.side === 'laba_rugi').reduce((s, a) => s + creditNet(sums, a.id), 0);
}

/**
 * Laba rugi (issue 36), by function as SAK EMKM / SAK ETAP lay it out: net sales (gross, returns, discounts),
 * cost of goods sold, gross profit, operating expenses by group, operating profit, other income and expenses,
 * profit before tax, income tax (when any is posted) and net profit. Every figure is its effect on profit: what
 * lowers it is shown in parentheses, and each subtotal is the sum of the lines above it.
 */
export const labaRugi: ReportCompute = async ({ db, tgl_awal, tgl_akhir, banding }) => {
  const chart = await loadChart(db);
  const period = { tgl_awal, tgl_akhir };
  const cmp = comparisonOf(period, banding);
  // The year-end closing journal moves the year's profit to equity: the statement shows the year as earned.
  const sumsOf = async (a: string, b: string) => withoutClosing(db, await accountSums(db, a, b), a, b);
  const [now, before] = await Promise.all([sumsOf(tgl_awal, tgl_akhir), sumsOf(cmp.period.tgl_awal, cmp.period.tgl_akhir)]);
  const group = (groups: string[], tingkat = 1) => accountLines(chart, groups, now, before, 1, tingkat);
  const rows: ReportRow[] = [];

  const bruto = group(['penjualan']).sum;
  const retur = group(['retur_penjualan']).sum;
  const potongan = group(['potongan_penjualan']).sum;
  const neto = plus(bruto, retur, potongan);
  rows.push(line('Penjualan', null, { gaya: 'judul' }), line('Penjualan Bruto', bruto, { tingkat: 1 }), line('Retur Penjualan', retur, { tingkat: 1 }),
    line('Potongan Penjualan', potongan, { tingkat: 1 }), line('Penjualan Neto', neto, { gaya: 'subtotal' }));

  const hpp = group(['hpp']);
  rows.push(line('Harga Pokok Penjualan', null, { gaya: 'judul' }), ...hpp.rows, line('Jumlah Harga Pokok Penjualan', hpp.sum, { gaya: 'subtotal' }));
  const kotor = plus(neto, hpp.sum);
  rows.push(line('Laba Kotor', kotor, { gaya: 'total' }));

  rows.push(line('Beban Usaha', null, { gaya: 'judul' }));
  let beban: Figures = ZERO;
  for (const [key, label] of BEBAN_USAHA) {
    const g = group([`beban_usaha:${key}`], 2);
    if (!g.rows.length) continue;
    rows.push(line(label, null, { gaya: 'judul', tingkat: 1 }), ...g.rows, line(`Jumlah ${label}`, g.sum, { gaya: 'subtotal', tingkat: 1 }));
    beban = plus(beban, g.sum);
  }
  rows.push(line('Jumlah Beban Usaha', beban, { gaya: 'subtotal' }));
  const usaha = plus(kotor, beban);
  rows.push(line('Laba Usaha', usaha, { gaya: 'total' }));

  const lain = group(['pendapatan_lain', 'beban_lain']);
  rows.push(line('Pendapatan dan Beban Lain-lain', null, { gaya: 'judul' }), ...lain.rows, line('Jumlah Pendapatan (Beban) Lain-lain', lain.sum, { gaya: 'subtotal' }));
  const sebelumPajak = plus(usaha, lain.sum);
  rows.push(line('Laba Sebelum Pajak', sebelumPajak, { gaya: 'total' }));

  const pajak = group(['pajak_penghasilan']);
  if (!isZero(pajak.sum)) rows.push(line('Pajak Penghasilan', null, { gaya: 'judul' }), ...pajak.rows, line('Jumlah Pajak Penghasilan', pajak.sum, { gaya: 'subtotal' }));
  const bersih = plus(sebelumPajak, pajak.sum);
  rows.push(line('Laba (Rugi) Bersih', bersih, { gaya: 'total' }));

  return {
    sections: [{ columns: statementColumns(periodLabel(period), periodLabel(cmp.period)), rows }],
    summary: [{ label: 'Laba (Rugi) Bersih', value: bersih.ini }, { label: 'Laba (Rugi) Bersih Pembanding', value: bersih.banding }],
  };
};
