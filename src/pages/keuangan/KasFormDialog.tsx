import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, useDataProvider, useNotify, useRefresh } from 'ra-core';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { hasFieldErrors, useNotifyError } from '../../providers/useNotifyError';
import { inputFor } from '../../framework/inputs/inputByKind';
import { UnsavedChanges } from '../../framework/form/UnsavedChanges';

type Values = Record<string, unknown>;

export interface KasFormSpec {
  title: string;
  /** `POST /api/<path>`. */
  path: string;
  /** The inputs, with the registry's input map and rules. */
  fields: FieldDef[];
  defaults: Values;
  /** The body sent: the inputs plus what the screen fixes (the cash account). */
  toBody: (values: Values) => Values;
}

function SaveButton() {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant="contained" disabled={isSubmitting}>Simpan</Button>;
}

/**
 * A cash entry in a dialog: posts the body, then a "Berhasil!" toast with the server's message and every
 * query refreshed (the balance and the movements); 422 field errors stay on their inputs.
 */
export function KasFormDialog(props: { spec: KasFormSpec; onClose: () => void }) {
  const { spec, onClose } = props;
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const resource: ResourceDef = { name: spec.path, label: spec.title, labelPlural: spec.title, menu: '/kas', path: spec.path, titleField: 'id', fields: spec.fields };

  const submit = async (values: Values) => {
    try {
      const answer = await dataProvider.action<{ message?: string }>(`/${spec.path}`, spec.toBody(values));
      notify(answer?.message ?? `${spec.title} dicatat`, { type: 'success' });
      onClose();
      refresh();
      return undefined;
    } catch (error) {
      if (!hasFieldErrors(error)) {
        notifyError(error);
        return undefined;
      }
      const errors = (error as { body: { errors: Values } }).body.errors;
      // An error on something that has no input here (the cash account itself) would show nowhere.
      if (Object.keys(errors).some((k) => k !== 'root' && !spec.fields.some((f) => f.name === k))) notifyError(error);
      return errors;
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Form defaultValues={spec.defaults} onSubmit={submit}>
        <UnsavedChanges />
        <DialogTitle>{spec.title}</DialogTitle>
        <DialogContent>
          {spec.fields.map((field) => (
            <div key={field.name}>{inputFor({ resource, field, mode: 'create' })}</div>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Batal</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
