import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotify, useTranslate } from 'ra-core';
import { api } from '../providers/http';
import { errorToasts } from '../providers/errorToasts';
import { SETUP_QUERY_KEY } from '../layout/useSetupNeeded';
import { LeaveWarning } from '../framework/form/UnsavedChanges';

const FIELDS = ['nama_perusahaan', 'alamat', 'npwp', 'nama_lengkap', 'jk', 'email', 'password', 'konfirmasi'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const REQUIRED: Field[] = ['nama_perusahaan', 'nama_lengkap', 'jk', 'email', 'password'];

function serverErrors(error: unknown): Errors {
  const errors = (error as { body?: { errors?: Record<string, string[]> } })?.body?.errors
    ?? (error as { response?: { data?: { errors?: Record<string, string[]> } } })?.response?.data?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v].flat()[0]])) as Errors;
}

/**
 * The first run (POST /api/setup): the company's name, address and NPWP and its first admin. Shown to every
 * visitor while no user exists; once it succeeds the admin is signed in and the screen is closed for good.
 */
export default function SetupPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ nama_perusahaan: '', alamat: '', npwp: '', nama_lengkap: '', jk: '', email: '', password: '', konfirmasi: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (field: Field) => translate(`niaga.setup.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    for (const f of REQUIRED) if (!values[f].trim()) missing[f] = translate('niaga.setup.required', { field: label(f) });
    if (!missing.password && values.konfirmasi !== values.password) missing.konfirmasi = translate('niaga.setup.konfirmasi_beda');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length || !authProvider) return;
    setBusy(true);
    const { konfirmasi: _, ...body } = values;
    try {
      await api.post('/setup', body, { skipAuthRefresh: true });
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(errorToasts(error).join(' '));
      setBusy(false);
      return;
    }
    queryClient.setQueryData(SETUP_QUERY_KEY, false);
    await authProvider.login({ email: values.email, password: values.password });
    notify(translate('niaga.setup.done', { name: values.nama_lengkap }), { type: 'success' });
  };

  const input = (field: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label(field)}
      name={field}
      fullWidth
      margin="dense"
      required={REQUIRED.includes(field)}
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      error={!!errors[field]}
      helperText={errors[field] ?? (extra.helperText as string | undefined)}
      {...extra}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <LeaveWarning dirty={!busy && Object.values(values).some(Boolean)} />
      <Typography variant="h6" component="h1">{translate('niaga.setup.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('niaga.setup.subtitle')}</Typography>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>{translate('niaga.setup.company')}</Typography>
      {input('nama_perusahaan', { autoFocus: true, autoComplete: 'organization' })}
      {input('alamat', { multiline: true, minRows: 2, autoComplete: 'street-address' })}
      {input('npwp')}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>{translate('niaga.setup.admin')}</Typography>
      {input('nama_lengkap', { autoComplete: 'name' })}
      {input('jk', {
        select: true,
        children: [
          <MenuItem key="L" value="L">{translate('niaga.setup.jk_l')}</MenuItem>,
          <MenuItem key="P" value="P">{translate('niaga.setup.jk_p')}</MenuItem>,
        ],
      })}
      {input('email', { type: 'email', autoComplete: 'username' })}
      {input('password', { type: 'password', autoComplete: 'new-password', helperText: translate('niaga.setup.password_help') })}
      {input('konfirmasi', { type: 'password', autoComplete: 'new-password' })}
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
        {translate(busy ? 'niaga.setup.submitting' : 'niaga.setup.submit')}
      </Button>
    </Box>
  );
}
