import type { Identifier } from 'ra-core';
import type { Registry, ResourceDef } from '../../common/registry';
import { findResource, resourceOps } from '../../common/registry';

/** UI paths of a resource (SPEC.md section 2): the list path, `/create`, `/:id` (edit) and `/:id/show`. */
export function listPath(resource: ResourceDef): string {
  return resource.path;
}

export function createPath(resource: ResourceDef): string {
  return `${resource.path}/create`;
}

export function editPath(resource: ResourceDef, id: Identifier): string {
  return `${resource.path}/${encodeURIComponent(String(id))}`;
}

export function showPath(resource: ResourceDef, id: Identifier): string {
  return `${resource.path}/${encodeURIComponent(String(id))}/show`;
}

/** A document: a record with a state (a workflow) or fields its state fixes (`locks`). */
export function isDocument(resource: ResourceDef): boolean {
  return !!resource.workflow || !!resource.locks?.length;
}

/**
 * Where a record opens: a document always as its read view (its steps and "Ubah" where its state allows, issue 35);
 * another record its form when it may be changed, else its detail page.
 */
export function recordPath(resource: ResourceDef, id: Identifier, canUpdate: boolean): string {
  if (isDocument(resource)) return showPath(resource, id);
  return canUpdate && resourceOps(resource).includes('update') ? editPath(resource, id) : showPath(resource, id);
}

/** The menu url governing a resource: its own, or its parent's for line items (as the server does). */
export function menuOf(registry: Registry, resource: ResourceDef): string {
  const parent = resource.parent ? findResource(registry, resource.parent) : undefined;
  return parent?.menu ?? resource.menu;
}
