import { useState } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { can, type Action } from '../../providers/permissions';
import { getUser } from '../../providers/session';

/** Whether the signed-in user may take `action` on a menu url (steps whose menu is not their resource's). */
export function useCan(menu: string, action: Action): boolean {
  const { permissions } = usePermissionSet();
  return can(permissions, menu, action);
}

/** A salesperson works on their own money only: the screens hide the salesperson filter and pickers. */
export function isSalesUser(): boolean {
  const level = getUser()?.level?.nama_level ?? '';
  return level.trim().toLowerCase() === 'sales';
}

export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' | 'warning' }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" color={tone ? `${tone}.main` : undefined} sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

export const GIRO_STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' | 'warning' }> = {
  terdaftar: { label: 'Belum Cair', color: 'warning' },
  cair: { label: 'Cair', color: 'success' },
  ditolak: { label: 'Ditolak', color: 'error' },
};

export const SETORAN_STATUS: Record<string, { label: string; color: 'default' | 'success' | 'info' | 'warning' }> = {
  diajukan: { label: 'Diajukan', color: 'warning' },
  diterima: { label: 'Diterima', color: 'info' },
  disetujui: { label: 'Disetujui', color: 'success' },
};

export function StatusChip({ map, value }: { map: Record<string, { label: string; color: 'default' | 'success' | 'error' | 'warning' | 'info' }>; value: string }) {
  const s = map[value] ?? { label: value, color: 'default' as const };
  return <Chip size="small" color={s.color} label={s.label} />;
}

export const TIPE_LABEL: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };

/** The server's field errors of a refused call (422), each as one text; null when it named no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const raw = (error as { body?: { raw?: { errors?: Record<string, string | string[]> } | null } }).body?.raw?.errors;
  if (!raw || typeof raw !== 'object' || Object.keys(raw).length === 0) return null;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)]));
}

/**
 * A dialog's one call (`POST <path>`): busy while it runs; success toasts the server's message and calls `onDone`;
 * a refusal naming fields shows them inline (`errors`), any other refusal as a toast.
 */
export function useDialogAction(onDone: () => void) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ message?: string }>(path, body);
      notify(answer?.message ?? done, { type: 'success' });
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, setErrors };
}
