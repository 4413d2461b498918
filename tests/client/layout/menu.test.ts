import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import { activeGroup, buildMenu, groupUrls } from '../../../src/layout/menuModel';
import { MENU_ICONS } from '../../../src/layout/menuIcons';
import { iconFor } from '../../../src/layout/MenuIcon';
import { pageMeta } from '../../../src/layout/pageMeta';
import type { PermissionEntry } from '../../../src/providers/permissions';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { decideRoute } from '../../../src/framework/guard';

const sub = (name: string, url: string, notif = 0) => ({ id: 0, name, icon: 'Route', url, create: true, update: true, delete: false, notifikasi: { notif } });
const entries: PermissionEntry[] = [
  { id: 1, menu_id: 1, urutan: 1, menu: { name: 'Dashboard', icon: 'Dashboard', url: '/dashboard' }, create: false, update: false, delete: false, sub_menu: [] },
  { id: 2, menu_id: 2, urutan: 2, menu: { name: 'Master Data', icon: 'Storage', url: '/master' }, create: false, update: false, delete: false, sub_menu: [sub('Rute', '/rute', 2), sub('Teritori', '/teritori', 3)] },
  { id: 3, menu_id: 3, urutan: 3, menu: { name: 'Pengaturan', icon: 'Settings', url: '/pengaturan' }, create: false, update: false, delete: false, sub_menu: [] },
];

describe('menu from the role entries', () => {
  const groups = groupUrls(registry.menus);

  it('keeps the server order, groups sub-menus and sums their badges', () => {
    const items = buildMenu(entries, groups);
    expect(items.map((i) => [i.type, i.name, i.badge])).toEqual([
      ['link', 'Dashboard', 0],
      ['group', 'Master Data', 5],
    ]);
    const master = items[1];
    expect(master.type === 'group' && master.children.map((c) => [c.name, c.url, c.badge])).toEqual([['Rute', '/rute', 2], ['Teritori', '/teritori', 3]]);
  });

  it('drops a group the level has no sub-menu of', () => {
    expect(buildMenu(entries, groups).some((i) => i.name === 'Pengaturan')).toBe(false);
  });

  it('opens the group holding the current page', () => {
    const items = buildMenu(entries, groups);
    expect(activeGroup(items, '/teritori/5')).toBe('/master');
    expect(activeGroup(items, '/dashboard')).toBeNull();
  });

  it('has an icon for every icon name the registry uses', () => {
    const names = new Set<string>();
    const walk = (nodes: typeof registry.menus) => nodes.forEach((n) => { names.add(n.icon); if (n.children) walk(n.children); });
    walk(registry.menus);
    registry.resources.forEach((r) => r.icon && names.add(r.icon));
    const missing = [...names].filter((n) => !MENU_ICONS[n]);
    expect(missing, 'add these to src/layout/menuIcons.tsx').toEqual([]);
    expect(iconFor(MENU_ICONS, 'TidakAda')).toBe(iconFor(MENU_ICONS, null));
    expect(iconFor(MENU_ICONS, 'TidakAda', true)).not.toBe(iconFor(MENU_ICONS, 'TidakAda'));
    expect(iconFor(MENU_ICONS, 'Route')).toBe(MENU_ICONS.Route);
  });
});

describe('page title and breadcrumb', () => {
  const routes = buildRouteTable(registry);
  const meta = (path: string) => {
    const d = decideRoute(routes, path, '', { loggedIn: true, permissions: null });
    if (d.type !== 'render') throw new Error(`no screen at ${path}`);
    return pageMeta(registry, d.route, d.params);
  };

  it('names the list after the resource, inside its menu group', () => {
    expect(meta('/rute')).toEqual({ title: 'Rute', crumbs: [{ label: 'Beranda', to: '/dashboard' }, { label: 'Master Data' }, { label: 'Rute' }] });
  });

  it('names the form and the detail page after the action', () => {
    expect(meta('/pengguna/4/show').title).toBe('Detail Pengguna');
    expect(meta('/pengguna/4/show').crumbs.slice(-2)).toEqual([{ label: 'Pengguna', to: '/pengguna' }, { label: 'Detail' }]);
    expect(meta('/rute/5/show').crumbs.map((c) => c.label)).toEqual(['Beranda', 'Master Data', 'Rute', 'Detail']);
    expect(meta('/dashboard')).toEqual({ title: 'Beranda', crumbs: [{ label: 'Beranda', to: '/dashboard' }] });
    expect(meta('/akun-pengguna').title).toBe('Akun Saya');
  });
});
