import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Registry, ResourceDef } from '../../common/registry';
import { findResource } from '../../common/registry';
import defaultRegistry from '../../resources.config';
import { routeTableFor, type AppRoute } from './routeTable';
import type { PageParts } from './pageParts';

interface RegistryValue extends PageParts {
  registry: Registry;
  routes: AppRoute[];
}

const NONE = {};

const RegistryContext = createContext<RegistryValue>({
  registry: defaultRegistry, routes: routeTableFor(defaultRegistry), pageViews: NONE, recordActions: NONE, recordPanels: NONE, rowActions: NONE, screenTitles: NONE,
});

/**
 * The registry and the pages' parts the framework draws with. The app hands in its pages (src/pages/views.ts); tests
 * and stories drive the whole client from a fixture registry and fixture views. Parts not given are none.
 */
export function RegistryProvider(props: { registry: Registry; children: ReactNode } & Partial<PageParts>) {
  const {
    registry, pageViews = NONE, recordActions = NONE, recordPanels = NONE, rowActions = NONE, screenTitles = NONE, children,
  } = props;
  const value = useMemo(
    () => ({ registry, routes: routeTableFor(registry), pageViews, recordActions, recordPanels, rowActions, screenTitles }),
    [registry, pageViews, recordActions, recordPanels, rowActions, screenTitles],
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
