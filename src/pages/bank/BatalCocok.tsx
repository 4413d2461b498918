import { useState, type FormEvent } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import LinkOff from '@mui/icons-material/LinkOff';
import { useRefresh } from 'ra-core';
import { ActionDialog } from '../../framework/form/ActionDialog';
import { useDialogAction } from '../../framework/form/useDialogAction';

/** "Batalkan Pencocokan" (`POST /api/mutasi-bank/batal-cocok { id }`) after a confirmation: a journal the match posted is reversed. */
export function BatalCocok({ id }: { id: number }) {
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { run, busy, errors } = useDialogAction(() => { setAsking(false); refresh(); });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('/mutasi-bank/batal-cocok', { id }, 'Pencocokan dibatalkan');
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<LinkOff />} onClick={() => setAsking(true)}>Batalkan Pencocokan</Button>
      {asking && (
        <ActionDialog title="Batalkan Pencocokan?" maxWidth="xs" onClose={() => setAsking(false)} onSubmit={submit} busy={busy} submitLabel="Ya, Batalkan" submitColor="error">
          <Typography>Mutasi ini kembali belum cocok. Jurnal yang dibuat saat pencocokan (jurnal ke akun, uang muka, biaya QRIS) dibalik.</Typography>
          {Object.values(errors).map((m) => <Alert key={m} severity="error">{m}</Alert>)}
        </ActionDialog>
      )}
    </>
  );
}
