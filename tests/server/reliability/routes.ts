/**
 * The API's routes as the app itself documents them (`GET /api/docs`), so sweeps cover every route an area adds
 * without a hand list, with each path parameter filled from a real record where one exists.
 */
import type { TestApp } from '../support/helpers.js';

export interface ApiRoute { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }

export async function apiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const doc = (await t.call(null, { method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
  const out: ApiRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const m of Object.keys(ops)) out.push({ method: m.toUpperCase() as ApiRoute['method'], path });
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Routes anyone may call without a session (the rest answer 401 without one). */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health', 'GET /api/docs', 'POST /api/auth/user-login', 'POST /api/auth/refresh', 'POST /api/setup', 'GET /api/setup',
  'GET /api/upload/{token}', 'POST /api/auth/logout', 'GET /api/health/ready',
]);

/** The path with every `{param}` replaced (`{id}` by the given id, others by 1 or what `params` says). */
export function fillPath(path: string, id: number | string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? (name === 'id' ? id : 1)));
}
