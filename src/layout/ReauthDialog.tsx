import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { api } from '../providers/http';
import { loginBody } from '../providers/authProvider';
import { errorToasts } from '../providers/errorToasts';
import { toHttpError } from '../providers/httpError';
import { loginPathFor } from '../providers/loginPath';
import { discardPageAndReload, finishReauth, reauthUser, reauthVersion, subscribeReauth } from '../providers/reauth';
import { saveSession, type SessionUser, type TokenAnswer } from '../providers/session';

function ReauthForm(props: { user: SessionUser }) {
  const [email, setEmail] = useState(props.user.email);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setFailure('Email atau No. HP dan password wajib diisi');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const res = await api.post<TokenAnswer>('/auth/user-login', loginBody({ email, password }), { skipAuthRefresh: true });
      saveSession(res.data);
      // Another person's session never saves what this page holds: the app starts afresh as them.
      if (res.data.user.id !== props.user.id) discardPageAndReload();
      else finishReauth(true);
    } catch (error) {
      setFailure(errorToasts(toHttpError(error)).join(' '));
      setBusy(false);
    }
  };

  const leave = () => {
    finishReauth(false);
    discardPageAndReload(loginPathFor(`${window.location.pathname}${window.location.search}`));
  };

  return (
    <Dialog open aria-labelledby="reauth-title" disableEscapeKeyDown>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reauth-title">Sesi Anda telah berakhir</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Masuk kembali untuk melanjutkan. Isian di halaman ini tetap ada, dan penyimpanan yang tertunda dikirim
            lagi setelah Anda masuk.
          </DialogContentText>
          {failure && <Alert severity="error" sx={{ mb: 1 }}>{failure}</Alert>}
          <TextField label="Email atau No. HP" name="email" autoComplete="username" fullWidth margin="dense"
            value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" fullWidth margin="dense"
            autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={leave} disabled={busy}>Keluar</Button>
          <Button type="submit" variant="contained" disabled={busy}>Masuk</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The sign-in dialog over a page whose session ended while it held unsaved input (providers/reauth.ts). */
export function ReauthDialog() {
  useSyncExternalStore(subscribeReauth, reauthVersion);
  const user = reauthUser();
  return user ? <ReauthForm key={user.id} user={user} /> : null;
}
