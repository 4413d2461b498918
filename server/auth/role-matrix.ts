import { createHash } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { Matrix, MatrixMenu } from '../../common/role-matrix.js';

export type { Matrix, MatrixMenu };

type Row = Record<string, unknown>;

export const ROLE_MENU = '/role-management';

const on = (v: unknown) => v === 1 || v === true || v === '1';

/** The fingerprint of a level's role rows: menu and flags, in menu order. */
export function versionOf(rows: Row[]): string {
  const text = rows
    .map((r) => `${String(r.menu_id)}:${on(r.create) ? 1 : 0}${on(r.update) ? 1 : 0}${on(r.delete) ? 1 : 0}`)
    .sort().join(',');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export async function levelRoleRows(db: Db, levelId: number): Promise<Row[]> {
  return db.selectFrom('role').select(['id', 'menu_id', 'create', 'update', 'delete', 'urutan'])
    .where('level_id', '=', levelId).orderBy('id').execute() as Promise<Row[]>;
}

/** The level (404 answered by the caller when missing); `lock` (PostgreSQL only) holds its row to the commit. */
export async function findLevel(db: Db, levelId: number, lock = false): Promise<{ id: number; nama_level: string } | undefined> {
  let q = db.selectFrom('level').select(['id', 'nama_level']).where('id', '=', levelId);
  // Saves of one level's rights queue on its row (PostgreSQL; SQLite's write transactions already run one at a time).
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? { id: Number(row.id), nama_level: String(row.nama_level) } : undefined;
}

/** Every menu with the level's rights and notification statuses on it, in menu order (the client groups them). */
export async function readMatrix(db: Db, level: { id: number; nama_level: string }): Promise<Matrix> {
  const menus = await db.selectFrom('menu').select(['id', 'name', 'icon', 'url', 'parent_id', 'urutan'])
    .orderBy('urutan').orderBy('id').execute() as Row[];
  const roles = await levelRoleRows(db, level.id);
  const statuses = await db.selectFrom('status_role').select(['menu_id', 'status'])
    .where('level_id', '=', level.id).orderBy('id').execute() as Row[];
  const roleByMenu = new Map(roles.map((r) => [Number(r.menu_id), r]));
  return {
    level,
    versi: versionOf(roles),
    menus: menus.map((m) => {
      const role = roleByMenu.get(Number(m.id));
      return {
        id: Number(m.id), name: String(m.name), icon: (m.icon as string | null) ?? null, url: String(m.url),
        parent_id: m.parent_id === null || m.parent_id === undefined ? null : Number(m.parent_id),
        urutan: Number(m.urutan ?? 0),
        role_id: role ? Number(role.id) : null,
        role_urutan: role?.urutan === null || role?.urutan === undefined ? null : Number(role.urutan),
        read: !!role, create: on(role?.create), update: on(role?.update), delete: on(role?.delete),
        notifikasi: statuses.filter((s) => Number(s.menu_id) === Number(m.id)).map((s) => String(s.status)),
      };
    }),
  };
}
