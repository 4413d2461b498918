import { Suspense } from 'react';
import { useRegistryValue } from '../RegistryContext';

/** The hand-written icon links of a resource's list rows, if it has any (src/pages/views.ts `rowActions`). */
export function RowActionsSlot(props: { resource: string; record: Record<string, unknown> }) {
  const Actions = useRegistryValue().rowActions[props.resource];
  if (!Actions) return null;
  return (
    <Suspense fallback={null}>
      <Actions resource={props.resource} record={props.record} />
    </Suspense>
  );
}
