import { useSyncExternalStore } from 'react';
import { Alert, CircularProgress, Snackbar } from '@mui/material';
import { currentRetryAttempt, RETRY_DELAYS_MS, saveRetryVersion, subscribeSaveRetry } from '../providers/saveRetry';

/** Says that a save whose answer was lost is being sent again (providers/saveRetry.ts), for as long as it is. */
export function SaveRetryNotice() {
  useSyncExternalStore(subscribeSaveRetry, saveRetryVersion);
  const attempt = currentRetryAttempt();
  return (
    <Snackbar open={attempt !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status" icon={<CircularProgress size={18} color="inherit" />}>
        Koneksi terputus. Menyimpan ulang (percobaan {attempt ?? 2} dari {RETRY_DELAYS_MS.length + 1}); data tidak akan
        tersimpan dua kali. Jangan tutup halaman ini.
      </Alert>
    </Snackbar>
  );
}
