/** Cash as it is counted into a deposit's denominations: the largest notes first, down to the Rp 100 coin and rupiah. */
export function notesOf(amount: number): Array<{ nominal: number; lembar: number }> {
  let left = amount;
  const out: Array<{ nominal: number; lembar: number }> = [];
  for (const nominal of [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 1]) {
    const lembar = Math.floor(left / nominal);
    if (lembar > 0) out.push({ nominal, lembar });
    left -= lembar * nominal;
  }
  return out;
}
