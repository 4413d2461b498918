/**
 * Straight-line monthly depreciation of one asset (DESIGN.md section 3: integer rupiah, half-up once). The
 * depreciable amount (cost − salvage) spreads evenly over the useful life in months. The month of acquisition counts
 * as a whole month by default (`penuh`: UU PPh Pasal 11 ayat (1) and (10), depreciation begins in the month the asset
 * is acquired; docs/money-and-dates.md), so an asset bought on the 16th is depreciated for all of that month and is
 * done after exactly its life in months. The setting `penyusutan_bulan_pertama = harian` instead pro-rates the first
 * month by days, from the acquisition day to the month's end, and adds one more, partial, month at the end. Each
 * month's amount is the difference of rounded cumulative targets, so rounding never piles up and the last month takes
 * whatever is left: Σ schedule = cost − salvage exactly, and book value never falls below salvage. Pure and
 * isomorphic: the server posts from it, the detail page shows it.
 */

/** How the month of acquisition counts: whole (the tax rule, the default) or by its days from the acquisition day. */
export type BulanPertama = 'penuh' | 'harian';
export const BULAN_PERTAMA_DEFAULT: BulanPertama = 'penuh';

export interface AssetBasis {
  /** Acquisition date, YYYY-MM-DD. */
  tanggal_perolehan: string;
  harga_perolehan: number;
  nilai_sisa: number;
  umur_bulan: number;
  /** The company's rule for the first month (settings); whole by default. */
  bulan_pertama?: BulanPertama;
}

export interface ScheduleRow {
  /** YYYY-MM */
  periode: string;
  jumlah: number;
  /** Accumulated depreciation at the end of the month. */
  akumulasi: number;
  nilai_buku: number;
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `2026-11` + n months. */
export function addMonths(periode: string, n: number): string {
  const [y, m] = periode.split('-').map(Number);
  const k = y * 12 + (m - 1) + n;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
}

/** Months from `a` to `b` (YYYY-MM): 0 for the same month, negative when b is before a. */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb * 12 + mb) - (ya * 12 + ma);
}

/** The last day of a month (YYYY-MM) as YYYY-MM-DD. */
export function monthEnd(periode: string): string {
  const [y, m] = periode.split('-').map(Number);
  return `${periode}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

export function isPeriode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s);
}

/** Half-up a / b for non-negative integers (BigInt inside: cost × days × months stays exact). */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * Accumulated depreciation scheduled by the end of `periode`: 0 before the acquisition month, cost − salvage once
 * the life is over.
 */
export function scheduledAccumulated(a: AssetBasis, periode: string): number {
  const depreciable = a.harga_perolehan - a.nilai_sisa;
  if (depreciable <= 0) return 0;
  const first = a.tanggal_perolehan.slice(0, 7);
  const k = monthsBetween(first, periode);
  if (k < 0) return 0;
  if ((a.bulan_pertama ?? BULAN_PERTAMA_DEFAULT) === 'penuh') {
    // Whole months from the acquisition month: k + 1 of umur_bulan elapsed by the end of `periode`.
    if (k + 1 >= a.umur_bulan) return depreciable;
    return Number(divRound(BigInt(depreciable) * BigInt(k + 1), BigInt(a.umur_bulan)));
  }
  const [y, m, d] = a.tanggal_perolehan.split('-').map(Number);
  const dim = daysInMonth(y, m);
  // Elapsed life in days-of-the-first-month units: the first month's remaining days, then whole months.
  const elapsed = BigInt(dim - d + 1) + BigInt(k) * BigInt(dim);
  const life = BigInt(a.umur_bulan) * BigInt(dim);
  if (elapsed >= life) return depreciable;
  return Number(divRound(BigInt(depreciable) * elapsed, life));
}

/** The whole schedule, month by month from the acquisition month until the book value reaches salvage. */
export function depreciationSchedule(a: AssetBasis): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  const depreciable = a.harga_perolehan - a.nilai_sisa;
  if (depreciable <= 0 || a.umur_bulan < 1) return rows;
  const first = a.tanggal_perolehan.slice(0, 7);
  let before = 0;
  for (let k = 0; before < depreciable; k++) {
    const periode = addMonths(first, k);
    const akumulasi = scheduledAccumulated(a, periode);
    rows.push({ periode, jumlah: akumulasi - before, akumulasi, nilai_buku: a.harga_perolehan - akumulasi });
    before = akumulasi;
  }
  return rows;
}

/**
 * What to post for `periode` for an asset already depreciated by `akumulasi` (posted months and any opening
 * accumulation): the schedule's target by the month's end less what is already there, never below zero and never
 * past cost − salvage. Months skipped before are caught up here.
 */
export function depreciationDue(a: AssetBasis, akumulasi: number, periode: string): number {
  const target = Math.min(scheduledAccumulated(a, periode), a.harga_perolehan - a.nilai_sisa);
  return Math.max(0, target - akumulasi);
}
