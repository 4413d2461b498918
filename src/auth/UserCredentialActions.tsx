import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import Pin from '@mui/icons-material/Pin';
import { useDataProvider, useRecordContext } from 'ra-core';
import type { NiagaDataProvider } from '../providers/dataProvider';
import { useNotifyError } from '../providers/useNotifyError';
import { useResourceDef } from '../framework/RegistryContext';
import { useResourceGrants } from '../framework/usePermissionSet';

type Kind = 'password' | 'pin';

const TEXT: Record<Kind, { button: string; confirm: string; result: string; path: string }> = {
  password: {
    button: 'Reset Password',
    confirm: 'Password pengguna ini akan diganti dengan password sementara dan semua sesinya diakhiri. Lanjutkan?',
    result: 'Password sementara',
    path: '/user/reset-password',
  },
  pin: {
    button: 'Reset PIN',
    confirm: 'PIN aplikasi mobile pengguna ini akan diganti dan semua sesinya diakhiri. Lanjutkan?',
    result: 'PIN baru',
    path: '/user/reset-pin',
  },
};

/** On a user's pages: reset the password or PIN; the new one is shown once, to be handed to the user. */
export default function UserCredentialActions(props: { resource: string }) {
  const record = useRecordContext<{ id: number; email?: string }>();
  const grants = useResourceGrants(useResourceDef(props.resource));
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState<Kind | null>(null);
  const [result, setResult] = useState<{ kind: Kind; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !grants.update) return null;

  const run = async (kind: Kind) => {
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ data: { password?: string; pin?: string } }>(TEXT[kind].path, { id: record.id });
      setResult({ kind, value: (kind === 'password' ? answer.data.password : answer.data.pin) ?? '' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<LockReset />} onClick={() => setAsking('password')}>{TEXT.password.button}</Button>
      <Button size="small" startIcon={<Pin />} onClick={() => setAsking('pin')}>{TEXT.pin.button}</Button>
      <Dialog open={!!asking} onClose={() => setAsking(null)}>
        <DialogTitle>{asking ? TEXT[asking].button : ''}</DialogTitle>
        <DialogContent><Typography>{asking ? TEXT[asking].confirm : ''}</Typography></DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Batal</Button>
          <Button variant="contained" disabled={busy} onClick={() => asking && run(asking)}>Ya, Reset</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={!!result} onClose={() => setResult(null)}>
        <DialogTitle>{result ? TEXT[result.kind].result : ''}</DialogTitle>
        <DialogContent>
          <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace', my: 2, userSelect: 'all' }}>{result?.value}</Typography>
          <Alert severity="warning">Nilai ini hanya ditampilkan sekali. Sampaikan kepada {record.email ?? 'pengguna'} secara langsung.</Alert>
        </DialogContent>
        <DialogActions><Button variant="contained" onClick={() => setResult(null)}>Selesai</Button></DialogActions>
      </Dialog>
    </>
  );
}
