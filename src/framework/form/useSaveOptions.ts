import { useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import type { ResourceDef } from '../../../common/registry';
import type { SaveMode } from '../../providers/saveBody';
import { hasFieldErrors, useNotifyError } from '../../providers/useNotifyError';
import { isDocument, listPath, showPath } from '../paths';
import { discardDraftOf } from './drafts';
import { leaveAfterSave } from './UnsavedChanges';

/**
 * After a save: "Berhasil!" with what happened, back to the list (a document saved as a change: back to its read
 * view, where its steps are taken). Field errors (422) stay on the form
 * (react-admin sets them inline and shows the server's message); any other failure is a toast.
 */
export function useSaveOptions(resource: ResourceDef, mode: SaveMode) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return {
    onSuccess: (data?: { id?: unknown }) => {
      if (resource.lines) void discardDraftOf(resource.name, mode === 'create' ? undefined : data?.id);
      notify(`${resource.label} berhasil ${mode === 'create' ? 'ditambahkan' : 'diperbarui'}`, { type: 'success' });
      const id = data?.id;
      const back = mode === 'update' && isDocument(resource) && (typeof id === 'number' || typeof id === 'string') ? showPath(resource, id) : listPath(resource);
      leaveAfterSave(() => navigate(back));
    },
    onError: (error: unknown) => {
      if (!hasFieldErrors(error)) notifyError(error);
    },
  };
}

/** After a delete: "Berhasil!" and back to the list; a refusal (409 when still referenced) is a toast. */
export function useDeleteOptions(resource: ResourceDef) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      notify(`${resource.label} berhasil dihapus`, { type: 'success' });
      leaveAfterSave(() => navigate(listPath(resource)));
    },
    onError: notifyError,
  };
}

/** A record that cannot be read (404, 403) is a toast and the way back to the list. */
export function useRecordLoadOptions(resource: ResourceDef) {
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return {
    onError: (error: unknown) => {
      notifyError(error);
      navigate(listPath(resource), { replace: true });
    },
  };
}
