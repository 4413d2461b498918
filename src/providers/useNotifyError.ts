import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { errorToasts } from './errorToasts';

/** Shows an error as SPEC.md section 8 asks: one toast per message, titled "Peringatan". */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback((error: unknown) => {
    for (const message of errorToasts(error)) notify(message, { type: 'error' });
  }, [notify]);
}

/** Whether an error carries field errors that the form shows inline (a 422 with `errors`). */
export function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  return !!errors && Object.keys(errors).some((k) => k !== 'root');
}
