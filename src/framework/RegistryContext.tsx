import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Registry, ResourceDef } from '../../common/registry';
import { findResource } from '../../common/registry';
import defaultRegistry from '../../resources.config';
import { routeTableFor, type AppRoute } from './routeTable';
import {
  pageViews as defaultPageViews, recordActions as defaultRecordActions, recordPanels as defaultRecordPanels, rowActions as defaultRowActions,
  type PageViews, type RecordActions, type RecordPanels, type RowActions,
} from '../pages/views';

interface RegistryValue {
  registry: Registry;
  routes: AppRoute[];
  /** Hand-written views a registry entry may name in `views` (src/pages/<area>). */
  pageViews: PageViews;
  /** Extra buttons of a resource's edit and detail pages (reset password for users…). */
  recordActions: RecordActions;
  /** Sections below the fields of a resource's generated detail page (a trip's goods and money…). */
  recordPanels: RecordPanels;
  /** Extra icon links on each row of a resource's generated list (a cash account's flow…). */
  rowActions: RowActions;
}

const RegistryContext = createContext<RegistryValue>({
  registry: defaultRegistry,
  routes: routeTableFor(defaultRegistry),
  pageViews: defaultPageViews,
  recordActions: defaultRecordActions,
  recordPanels: defaultRecordPanels,
  rowActions: defaultRowActions,
});

/** Lets tests and stories drive the whole client from a fixture registry. */
export function RegistryProvider(props: {
  registry: Registry; pageViews?: PageViews; recordActions?: RecordActions; recordPanels?: RecordPanels; rowActions?: RowActions; children: ReactNode;
}) {
  const {
    registry, pageViews = defaultPageViews, recordActions = defaultRecordActions, recordPanels = defaultRecordPanels, rowActions = defaultRowActions, children,
  } = props;
  const value = useMemo(
    () => ({ registry, routes: routeTableFor(registry), pageViews, recordActions, recordPanels, rowActions }),
    [registry, pageViews, recordActions, recordPanels, rowActions],
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
