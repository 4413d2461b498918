/**
 * Rounding at the point of sale (pembulatan, issue 36, docs/money-and-dates.md "Pembulatan"), shared by the server
 * (the sale's completion, office and field alike) and the browser (the sale form, the phone's offline sale).
 *
 * Cash changes hands in notes and coins down to Rp. 100, so a sale paid in cash is settled at its cash due rounded
 * DOWN to the company's step (setting `pembulatan_tunai`: none, Rp. 100, 500 or 1.000; Rp. 100 by default): the
 * customer never pays more than the nota, and the salesperson's cash box holds what was really handed over, so a
 * day of cash sales deposits with no difference. The rupiahs given up post to the rounding account
 * (`akun_pembulatan_id`, Selisih Pembulatan Penjualan). Only a cash part that settles the sale is rounded: a part
 * paid short of the rounded due leaves the rest as credit (nota putih), exact to the rupiah.
 */

/** The steps offered by the setting, in rupiah (0 = none). */
export const PEMBULATAN_PILIHAN = [0, 100, 500, 1_000] as const;
export const PEMBULATAN_DEFAULT = 100;

/** The step of the setting's stored value (an enum stored as text); unset = the default, anything unknown = none. */
export function pembulatanStep(value: unknown): number {
  if (value === null || value === undefined || value === '') return PEMBULATAN_DEFAULT;
  const n = Number(value);
  return (PEMBULATAN_PILIHAN as readonly number[]).includes(n) ? n : 0;
}

/** `amount` rounded down to a multiple of `step` (unchanged without a step). */
export function roundDown(amount: number, step: number): number {
  return step > 0 ? amount - (amount % step) : amount;
}

export interface CashRounding {
  /** The cash the customer pays. */
  tunai: number;
  /** What the rounding gave up (≥ 0, below the step). */
  pembulatan: number;
}

/**
 * The cash part of a sale whose cash due (total − the other parts) is `due`, when the customer hands over `tunai`:
 * a cash part between the rounded due and the due settles the sale at the rounded due; anything else is unchanged.
 * A due below one step is not rounded away.
 */
export function cashRounding(due: number, tunai: number, step: number): CashRounding {
  const rounded = roundDown(due, step);
  if (step <= 0 || tunai <= 0 || rounded <= 0 || rounded === due) return { tunai, pembulatan: 0 };
  if (tunai < rounded || tunai > due) return { tunai, pembulatan: 0 };
  return { tunai: rounded, pembulatan: due - rounded };
}
