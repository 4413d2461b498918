import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';

/** A dialog holding one small form (a payment, clearing a giro): its inputs stacked, "Batal" and the submit button. */
export function ActionDialog(props: {
  title: ReactNode; maxWidth: 'xs' | 'sm'; onClose: () => void; onSubmit: (event: FormEvent) => void;
  busy: boolean; submitLabel: string; submitColor?: 'primary' | 'error'; children: ReactNode;
}) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth}>
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>{props.children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Batal</Button>
          <Button type="submit" variant="contained" color={props.submitColor ?? 'primary'} disabled={props.busy}>{props.submitLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
