/**
 * Payroll prints: one employee's payslip as Indonesian employees receive it (cetak-slip-gaji?id=, earnings and
 * deductions side by side, take-home pay, signatures) and the period's recap (cetak-rekap-gaji?id=, one row per
 * employee with the run's totals).
 */
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../common/format.js';
import { nameOf } from '../../core/documents/names.js';
import { printQueryRoute } from '../../core/documents/print.js';
import { periodeLabel } from './run.js';

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
export const bulanTahun = (periode: string) => `${BULAN[Number(periode.slice(5, 7)) - 1]} ${periode.slice(0, 4)}`;

/** PPh 21 and the employer's BPJS of a slip, in words under its table (issue 38). */
function taxFacts(slip: Record<string, unknown>, lines: Array<Record<string, unknown>>): string[] {
  const out: string[] = [];
  const bp = (v: unknown) => `${String(Number(v) / 100).replace('.', ',')} %`;
  if (slip.metode_pph21 === 'ter') out.push(`PPh 21: status ${slip.status_ptkp}, TER kategori ${slip.kategori_ter} ${bp(slip.tarif_ter)} × bruto ${formatMoney(Number(slip.bruto_pajak))}.`);
  if (slip.metode_pph21 === 'tahunan') out.push(`PPh 21 masa terakhir: status ${slip.status_ptkp}, setahun ${formatMoney(Number(slip.pph21_setahun))} (Pasal 17) dikurangi yang sudah dipotong.`);
  const employer = lines.filter((l) => l.jenis === 'perusahaan');
  if (employer.length) out.push(`Ditanggung perusahaan (tidak memotong gaji): ${employer.map((l) => `${String(l.nama).replace(' (perusahaan)', '')} ${formatMoney(Number(l.jumlah))}`).join(', ')}.`);
  if (Number(slip.versi ?? 1) > 1) out.push(`Versi ${slip.versi}: menggantikan slip sebelumnya setelah dihitung ulang.`);
  return out;
}

export function registerPenggajianPrints(app: FastifyInstance): void {
  printQueryRoute(app, 'cetak-slip-gaji', 'slip-gaji', async (db, slip) => {
    const run = await db.selectFrom('penggajian').select(['nomor', 'tanggal', 'hari_kerja', 'cara_bayar', 'kas_id', 'status']).where('id', '=', Number(slip.penggajian_id)).executeTakeFirstOrThrow();
    const person = await db.selectFrom('karyawan').leftJoin('jabatan', 'jabatan.id', 'karyawan.jabatan_id')
      .select(['karyawan.nama_lengkap', 'karyawan.nip', 'jabatan.nama as jabatan']).where('karyawan.id', '=', Number(slip.karyawan_id)).executeTakeFirstOrThrow();
    const lines = await db.selectFrom('slip_gaji_rincian').select(['nama', 'jenis', 'keterangan', 'jumlah']).where('slip_gaji_id', '=', Number(slip.id)).orderBy('line_no').execute();
    const draft = run.status === 'draft';
    return {
      title: draft ? 'SLIP GAJI (DRAFT)' : 'SLIP GAJI', nomor: String(slip.nomor), tanggal: String(run.tanggal),
      facts: [
        ['Nama', String(person.nama_lengkap)], ['NIP', String(person.nip)], ['Jabatan', (person.jabatan as string | null) ?? '-'],
        ['Periode', bulanTahun(String(slip.periode))], ['Hari Kerja / Masuk', `${run.hari_kerja} / ${slip.hari_masuk} hari`],
        ['Dibayar', run.cara_bayar === 'tunai' ? `Tunai/transfer dari ${await nameOf(db, 'kas', 'nama', run.kas_id)}` : 'Dicatat sebagai hutang gaji'],
      ],
      columns: [{ label: 'Keterangan', width: '*' }, { label: 'Perhitungan' }, { label: 'Pendapatan', kind: 'money' }, { label: 'Potongan', kind: 'money' }],
      rows: lines.filter((l) => l.jenis !== 'perusahaan').map((l) => [String(l.nama), String(l.keterangan ?? ''), l.jenis === 'pendapatan' ? Number(l.jumlah) : null, l.jenis === 'potongan' ? Number(l.jumlah) : null]),
      totals: [['Total Pendapatan', formatMoney(Number(slip.bruto))], ['Total Potongan', formatMoney(Number(slip.potongan))], ['Gaji Bersih (Take Home Pay)', formatMoney(Number(slip.bersih))]],
      notes: [
        ...taxFacts(slip, lines),
        'Slip gaji ini bersifat rahasia. Harap periksa dan laporkan ketidaksesuaian ke bagian keuangan paling lambat 3 hari kerja.',
      ].join('\n'),
      signatures: ['Diterima oleh', 'Bagian Keuangan'],
    };
  });

  printQueryRoute(app, 'cetak-rekap-gaji', 'penggajian', async (db, run) => {
    const rows = await db.selectFrom('slip_gaji').innerJoin('karyawan', 'karyawan.id', 'slip_gaji.karyawan_id')
      .select(['karyawan.nip', 'karyawan.nama_lengkap', 'slip_gaji.hari_masuk', 'slip_gaji.bruto', 'slip_gaji.potongan_kasbon', 'slip_gaji.potongan', 'slip_gaji.bersih', 'slip_gaji.status'])
      .where('slip_gaji.penggajian_id', '=', Number(run.id)).where('slip_gaji.status', 'not in', ['dibatalkan', 'diganti']).orderBy('karyawan.nama_lengkap').execute();
    return {
      title: `REKAP GAJI ${bulanTahun(String(run.periode)).toUpperCase()}${run.status === 'draft' ? ' (DRAFT)' : ''}`, nomor: String(run.nomor), tanggal: String(run.tanggal),
      facts: [
        ['Periode', periodeLabel(String(run.periode))], ['Hari Kerja', `${run.hari_kerja} hari`], ['Jumlah Karyawan', String(rows.length)],
        ['Dibayar', run.cara_bayar === 'tunai' ? `Dari ${await nameOf(db, 'kas', 'nama', run.kas_id)}` : 'Hutang gaji'],
      ],
      columns: [{ label: 'NIP' }, { label: 'Nama', width: '*' }, { label: 'Hari Masuk', kind: 'qty' }, { label: 'Pendapatan', kind: 'money' },
        { label: 'Potongan Kasbon', kind: 'money' }, { label: 'Total Potongan', kind: 'money' }, { label: 'Gaji Bersih', kind: 'money' }],
      rows: rows.map((r) => [String(r.nip), String(r.nama_lengkap), Number(r.hari_masuk), Number(r.bruto), Number(r.potongan_kasbon), Number(r.potongan), Number(r.bersih)]),
      totals: [['Total Pendapatan', formatMoney(Number(run.total_bruto))], ['Total Potongan', formatMoney(Number(run.total_potongan))], ['Total Gaji Bersih', formatMoney(Number(run.total_bersih))]],
      notes: run.keterangan as string | null,
      signatures: ['Dibuat oleh', 'Diperiksa oleh', 'Disetujui oleh'],
    };
  });
}
