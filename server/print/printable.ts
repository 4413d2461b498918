import type { ResourceDef } from '../../common/registry.js';
import { findPrint, printAllowedIn } from '../../common/prints.js';
import { conflict } from '../core/errors.js';
import { stateLabel } from '../core/save-rules.js';

/**
 * A print route answers only in the states its registry declaration allows (`prints[].states`), as the buttons
 * offer it: 409 naming the document's state and the states that print, as a workflow step does.
 */
export function assertPrintable(resource: ResourceDef, routeName: string, doc: Record<string, unknown>): void {
  const print = findPrint(resource, routeName);
  if (!print) throw new Error(`${routeName} tidak dideklarasikan pada ${resource.name}.prints`);
  if (printAllowedIn(resource, print, doc) || !resource.workflow) return;
  const state = doc[resource.workflow.field];
  throw conflict(`${resource.label} berstatus ${stateLabel(resource, state)}; ${print.label} hanya dapat dilakukan dari status ${(print.states ?? []).map((s) => stateLabel(resource, s)).join(' atau ')}`);
}
