import { daysBetween } from '../../common/format.js';

/** Ageing of what is owed by days past its due date: not yet due, 1–30, 31–60, 61–90, over 90 days late. */
export const UMUR = ['belum_jatuh_tempo', 'hari_1_30', 'hari_31_60', 'hari_61_90', 'lebih_90'] as const;
export type Umur = (typeof UMUR)[number];

export function ageBucket(jatuhTempo: string | null, tanggal: string): Umur {
  const late = jatuhTempo ? daysBetween(jatuhTempo, tanggal) : 0;
  if (late <= 0) return 'belum_jatuh_tempo';
  if (late <= 30) return 'hari_1_30';
  if (late <= 60) return 'hari_31_60';
  return late <= 90 ? 'hari_61_90' : 'lebih_90';
}

/** Per age bucket and in total, the sum over groups carrying those figures. */
export function sumByAge(groups: Array<Record<string, unknown>>): Record<string, number> {
  return Object.fromEntries([...UMUR, 'total'].map((k) => [k, groups.reduce((sum, s) => sum + Number(s[k] ?? 0), 0)]));
}
