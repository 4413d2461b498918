import { Suspense } from 'react';
import { useRegistryValue } from '../RegistryContext';

/** A resource's hand-written part of one kind (src/pages/views.ts), lazy, or nothing when it has none. */
function ResourcePart(props: { resource: string; kind: 'recordActions' | 'recordPanels' }) {
  const Part = useRegistryValue()[props.kind][props.resource];
  if (!Part) return null;
  return (
    <Suspense fallback={null}>
      <Part resource={props.resource} />
    </Suspense>
  );
}

/** The hand-written extra buttons of a resource's record pages, if it has any (`recordActions`). */
export const RecordActionsSlot = (props: { resource: string }) => <ResourcePart resource={props.resource} kind="recordActions" />;

/** The hand-written sections below a resource's generated detail page, if it has any (`recordPanels`). */
export const RecordPanelsSlot = (props: { resource: string }) => <ResourcePart resource={props.resource} kind="recordPanels" />;
