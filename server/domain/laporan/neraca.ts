import type { ReportRow } from '../../../common/laporan.js';
import { addDays } from '../../../common/format.js';
import { loadChart, type ChartAccount } from './accounts.js';
import { accountSums, type AccountSums } from './balances.js';
import { profitOf } from './laba-rugi.js';
import { shiftDate } from '../../core/reports/period.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { withoutClosing } from '../../ledger/index.js';
import { accountLines, dateLabel, line, negate, plus, statementColumns, type Figures } from './statement.js';

/**
 * The books at a date: balances before its year (whose profit is retained) and within its year. The year's own
 * closing journal (dated its 31 December) is left out, so the Neraca at a year end reads the same before and after
 * the close: the year's profit as Laba Tahun Berjalan, not yet in Laba Ditahan. Earlier years' closings count.
 */
async function position(db: Parameters<ReportCompute>[0]['db'], chart: ChartAccount[], date: string) {
  const yearStart = `${date.slice(0, 4)}-01-01`;
  const [untilYear, thisYear] = await Promise.all([accountSums(db, null, addDays(yearStart, -1)),
    accountSums(db, yearStart, date).then((s) => withoutClosing(db, s, yearStart, date))]);
  const all: AccountSums = new Map();
  for (const m of [untilYear, thisYear]) {
    for (const [id, s] of m) {
      const t = all.get(id) ?? { debit: 0, kredit: 0 };
      all.set(id, { debit: t.debit + s.debit, kredit: t.kredit + s.kredit });
    }
  }
  return { all, ditahan: profitOf(chart, untilYear), berjalan: profitOf(chart, thisYear) };
}

/** The date the comparison column stands at: the day before `tgl_awal` (the period before), or the same date a year before. */
export function comparisonDate(tgl_awal: string, tgl_akhir: string, banding: string | undefined): string {
  return banding === 'tahun_lalu' ? shiftDate(tgl_akhir, -12) : addDays(tgl_awal, -1);
}

/**
 * Neraca (Laporan Posisi Keuangan) per `tgl_akhir` (issue 36), in the SAK EMKM / SAK ETAP order: Aset Lancar,
 * Aset Tidak Lancar (fixed assets less accumulated depreciation, other non-current assets), Liabilitas Jangka
 * Pendek and Panjang, Ekuitas (capital, drawings, retained earnings and the current year's profit), each with its
 * subtotal. Jumlah Aset = Jumlah Liabilitas dan Ekuitas to the rupiah, in both columns, because every account is
 * in one group and every journal balances. The comparison stands at the end of the period before, or a year before.
 */
export const neraca: ReportCompute = async ({ db, tgl_awal, tgl_akhir, banding }) => {
  const chart = await loadChart(db);
  const before = comparisonDate(tgl_awal, tgl_akhir, banding);
  const [now, then] = await Promise.all([position(db, chart, tgl_akhir), position(db, chart, before)]);
  const group = (groups: string[], sign: 1 | -1, tingkat = 2) => accountLines(chart, groups, now.all, then.all, sign, tingkat);
  const rows: ReportRow[] = [];

  const lancar = group(['aset_lancar'], -1);
  rows.push(line('Aset', null, { gaya: 'judul' }), line('Aset Lancar', null, { gaya: 'judul', tingkat: 1 }), ...lancar.rows,
    line('Jumlah Aset Lancar', lancar.sum, { gaya: 'subtotal', tingkat: 1 }));
  const tetap = group(['aset_tetap'], -1);
  const akumulasi = group(['akumulasi_penyusutan'], -1);
  const bukuTetap = plus(tetap.sum, akumulasi.sum);
  const lain = group(['aset_lain'], -1);
  const tidakLancar = plus(bukuTetap, lain.sum);
  rows.push(line('Aset Tidak Lancar', null, { gaya: 'judul', tingkat: 1 }), ...tetap.rows, ...akumulasi.rows,
    line('Nilai Buku Aset Tetap', bukuTetap, { gaya: 'subtotal', tingkat: 2 }), ...lain.rows,
    line('Jumlah Aset Tidak Lancar', tidakLancar, { gaya: 'subtotal', tingkat: 1 }));
  const aset = plus(lancar.sum, tidakLancar);
  rows.push(line('Jumlah Aset', aset, { gaya: 'total' }));

  const pendek = group(['liabilitas_pendek'], 1);
  const panjang = group(['liabilitas_panjang'], 1);
  const liabilitas = plus(pendek.sum, panjang.sum);
  rows.push(line('Liabilitas dan Ekuitas', null, { gaya: 'judul' }),
    line('Liabilitas Jangka Pendek', null, { gaya: 'judul', tingkat: 1 }), ...pendek.rows, line('Jumlah Liabilitas Jangka Pendek', pendek.sum, { gaya: 'subtotal', tingkat: 1 }),
    line('Liabilitas Jangka Panjang', null, { gaya: 'judul', tingkat: 1 }), ...panjang.rows, line('Jumlah Liabilitas Jangka Panjang', panjang.sum, { gaya: 'subtotal', tingkat: 1 }),
    line('Jumlah Liabilitas', liabilitas, { gaya: 'subtotal' }));

  const modal = group(['ekuitas', 'prive', 'saldo_laba'], 1);
  const ditahan: Figures = { ini: now.ditahan, banding: then.ditahan };
  const berjalan: Figures = { ini: now.berjalan, banding: then.berjalan };
  const ekuitas = plus(modal.sum, ditahan, berjalan);
  rows.push(line('Ekuitas', null, { gaya: 'judul', tingkat: 1 }), ...modal.rows,
    line('Saldo Laba Tahun-tahun Lalu (belum ditutup)', ditahan, { tingkat: 2 }),
    line('Laba (Rugi) Tahun Berjalan', berjalan, { tingkat: 2 }),
    line('Jumlah Ekuitas', ekuitas, { gaya: 'subtotal', tingkat: 1 }));
  const pasiva = plus(liabilitas, ekuitas);
  rows.push(line('Jumlah Liabilitas dan Ekuitas', pasiva, { gaya: 'total' }));
  const selisih = plus(aset, negate(pasiva));

  return {
    sections: [{ columns: statementColumns(dateLabel(tgl_akhir), dateLabel(before)), rows }],
    summary: [{ label: 'Jumlah Aset', value: aset.ini }, { label: 'Jumlah Liabilitas dan Ekuitas', value: pasiva.ini }, { label: 'Selisih', value: selisih.ini }],
  };
};
