import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import { addDays, formatDate } from '../../../common/format.js';
import { loadChart, type ChartAccount } from './accounts.js';
import { accountSums, creditNet, signed, type AccountSums } from './balances.js';
import { profitOf } from './laba-rugi.js';
import type { ReportCompute } from '../../core/reports/types.js';

/** Equity accounts that are debit-normal (Prive Pemilik) hold the owner's withdrawals; the others hold capital. */
const isWithdrawal = (a: ChartAccount) => a.side === 'ekuitas' && a.tipe === 1;

const sumOver = (accounts: ChartAccount[], sums: AccountSums) => accounts.reduce((s, a) => s + creditNet(sums, a.id), 0);

/**
 * Perubahan modal over the period: opening equity (capital and withdrawals before the period, plus all profit
 * before it), capital added, the period's profit, withdrawals, and closing equity = opening + added + profit −
 * withdrawals, which is the balance sheet's equity (current profit included) at the period's end.
 */
export const perubahanModal: ReportCompute = async ({ db, tgl_awal, tgl_akhir }) => {
  const chart = await loadChart(db);
  const dayBefore = addDays(tgl_awal, -1);
  const [before, during] = await Promise.all([accountSums(db, null, dayBefore), accountSums(db, tgl_awal, tgl_akhir)]);
  const capital = chart.filter((a) => a.side === 'ekuitas' && !isWithdrawal(a));
  const withdrawal = chart.filter(isWithdrawal);
  const awal = sumOver(capital, before) + sumOver(withdrawal, before) + profitOf(chart, before);
  const tambahan = sumOver(capital, during);
  const laba = profitOf(chart, during);
  const prive = signed(-1, sumOver(withdrawal, during));
  const akhir = awal + tambahan + laba - prive;
  const columns: ReportColumn[] = [{ key: 'keterangan', label: 'Keterangan', kind: 'text' }, { key: 'jumlah', label: 'Jumlah', kind: 'money' }];
  const rows: ReportRow[] = [
    { keterangan: `Modal Awal per ${formatDate(tgl_awal)}`, jumlah: awal },
    { keterangan: 'Penambahan Modal', jumlah: tambahan },
    { keterangan: 'Laba (Rugi) Bersih Periode Ini', jumlah: laba },
    { keterangan: 'Prive / Pengambilan Pemilik', jumlah: signed(-1, prive) },
  ];
  const perAccount: ReportRow[] = [...capital, ...withdrawal].map((a) => ({
    kode: a.kode, akun: a.nama, awal: creditNet(before, a.id), perubahan: creditNet(during, a.id), akhir: creditNet(before, a.id) + creditNet(during, a.id),
  })).filter((r) => r.awal !== 0 || r.perubahan !== 0);
  return {
    sections: [
      { title: 'Perubahan Modal', columns, rows, total: { keterangan: `Modal Akhir per ${formatDate(tgl_akhir)}`, jumlah: akhir } },
      {
        title: 'Rincian Akun Ekuitas',
        columns: [{ key: 'kode', label: 'Kode', kind: 'text' }, { key: 'akun', label: 'Akun', kind: 'text' }, { key: 'awal', label: 'Saldo Awal', kind: 'money' },
          { key: 'perubahan', label: 'Perubahan', kind: 'money' }, { key: 'akhir', label: 'Saldo Akhir', kind: 'money' }],
        rows: perAccount,
      },
    ],
    summary: [{ label: 'Modal Awal', value: awal }, { label: 'Laba (Rugi) Bersih', value: laba }, { label: 'Prive', value: prive }, { label: 'Modal Akhir', value: akhir }],
  };
};

const POSISI_LABEL: Record<string, string> = {
  aset_lancar: 'Aset Lancar', aset_tetap: 'Aset Tetap', kewajiban_pendek: 'Kewajiban Jangka Pendek', kewajiban_panjang: 'Kewajiban Jangka Panjang', ekuitas: 'Ekuitas',
};

/**
 * Neraca at `tgl_akhir`: every balance-sheet account's balance since the first line (assets debit-positive,
 * liabilities and equity credit-positive), laid out by akun-neraca, plus profit not yet closed into equity —
 * retained (before the year of `tgl_akhir`) and the current year's. Assets = liabilities + equity to the rupiah,
 * because every account is on one side or in profit and loss and every journal balances.
 */
export const neraca: ReportCompute = async ({ db, tgl_akhir }) => {
  const chart = await loadChart(db);
  const yearStart = `${tgl_akhir.slice(0, 4)}-01-01`;
  const [untilYear, thisYear] = await Promise.all([accountSums(db, null, addDays(yearStart, -1)), accountSums(db, yearStart, tgl_akhir)]);
  const balance = (a: ChartAccount) => creditNet(untilYear, a.id) + creditNet(thisYear, a.id);
  const columns: ReportColumn[] = [{ key: 'posisi', label: 'Posisi', kind: 'text' }, { key: 'kode', label: 'Kode', kind: 'text' }, { key: 'akun', label: 'Akun', kind: 'text' }, { key: 'saldo', label: 'Saldo', kind: 'money' }];
  const order = (x: ChartAccount, y: ChartAccount) => Object.keys(POSISI_LABEL).indexOf(x.posisi ?? '') - Object.keys(POSISI_LABEL).indexOf(y.posisi ?? '') || x.urutan - y.urutan || x.kode.localeCompare(y.kode);
  const section = (side: 'aset' | 'kewajiban' | 'ekuitas', title: string, extra: ReportRow[] = []): ReportSection => {
    const sign = side === 'aset' ? -1 : 1 as const;
    const rows: ReportRow[] = chart.filter((a) => a.side === side).sort(order)
      .map((a): ReportRow => ({ posisi: POSISI_LABEL[a.posisi ?? ''] ?? 'Lain-lain', kode: a.kode, akun: a.nama, saldo: signed(sign, balance(a)) }))
      .filter((r) => r.saldo !== 0).concat(extra);
    return { title, columns, rows, total: { posisi: '', kode: '', akun: `Total ${title}`, saldo: rows.reduce((s, r) => s + Number(r.saldo), 0) } };
  };
  const ditahan = profitOf(chart, untilYear);
  const berjalan = profitOf(chart, thisYear);
  const aset = section('aset', 'Aset');
  const kewajiban = section('kewajiban', 'Kewajiban');
  const ekuitas = section('ekuitas', 'Ekuitas', [
    { posisi: 'Ekuitas', kode: '', akun: 'Laba Ditahan (belum ditutup)', saldo: ditahan },
    { posisi: 'Ekuitas', kode: '', akun: `Laba Tahun Berjalan ${tgl_akhir.slice(0, 4)}`, saldo: berjalan },
  ]);
  const totalAset = Number(aset.total!.saldo);
  const totalPasiva = Number(kewajiban.total!.saldo) + Number(ekuitas.total!.saldo);
  return {
    sections: [aset, kewajiban, ekuitas],
    summary: [{ label: 'Total Aset', value: totalAset }, { label: 'Total Kewajiban dan Ekuitas', value: totalPasiva }, { label: 'Selisih', value: totalAset - totalPasiva }],
  };
};
