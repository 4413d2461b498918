import type { Registry, ResourceDef } from '../../common/registry';
import { resourceOps } from '../../common/registry';
import type { Action } from '../providers/permissions';
import { menuOf } from './paths';
import { REPORTS } from '../../common/laporan';

export type PageName =
  | 'login' | 'setup' | 'forgot-password' | 'token-expired' | 'error-404' | 'not-authorized' | 'dashboard' | 'akun-pengguna' | 'integritas' | 'lapangan' | 'tutup-hari' | 'laporan';
export type ViewKind = 'list' | 'create' | 'edit' | 'show';

/**
 * Who may open a route: `guest` pages only without a session (login), `public` pages always, `exempt`
 * pages with any session (the dashboard), else the named action on the route's menu.
 */
export type RouteAccess = 'guest' | 'public' | 'exempt' | { menu: string; action: Action };

export type AppRoute =
  | { path: string; kind: 'page'; page: PageName; access: RouteAccess }
  | { path: string; kind: 'view'; view: ViewKind; resource: string; access: RouteAccess; screen?: string }
  | { path: string; kind: 'redirect'; to: string };

const PAGES: Array<{ path: string; page: PageName; access: RouteAccess }> = [
  { path: '/login', page: 'login', access: 'guest' },
  { path: '/setup', page: 'setup', access: 'guest' },
  { path: '/forgot-password', page: 'forgot-password', access: 'guest' },
  { path: '/token-expired', page: 'token-expired', access: 'public' },
  { path: '/error-404', page: 'error-404', access: 'public' },
  { path: '/not-authorized', page: 'not-authorized', access: 'public' },
  { path: '/dashboard', page: 'dashboard', access: 'exempt' },
  { path: '/akun-pengguna', page: 'akun-pengguna', access: { menu: '/akun-pengguna', action: 'read' } },
  { path: '/integritas', page: 'integritas', access: { menu: '/integritas', action: 'read' } },
  // The salesperson's offline day (issue 23): it sells, so it is governed by the sale's menu.
  { path: '/lapangan', page: 'lapangan', access: { menu: '/penjualan', action: 'read' } },
  // The day close (issue 39): the count that makes the unloading and the deposit, behind the Tutup Hari menu.
  { path: '/lapangan/tutup-hari', page: 'tutup-hari', access: { menu: '/tutup-hari', action: 'read' } },
  // Reports (issue 17): one page drawing whichever report its path names, each behind its own menu.
  ...REPORTS.map((r) => ({ path: r.path, page: 'laporan' as const, access: { menu: r.path, action: 'read' as const } })),
];

/**
 * An alias redirects to the view its shape names: `/x/add`, `/x/add-…` (or `/x/add/:id`) → create, `/x/edit/:id` → the
 * form, `/x/:id` → the record's page, `/x/detail/:id`, `/x/view/:id` or another word before the id → the
 * detail page, no id → the list.
 */
export function aliasTarget(resource: ResourceDef, alias: string): string {
  const segments = alias.split('/').filter(Boolean);
  const param = segments.find((s) => s.startsWith(':'));
  const words = segments.slice(resource.path.split('/').filter(Boolean).length).filter((s) => !s.startsWith(':'));
  // `/x/add-empty` (an empty storage document to fill later) is a create page too.
  if (words.some((w) => w === 'add' || w === 'create' || w.startsWith('add-'))) return `${resource.path}/create`;
  if (!param) return resource.path;
  if (words.includes('edit') || words.length === 0) return `${resource.path}/${param}`;
  return `${resource.path}/${param}/show`;
}

/** An alias's preset values: a list opens filtered by them (`?filter=`), a create page starts with them (`?source=`). */
function withValues(target: string, values: Record<string, string | number> | undefined): string {
  if (!values) return target;
  const json = encodeURIComponent(JSON.stringify(values));
  if (target.endsWith('/create')) return `${target}?source=${json}`;
  return /\/:\w+/.test(target) ? target : `${target}?filter=${json}`;
}

/** `/x/:nomor` and `/x/:id` are the same route. */
const pattern = (path: string) => path.replace(/:\w+/g, ':id');

function resourceRoutes(registry: Registry, resource: ResourceDef): AppRoute[] {
  const ops = resourceOps(resource);
  const menu = menuOf(registry, resource);
  const base = resource.path;
  const view = (path: string, kind: ViewKind, action: Action): AppRoute =>
    ({ path, kind: 'view', view: kind, resource: resource.name, access: { menu, action } });
  const routes: AppRoute[] = [];
  if (ops.includes('list')) routes.push(view(base, 'list', 'read'));
  if (ops.includes('create')) routes.push(view(`${base}/create`, 'create', 'create'));
  if (ops.includes('get')) {
    routes.push(ops.includes('update') ? view(`${base}/:id`, 'edit', 'update') : view(`${base}/:id`, 'show', 'read'));
    routes.push(view(`${base}/:id/show`, 'show', 'read'));
  }
  const ACCESS: Record<ViewKind, Action> = { list: 'read', show: 'read', create: 'create', edit: 'update' };
  for (const s of resource.screens ?? []) {
    routes.push({ path: s.path, kind: 'view', view: s.kind, resource: resource.name, access: s.exempt ? 'exempt' : { menu: s.menu ?? menu, action: ACCESS[s.kind] }, screen: s.view });
  }
  const own = new Set(routes.map((r) => pattern(r.path)));
  for (const alias of resource.aliases ?? []) {
    // An alias that is already one of the resource's own routes (`/stock-opname/:id`) needs no redirect.
    if (own.has(pattern(alias))) continue;
    routes.push({ path: alias, kind: 'redirect', to: withValues(aliasTarget(resource, alias), resource.aliasValues?.[alias]) });
    own.add(pattern(alias));
  }
  return routes;
}

/** Every screen of the app: the public and fixed pages, then each registry resource's views and aliases. */
export function buildRouteTable(registry: Registry): AppRoute[] {
  return [
    ...PAGES.map((p): AppRoute => ({ ...p, kind: 'page' })),
    { path: '/', kind: 'redirect', to: '/dashboard' },
    ...registry.resources.flatMap((r) => resourceRoutes(registry, r)),
  ];
}

const tables = new WeakMap<Registry, AppRoute[]>();

/** The route table of a registry, built once (the registry's context and its default share it). */
export function routeTableFor(registry: Registry): AppRoute[] {
  let table = tables.get(registry);
  if (!table) tables.set(registry, (table = buildRouteTable(registry)));
  return table;
}
