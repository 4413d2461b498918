import { useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, useDataProvider, useNotify, useRefresh } from 'ra-core';
import type { ResourceDef, TransitionDef } from '../../../common/registry';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { hasFieldErrors, useNotifyError } from '../../providers/useNotifyError';
import { inputFor } from '../inputs/inputByKind';
import { useFocusFirstError } from '../form/useFocusFirstError';
import { UnsavedChanges } from '../form/UnsavedChanges';

type Values = Record<string, unknown>;

/** The step's own inputs only, empty ones left out (the server fills its defaults). */
export function transitionBody(transition: TransitionDef, id: unknown, values: Values): Values {
  const body: Values = { id };
  for (const field of transition.fields ?? []) {
    const value = values[field.name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    body[field.name] = value;
  }
  return body;
}

function ConfirmButton(props: { label: string; destructive: boolean }) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant="contained" color={props.destructive ? 'error' : 'primary'} disabled={isSubmitting}>{props.label}</Button>;
}

/** The dialog's question: a destructive step says it cannot be taken back, and asks its reason where it has one. */
export function stepQuestion(resource: ResourceDef, transition: TransitionDef): string {
  const destructive = transition.kind === 'destructive';
  if (destructive && transition.reason) return `Yakin ingin melakukan "${transition.label}" pada ${resource.label} ini? Tuliskan alasannya; langkah ini tidak dapat dibatalkan.`;
  if (destructive) return `Yakin ingin melakukan "${transition.label}" pada ${resource.label} ini? Langkah ini tidak dapat dibatalkan.`;
  return transition.fields?.length ? 'Lengkapi isian berikut, lalu konfirmasi.' : `Yakin ingin melakukan "${transition.label}" pada ${resource.label} ini?`;
}

/** The step's inputs, its reason first. */
const stepFields = (transition: TransitionDef) => [...(transition.fields ?? [])].sort((a, b) => Number(b.name === transition.reason) - Number(a.name === transition.reason));

/** The step's question and inputs; a refused step puts the focus on its first invalid input. */
function StepContent(props: { resource: ResourceDef; transition: TransitionDef; stepResource: ResourceDef }) {
  const { resource, transition } = props;
  const ref = useRef<HTMLDivElement>(null);
  useFocusFirstError(ref);
  return (
    <DialogContent ref={ref}>
      <Typography variant="body2" sx={{ mb: 1 }}>{stepQuestion(resource, transition)}</Typography>
      {stepFields(transition).map((field) => (
        <div key={field.name}>{inputFor({ resource: props.stepResource, field, mode: 'create' })}</div>
      ))}
    </DialogContent>
  );
}

/**
 * Confirms a workflow step (`POST /api/<path>` with `{id, ...fields}`), asking for the step's inputs with
 * the registry's inputs and rules; field errors from the server stay on the inputs.
 */
export function TransitionDialog(props: { resource: ResourceDef; transition: TransitionDef; id: unknown; onClose: () => void }) {
  const { resource, transition } = props;
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const stepResource: ResourceDef = { ...resource, fields: transition.fields ?? [] };

  const submit = async (values: Values) => {
    try {
      const answer = await dataProvider.action<{ message?: string }>(`/${transition.path}`, transitionBody(transition, props.id, values));
      notify(answer?.message ?? `${resource.label}: ${transition.label} berhasil`, { type: 'success' });
      props.onClose();
      refresh();
      return undefined;
    } catch (error) {
      if (hasFieldErrors(error)) return (error as { body: { errors: Values } }).body.errors;
      notifyError(error);
      return undefined;
    }
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <Form onSubmit={submit}>
        <UnsavedChanges />
        <DialogTitle>{transition.label} {resource.label}</DialogTitle>
        <StepContent resource={resource} transition={transition} stepResource={stepResource} />
        <DialogActions>
          <Button onClick={props.onClose}>Batal</Button>
          <ConfirmButton label={transition.label} destructive={transition.kind === 'destructive'} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
