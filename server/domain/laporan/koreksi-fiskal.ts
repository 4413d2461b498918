import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { formatMonth } from '../../../common/format.js';
import { KODE_KELOMPOK_FISKAL, METODE_FISKAL } from '../../../resources/pajak-fiskal.js';

const col = (key: string, label: string, kind: ReportColumn['kind'] = 'text'): ReportColumn => ({ key, label, kind });
const DEPRECIATION: ReportColumn[] = [
  // Group and method in one short column ("Kelompok 2, Saldo Menurun"), so the table fits a laptop's screen.
  col('kode', 'Kode'), col('nama', 'Aset'), col('kelompok', 'Kelompok, Metode'),
  col('komersial', 'Penyusutan Komersial', 'money'), col('fiskal', 'Penyusutan Fiskal', 'money'),
  col('koreksi_positif', 'Koreksi Positif', 'money'), col('koreksi_negatif', 'Koreksi Negatif', 'money'),
];
const LEAVING: ReportColumn[] = [
  col('kode', 'Kode'), col('nama', 'Aset'), col('dokumen', 'Dokumen'),
  col('laba_komersial', 'Laba (Rugi) Komersial', 'money'), col('laba_fiskal', 'Laba (Rugi) Fiskal', 'money'),
  col('koreksi_positif', 'Koreksi Positif', 'money'), col('koreksi_negatif', 'Koreksi Negatif', 'money'),
];
const METODE: Record<string, string> = Object.fromEntries(METODE_FISKAL.map((m) => [m.value, m.label]));
const KELOMPOK = new Map(KODE_KELOMPOK_FISKAL);

/** Positive and negative correction of one difference (fiscal income − commercial income). */
const split = (d: number) => ({ koreksi_positif: Math.max(0, d), koreksi_negatif: Math.max(0, -d) });

/**
 * Laporan Koreksi Fiskal (issue 38, docs/taxes.md "Penyusutan fiskal"): for a tax year (or the months of a period), per asset with a tax group, the
 * commercial depreciation the books expensed and the fiscal depreciation of UU PPh Pasal 11, as the fiscal book kept
 * them month by month (`asset_fiskal_bulanan`): commercial above fiscal is a positive correction (taxable income goes
 * up), below a negative one. Then the assets sold or disposed of in the year: the fiscal gain or loss (what came in −
 * fiscal book value) against the commercial one. Totals are the sums of the rows; the summary nets them.
 */
export const koreksiFiskal: ReportCompute = async ({ db, tgl_awal, tgl_akhir }) => {
  // A tax year (tahun=YYYY), or the months of a period asked by dates.
  const [dari, sampai] = [tgl_awal.slice(0, 7), tgl_akhir.slice(0, 7)];
  const judul = dari.endsWith('-01') && sampai.endsWith('-12') && dari.slice(0, 4) === sampai.slice(0, 4) ? dari.slice(0, 4) : `${formatMonth(dari)} s.d. ${formatMonth(sampai)}`;
  const dep = await db.selectFrom('asset_fiskal_bulanan as f').innerJoin('asset as a', 'a.id', 'f.asset_id')
    .leftJoin('kelompok_harta_fiskal as k', 'k.id', 'a.kelompok_fiskal_id')
    .select((eb) => ['a.id', 'a.kode', 'a.nama', 'k.kode as kelompok', 'a.metode_fiskal',
      eb.fn.sum<number>('f.penyusutan_komersial').as('komersial'), eb.fn.sum<number>('f.penyusutan_fiskal').as('fiskal')])
    .where('f.periode', '>=', dari).where('f.periode', '<=', sampai).groupBy(['a.id', 'a.kode', 'a.nama', 'k.kode', 'a.metode_fiskal']).orderBy('a.kode').execute();
  const depRows: ReportRow[] = dep.map((r) => {
    const komersial = Number(r.komersial);
    const fiskal = Number(r.fiskal);
    const kelompok = KELOMPOK.get(String(r.kelompok)) ?? '-';
    return { kode: String(r.kode), nama: String(r.nama), kelompok: `${kelompok}, ${METODE[String(r.metode_fiskal)] ?? '-'}`, komersial, fiskal, ...split(komersial - fiskal) };
  });

  const leaving = async (kind: 'penjualan' | 'disposal') => {
    const line = `asset_${kind}_rincian`;
    const doc = `asset_${kind}`;
    const rows = await db.selectFrom(`${line} as l`).innerJoin(`${doc} as d`, 'd.id', `l.${doc}_id`).innerJoin('asset as a', 'a.id', 'l.asset_id')
      .select(['a.kode', 'a.nama', 'd.nomor', 'd.tanggal', 'l.nilai_buku', 'l.nilai_buku_fiskal', 'l.laba_rugi_fiskal', 'a.kelompok_fiskal_id', ...(kind === 'penjualan' ? ['l.laba_rugi'] as const : [])])
      .where('d.status', '=', kind === 'penjualan' ? 'dikonfirmasi' : 'diposting').where('d.tanggal', '>=', tgl_awal).where('d.tanggal', '<=', tgl_akhir)
      .where('a.kelompok_fiskal_id', 'is not', null).orderBy('d.tanggal').orderBy('a.kode').execute();
    return rows.map((r): { tanggal: string; row: ReportRow } => {
      const row = r as Record<string, unknown>;
      const komersial = kind === 'penjualan' ? Number(row.laba_rugi) : -Number(row.nilai_buku);
      const fiskal = Number(row.laba_rugi_fiskal);
      return { tanggal: String(r.tanggal).slice(0, 10), row: { kode: String(r.kode), nama: String(r.nama), dokumen: String(r.nomor), laba_komersial: komersial, laba_fiskal: fiskal, ...split(fiskal - komersial) } };
    });
  };
  // Sales and disposals together, by date then asset code.
  const leaveRows = [...(await leaving('penjualan')), ...(await leaving('disposal'))]
    .sort((a, b) => a.tanggal.localeCompare(b.tanggal) || String(a.row.kode).localeCompare(String(b.row.kode))).map((x) => x.row);

  const sum = (rows: ReportRow[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
  const positif = sum(depRows, 'koreksi_positif') + sum(leaveRows, 'koreksi_positif');
  const negatif = sum(depRows, 'koreksi_negatif') + sum(leaveRows, 'koreksi_negatif');
  // Assets still without a tax group: their commercial depreciation of the year is not in the rows above.
  const ungrouped = await db.selectFrom('asset_penyusutan_rincian as r').innerJoin('asset_penyusutan as p', 'p.id', 'r.asset_penyusutan_id').innerJoin('asset as a', 'a.id', 'r.asset_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('r.jumlah').as('jumlah')])
    .where('p.status', '=', 'diposting').where('r.periode', '>=', dari).where('r.periode', '<=', sampai).where('a.kelompok_fiskal_id', 'is', null).executeTakeFirst();
  const sections: ReportSection[] = [
      {
        title: `Penyusutan Komersial dan Fiskal ${judul}`, columns: DEPRECIATION, rows: depRows,
        total: { kode: 'Total', komersial: sum(depRows, 'komersial'), fiskal: sum(depRows, 'fiskal'), koreksi_positif: sum(depRows, 'koreksi_positif'), koreksi_negatif: sum(depRows, 'koreksi_negatif') },
      },
      {
        title: `Laba (Rugi) Pelepasan Aset ${judul}`, columns: LEAVING, rows: leaveRows,
        total: { kode: 'Total', laba_komersial: sum(leaveRows, 'laba_komersial'), laba_fiskal: sum(leaveRows, 'laba_fiskal'), koreksi_positif: sum(leaveRows, 'koreksi_positif'), koreksi_negatif: sum(leaveRows, 'koreksi_negatif') },
      },
  ];
  return {
    sections,
    summary: [
      { label: 'Koreksi Fiskal Positif', value: positif },
      { label: 'Koreksi Fiskal Negatif', value: negatif },
      { label: 'Koreksi Fiskal Neto', value: positif - negatif },
      ...(Number(ungrouped?.jumlah ?? 0) > 0 ? [{ label: 'Penyusutan aset tanpa kelompok fiskal', value: Number(ungrouped!.jumlah) }] : []),
    ],
  };
};
