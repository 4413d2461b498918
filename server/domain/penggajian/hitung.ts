/**
 * One payslip's arithmetic, pure: earnings (basic salary, fixed components, per-day components × days present),
 * deductions (fixed components, per-day components × days absent, then open advances up to their instalment), each
 * deduction capped at what is left of the gross so the net is never negative. Whole rupiah throughout, so
 * net + deductions = gross exactly, per slip and summed over a run.
 */
import { formatMoney } from '../../../common/format.js';

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

export interface SlipInput {
  gaji_pokok: number;
  hari_kerja: number;
  hari_masuk: number;
  komponen: Komponen[];
  kasbon: Kasbon[];
}

export interface SlipLine {
  nama: string;
  jenis: 'pendapatan' | 'potongan';
  komponen_gaji_id: number | null;
  kasbon_karyawan_id: number | null;
  /** null: the settings' salary expense (earnings) — deductions always name theirs, advances the employee receivable. */
  akun_id: number | null;
  keterangan: string;
  jumlah: number;
}

export interface Slip {
  lines: SlipLine[];
  gaji_pokok: number;
  bruto: number;
  potongan: number;
  potongan_kasbon: number;
  bersih: number;
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
  const bruto = lines.reduce((s, l) => s + l.jumlah, 0);
  let left = bruto;
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
  return { lines, gaji_pokok: Math.max(0, input.gaji_pokok), bruto, potongan: bruto - left, potongan_kasbon: kasbon, bersih: left };
}
