import { generatePath, matchRoutes } from 'react-router';
import { can, type PermissionSet } from '../providers/permissions';
import { loginPathFor, safeTarget } from '../providers/loginPath';
import type { AppRoute } from './routeTable';

export type GuardDecision =
  | { type: 'render'; route: Exclude<AppRoute, { kind: 'redirect' }>; params: Record<string, string> }
  | { type: 'redirect'; to: string };

export interface GuardState {
  loggedIn: boolean;
  /** The level's grants; null when none could be loaded (read on everything, SPEC.md section 6). */
  permissions: PermissionSet;
}

type RouteObject = { path: string; id: string };
interface RouteGroups { byFirst: Map<string, RouteObject[]>; anywhere: RouteObject[] }
const grouped = new WeakMap<AppRoute[], RouteGroups>();
const firstSegment = (path: string) => path.split('/')[1] ?? '';

function groupRoutes(routes: AppRoute[]): RouteGroups {
  const groups: RouteGroups = { byFirst: new Map(), anywhere: [] };
  routes.forEach((route, index) => {
    const first = firstSegment(route.path);
    const object = { path: route.path, id: String(index) };
    if (/[:*?]/.test(first)) groups.anywhere.push(object);
    else groups.byFirst.set(first, [...(groups.byFirst.get(first) ?? []), object]);
  });
  return groups;
}

/**
 * The route a path opens. Only the routes whose first segment could match are ranked (a few of the ~500),
 * grouped once per route table: ranking all of them cost a slow phone about 0.1 s per render.
 */
function matchRoute(routes: AppRoute[], pathname: string) {
  let groups = grouped.get(routes);
  if (!groups) grouped.set(routes, (groups = groupRoutes(routes)));
  const matches = matchRoutes([...(groups.byFirst.get(firstSegment(pathname)) ?? []), ...groups.anywhere], pathname);
  return matches?.[matches.length - 1];
}

/**
 * The route guard of SPEC.md section 2 as a pure function of the path and the session:
 * root → /dashboard; unknown path → /error-404; alias → its screen; a login page with a session → root
 * (or the target it carries);
 * a protected route without a session → /login carrying the target; missing permission on the route's
 * menu (read, or the route's own action) → /not-authorized; the dashboard needs a session only.
 */
export function decideRoute(routes: AppRoute[], pathname: string, search: string, state: GuardState): GuardDecision {
  const match = matchRoute(routes, pathname);
  if (!match) return { type: 'redirect', to: '/error-404' };
  const route = routes[Number(match.route.id)];
  const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'));

  // Records have whole-number ids: `/stok/create` on a resource without a form is no record.
  if (params.id !== undefined && !/^\d+$/.test(params.id)) return { type: 'redirect', to: '/error-404' };
  if (route.kind === 'redirect') {
    // A target may carry its own query (an alias's preset filter): the visitor's query joins it.
    const [path, own] = route.to.split('?');
    const query = [own, route.to === '/dashboard' ? '' : search.replace(/^\?/, '')].filter(Boolean).join('&');
    return { type: 'redirect', to: generatePath(path, params) + (query ? `?${query}` : '') };
  }
  if (route.access === 'guest') {
    // Signed in on a login page: to the target it carries (just after logging in), else to the root.
    const next = safeTarget(new URLSearchParams(search).get('next'));
    return state.loggedIn ? { type: 'redirect', to: next ?? '/' } : { type: 'render', route, params };
  }
  if (route.access === 'public') return { type: 'render', route, params };
  if (!state.loggedIn) return { type: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  if (route.access === 'exempt') return { type: 'render', route, params };
  return can(state.permissions, route.access.menu, route.access.action)
    ? { type: 'render', route, params }
    : { type: 'redirect', to: '/not-authorized' };
}
