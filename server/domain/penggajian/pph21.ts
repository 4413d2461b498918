/**
 * PPh 21 of a permanent employee and the BPJS contributions, pure, over the law tables in force (tabel-pajak.ts
 * loads them; docs/taxes.md "PPh 21 dan BPJS"):
 * - January–November: the month's gross × the TER rate of the status's category (PP 58/2023, PMK 168/2023 Pasal 15
 *   ayat 1 huruf a), the gross including the employer's JKK, JKM and BPJS Kesehatan (PMK 168/2023 Pasal 5 ayat 3).
 * - The last period (December, or the month employment ends): the year's tax by Pasal 17 on PKP after biaya jabatan
 *   (5 %, at most Rp 500.000 a month worked), the employee's JHT and JP and PTKP, PKP rounded down to the thousand,
 *   less what the other months withheld (Pasal 15 ayat 1 huruf b); a negative result is refunded.
 * Whole rupiah: the month's TER tax and each contribution are rounded down (never more than the law's product).
 */

export type Kategori = 'A' | 'B' | 'C';

export interface TabelPph21 {
  /** Per category, rows in order: inclusive upper bound of the month's gross (null = none) and basis points. */
  ter: Record<Kategori, Array<{ sampai: number | null; tarif: number }>>;
  ptkp: Record<string, { jumlah: number; kategori: Kategori }>;
  pasal17: Array<{ sampai: number | null; tarif: number }>;
}

export interface TabelBpjs {
  /** Per program (kesehatan, jht, jp, jkk_1…jkk_5, jkm): basis points and the monthly wage cap (null = none). */
  [program: string]: { perusahaan: number; karyawan: number; batas: number | null };
}

export class TaxTableError extends Error {}

function ptkpOf(t: TabelPph21, status: string): { jumlah: number; kategori: Kategori } {
  const row = t.ptkp[status];
  if (!row) throw new TaxTableError(`Status PTKP ${status} tidak ada di tabel PTKP`);
  return row;
}

/** The TER rate (basis points) of a month's gross: the first row whose upper bound is at or above it. */
export function terRate(t: TabelPph21, kategori: Kategori, bruto: number): number {
  const rows = t.ter[kategori];
  if (!rows?.length) throw new TaxTableError(`Tabel TER kategori ${kategori} belum ada`);
  for (const r of rows) if (r.sampai === null || bruto <= r.sampai) return r.tarif;
  return rows[rows.length - 1].tarif;
}

export interface Pph21Ter {
  kategori: Kategori;
  /** Basis points (200 = 2 %). */
  tarif: number;
  pph21: number;
}

export function pph21Ter(t: TabelPph21, status: string, bruto: number): Pph21Ter {
  const { kategori } = ptkpOf(t, status);
  const tarif = terRate(t, kategori, bruto);
  return { kategori, tarif, pph21: Math.floor((Math.max(0, bruto) * tarif) / 10_000) };
}

/** Pasal 17 on a PKP (whole thousands): each bracket's slice at its rate. */
export function pasal17(t: TabelPph21, pkp: number): number {
  let tax = 0;
  let below = 0;
  for (const r of t.pasal17) {
    if (pkp <= below) break;
    const top = r.sampai === null ? pkp : Math.min(pkp, r.sampai);
    tax += Math.floor(((top - below) * r.tarif) / 10_000);
    if (r.sampai === null) break;
    below = r.sampai;
  }
  return tax;
}

export interface Pph21TahunanInput {
  bruto_setahun: number;
  /** The employee's own JHT and JP contributions of the year (deductible; BPJS Kesehatan is not). */
  iuran_setahun: number;
  status_ptkp: string;
  /** PPh 21 withheld in the year's other periods. */
  dipotong: number;
  /** Months worked in the year (caps biaya jabatan at Rp 500.000 each); 12 by default. */
  bulan?: number;
}

export interface Pph21Tahunan {
  biaya_jabatan: number;
  neto: number;
  ptkp: number;
  pkp: number;
  pph21_setahun: number;
  /** Due this period: the year's tax less what was withheld (negative = to refund). */
  pph21_terutang: number;
}

export const BIAYA_JABATAN_PERSEN = 500;
export const BIAYA_JABATAN_SEBULAN = 500_000;

export function pph21Tahunan(t: TabelPph21, input: Pph21TahunanInput): Pph21Tahunan {
  const bulan = Math.min(12, Math.max(1, input.bulan ?? 12));
  const biaya_jabatan = Math.min(Math.floor((input.bruto_setahun * BIAYA_JABATAN_PERSEN) / 10_000), BIAYA_JABATAN_SEBULAN * bulan);
  const neto = input.bruto_setahun - biaya_jabatan - input.iuran_setahun;
  const ptkp = ptkpOf(t, input.status_ptkp).jumlah;
  const pkp = Math.max(0, Math.floor((neto - ptkp) / 1_000) * 1_000);
  const pph21_setahun = pasal17(t, pkp);
  return { biaya_jabatan, neto, ptkp, pkp, pph21_setahun, pph21_terutang: pph21_setahun - input.dipotong };
}

export interface IuranBpjs {
  /** The wage the contributions are computed on (basic salary and fixed allowances). */
  upah: number;
  perusahaan: { kesehatan: number; jht: number; jp: number; jkk: number; jkm: number };
  karyawan: { kesehatan: number; jht: number; jp: number };
}

/** One month's contributions on `upah`, each programme on the wage up to its cap; JKK at the company's risk class. */
export function iuranBpjs(t: TabelBpjs, upah: number, jkkKelas: string): IuranBpjs {
  const part = (program: string, side: 'perusahaan' | 'karyawan') => {
    const row = t[program];
    if (!row) throw new TaxTableError(`Tarif iuran BPJS ${program} belum ada di tabel Iuran BPJS`);
    const base = row.batas === null ? upah : Math.min(upah, row.batas);
    return Math.floor((Math.max(0, base) * row[side]) / 10_000);
  };
  return {
    upah,
    perusahaan: { kesehatan: part('kesehatan', 'perusahaan'), jht: part('jht', 'perusahaan'), jp: part('jp', 'perusahaan'), jkk: part(`jkk_${jkkKelas}`, 'perusahaan'), jkm: part('jkm', 'perusahaan') },
    karyawan: { kesehatan: part('kesehatan', 'karyawan'), jht: part('jht', 'karyawan'), jp: part('jp', 'karyawan') },
  };
}

/** The employer's premiums that are the employee's income for PPh 21 (JKK, JKM, BPJS Kesehatan; not JHT and JP). */
export const premiBruto = (i: IuranBpjs) => i.perusahaan.jkk + i.perusahaan.jkm + i.perusahaan.kesehatan;
