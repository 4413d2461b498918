import type { ReactNode } from 'react';
import { Stack, TextField, Typography } from '@mui/material';

/** A sales screen's title with the day or month it shows (never emptied) and any links beside. */
export function PeriodHeader(props: {
  title: string; type: 'date' | 'month'; label: string; value: string; onChange: (value: string) => void; children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{props.title}</Typography>
      <TextField size="small" type={props.type} label={props.label} value={props.value} onChange={(e) => e.target.value && props.onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }} />
      {props.children}
    </Stack>
  );
}
