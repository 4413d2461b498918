
export type QueryValue = string | number | boolean | Array<string | number | boolean>;
export type QueryParams = Record<string, QueryValue>;

export const MAX_PER_PAGE = 1000;
/** Rows per page of a generated list when the user has not chosen another. */
export const LIST_PER_PAGE = 25;

/** What a list asks for: react-admin's `GetListParams` (the client) or a list the server names in advance. */
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

function filterValue(value: unknown): QueryValue | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== undefined && v !== null && v !== '') as Array<string | number | boolean>;
    return items.length ? items : undefined;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/**
 * react-admin's list parameters as `GET /api/<name>` query: `page`, `perPage` (at most 1000), `sort`,
 * `order`, `q` and one key per filter (arrays become repeated keys through the serializer).
 */
export function listQuery(params: ListParams): QueryParams {
  const query: QueryParams = {};
  const { page = 1, perPage = LIST_PER_PAGE } = params.pagination ?? {};
  query.page = Math.max(1, page);
  query.perPage = Math.min(Math.max(1, perPage), MAX_PER_PAGE);
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'ASC' ? 'ASC' : 'DESC';
  }
  for (const [key, raw] of Object.entries(params.filter ?? {})) {
    const value = filterValue(raw);
    if (value !== undefined) query[key] = value;
  }
  return query;
}

/** For tests and links: the query string exactly as axios sends it (`id=1&id=2`). */
export function toSearchString(query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}
