import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import { STATUS_BOP } from '../../../resources/bop.js';
import type { ReportCompute } from '../../core/reports/types.js';

const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const num = (v: unknown) => Number(v ?? 0);
const STATUS = new Map(STATUS_BOP);
/** BOPs whose money went out: refused and still-waiting requests are no advance to account for. */
const PAID = ['dibayar', 'dilaporkan', 'direimburse', 'dikembalikan', 'selesai'];

function totalled(title: string, columns: ReportColumn[], rows: ReportRow[]): ReportSection {
  const total: ReportRow = Object.fromEntries(columns.map((c, i) => [c.key, i === 0 ? 'Total' : c.kind === 'money' ? rows.reduce((s, r) => s + num(r[c.key]), 0) : '']));
  return { title, columns, rows, total };
}

/**
 * Laporan LPJ (BOP accountability): the operational advances dated in the period that were paid out, each with
 * what its holder spent (LPJ lines), returned and was reimbursed, and what is still to be accounted for; and the
 * spending per expense account. Limited to one holder by `sales_id` (a salesperson's own, always).
 */
export const lpj: ReportCompute = async ({ db, tgl_awal, tgl_akhir, salesId }) => {
  let bops = db.selectFrom('bop_ajuan as b').leftJoin('karyawan as k', 'k.id', 'b.karyawan_id')
    .where('b.status', 'in', PAID).where('b.tanggal', '>=', tgl_awal).where('b.tanggal', '<=', tgl_akhir);
  if (salesId) bops = bops.where('b.karyawan_id', '=', salesId);
  const rows = await bops.select(['b.id', 'b.nomor', 'b.tanggal', 'k.nama_lengkap', 'b.keperluan', 'b.jumlah', 'b.terpakai', 'b.dikembalikan', 'b.reimburse', 'b.status'])
    .orderBy('b.tanggal').orderBy('b.nomor').execute();

  let lines = db.selectFrom('bop_laporan as l').innerJoin('bop_ajuan as b', 'b.id', 'l.bop_ajuan_id').innerJoin('akun as a', 'a.id', 'l.akun_id')
    .where('b.status', 'in', PAID).where('b.tanggal', '>=', tgl_awal).where('b.tanggal', '<=', tgl_akhir);
  if (salesId) lines = lines.where('b.karyawan_id', '=', salesId);
  const perAkun = await lines.select(['a.kode', 'a.nama', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('l.jumlah').as('jumlah')])
    .groupBy(['a.kode', 'a.nama']).orderBy('a.kode').execute();

  const perBop = rows.map((r) => {
    // Still to account for: the whole advance while its LPJ is not in; afterwards what is neither spent nor returned.
    const open = r.status === 'dibayar' ? num(r.jumlah) : r.status === 'dilaporkan' ? Math.max(0, num(r.jumlah) - num(r.terpakai)) : 0;
    return {
      nomor: String(r.nomor), tanggal: String(r.tanggal), pemegang: String(r.nama_lengkap ?? '-'), keperluan: String(r.keperluan),
      uang_muka: num(r.jumlah), terpakai: num(r.terpakai), dikembalikan: num(r.dikembalikan), reimburse: num(r.reimburse),
      belum: open, status: STATUS.get(String(r.status)) ?? String(r.status),
    };
  });
  const sum = (key: keyof typeof perBop[number]) => perBop.reduce((s, r) => s + num(r[key]), 0);
  return {
    sections: [
      totalled('Per BOP', [text('nomor', 'Nomor'), { key: 'tanggal', label: 'Tanggal', kind: 'date' }, text('pemegang', 'Pemegang'), text('keperluan', 'Keperluan'),
        money('uang_muka', 'Uang Muka'), money('terpakai', 'Terpakai (LPJ)'), money('dikembalikan', 'Dikembalikan'), money('reimburse', 'Reimburse'),
        money('belum', 'Belum Dipertanggungjawabkan'), text('status', 'Status')], perBop),
      totalled('Biaya per Akun', [text('kode', 'Kode Akun'), text('akun', 'Akun'), { key: 'n', label: 'Baris LPJ', kind: 'qty' }, money('jumlah', 'Jumlah')],
        perAkun.map((r) => ({ kode: String(r.kode), akun: String(r.nama), n: num(r.n), jumlah: num(r.jumlah) }))),
    ],
    summary: [
      { label: 'Total Uang Muka', value: sum('uang_muka') }, { label: 'Total Terpakai', value: sum('terpakai') },
      { label: 'Total Dikembalikan', value: sum('dikembalikan') }, { label: 'Total Reimburse', value: sum('reimburse') },
      { label: 'Belum Dipertanggungjawabkan', value: sum('belum') },
    ],
  };
};
