import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Registry, ResourceDef } from '../../common/registry';
import { findResource } from '../../common/registry';
import defaultRegistry from '../../resources.config';
import { buildRouteTable, type AppRoute } from './routeTable';
import { pageViews as defaultPageViews, recordActions as defaultRecordActions, type PageViews, type RecordActions } from '../pages/views';

interface RegistryValue {
  registry: Registry;
  routes: AppRoute[];
  /** Hand-written views a registry entry may name in `views` (src/pages/<area>). */
  pageViews: PageViews;
  /** Extra buttons of a resource's edit and detail pages (reset password for users…). */
  recordActions: RecordActions;
}

const RegistryContext = createContext<RegistryValue>({
  registry: defaultRegistry,
  routes: buildRouteTable(defaultRegistry),
  pageViews: defaultPageViews,
  recordActions: defaultRecordActions,
});

/** Lets tests and stories drive the whole client from a fixture registry. */
export function RegistryProvider(props: { registry: Registry; pageViews?: PageViews; recordActions?: RecordActions; children: ReactNode }) {
  const { registry, pageViews = defaultPageViews, recordActions = defaultRecordActions, children } = props;
  const value = useMemo(
    () => ({ registry, routes: buildRouteTable(registry), pageViews, recordActions }),
    [registry, pageViews, recordActions],
  );
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

export function useRegistryValue(): RegistryValue {
  return useContext(RegistryContext);
}

export function useRegistry(): Registry {
  return useContext(RegistryContext).registry;
}

export function useResourceDef(name: string): ResourceDef {
  const registry = useRegistry();
  const resource = findResource(registry, name);
  if (!resource) throw new Error(`Sumber data tidak dikenal: ${name}`);
  return resource;
}
