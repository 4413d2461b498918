import type { ReportRow } from '../../../common/laporan.js';
import { addDays } from '../../../common/format.js';
import { loadChart } from './accounts.js';
import { accountSums } from './balances.js';
import { profitOf } from './laba-rugi.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { withoutClosing } from '../../ledger/index.js';
import { accountFigures, accountLines, comparisonOf, isZero, line, periodLabel, plus, statementColumns, type Figures } from './statement.js';

/**
 * Perubahan modal (Laporan Perubahan Ekuitas, issue 36) that reconciles: opening equity, shown as its parts
 * (capital, drawings to date, retained result of earlier periods — profit not yet closed included), then every
 * movement of the period (capital in, drawings, transfers into retained earnings, the period's profit), and
 * closing equity = opening + movements, which is the Neraca's Jumlah Ekuitas at `tgl_akhir`. The comparison
 * column is the same statement for the comparison period. A second table lists each equity account (and the
 * profit not yet closed) from opening to closing, adding up to the same totals.
 */
export const perubahanModal: ReportCompute = async ({ db, tgl_awal, tgl_akhir, banding }) => {
  const chart = await loadChart(db);
  const period = { tgl_awal, tgl_akhir };
  const cmp = comparisonOf(period, banding);
  const [before, during, beforeCmp, duringCmp] = await Promise.all([
    accountSums(db, null, addDays(tgl_awal, -1)), accountSums(db, tgl_awal, tgl_akhir),
    accountSums(db, null, addDays(cmp.period.tgl_awal, -1)), accountSums(db, cmp.period.tgl_awal, cmp.period.tgl_akhir),
  ]);
  // The movements leave out a closing journal inside the period: it moves profit within equity (the period's profit
  // stays its Laba Bersih, not a transfer into Laba Ditahan); the opening and the detail table read the real balances.
  const [earned, earnedCmp] = await Promise.all([withoutClosing(db, during, tgl_awal, tgl_akhir), withoutClosing(db, duringCmp, cmp.period.tgl_awal, cmp.period.tgl_akhir)]);
  const opening = (groups: string[]) => accountLines(chart, groups, before, beforeCmp, 1, 1).sum;
  const moving = (groups: string[]) => accountLines(chart, groups, earned, earnedCmp, 1, 1).sum;

  const modalAwal = opening(['ekuitas']);
  const priveAwal = opening(['prive']);
  const labaLalu: Figures = plus(opening(['saldo_laba']), { ini: profitOf(chart, before), banding: profitOf(chart, beforeCmp) });
  const awal = plus(modalAwal, priveAwal, labaLalu);
  const setoran = moving(['ekuitas']);
  const prive = moving(['prive']);
  const pindahan = moving(['saldo_laba']);
  const laba: Figures = { ini: profitOf(chart, earned), banding: profitOf(chart, earnedCmp) };
  const perubahan = plus(setoran, prive, pindahan, laba);
  const akhir = plus(awal, perubahan);

  const rows: ReportRow[] = [
    line('Modal Awal Periode', null, { gaya: 'judul' }),
    line('Modal Disetor', modalAwal, { tingkat: 1 }),
    line('Prive s.d. Awal Periode', priveAwal, { tingkat: 1 }),
    line('Saldo Laba (Rugi) Periode Lalu', labaLalu, { tingkat: 1 }),
    line('Jumlah Modal Awal', awal, { gaya: 'subtotal' }),
    line('Perubahan Selama Periode', null, { gaya: 'judul' }),
    line('Penambahan Modal', setoran, { tingkat: 1 }),
    line('Prive / Pengambilan Pemilik', prive, { tingkat: 1 }),
    ...(isZero(pindahan) ? [] : [line('Mutasi Saldo Laba (tutup buku / koreksi)', pindahan, { tingkat: 1 })]),
    line('Laba (Rugi) Bersih Periode Ini', laba, { tingkat: 1 }),
    line('Jumlah Perubahan', perubahan, { gaya: 'subtotal' }),
    line('Modal Akhir Periode', akhir, { gaya: 'total' }),
  ];

  // Each equity account from opening to closing, plus the profit not closed into an account: the same totals.
  const equity = chart.filter((a) => a.side === 'ekuitas');
  const detail: ReportRow[] = equity.map((a) => {
    const o = accountFigures(a, before, before).ini;
    const m = accountFigures(a, during, during).ini;
    return { kode: a.kode, akun: a.nama, awal: o, perubahan: m, akhir: o + m };
  }).filter((r) => r.awal !== 0 || r.perubahan !== 0);
  const profitBefore = profitOf(chart, before);
  const profitDuring = profitOf(chart, during);
  detail.push({ kode: '', akun: 'Laba (Rugi) belum ditutup ke akun ekuitas', awal: profitBefore, perubahan: profitDuring, akhir: profitBefore + profitDuring });
  const sum = (k: 'awal' | 'perubahan' | 'akhir') => detail.reduce((s, r) => s + Number(r[k]), 0);

  return {
    sections: [
      { columns: statementColumns(periodLabel(period), periodLabel(cmp.period)), rows },
      {
        title: 'Rincian Akun Ekuitas',
        columns: [{ key: 'kode', label: 'Kode', kind: 'text' }, { key: 'akun', label: 'Akun', kind: 'text' }, { key: 'awal', label: 'Saldo Awal', kind: 'money' },
          { key: 'perubahan', label: 'Perubahan', kind: 'money' }, { key: 'akhir', label: 'Saldo Akhir', kind: 'money' }],
        rows: detail,
        total: { kode: '', akun: 'Jumlah Ekuitas', awal: sum('awal'), perubahan: sum('perubahan'), akhir: sum('akhir') },
      },
    ],
    summary: [{ label: 'Modal Awal', value: awal.ini }, { label: 'Laba (Rugi) Bersih', value: laba.ini }, { label: 'Prive', value: -prive.ini || 0 }, { label: 'Modal Akhir', value: akhir.ini }],
  };
};
