import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useAuthProvider, useNotify, useTranslate } from 'ra-core';
import { errorToasts } from '../providers/errorToasts';
import { useNotifyError } from '../providers/useNotifyError';
import { getUser } from '../providers/session';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

function fieldErrors(error: unknown): Errors {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  return { email: errors.email as string | undefined, password: errors.password as string | undefined };
}

/**
 * Login with email or phone number and password. On success the session is stored and the route guard
 * sends the user to the page they were going to (`?next=`), else to the dashboard.
 */
export default function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      email: values.email.trim() ? undefined : 'Email atau No. HP wajib diisi',
      password: values.password ? undefined : 'Password wajib diisi',
    };
    setErrors(missing);
    setFailure(null);
    if (missing.email || missing.password || !authProvider) return;
    setBusy(true);
    try {
      await authProvider.login(values);
      const user = getUser();
      notify(translate('niaga.auth.welcome', { name: user?.karyawan?.nama_lengkap || user?.email || '' }), { type: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorToasts(error).join(' '));
      notifyError(error);
      setBusy(false);
    }
  };

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h6" component="h1">{translate('niaga.auth.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('niaga.auth.subtitle')}</Typography>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <TextField
        label={translate('niaga.auth.identifier')}
        name="email"
        autoComplete="username"
        autoFocus
        fullWidth
        margin="normal"
        value={values.email}
        onChange={set('email')}
        error={!!errors.email}
        helperText={errors.email}
      />
      <TextField
        label={translate('niaga.auth.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        margin="normal"
        value={values.password}
        onChange={set('password')}
        error={!!errors.password}
        helperText={errors.password}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShowPassword((s) => !s)}
                  aria-label={translate(showPassword ? 'niaga.auth.hide_password' : 'niaga.auth.show_password')}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ textAlign: 'right', mb: 2 }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">{translate('niaga.auth.forgot_password')}</Link>
      </Box>
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy}>
        {translate(busy ? 'niaga.auth.signing_in' : 'niaga.auth.sign_in')}
      </Button>
    </Box>
  );
}
