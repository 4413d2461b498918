import type { Schema } from './field-schema.js';

/** What a hand-written route declares (core/route.ts): its summary and the schemas of its path, query and body. */
export interface RouteSchema { summary?: string; params?: unknown; querystring?: unknown; body?: unknown }

/** A TypeBox schema as plain JSON Schema: its symbols and the validators' own `x-` notes left out. */
function plain(schema: unknown): Schema {
  return JSON.parse(JSON.stringify(schema, (key, value) => (key === 'x-read' || key === 'x-message' ? undefined : value))) as Schema;
}

function parametersOf(schema: unknown, place: 'path' | 'query'): Schema[] {
  if (!schema) return [];
  const object = plain(schema) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, s]) => ({
    name, in: place, required: place === 'path' || (object.required ?? []).includes(name), schema: s,
    ...(s.description ? { description: s.description } : {}),
  }));
}

/** The OpenAPI operation of a hand-written route: its summary, path and query parameters and JSON body. */
export function routeOperation(schema: RouteSchema): Schema {
  const querystring = schema.querystring as { additionalProperties?: boolean } | undefined;
  return {
    summary: schema.summary,
    parameters: [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')],
    ...(querystring?.additionalProperties === false ? { 'x-strict-query': true } : {}),
    ...(schema.body ? { requestBody: { content: { 'application/json': { schema: plain(schema.body) } } } } : {}),
  };
}
