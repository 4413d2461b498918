import type { Registry, ResourceDef } from '../../common/registry.js';
import { publicFields, resourceOps, writableFields } from '../../common/registry.js';

import { fieldSchema, type Schema } from './field-schema.js';
import { routeOperation, type RouteSchema } from './route-docs.js';

function recordSchema(r: ResourceDef): Schema {
  return {
    type: 'object',
    properties: { id: { type: 'integer' }, ...Object.fromEntries(publicFields(r).map((f) => [f.name, fieldSchema(f)])) },
  };
}

function inputSchema(r: ResourceDef): Schema {
  const fields = writableFields(r);
  return {
    type: 'object',
    additionalProperties: false,
    required: fields.filter((f) => f.required).map((f) => f.name),
    properties: { id: { type: 'integer', description: 'ada: ubah; tidak ada: tambah' }, ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])) },
  };
}

const errorResponses = {
  400: { description: 'Permintaan tidak valid (kolom/filter tidak dikenal)' },
  401: { description: 'Belum masuk atau sesi berakhir' },
  403: { description: 'Tidak memiliki izin' },
  404: { description: 'Tidak ditemukan' },
  409: { description: 'Bentrok status atau stok' },
  422: { description: 'Validasi gagal: { message, errors: { kolom: [pesan] } }' },
};

export interface DocumentedRoute { method: string; url: string; schema?: RouteSchema }

/** The OpenAPI document: every registry resource in full, every other route by method and path. */
export function buildOpenApi(registry: Registry, version: string, otherRoutes: DocumentedRoute[]): Schema {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (url: string, method: string, op: Schema) => { (paths[url] ??= {})[method] = { responses: errorResponses, ...op }; };
  const generic = new Set<string>();
  for (const r of registry.resources) {
    const ops = resourceOps(r);
    const ref = { $ref: `#/components/schemas/${r.name}` };
    const filterParams = r.fields.filter((f) => f.filterable).map((f) => ({ name: f.name, in: 'query', schema: fieldSchema(f), description: 'boleh diulang' }));
    if (ops.includes('list')) {
      generic.add(`GET /api/${r.name}`);
      add(`/api/${r.name}`, 'get', {
        tags: [r.label], summary: `Daftar ${r.labelPlural}`,
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'perPage', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
          { name: 'sort', in: 'query', schema: { enum: ['id', ...r.fields.filter((f) => f.sortable).map((f) => f.name)] } },
          { name: 'order', in: 'query', schema: { enum: ['ASC', 'DESC'] } },
          { name: 'q', in: 'query', schema: { type: 'string' }, description: `cari di ${r.fields.filter((f) => f.searchable).map((f) => f.name).join(', ')}` },
          ...filterParams,
        ],
        responses: { ...errorResponses, 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: ref }, total: { type: 'integer' } } } } } } },
      });
    }
    if (ops.includes('get')) {
      generic.add(`GET /api/${r.name}/:id`);
      add(`/api/${r.name}/{id}`, 'get', { tags: [r.label], summary: `Satu ${r.label}`, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }] });
    }
    if (ops.includes('create') || ops.includes('update')) {
      generic.add(`POST /api/input/${r.name}`);
      add(`/api/input/${r.name}`, 'post', {
        tags: [r.label], summary: `Simpan ${r.label} (tambah tanpa id, ubah dengan id)`,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.name}-input` } } } },
      });
    }
    if (r.addPath && ops.includes('create')) {
      generic.add(`POST /api/${r.addPath}`);
      add(`/api/${r.addPath}`, 'post', {
        tags: [r.label], summary: `Tambah ${r.label} (tanpa id)`,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.name}-input` } } } },
      });
    }
    if (ops.includes('delete')) {
      generic.add(`DELETE /api/${r.name}/:id`);
      add(`/api/${r.name}/{id}`, 'delete', { tags: [r.label], summary: `Hapus ${r.label}${r.softDelete ? ' (nonaktifkan)' : ''}` });
    }
  }
  // Workflow steps: `{ id, ...fields }`, and a step's array input (TransitionDef.items) as an array of objects.
  for (const r of registry.resources) {
    for (const t of r.workflow?.transitions ?? []) {
      const fields = t.fields ?? [];
      const properties: Schema = { id: { type: 'integer', description: `id ${r.name}` }, ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])) };
      if (t.items) {
        properties[t.items.name] = {
          type: 'array', title: t.items.label, ...(t.items.min !== undefined ? { minItems: t.items.min } : {}), ...(t.items.max !== undefined ? { maxItems: t.items.max } : {}),
          items: { type: 'object', additionalProperties: false, required: t.items.fields.filter((f) => f.required).map((f) => f.name), properties: Object.fromEntries(t.items.fields.map((f) => [f.name, fieldSchema(f)])) },
        };
      }
      generic.add(`POST /api/${t.path}`);
      add(`/api/${t.path}`, 'post', {
        tags: [r.label], summary: `${t.label} (${r.label})`,
        requestBody: { content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['id', ...fields.filter((f) => f.required).map((f) => f.name)], properties } } } },
      });
    }
  }
  for (const route of otherRoutes) {
    if (generic.has(`${route.method} ${route.url}`) || !route.url.startsWith('/api/')) continue;
    add(route.url.replace(/:(\w+)/g, '{$1}'), route.method.toLowerCase(), route.schema ? routeOperation(route.schema) : { summary: route.url });
  }
  const schemas: Record<string, Schema> = {};
  for (const r of registry.resources) {
    schemas[r.name] = recordSchema(r);
    schemas[`${r.name}-input`] = inputSchema(r);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Niaga API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
    security: [{ bearer: [] }],
    paths,
  };
}
