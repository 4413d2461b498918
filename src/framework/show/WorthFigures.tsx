import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';
import type { WorthFigure } from '../form/lineWorth';

/** The document's worth under its lines: subtotal, discounts, PPN and the total, right-aligned, the total strong. */
export function WorthFigures(props: { figures: WorthFigure[]; note?: string }) {
  if (props.figures.length === 0 && !props.note) return null;
  return (
    <Box
      data-testid="line-worth"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 1 }}
    >
      {props.figures.map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }} data-figure={f.label}>
          <Typography variant="body2" sx={{ fontWeight: f.total ? 700 : 400 }}>{f.label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: f.total ? 700 : 400, textAlign: 'right', whiteSpace: 'nowrap' }} data-value="">
            {formatMoney(f.value)}
          </Typography>
        </Box>
      ))}
      {props.note && <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', textAlign: 'right' }}>{props.note}</Typography>}
    </Box>
  );
}
