/**
 * The rights of one level as a matrix (issue 35), without React: menus grouped and ordered as the level's side
 * menu, cells toggled with their dependencies (no Tambah without Lihat), whole rows and columns, and the body of
 * `PUT /api/role-matrix/:levelId`.
 */
import type { Matrix, MatrixMenu, Rights } from '../../../common/role-matrix';

export type { Matrix, MatrixMenu, Rights };

export type RightKey = 'read' | 'create' | 'update' | 'delete';
export const RIGHTS: Array<{ key: RightKey; label: string }> = [
  { key: 'read', label: 'Lihat' },
  { key: 'create', label: 'Tambah' },
  { key: 'update', label: 'Ubah' },
  { key: 'delete', label: 'Hapus' },
];

/** A top menu and its sub-menus: a group heading when it has sub-menus, a plain row (the dashboard) otherwise. */
export interface MatrixGroup {
  top: MatrixMenu;
  children: MatrixMenu[];
}

/** Rights by menu id: what the screen shows and edits. */
export type RightsById = Record<number, Rights>;

const byMenuOrder = (a: MatrixMenu, b: MatrixMenu) => a.urutan - b.urutan || a.id - b.id;

/**
 * As the side menu orders them (server/auth/role-routes.ts): the level's top menus by their role order, then the
 * top menus it has no right on yet in menu order (where a save appends them); sub-menus in menu order.
 */
export function groupMenus(menus: MatrixMenu[]): MatrixGroup[] {
  const tops = menus.filter((m) => m.parent_id === null);
  const granted = tops.filter((m) => m.role_urutan !== null)
    .sort((a, b) => (a.role_urutan ?? 0) - (b.role_urutan ?? 0) || byMenuOrder(a, b));
  const others = tops.filter((m) => m.role_urutan === null).sort(byMenuOrder);
  return [...granted, ...others].map((top) => ({
    top,
    children: menus.filter((m) => m.parent_id === top.id).sort(byMenuOrder),
  }));
}

const NONE: Rights = { read: false, create: false, update: false, delete: false };

export function rightsOf(menus: MatrixMenu[]): RightsById {
  return Object.fromEntries(menus.map((m) => [m.id, { read: m.read, create: m.create, update: m.update, delete: m.delete }]));
}

/** One cell: Lihat off takes every right away; Tambah, Ubah or Hapus on gives Lihat too. */
export function setRight(rights: Rights, key: RightKey, on: boolean): Rights {
  if (key === 'read') return on ? { ...rights, read: true } : { ...NONE };
  return on ? { ...rights, read: true, [key]: true } : { ...rights, [key]: false };
}

/** The same cell on several menus (a group's sub-menus, a whole column). */
export function setRights(state: RightsById, ids: number[], key: RightKey, on: boolean): RightsById {
  const next = { ...state };
  for (const id of ids) next[id] = setRight(next[id] ?? NONE, key, on);
  return next;
}

/** A whole row (every right of the menus): all on, or all off. */
export function setRow(state: RightsById, ids: number[], on: boolean): RightsById {
  const next = { ...state };
  for (const id of ids) next[id] = on ? { read: true, create: true, update: true, delete: true } : { ...NONE };
  return next;
}

/** The menus whose rights a row, a group heading or a column sets: a group's sub-menus, or the menu itself. */
export function editableIds(group: MatrixGroup): number[] {
  return group.children.length > 0 ? group.children.map((c) => c.id) : [group.top.id];
}

/** all / some / none of `ids` have the right (a heading's or a column's checkbox, indeterminate on some). */
export function coverage(state: RightsById, ids: number[], key: RightKey | 'all'): 'all' | 'some' | 'none' {
  const has = (id: number) => {
    const r = state[id] ?? NONE;
    return key === 'all' ? r.read && r.create && r.update && r.delete : r[key];
  };
  const n = ids.filter(has).length;
  if (ids.length === 0 || n === 0) return 'none';
  return n === ids.length ? 'all' : 'some';
}

/** Menus whose rights differ from what was loaded. */
export function changedIds(menus: MatrixMenu[], state: RightsById): number[] {
  return menus.filter((m) => {
    const r = state[m.id] ?? NONE;
    return r.read !== m.read || r.create !== m.create || r.update !== m.update || r.delete !== m.delete;
  }).map((m) => m.id);
}

/**
 * The body of the save: the menus the level may open with their flags. A group heading is not sent: the server
 * gives it (read) to a level that has any of its sub-menus, and a heading left without one is dropped.
 */
export function savePayload(matrix: Matrix, state: RightsById) {
  const headings = new Set(groupMenus(matrix.menus).filter((g) => g.children.length > 0).map((g) => g.top.id));
  const menus = matrix.menus
    .filter((m) => !headings.has(m.id) && state[m.id]?.read)
    .map((m) => ({ menu_id: m.id, create: state[m.id].create, update: state[m.id].update, delete: state[m.id].delete }));
  return { versi: matrix.versi, menus };
}
