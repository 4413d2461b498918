import { Box, TextField, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';

/** Rupiah notes and coins in circulation, largest first. */
export const PECAHAN = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100];

/** Notes counted per nominal, as typed (`{100000: '3'}`). */
export type Lembar = Record<number, string>;

export const lembarOf = (lembar: Lembar, n: number) => Math.max(0, Math.floor(Number(lembar[n] || 0)) || 0);
/** The cash the typed counts make. */
export const totalPecahan = (lembar: Lembar) => PECAHAN.reduce((s, n) => s + n * lembarOf(lembar, n), 0);
/** The counts as the server takes them (`[{nominal, lembar}]`, counted notes only). */
export const pecahanBody = (lembar: Lembar) => PECAHAN.filter((n) => lembarOf(lembar, n) > 0).map((n) => ({ nominal: n, lembar: lembarOf(lembar, n) }));

/**
 * Cash counted by denomination (the deposit and the day close): one row per note with its number of pieces and
 * subtotal; the screen shows the total beside what the system expects.
 */
export function PecahanInput({ lembar, onChange }: { lembar: Lembar; onChange: (next: Lembar) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 96px minmax(0, 1fr)', gap: 1, alignItems: 'center' }}>
      {PECAHAN.map((n) => (
        <Box key={n} sx={{ display: 'contents' }}>
          <Typography variant="body2" component="label" htmlFor={`lembar-${n}`}>{formatMoney(n)}</Typography>
          <TextField id={`lembar-${n}`} size="small" inputMode="numeric" value={lembar[n] ?? ''} placeholder="0"
            onChange={(e) => onChange({ ...lembar, [n]: e.target.value.replace(/\D/g, '') })} slotProps={{ htmlInput: { 'aria-label': `Lembar ${formatMoney(n)}` } }} />
          <Typography variant="body2" sx={{ textAlign: 'right' }}>{formatMoney(n * lembarOf(lembar, n))}</Typography>
        </Box>
      ))}
    </Box>
  );
}
