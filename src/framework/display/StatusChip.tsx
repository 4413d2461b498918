import { Chip } from '@mui/material';

export type ChipColor = 'default' | 'success' | 'error' | 'warning' | 'info';

/** A document's state as a coloured chip, from a map of state → label and colour. */
export function StatusChip({ map, value }: { map: Record<string, { label: string; color: ChipColor }>; value: string }) {
  const s = map[value] ?? { label: value, color: 'default' as const };
  return <Chip size="small" color={s.color} label={s.label} />;
}
