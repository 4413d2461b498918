/** The demo's clock and dice: when its books open, and numbers that come out the same in every demo database. */

/** Months of trading history the demo holds before the current month, unless the seed is told otherwise. */
export const HISTORY_MONTHS = 12;

/**
 * The books open on the first day of the month `months` before the seed's "now" (12: now=2026-11-27 → 2025-11-01,
 * a year of history and one December-31 inside), never less than two months before (the current weeks' own seeds
 * date documents up to about five weeks back).
 */
export function openingDate(at: string, months = HISTORY_MONTHS): string {
  const d = new Date(at);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - Math.max(2, months), 1));
  return first.toISOString().slice(0, 10);
}

/** Deterministic pseudo-random numbers (mulberry32) so every demo database is the same. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
