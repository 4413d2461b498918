/**
 * The tax base of a sale after every discount (issue 36, docs/money-and-dates.md "Tax base"), shared by the server
 * (penjualan, the field sale, customer returns) and the browser (the sale form, the phone's offline sale).
 *
 * A line's subtotal is qty × price − its own discount. The nota's discount (on the whole sale) is spread over the
 * lines in proportion to their subtotals, taxed and untaxed lines apart: the taxed lines as a group carry
 * round(discount × taxed subtotal / subtotal), the untaxed the rest; inside each group the shares are rounded
 * cumulatively (each line gets round(G × cum_i / S) − round(G × cum_{i−1} / S)), so the rounding remainders carry on
 * and the last line closes the sum exactly, and no share is below 0 or above its line's subtotal. A line's DPP is its
 * subtotal less its share, its PPN round(DPP × rate) half up; the sale's PPN is the sum, so nota, journal and tax
 * figures agree to the rupiah.
 *
 * Rates are in basis points like every `percent` field (11 % = 1100).
 */

export interface PpnLineInput {
  /** qty × price − the line's own discount, whole rupiah. */
  subtotal: number;
  kenaPpn: boolean;
}

export interface PpnLine {
  /** The line's share of the nota discount. */
  diskonNota: number;
  /** Tax base: subtotal − diskonNota. */
  dpp: number;
  ppn: number;
}

export interface PpnResult {
  lines: PpnLine[];
  subtotal: number;
  diskon: number;
  dpp: number;
  ppn: number;
}

/** Half-up round(a × b / c) for non-negative whole numbers, exact beyond 2^53 (BigInt when the product is large). */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const product = a * b;
  if (Number.isSafeInteger(product)) return Math.floor((2 * product + c) / (2 * c));
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/**
 * PPN of a tax base at `ratePersen` basis points, rounded half up. The rate may be a fraction of a basis point (a
 * rate × a DPP nilai lain ratio that does not divide: 12 % × 11/12 does, 1100); it is then taken to 1/10^6 bp.
 */
export function ppnOf(dpp: number, ratePersen: number): number {
  if (dpp <= 0) return 0;
  if (Number.isInteger(ratePersen)) return mulDivRoundHalfUp(dpp, ratePersen, 10_000);
  return mulDivRoundHalfUp(dpp, Math.round(ratePersen * 1_000_000), 10_000_000_000);
}

/** `amount` spread over `weights` in proportion, rounded cumulatively: the shares sum to `amount` exactly. */
export function spreadByWeight(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  let cum = 0;
  let given = 0;
  return weights.map((w) => {
    cum += w;
    const upTo = mulDivRoundHalfUp(amount, cum, total);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/** The nota discount spread over the lines, taxed and untaxed lines apart (see above). */
export function spreadNotaDiscount(lines: PpnLineInput[], diskonNota: number): number[] {
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  const diskon = Math.min(Math.max(0, Math.round(diskonNota)), subtotal);
  const taxedIdx = lines.flatMap((l, i) => (l.kenaPpn ? [i] : []));
  const freeIdx = lines.flatMap((l, i) => (l.kenaPpn ? [] : [i]));
  const taxedSubtotal = taxedIdx.reduce((s, i) => s + lines[i].subtotal, 0);
  const taxedShare = mulDivRoundHalfUp(diskon, taxedSubtotal, subtotal);
  const out = lines.map(() => 0);
  spreadByWeight(taxedShare, taxedIdx.map((i) => lines[i].subtotal)).forEach((v, k) => { out[taxedIdx[k]] = v; });
  spreadByWeight(diskon - taxedShare, freeIdx.map((i) => lines[i].subtotal)).forEach((v, k) => { out[freeIdx[k]] = v; });
  return out;
}

/** DPP and PPN per line and in total of a sale's lines with a nota discount, at `ratePersen` basis points. */
export function computePpn(lines: PpnLineInput[], diskonNota: number, ratePersen: number): PpnResult {
  const shares = spreadNotaDiscount(lines, diskonNota);
  const out = lines.map((l, i) => {
    const dpp = l.subtotal - shares[i];
    return { diskonNota: shares[i], dpp, ppn: l.kenaPpn ? ppnOf(dpp, ratePersen) : 0 };
  });
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  return {
    lines: out, subtotal, diskon: shares.reduce((s, v) => s + v, 0),
    dpp: out.reduce((s, l) => s + l.dpp, 0), ppn: out.reduce((s, l) => s + l.ppn, 0),
  };
}
