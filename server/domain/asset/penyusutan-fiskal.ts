/**
 * The fiscal (tax) depreciation schedule of one asset (issue 38, UU PPh Pasal 11, PMK 72/2023; docs/taxes.md
 * "Penyusutan fiskal"), pure. Beside the commercial schedule (common/penyusutan.ts), never posted: a memorandum book.
 *
 * - Starts in the month of acquisition, counted whole whatever the day (Pasal 11 ayat (1), (10)).
 * - The useful life (masa manfaat, years) is counted in months from that month: it ends in month 12 × N.
 * - Straight line (garis lurus): the year's rate × cost, the first year by its months / 12; month by month the
 *   difference of rounded cumulative targets (cost × rate × months / 12), the last month of the life taking the rest.
 * - Declining balance (saldo menurun): the rate on the opening book value of each tax (calendar) year, the first year
 *   prorated by its months / 12; the year in which month 12 × N falls writes the whole remaining book value off
 *   ("sekaligus", Pasal 11 ayat (2); the month-count reading of TAX-REFERENCE §5 and §7 item 5). Within a year the
 *   year's amount is spread evenly over its months of life (rounded cumulative targets).
 * - No residual value: the book reaches exactly zero, never below; Σ = cost. Whole rupiah, half up, once per year
 *   (declining balance) and once per month's cumulative target.
 */
import { addMonths, monthsBetween } from '../../../common/penyusutan.js';

export type MetodeFiskal = 'garis_lurus' | 'saldo_menurun';

export interface FiscalBasis {
  /** Acquisition date, YYYY-MM-DD (or the month YYYY-MM). */
  tanggal_perolehan: string;
  harga_perolehan: number;
  /** Useful life in years (the group's masa manfaat). */
  masa_manfaat: number;
  metode: MetodeFiskal;
  /** Basis points: 2500 = 25 %. */
  tarif_garis_lurus: number;
  /** Basis points; null for buildings (straight line only). */
  tarif_saldo_menurun: number | null;
}

export interface FiscalRow {
  /** YYYY-MM */
  periode: string;
  jumlah: number;
  /** Accumulated fiscal depreciation at the end of the month. */
  akumulasi: number;
  nilai_buku: number;
}

/** Half-up a / b for non-negative integers (BigInt: cost × rate × months stays exact). */
function divRound(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** A building's group has no declining-balance rate: saldo menurun is refused for it. */
export function methodAllowed(metode: MetodeFiskal, tarifSaldoMenurun: number | null): boolean {
  return metode === 'garis_lurus' || (tarifSaldoMenurun !== null && tarifSaldoMenurun > 0);
}

/** Each tax year's amount, [year, months of life in it, amount], from the acquisition year to the last month of life. */
function yearAmounts(a: FiscalBasis): Array<{ tahun: number; first: string; months: number; amount: number }> {
  const cost = a.harga_perolehan;
  const first = a.tanggal_perolehan.slice(0, 7);
  const lifeMonths = a.masa_manfaat * 12;
  const last = addMonths(first, lifeMonths - 1);
  const y0 = Number(first.slice(0, 4));
  const yN = Number(last.slice(0, 4));
  const out: Array<{ tahun: number; first: string; months: number; amount: number }> = [];
  let book = cost;
  let elapsed = 0;
  for (let y = y0; y <= yN; y++) {
    const start = y === y0 ? first : `${y}-01`;
    const end = y === yN ? last : `${y}-12`;
    const months = monthsBetween(start, end) + 1;
    let amount: number;
    if (y === yN) amount = book;
    else if (a.metode === 'saldo_menurun') amount = Math.min(book, divRound(BigInt(book) * BigInt(a.tarif_saldo_menurun ?? 0) * BigInt(months), 120_000n));
    else amount = Math.min(book, divRound(BigInt(cost) * BigInt(a.tarif_garis_lurus) * BigInt(elapsed + months), 120_000n) - (cost - book));
    out.push({ tahun: y, first: start, months, amount });
    book -= amount;
    elapsed += months;
  }
  return out;
}

/** The whole fiscal schedule, month by month from the acquisition month to the last month of the useful life. */
export function fiscalSchedule(a: FiscalBasis): FiscalRow[] {
  const rows: FiscalRow[] = [];
  if (a.harga_perolehan <= 0 || a.masa_manfaat < 1 || !methodAllowed(a.metode, a.tarif_saldo_menurun)) return rows;
  let akumulasi = 0;
  for (const y of yearAmounts(a)) {
    let inYear = 0;
    for (let j = 1; j <= y.months; j++) {
      const target = divRound(BigInt(y.amount) * BigInt(j), BigInt(y.months));
      const jumlah = target - inYear;
      inYear = target;
      akumulasi += jumlah;
      rows.push({ periode: addMonths(y.first, j - 1), jumlah, akumulasi, nilai_buku: a.harga_perolehan - akumulasi });
    }
  }
  return rows;
}

/** Accumulated fiscal depreciation by the end of `periode` (YYYY-MM): 0 before the acquisition month, cost after the life. */
export function fiscalAccumulated(a: FiscalBasis, periode: string): number {
  const rows = fiscalSchedule(a);
  let acc = 0;
  for (const r of rows) {
    if (r.periode > periode) break;
    acc = r.akumulasi;
  }
  return acc;
}

/** What the fiscal book is due for `periode` for an asset already depreciated by `akumulasi` (skipped months caught up). */
export function fiscalDue(a: FiscalBasis, akumulasi: number, periode: string): number {
  return Math.max(0, Math.min(fiscalAccumulated(a, periode), a.harga_perolehan) - akumulasi);
}

/** Fiscal depreciation of each tax year: [year, amount], as the annual return (SPT Tahunan) claims it. */
export function fiscalByYear(a: FiscalBasis): Array<{ tahun: number; jumlah: number }> {
  const m = new Map<number, number>();
  for (const r of fiscalSchedule(a)) m.set(Number(r.periode.slice(0, 4)), (m.get(Number(r.periode.slice(0, 4))) ?? 0) + r.jumlah);
  return [...m].map(([tahun, jumlah]) => ({ tahun, jumlah }));
}
