/**
 * The demo's trading calendar: how busy a day is compared with an ordinary one. Shops stock up through Ramadan for
 * Lebaran (the five weeks before Idul Fitri), close around it, buy little for a week or two after, and buy a little
 * more before Christmas and the new year.
 */
import { addDays } from '../../../common/format.js';

/**
 * 1 Syawal (Idul Fitri) in Indonesia by year. 2025 and 2026 as the Ministry of Religious Affairs set them after the
 * sidang isbat (2026-03-21; Muhammadiyah kept 2026-03-20); later years as the official calendar (SKB libur nasional)
 * and hisab project them, to be corrected when each isbat is held. A year missing here falls back to the nearest one
 * shifted by the lunar year (about 11 days earlier each year).
 */
export const IDUL_FITRI: Record<number, string> = {
  2024: '2024-04-10', 2025: '2025-03-31', 2026: '2026-03-21', 2027: '2027-03-10', 2028: '2028-02-27', 2029: '2029-02-15', 2030: '2030-02-05',
};

const LUNAR_YEAR_DAYS = 354.367;

/** Idul Fitri of the Gregorian year `year` (outside the table: the nearest known one moved by whole lunar years). */
export function iduFitriOf(year: number): string {
  if (IDUL_FITRI[year]) return IDUL_FITRI[year];
  const known = Object.keys(IDUL_FITRI).map(Number);
  const nearest = known.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a));
  const lunarYears = Math.round(((year - nearest) * 365.2425) / LUNAR_YEAR_DAYS);
  return addDays(IDUL_FITRI[nearest], Math.round(lunarYears * LUNAR_YEAR_DAYS));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Peak before Lebaran, closed shops around it, the quiet after, and a mild December. */
export const SEASON = { ramadanPeak: 1.7, lebaranWeek: 0.25, afterLebaran: 0.7, december: 1.2 } as const;

/**
 * How busy `tanggal` is against an ordinary day (1): ×1.7 from five weeks to a week before Idul Fitri, ×0.25 in
 * the Lebaran week (from five days before to three days after; 0 on the day itself and the day after), ×0.7 for the
 * eleven days after that, ×1.2 from 10 December to the year's end.
 */
export function seasonFactor(tanggal: string): number {
  const year = Number(tanggal.slice(0, 4));
  for (const y of [year, year + 1]) {
    const d = daysBetween(iduFitriOf(y), tanggal);
    if (d >= -35 && d <= -6) return SEASON.ramadanPeak;
    if (d === 0 || d === 1) return 0;
    if (d >= -5 && d <= 3) return SEASON.lebaranWeek;
    if (d >= 4 && d <= 14) return SEASON.afterLebaran;
  }
  if (tanggal.slice(5, 7) === '12' && tanggal.slice(8, 10) >= '10') return SEASON.december;
  return 1;
}
