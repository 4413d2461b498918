import type { MenuNode } from '../../common/registry';
import type { PermissionEntry } from '../providers/permissions';

export interface MenuLink {
  type: 'link';
  name: string;
  url: string;
  icon: string | null;
  /** Documents waiting for this level (the sub-menu's `notifikasi.notif`). */
  badge: number;
}

export interface MenuGroup {
  type: 'group';
  name: string;
  url: string;
  icon: string | null;
  /** The sum of its items' badges. */
  badge: number;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

/** Urls of the registry's menu groups (nodes with children): they are headings, never pages. */
export function groupUrls(menus: MenuNode[]): Set<string> {
  return new Set(menus.filter((m) => m.children && m.children.length > 0).map((m) => m.url));
}

/**
 * The vertical menu from the level's role entries, in their order: a top menu with permitted sub-menus is
 * a group; one without is a direct page (the dashboard); a group left empty is dropped.
 */
export function buildMenu(entries: PermissionEntry[], groups: Set<string>): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    const children: MenuLink[] = (entry.sub_menu ?? []).map((sub) => ({
      type: 'link', name: sub.name, url: sub.url, icon: sub.icon, badge: Number(sub.notifikasi?.notif ?? 0),
    }));
    if (children.length > 0) {
      items.push({
        type: 'group', name: entry.menu.name, url: entry.menu.url, icon: entry.menu.icon, children,
        badge: children.reduce((sum, c) => sum + c.badge, 0),
      });
    } else if (!groups.has(entry.menu.url)) {
      items.push({ type: 'link', name: entry.menu.name, url: entry.menu.url, icon: entry.menu.icon, badge: 0 });
    }
  }
  return items;
}

/** The group holding the current page, opened on arrival. */
export function activeGroup(items: MenuItem[], pathname: string): string | null {
  const hit = (url: string) => pathname === url || pathname.startsWith(`${url}/`);
  const group = items.find((i): i is MenuGroup => i.type === 'group' && i.children.some((c) => hit(c.url)));
  return group?.url ?? null;
}
