import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import type { NiagaDataProvider } from '../providers/dataProvider';
import { clearSession } from '../providers/session';
import { hasFieldErrors, useNotifyError } from '../providers/useNotifyError';
import { LeaveWarning } from '../framework/form/UnsavedChanges';

type Field = 'password_lama' | 'password_baru' | 'konfirmasi_password';
const LABELS: Record<Field, string> = {
  password_lama: 'Password Lama',
  password_baru: 'Password Baru',
  konfirmasi_password: 'Konfirmasi Password Baru',
};
const EMPTY: Record<Field, string> = { password_lama: '', password_baru: '', konfirmasi_password: '' };

export function checkPasswordChange(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.password_lama) errors.password_lama = 'Password lama wajib diisi';
  if (values.password_baru.length < 8) errors.password_baru = 'Password baru minimal 8 karakter';
  if (values.konfirmasi_password !== values.password_baru) errors.konfirmasi_password = 'Konfirmasi password tidak sama';
  return errors;
}

/** POST /api/user/ganti-password/:id; the server ends every session, so the user signs in again. */
export function ChangePasswordForm(props: { userId: number }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ message?: string }>(`/user/ganti-password/${props.userId}`, { id: props.userId, ...values });
      notify(answer.message ?? 'Password berhasil diganti, silakan masuk kembali', { type: 'success' });
      queryClient.clear();
      clearSession();
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Partial<Record<Field, string>> } }).body?.errors;
      if (hasFieldErrors(error) && fieldErrors) setErrors(fieldErrors);
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent component="form" onSubmit={submit} noValidate>
        {/* Busy stays set after success: the session ends and the page goes, nothing left to warn about. */}
        <LeaveWarning dirty={!busy && Object.values(values).some(Boolean)} />
        <Typography variant="h6" component="h2">Ganti Password</Typography>
        <Typography variant="body2" color="text.secondary">Setelah password diganti, Anda perlu masuk kembali di semua perangkat.</Typography>
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <TextField
            key={field}
            name={field}
            label={LABELS[field]}
            type="password"
            autoComplete={field === 'password_lama' ? 'current-password' : 'new-password'}
            fullWidth
            margin="normal"
            required
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            error={!!errors[field]}
            helperText={errors[field]}
          />
        ))}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>Simpan Password</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
