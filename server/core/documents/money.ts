/** Half-up rounding of a × b / c in whole rupiah, exact for any safe integers (BigInt inside). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const num = 2n * BigInt(a) * BigInt(b) + BigInt(c);
  return Number(num / (2n * BigInt(c)));
}
