/** The demo's clock and dice: when its books open, and numbers that come out the same in every demo database. */

/** The books open on the first day of the month two months before the seed's "now". */
export function openingDate(at: string): string {
  const d = new Date(at);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1));
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
