import { Box, Typography } from '@mui/material';

/** A labelled figure on a card (a money amount, a count). */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' | 'warning' }) {
  return (
    <Box sx={{ minWidth: 140, flex: '1 1 140px' }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }} color={tone ? `${tone}.main` : undefined}>{value}</Typography>
    </Box>
  );
}
