/**
 * Exact decimals for the Coretax file: money in sen (hundredths of a rupiah, integers) and quantities as a scaled
 * integer, so nothing drifts through binary floating point (0,1 + 0,2). Inputs are rupiah as a number or a decimal
 * string ("100000", "91666.67"); a number is read through its shortest decimal spelling (String(0.29) = "0.29"), never
 * multiplied as a float. Products are taken in BigInt and rounded half up once, where Coretax rounds.
 */

/** A bad figure in a line or an invoice: the message is Indonesian and names the field. */
export class CoretaxInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'CoretaxInputError';
  }
}

/** A decimal as digits × 10^−scale, non-negative. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `value` as a non-negative decimal with at most `maxScale` decimals; `label` names it in the error. */
export function parseDecimal(value: number | string, maxScale: number, field: string, label: string): ScaledDecimal {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new CoretaxInputError(field, `${label} harus berupa angka tidak negatif (dengan titik desimal), bukan "${String(value)}"`);
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > maxScale) {
    throw new CoretaxInputError(field, `${label} paling banyak ${maxScale} angka di belakang koma, bukan "${String(value)}"`);
  }
  return { units: BigInt(m[1] + frac), scale: frac.length };
}

/** Rupiah (≤ 2 decimals) as whole sen. */
export function toSen(value: number | string, field: string, label: string): bigint {
  const d = parseDecimal(value, 2, field, label);
  return d.units * 10n ** BigInt(2 - d.scale);
}

/** round(a × b / c) half up, for a, b ≥ 0 and c > 0. */
export function mulDivHalfUp(a: bigint, b: bigint, c: bigint): bigint {
  return (2n * a * b + c) / (2n * c);
}

/** Sen as Coretax amounts: `.` decimal separator, exactly two decimals, no thousands separator ("91666.67"). */
export function formatSen(sen: bigint): string {
  const neg = sen < 0n;
  const abs = neg ? -sen : sen;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${cents}`;
}

/** A scaled decimal with the decimals it needs and at least one ("1.0", "2.5", "0.125"), as Odoo writes Qty. */
export function formatScaled(d: ScaledDecimal, minScale = 1): string {
  let { units, scale } = d;
  while (scale > minScale && units % 10n === 0n) { units /= 10n; scale -= 1; }
  while (scale < minScale) { units *= 10n; scale += 1; }
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A rate in basis points (1200 = 12 %) as a percent with the decimals it needs and at least `minScale`. */
export function formatBasisPoints(bp: number, minScale: number): string {
  return formatScaled({ units: BigInt(bp), scale: 2 }, minScale);
}
