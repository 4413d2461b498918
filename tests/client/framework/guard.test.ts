import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import type { Registry } from '../../../common/registry';
import { resourceOps } from '../../../common/registry';
import { decideRoute, type GuardDecision } from '../../../src/framework/guard';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { toPermissionSet, type PermissionEntry, type PermissionSet } from '../../../src/providers/permissions';

const fixture: Registry = {
  menus: [],
  resources: [
    { name: 'barang', label: 'Barang', labelPlural: 'Barang', menu: '/barang', path: '/barang', aliases: ['/barang/add', '/barang/edit/:id', '/barang/detail/:id'], titleField: 'nama', fields: [] },
    { name: 'opname', label: 'Opname', labelPlural: 'Opname', menu: '/stock-opname', path: '/stock-opname', aliases: ['/stock-opname/:id', '/stock-opname/add/:id', '/stock-opname/download-attachment/:id'], titleField: 'nomor', fields: [] },
    { name: 'gudang-palet', label: 'Palet', labelPlural: 'Palet', menu: '/pallet', path: '/pallet', aliases: ['/palet'], titleField: 'kode', fields: [] },
    { name: 'perbaikan-kendaraan', label: 'Perbaikan', labelPlural: 'Perbaikan', menu: '/kendaraan/form-perbaikan', path: '/kendaraan/form-perbaikan', aliases: ['/perbaikankendaraan'], titleField: 'id', fields: [] },
    { name: 'stok', label: 'Stok', labelPlural: 'Stok', menu: '/stok', path: '/stok', titleField: 'id', operations: ['list', 'get'], fields: [] },
    { name: 'rute', label: 'Rute', labelPlural: 'Rute', menu: '/rute', path: '/rute', titleField: 'nama', fields: [] },
  ],
};

const grant = (url: string, flags: Partial<Record<'create' | 'update' | 'delete', boolean>> = {}) =>
  ({ id: 1, name: url, icon: null, url, create: !!flags.create, update: !!flags.update, delete: !!flags.delete, notifikasi: { notif: 0 } });

function permissions(...subs: ReturnType<typeof grant>[]): PermissionSet {
  const entries: PermissionEntry[] = [
    { id: 1, menu_id: 1, urutan: 1, menu: { name: 'Dashboard', icon: 'Dashboard', url: '/dashboard' }, create: false, update: false, delete: false, sub_menu: [] },
    { id: 2, menu_id: 2, urutan: 2, menu: { name: 'Master', icon: 'Storage', url: '/master' }, create: false, update: false, delete: false, sub_menu: subs },
  ];
  return toPermissionSet(entries);
}

const routes = buildRouteTable(fixture);
const guest = { loggedIn: false, permissions: null };
const readRute = { loggedIn: true, permissions: permissions(grant('/rute'), grant('/akun-pengguna')) };
const fullRute = { loggedIn: true, permissions: permissions(grant('/rute', { create: true, update: true, delete: true })) };

function decide(path: string, state: Parameters<typeof decideRoute>[3], table = routes): GuardDecision {
  const [pathname, search = ''] = path.split('?');
  return decideRoute(table, pathname, search ? `?${search}` : '', state);
}
const to = (d: GuardDecision) => (d.type === 'redirect' ? d.to : null);
const rendered = (d: GuardDecision) => (d.type === 'render' ? (d.route.kind === 'page' ? `page:${d.route.page}` : `${d.route.view}:${d.route.resource}:${d.params.id ?? ''}`) : null);

describe('route guard (SPEC.md section 2)', () => {
  it('sends the root to /dashboard', () => {
    expect(to(decide('/', guest))).toBe('/dashboard');
    expect(to(decide('/', readRute))).toBe('/dashboard');
  });

  it('sends an unknown path to /error-404, with or without a session', () => {
    expect(to(decide('/tidak-ada', guest))).toBe('/error-404');
    expect(to(decide('/rute/1/2/3', readRute))).toBe('/error-404');
    expect(to(decide('/rank-sales', readRute))).toBe('/error-404');
  });

  it('without a session sends a protected route to /login carrying the target', () => {
    expect(to(decide('/rute', guest))).toBe('/login?next=%2Frute');
    expect(to(decide('/rute/5?tab=1', guest))).toBe('/login?next=%2Frute%2F5%3Ftab%3D1');
    expect(to(decide('/dashboard', guest))).toBe('/login?next=%2Fdashboard');
    expect(to(decide('/akun-pengguna', guest))).toBe('/login?next=%2Fakun-pengguna');
  });

  it('shows the login pages without a session and sends a signed-in user to the root', () => {
    expect(rendered(decide('/login', guest))).toBe('page:login');
    expect(rendered(decide('/forgot-password', guest))).toBe('page:forgot-password');
    expect(to(decide('/login', readRute))).toBe('/');
    expect(to(decide('/forgot-password', readRute))).toBe('/');
  });

  it('just after login follows the carried target, never to another site', () => {
    expect(to(decide('/login?next=%2Frute%2F5', readRute))).toBe('/rute/5');
    expect(to(decide('/login?next=%2F%2Fevil.example', readRute))).toBe('/');
    expect(to(decide('/login?next=https%3A%2F%2Fevil.example', readRute))).toBe('/');
  });

  it('shows the error pages to everyone', () => {
    for (const page of ['/error-404', '/not-authorized', '/token-expired']) {
      expect(rendered(decide(page, guest))).toBe(`page:${page.slice(1)}`);
      expect(rendered(decide(page, readRute))).toBe(`page:${page.slice(1)}`);
    }
  });

  it('lets any signed-in level open the dashboard', () => {
    expect(rendered(decide('/dashboard', { loggedIn: true, permissions: permissions() }))).toBe('page:dashboard');
  });

  it('needs read on the menu for a list and a detail page', () => {
    expect(rendered(decide('/rute', readRute))).toBe('list:rute:');
    expect(rendered(decide('/rute/5/show', readRute))).toBe('show:rute:5');
    expect(to(decide('/rute', { loggedIn: true, permissions: permissions(grant('/teritori')) }))).toBe('/not-authorized');
    expect(rendered(decide('/akun-pengguna', readRute))).toBe('page:akun-pengguna');
    expect(to(decide('/akun-pengguna', fullRute))).toBe('/not-authorized');
  });

  it('needs the route\'s own action: create for /create, update for the form', () => {
    expect(to(decide('/rute/create', readRute))).toBe('/not-authorized');
    expect(to(decide('/rute/5', readRute))).toBe('/not-authorized');
    expect(rendered(decide('/rute/create', fullRute))).toBe('create:rute:');
    expect(rendered(decide('/rute/5', fullRute))).toBe('edit:rute:5');
  });

  it('opens the detail page at /:id when the resource cannot be changed', () => {
    const stok = { loggedIn: true, permissions: permissions(grant('/stok')) };
    expect(rendered(decide('/stok/3', stok))).toBe('show:stok:3');
    expect(to(decide('/stok/create', stok))).toBe('/error-404');
  });

  it('falls back to read on everything when no permissions could be loaded', () => {
    const unknown = { loggedIn: true, permissions: null };
    expect(rendered(decide('/rute', unknown))).toBe('list:rute:');
    expect(to(decide('/rute/create', unknown))).toBe('/not-authorized');
  });

  it('redirects aliases to the screen they name', () => {
    expect(to(decide('/palet', fullRute))).toBe('/pallet');
    expect(to(decide('/barang/add', fullRute))).toBe('/barang/create');
    expect(to(decide('/barang/edit/7', fullRute))).toBe('/barang/7');
    expect(to(decide('/barang/detail/7', fullRute))).toBe('/barang/7/show');
    expect(to(decide('/perbaikankendaraan', guest))).toBe('/kendaraan/form-perbaikan');
    expect(to(decide('/stock-opname/add/4', fullRute))).toBe('/stock-opname/create');
    expect(to(decide('/stock-opname/download-attachment/4', fullRute))).toBe('/stock-opname/4/show');
  });

  it('lets an alias that is the resource\'s own record route open the record', () => {
    const all = { loggedIn: true, permissions: permissions(grant('/stock-opname', { create: true, update: true })) };
    expect(rendered(decide('/stock-opname/4', all))).toBe('edit:opname:4');
  });
});

describe('every registry resource opens its screens', () => {
  const table = buildRouteTable(registry);
  const everything: PermissionSet = new Map(registry.resources.map((r) => [r.menu, { read: true, create: true, update: true, delete: true }]));
  const all = { loggedIn: true, permissions: everything };
  const listed = registry.resources.filter((r) => resourceOps(r).includes('list'));

  it.each(listed.map((r) => [r.path, r.name] as const))('%s opens the list of %s', (path, name) => {
    expect(rendered(decide(path, all, table))).toBe(`list:${name}:`);
  });

  it.each(registry.resources.flatMap((r) => (r.aliases ?? []).map((a) => [a, r.path, r.name] as const)))('alias %s leads to %s', (alias, path, name) => {
    const d = decide(alias.replace(/:\w+/, '12'), all, table);
    if (d.type === 'redirect') expect(d.to.startsWith(path)).toBe(true);
    else expect(d.route.kind === 'view' && d.route.resource).toBe(name);
  });
});
