/**
 * One payslip's arithmetic, pure: earnings (basic salary, fixed components, per-day components × days present),
 * for a permanent employee the BPJS contributions (the employer's shown on the slip, the employee's deducted) and
 * PPh 21 (TER, or the year's recomputation in the last period: pph21.ts), then the other deductions (fixed
 * components, per-day components × days absent, then open advances up to their instalment), each deduction capped at
 * what is left of the gross so the net is never negative. Whole rupiah throughout, so net + deductions = gross
 * exactly, per slip and summed over a run.
 */
import { formatMoney } from '../../../common/format.js';
import { iuranBpjs, pph21Tahunan, pph21Ter, premiBruto, type TabelBpjs, type TabelPph21 } from './pph21.js';

export interface Komponen {
  komponen_gaji_id: number;
  nama: string;
  jenis: 'pendapatan' | 'potongan';
  cara: 'tetap' | 'per_hari';
  nilai: number;
  akun_id: number | null;
}

export interface Kasbon {
  id: number;
  nomor: string;
  sisa: number;
  cicilan: number | null;
}

/** What PPh 21 and BPJS need; absent for an employee the payroll computes no tax for. */
export interface PajakInput {
  tabel: TabelPph21;
  /** null: the employee does not take part in BPJS. */
  bpjs: TabelBpjs | null;
  jkkKelas: string;
  /** The status at the start of the tax year (PMK 168/2023 Pasal 9 ayat 4). */
  status_ptkp: string;
  /** December, or the month employment ends: the year is recomputed. */
  terakhir: boolean;
  /** The year's other periods: gross for PPh 21, the employee's JHT + JP, PPh 21 withheld, months paid. */
  tahunBerjalan: { bruto: number; iuran: number; dipotong: number; bulan: number };
  akun: { pph21: number; bpjs: number };
}

export interface SlipInput {
  gaji_pokok: number;
  hari_kerja: number;
  hari_masuk: number;
  komponen: Komponen[];
  kasbon: Kasbon[];
  pajak?: PajakInput;
}

export interface SlipLine {
  nama: string;
  /** perusahaan: a premium the employer pays on top of the salary (Dr Beban BPJS / Cr Hutang BPJS), outside the net. */
  jenis: 'pendapatan' | 'potongan' | 'perusahaan';
  komponen_gaji_id: number | null;
  kasbon_karyawan_id: number | null;
  /** null: the settings' salary expense (earnings) — deductions always name theirs, advances the employee receivable. */
  akun_id: number | null;
  keterangan: string;
  jumlah: number;
}

export interface SlipPajak {
  status_ptkp: string;
  /** ter: the month's TER; tahunan: the year recomputed (the last period). */
  metode_pph21: 'ter' | 'tahunan';
  kategori_ter: string;
  /** Basis points of the TER rate (0 in the last period). */
  tarif_ter: number;
  /** The month's gross for PPh 21: earnings + the employer's JKK, JKM and BPJS Kesehatan. */
  bruto_pajak: number;
  upah_bpjs: number;
  bpjs_perusahaan: number;
  bpjs_karyawan: number;
  /** The employee's JHT + JP (deductible in the year's recomputation). */
  iuran_pensiun: number;
  /** Withheld this month (negative: refunded in the last period). */
  pph21: number;
  /** The last period: the year's tax by Pasal 17. */
  pph21_setahun: number | null;
}

export interface Slip {
  lines: SlipLine[];
  gaji_pokok: number;
  bruto: number;
  potongan: number;
  potongan_kasbon: number;
  bersih: number;
  pajak: SlipPajak | null;
}

const rupiah = formatMoney;

export function hitungSlip(input: SlipInput): Slip {
  const absen = Math.max(0, input.hari_kerja - input.hari_masuk);
  const lines: SlipLine[] = [];
  if (input.gaji_pokok > 0) {
    lines.push({ nama: 'Gaji Pokok', jenis: 'pendapatan', komponen_gaji_id: null, kasbon_karyawan_id: null, akun_id: null, keterangan: 'Tetap per bulan', jumlah: input.gaji_pokok });
  }
  const earnings = input.komponen.filter((k) => k.jenis === 'pendapatan');
  for (const k of earnings) {
    const jumlah = k.cara === 'per_hari' ? k.nilai * input.hari_masuk : k.nilai;
    const keterangan = k.cara === 'per_hari' ? `${input.hari_masuk} hari × ${rupiah(k.nilai)}` : 'Tetap per bulan';
    if (jumlah > 0) lines.push({ nama: k.nama, jenis: 'pendapatan', komponen_gaji_id: k.komponen_gaji_id, kasbon_karyawan_id: null, akun_id: k.akun_id, keterangan, jumlah });
  }
  const tax = input.pajak ? taxLines(input, lines) : null;
  const bruto = lines.filter((l) => l.jenis === 'pendapatan').reduce((s, l) => s + l.jumlah, 0);
  let left = bruto;
  for (const l of tax?.deductions ?? []) {
    const jumlah = Math.min(l.jumlah, left);
    if (jumlah <= 0) continue;
    lines.push({ ...l, jumlah, keterangan: l.keterangan + (jumlah < l.jumlah ? ' (dibatasi sisa gaji)' : '') });
    left -= jumlah;
  }
  for (const k of input.komponen.filter((c) => c.jenis === 'potongan')) {
    const full = k.cara === 'per_hari' ? k.nilai * absen : k.nilai;
    const jumlah = Math.min(full, left);
    if (jumlah <= 0) continue;
    const keterangan = (k.cara === 'per_hari' ? `${absen} hari tidak masuk × ${rupiah(k.nilai)}` : 'Tetap per bulan') + (jumlah < full ? ' (dibatasi sisa gaji)' : '');
    lines.push({ nama: k.nama, jenis: 'potongan', komponen_gaji_id: k.komponen_gaji_id, kasbon_karyawan_id: null, akun_id: k.akun_id, keterangan, jumlah });
    left -= jumlah;
  }
  let kasbon = 0;
  for (const a of input.kasbon) {
    const due = Math.min(a.sisa, a.cicilan ?? a.sisa);
    const jumlah = Math.min(due, left);
    if (jumlah <= 0) continue;
    lines.push({ nama: `Potongan Kasbon ${a.nomor}`, jenis: 'potongan', komponen_gaji_id: null, kasbon_karyawan_id: a.id, akun_id: null, keterangan: `Sisa kasbon ${rupiah(a.sisa)}`, jumlah });
    left -= jumlah;
    kasbon += jumlah;
  }
  return { lines, gaji_pokok: Math.max(0, input.gaji_pokok), bruto, potongan: bruto - left, potongan_kasbon: kasbon, bersih: left, pajak: tax?.pajak ?? null };
}

const persen = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

/**
 * BPJS and PPh 21 of the slip: the employer's premiums and a refund of PPh 21 are added to `lines` here; the
 * employee's contributions and the PPh 21 withheld are returned as deductions, taken before any other.
 */
function taxLines(input: SlipInput, lines: SlipLine[]): { pajak: SlipPajak; deductions: SlipLine[] } {
  const p = input.pajak!;
  const earnings = lines.reduce((s, l) => s + l.jumlah, 0);
  // The wage BPJS is computed on: the basic salary and the fixed monthly allowances.
  const upah = input.gaji_pokok + input.komponen.filter((k) => k.jenis === 'pendapatan' && k.cara === 'tetap').reduce((s, k) => s + k.nilai, 0);
  const line = (nama: string, jenis: SlipLine['jenis'], akun_id: number, keterangan: string, jumlah: number): SlipLine =>
    ({ nama, jenis, komponen_gaji_id: null, kasbon_karyawan_id: null, akun_id, keterangan, jumlah });
  const deductions: SlipLine[] = [];
  let premi = 0;
  let iuranPensiun = 0;
  let bpjsPerusahaan = 0;
  let bpjsKaryawan = 0;
  if (p.bpjs) {
    const i = iuranBpjs(p.bpjs, upah, p.jkkKelas);
    const on = (program: string) => {
      const cap = p.bpjs![program]?.batas;
      return cap !== null && cap !== undefined && upah > cap ? `${rupiah(cap)} (batas upah)` : rupiah(upah);
    };
    const rate = (program: string, side: 'perusahaan' | 'karyawan') => persen(p.bpjs![program][side]);
    const employer: Array<[string, string, number]> = [
      ['BPJS Kesehatan (perusahaan)', 'kesehatan', i.perusahaan.kesehatan], ['JHT (perusahaan)', 'jht', i.perusahaan.jht],
      ['JP (perusahaan)', 'jp', i.perusahaan.jp], [`JKK kelas ${p.jkkKelas} (perusahaan)`, `jkk_${p.jkkKelas}`, i.perusahaan.jkk], ['JKM (perusahaan)', 'jkm', i.perusahaan.jkm],
    ];
    for (const [nama, program, jumlah] of employer) if (jumlah > 0) lines.push(line(nama, 'perusahaan', p.akun.bpjs, `${rate(program, 'perusahaan')} × ${on(program)}`, jumlah));
    const employee: Array<[string, string, number]> = [
      ['Iuran BPJS Kesehatan', 'kesehatan', i.karyawan.kesehatan], ['Iuran JHT', 'jht', i.karyawan.jht], ['Iuran JP', 'jp', i.karyawan.jp],
    ];
    for (const [nama, program, jumlah] of employee) if (jumlah > 0) deductions.push(line(nama, 'potongan', p.akun.bpjs, `${rate(program, 'karyawan')} × ${on(program)}`, jumlah));
    premi = premiBruto(i);
    iuranPensiun = i.karyawan.jht + i.karyawan.jp;
    bpjsPerusahaan = Object.values(i.perusahaan).reduce((a, b) => a + b, 0);
    bpjsKaryawan = Object.values(i.karyawan).reduce((a, b) => a + b, 0);
  }
  const brutoPajak = earnings + premi;
  const ter = pph21Ter(p.tabel, p.status_ptkp, brutoPajak);
  let pph21: number;
  let setahun: number | null = null;
  let keterangan: string;
  if (p.terakhir) {
    const y = p.tahunBerjalan;
    const r = pph21Tahunan(p.tabel, { bruto_setahun: y.bruto + brutoPajak, iuran_setahun: y.iuran + iuranPensiun, status_ptkp: p.status_ptkp, dipotong: y.dipotong, bulan: y.bulan + 1 });
    pph21 = r.pph21_terutang;
    setahun = r.pph21_setahun;
    keterangan = `Setahun ${rupiah(r.pph21_setahun)} (PKP ${rupiah(r.pkp)}) − dipotong ${rupiah(y.dipotong)}`;
  } else {
    pph21 = ter.pph21;
    keterangan = `TER ${ter.kategori} ${persen(ter.tarif)} × ${rupiah(brutoPajak)}`;
  }
  if (pph21 > 0) deductions.push(line('PPh Pasal 21', 'potongan', p.akun.pph21, keterangan, pph21));
  // A refund in the last period is paid with the salary, out of the PPh 21 owed (PMK 168/2023 Pasal 21).
  if (pph21 < 0) lines.push(line('Pengembalian Kelebihan PPh 21', 'pendapatan', p.akun.pph21, keterangan, -pph21));
  return {
    deductions,
    pajak: {
      status_ptkp: p.status_ptkp, metode_pph21: p.terakhir ? 'tahunan' : 'ter', kategori_ter: ter.kategori, tarif_ter: p.terakhir ? 0 : ter.tarif,
      bruto_pajak: brutoPajak, upah_bpjs: p.bpjs ? upah : 0, bpjs_perusahaan: bpjsPerusahaan, bpjs_karyawan: bpjsKaryawan, iuran_pensiun: iuranPensiun,
      pph21, pph21_setahun: setahun,
    },
  };
}
