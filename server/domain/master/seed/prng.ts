import { addDays as addIsoDays } from '../../../../common/format.js';
/** A small seeded PRNG (mulberry32): the demo company is the same on every install. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof prng>;

/** ISO date `days` after the date part of `iso` (`iso` may be a timestamp). */
export const addDays = (iso: string, days: number): string => addIsoDays(iso.slice(0, 10), days);

/** An EAN-13 with its check digit, from a 12-digit body (899 = Indonesia). */
export function ean13(body12: string): string {
  const sum = [...body12].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}

/** Rounds rupiah to a price a shop would print (to 50 below 10.000, else to 100). */
export function roundPrice(rp: number): number {
  const step = rp < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(rp / step) * step);
}
