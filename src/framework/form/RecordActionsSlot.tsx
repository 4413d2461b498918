import { Suspense } from 'react';
import { useRegistryValue } from '../RegistryContext';

/** The hand-written extra buttons of a resource's record pages, if it has any (src/pages/views.ts). */
export function RecordActionsSlot(props: { resource: string }) {
  const Actions = useRegistryValue().recordActions[props.resource];
  if (!Actions) return null;
  return (
    <Suspense fallback={null}>
      <Actions resource={props.resource} />
    </Suspense>
  );
}

/** The hand-written sections below a resource's generated detail page, if it has any (src/pages/views.ts `recordPanels`). */
export function RecordPanelsSlot(props: { resource: string }) {
  const Panel = useRegistryValue().recordPanels[props.resource];
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel resource={props.resource} />
    </Suspense>
  );
}
