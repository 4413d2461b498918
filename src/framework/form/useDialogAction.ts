import { useState } from 'react';
import { useDataProvider, useNotify } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';

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
