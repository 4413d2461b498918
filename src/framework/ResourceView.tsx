import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'ra-core';
import type { ResourceDef } from '../../common/registry';
import type { PageViews, ResourceViewProps } from './pageParts';
import type { ViewKind } from './routeTable';
import { useRegistryValue, useResourceDef } from './RegistryContext';
import { GeneratedList } from './list/GeneratedList';
import { lazyWithTimeout } from './lazy/lazyWithTimeout';
import { GeneratedShow } from './GeneratedShow';
import { GuardedScreens } from './guardedScreens';

// Forms load with their first use: a screen's list or detail draws without the inputs and form libraries.
const GeneratedCreate = lazyWithTimeout<ResourceViewProps>(() => import('./GeneratedCreate').then((m) => ({ default: m.GeneratedCreate })));
const GeneratedEdit = lazyWithTimeout<ResourceViewProps>(() => import('./GeneratedEdit').then((m) => ({ default: m.GeneratedEdit })));

/** The generated view of each kind. */
export const GENERATED_VIEWS: Record<ViewKind, ComponentType<ResourceViewProps>> = {
  list: GeneratedList,
  create: GeneratedCreate,
  edit: GeneratedEdit,
  show: GeneratedShow,
};

/** A registry entry's `views` names a hand-written page for a kind; otherwise the generated one is used. */
export function resolveView(resource: ResourceDef, kind: ViewKind, pageViews: PageViews): ComponentType<ResourceViewProps> {
  const name = resource.views?.[kind];
  return (name && pageViews[name]) || GENERATED_VIEWS[kind];
}

/** One screen of a resource, inside its react-admin resource context. */
export default function ResourceView(props: { resource: string; view: ViewKind; id?: string; screen?: string }) {
  const resource = useResourceDef(props.resource);
  const { pageViews } = useRegistryValue();
  const View = (props.screen && pageViews[props.screen]) || resolveView(resource, props.view, pageViews);
  return (
    <ResourceContextProvider value={resource.name}>
      <GuardedScreens><View resource={resource.name} id={props.id} /></GuardedScreens>
    </ResourceContextProvider>
  );
}
