/**
 * The TypeBox pieces hand-written routes declare their inputs with, and the validators that read them with the
 * Indonesian answers the API has always given: a path id or an integer query value that is no positive integer
 * is a 400, a required query value missing or a malformed date a 422 `{ errors: { name: [message] } }`, a query
 * key a strict call does not read a 400 `Parameter tidak dikenal`, a body the registry's field checks (400/422).
 * Query values arrive as strings (a repeated key as an array); the handler gets them typed.
 */
import { Type, type TSchema, type TObject, type TProperties } from '@sinclair/typebox';
import type { FieldDef } from '../../common/registry.js';
import { badRequest, unprocessable } from './errors.js';
import { fieldSchema } from './field-schema.js';
import { parseBody } from './parse-body.js';
import { parseIdParam } from './request-user.js';

const READ = 'x-read';
type ReadAs = 'id' | 'int' | 'date' | 'text' | 'raw';
type Values = Record<string, unknown>;

/** A path's `:id`: a positive integer (400 `id harus bilangan bulat positif`). */
const IdParam = (description = 'id data') => Type.Integer({ minimum: 1, description, [READ]: 'id' });

/** A positive integer query value, the last one when repeated (400 when malformed; 422 when required and missing). */
export const IntQuery = (description?: string) => Type.Optional(Type.Integer({ minimum: 1, ...(description ? { description } : {}), [READ]: 'int' }));
export const RequiredIntQuery = (description?: string) => Type.Integer({ minimum: 1, ...(description ? { description } : {}), [READ]: 'int' });

/** A YYYY-MM-DD query value; absent or empty is no value (422 with `message` when malformed). */
export const DateQuery = (message = 'Tanggal harus YYYY-MM-DD', description?: string) =>
  Type.Optional(Type.String({ format: 'date', ...(description ? { description } : {}), [READ]: 'date', 'x-message': message }));

/** A text query value; absent, empty or repeated is no value (the handler decides what it accepts). */
export const TextQuery = (description?: string) => Type.Optional(Type.String({ ...(description ? { description } : {}), [READ]: 'text' }));

/**
 * A query value documented here but read by the handler's own parser: one shared with another way in (a report's
 * period also comes in an export's body) or answering in its own words. The handler gets it as sent, a string
 * or, repeated, an array.
 */
export const HandlerQuery = <T extends TSchema>(schema: T) => Type.Optional(Type.Unsafe<string | string[]>({ ...schema, [READ]: 'raw' }));

/** The query keys a call reads; a strict call refuses any other key (400 `Parameter tidak dikenal: …`). */
export const Querystring = <P extends TProperties>(properties: P, options: { strict: boolean }): TObject<P> =>
  Type.Object(properties, { additionalProperties: !options.strict });

/** No query keys at all (400 for any). */
export const NoQuery = () => Querystring({}, { strict: true });

/** A path's `:id` and nothing else. */
export const IdParams = (description?: string) => Type.Object({ id: IdParam(description) });

const FIELDS = Symbol('fields');
type FieldsSchema = TSchema & { [FIELDS]?: FieldDef[] };

/** A JSON body of registry fields, checked like a registry save (unknown keys 400, field problems 422). */
export function FieldsBody<T = Values>(fields: FieldDef[]): TSchema & { static: T } {
  const schema = Type.Unsafe<T>({
    type: 'object', additionalProperties: false,
    required: fields.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
  }) as FieldsSchema;
  Object.defineProperty(schema, FIELDS, { value: fields, enumerable: false });
  return schema as TSchema & { static: T };
}

/**
 * A body the handler hands whole to a service that validates it (a registry save, a workflow step, an upload):
 * the schema documents it, the service's own checks answer.
 */
export const ServiceBody = <T extends TSchema>(schema: T, service: string): T => ({ ...schema, description: `Diperiksa oleh ${service}` });

/** The body of a registry save of `resource` (its `<resource>-input` schema in the docs), checked by the save service. */
export const RegistryInputBody = (resource: string) =>
  ServiceBody(Type.Unsafe<Record<string, unknown>>({ $ref: `#/components/schemas/${resource}-input` }), `simpan ${resource}`);

type Validator = (data: unknown) => { value: unknown } | { error: Error };

function readValue(name: string, schema: Values, raw: unknown, required: boolean): unknown {
  const as = schema[READ] as ReadAs | undefined;
  if (as === 'int' || as === 'id') {
    const last = Array.isArray(raw) ? raw.at(-1) : raw;
    if (last === undefined || last === '') {
      if (required) throw unprocessable({ [name]: [`${name} wajib diisi`] });
      return undefined;
    }
    if (as === 'id') return parseIdParam(String(last));
    if (typeof last !== 'string' || !/^\d+$/.test(last) || Number(last) <= 0 || !Number.isSafeInteger(Number(last))) throw badRequest(`Parameter ${name} harus bilangan bulat positif`);
    return Number(last);
  }
  if (as === 'raw' || as === undefined) return raw;
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (as === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw)))) throw unprocessable({ [name]: [String(schema['x-message'])] });
  return raw;
}

/** Reads a path or a query string by its declared schema; keys it does not declare pass unchanged unless strict. */
function stringsValidator(schema: TObject): Validator {
  const props = schema.properties as Record<string, Values>;
  const required = new Set(schema.required ?? []);
  return (data) => {
    try {
      const raw = (data ?? {}) as Values;
      if (schema.additionalProperties === false) {
        const unknown = Object.keys(raw).filter((k) => !(k in props));
        if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
      }
      const value: Values = { ...raw };
      for (const [name, s] of Object.entries(props)) {
        const v = readValue(name, s, raw[name], required.has(name));
        if (v === undefined) delete value[name]; else value[name] = v;
      }
      return { value };
    } catch (error) {
      return { error: error as Error };
    }
  };
}

const passThrough: Validator = (data) => ({ value: data });

function bodyValidator(schema: FieldsSchema): Validator {
  const fields = schema[FIELDS];
  if (!fields) return passThrough;
  return (data) => {
    try {
      return { value: parseBody(data, fields) };
    } catch (error) {
      return { error: error as Error };
    }
  };
}

/** The validators of one route's declared parts, by Fastify's name for the part. */
export function compileValidators(parts: { params?: TObject; querystring?: TObject; body?: TSchema }): Record<string, Validator> {
  return {
    params: parts.params ? stringsValidator(parts.params) : passThrough,
    querystring: parts.querystring ? stringsValidator(parts.querystring) : passThrough,
    body: parts.body ? bodyValidator(parts.body as FieldsSchema) : passThrough,
  };
}


