import type { Registry } from './registry';
import { resourceOps } from './registry';
import { LIST_PER_PAGE, listQuery, toSearchString } from './listQuery';

export interface FirstRead {
  /** The API address, exactly as the client's HTTP layer writes it. */
  url: string;
  resource: string;
}

/** The order a generated list opens in: the registry's, else newest first. */
export function defaultListSort(resource: { defaultSort?: { field: string; order: 'ASC' | 'DESC' } }): { field: string; order: 'ASC' | 'DESC' } {
  return resource.defaultSort ?? { field: 'id', order: 'DESC' };
}

/**
 * The read a screen makes first when it is a resource's generated list opened without stored preferences: page
 * one in the default order. The server names it in index.html so that public/early-data.js can ask for it while
 * the app's scripts are still arriving (issue 25); anything else (a hand-written page, a record) has none.
 */
export function firstListRead(registry: Registry, path: string): FirstRead | null {
  const resource = registry.resources.find((r) => r.path === path);
  if (!resource || resource.views?.list || !resourceOps(resource).includes('list')) return null;
  const query = listQuery({ pagination: { page: 1, perPage: LIST_PER_PAGE }, sort: defaultListSort(resource), filter: {} });
  return { url: `/api/${resource.name}?${toSearchString(query)}`, resource: resource.name };
}
