import type { Registry, ResourceDef } from '../../common/registry';
import { findResource, writableFields } from '../../common/registry';

type Values = Record<string, unknown>;
export type SaveMode = 'create' | 'update';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Form text for "nothing" becomes null: the server stores an empty optional field as NULL. */
function clean(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * Only what `/input/<name>` accepts: the resource's writable fields (never expanded references, timestamps
 * or server-managed fields). A password left empty is not sent: on update it keeps the stored one.
 */
function pickWritable(resource: ResourceDef, values: Values, mode: SaveMode, skip: string[] = []): Values {
  const body: Values = {};
  for (const field of writableFields(resource)) {
    if (skip.includes(field.name) || !Object.prototype.hasOwnProperty.call(values, field.name)) continue;
    const value = values[field.name];
    if (field.kind === 'password' && isEmpty(value) && (mode === 'update' || !field.required)) continue;
    body[field.name] = clean(value);
  }
  return body;
}

function lineBody(child: ResourceDef, foreignKey: string, line: unknown): Values {
  const values = (line && typeof line === 'object' ? line : {}) as Values;
  const body = pickWritable(child, values, values.id ? 'update' : 'create', [foreignKey]);
  if (values.id !== undefined && values.id !== null && values.id !== '') body.id = values.id;
  return body;
}

/** The JSON body of `POST /api/input/<name>`: strict, so everything the server would refuse is stripped. */
export function buildSaveBody(registry: Registry, resource: ResourceDef, values: Values, mode: SaveMode, id?: unknown): Values {
  const body = pickWritable(resource, values, mode);
  const lines = resource.lines;
  if (lines && Array.isArray(values[lines.field])) {
    const child = findResource(registry, lines.resource);
    if (child) body[lines.field] = (values[lines.field] as unknown[]).map((line) => lineBody(child, lines.foreignKey, line));
  }
  if (mode === 'update') body.id = id ?? values.id;
  return body;
}
