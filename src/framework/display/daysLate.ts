import { todayJakarta } from '../../../common/format';

/** Days a due date is past (0 when not yet due). */
export function daysLate(jatuhTempo: string | null | undefined, today = todayJakarta()): number {
  if (!jatuhTempo) return 0;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${jatuhTempo.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
