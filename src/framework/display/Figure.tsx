import { Box, Typography } from '@mui/material';

/** A labelled money figure on a card (a deposit's total, a collection's sum). */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' | 'warning' }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" color={tone ? `${tone}.main` : undefined} sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}
