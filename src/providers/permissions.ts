/** One entry of `GET /api/role?level_id=…&sub_menu=1` (SPEC.md section 3). */
export interface SubMenuEntry {
  id: number;
  name: string;
  icon: string | null;
  url: string;
  create: boolean;
  update: boolean;
  delete: boolean;
  notifikasi: { notif: number };
}

export interface PermissionEntry {
  id: number;
  menu_id: number;
  urutan: number;
  menu: { name: string; icon: string | null; url: string };
  create: boolean;
  update: boolean;
  delete: boolean;
  sub_menu: SubMenuEntry[];
}

export type Action = 'read' | 'create' | 'update' | 'delete';

export interface MenuGrant {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** What the user may do per menu url, or null when nothing could be loaded. */
export type PermissionSet = Map<string, MenuGrant> | null;

/** SPEC.md section 6: read on every listed menu and sub-menu; create, update and delete by their flags. */
const sets = new WeakMap<PermissionEntry[], Map<string, MenuGrant>>();

/** Built once per answer: every component reading the grants shares the same set. */
export function toPermissionSet(entries: PermissionEntry[] | null | undefined): PermissionSet {
  if (!entries) return null;
  const known = sets.get(entries);
  if (known) return known;
  const grants = new Map<string, MenuGrant>();
  const grant = (url: string, e: { create: boolean; update: boolean; delete: boolean }) =>
    grants.set(url, { read: true, create: !!e.create, update: !!e.update, delete: !!e.delete });
  for (const entry of entries) {
    grant(entry.menu.url, entry);
    for (const sub of entry.sub_menu ?? []) grant(sub.url, sub);
  }
  sets.set(entries, grants);
  return grants;
}

/** When nothing is loaded the default is read on everything (SPEC.md section 6); the server still decides. */
export function can(permissions: PermissionSet, menu: string, action: Action): boolean {
  if (permissions === null) return action === 'read';
  const grant = permissions.get(menu);
  return !!grant && grant[action];
}
