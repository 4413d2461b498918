import { tableName, type ResourceDef } from '../../common/registry.js';
import type { Db } from '../db/connection.js';
import { rowScope } from '../auth/scope.js';
import type { AuthUser } from './context.js';
import { onCommit } from './transaction.js';
import { pushToUsers } from './realtime.js';

export interface Notice {
  judul: string;
  pesan: string;
  url?: string | null;
  resource?: string | null;
  record_id?: number | null;
}

/** Writes one notification per user inside the caller's transaction; the live push follows the commit. */
export async function notifyUsers(trx: Db, userIds: number[], notice: Notice, at: string): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await trx.insertInto('notifikasi').values(ids.map((user_id) => ({
    user_id, judul: notice.judul, pesan: notice.pesan, url: notice.url ?? null, resource: notice.resource ?? null,
    record_id: notice.record_id ?? null, created_at: at,
  }))).execute();
  onCommit(trx, () => pushToUsers(ids, 'notifikasi', { judul: notice.judul, pesan: notice.pesan, url: notice.url ?? null }));
}

/**
 * The users among `users` who may see the record: a level the resource scopes by warehouse, employee or user
 * (rowScope) only when the record is theirs (a mutation tells the warehouse admins of its two warehouses, not
 * every warehouse admin). Scopes through a reference (`by: 'ref'`) are not narrowed here.
 */
async function withinScope(trx: Db, resource: ResourceDef, id: number, users: AuthUser[]): Promise<AuthUser[]> {
  const scoped = users.filter((u) => rowScope(resource, u));
  if (scoped.length === 0) return users;
  const row = await trx.selectFrom(tableName(resource)).selectAll().where('id', '=', id).executeTakeFirst() as Record<string, unknown> | undefined;
  if (!row) return users.filter((u) => !rowScope(resource, u));
  return users.filter((u) => {
    const s = rowScope(resource, u);
    if (!s) return true;
    return Number(row[s.field]) === s.value || (s.orField !== undefined && Number(row[s.orField]) === s.value);
  });
}

/** A user as people know them: their employee's name, else their login; null for no such user. */
export async function personName(trx: Db, userId: number): Promise<string | null> {
  const row = await trx.selectFrom('users').leftJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
    .select(['users.email', 'karyawan.nama_lengkap']).where('users.id', '=', userId).executeTakeFirst();
  return row ? String(row.nama_lengkap ?? row.email) : null;
}

/**
 * After a document reaches `state`: every user of a level that acts on some state of its menu gets a live `badge`
 * push `{menu}` (their menu's counts are read again); the users whose level must act on it (the level's status-role entries
 * for the document's menu) who may see it are told, and so is whoever created it, each by who did it ("… berstatus
 * Diajukan oleh Andi Saputra"). The actor is not told about their own step.
 */
export async function notifyStateChange(trx: Db, resource: ResourceDef, record: { id: number; created_by?: unknown; title: string },
  state: string, stateLabel: string, actorId: number, at: string): Promise<void> {
  // Every level with a status-role entry on the menu: those acting on the new state, and those whose count of the
  // state it left may have dropped. Their users' menu badges are re-read live (a 'badge' push after commit).
  const roles = await trx.selectFrom('status_role').innerJoin('menu', 'menu.id', 'status_role.menu_id')
    .select(['status_role.level_id', 'status_role.status']).where('menu.url', '=', resource.menu).execute();
  const levels = roles.filter((r) => r.status === state);
  const watching = [...new Set(roles.map((r) => Number(r.level_id)))];
  const url = `${resource.path}/${record.id}/show`;
  const users = watching.length
    ? await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
      .select(['users.id', 'users.level_id', 'level.nama_level as level_name', 'users.karyawan_id', 'users.gudang_id'])
      .where('users.level_id', 'in', watching).where('users.deleted_at', 'is', null).where('users.aktif', '=', 1).execute()
    : [];
  if (users.length) onCommit(trx, () => pushToUsers(users.map((u) => Number(u.id)), 'badge', { menu: resource.menu }));
  const acting = new Set(levels.map((l) => Number(l.level_id)));
  const candidates = users.filter((u) => acting.has(Number(u.level_id)));
  const actors = candidates.length
    ? (await withinScope(trx, resource, record.id, candidates as unknown as AuthUser[])).map((u) => u.id).filter((id) => id !== actorId)
    : [];
  const creator = typeof record.created_by === 'number' ? record.created_by : null;
  const tellCreator = !!creator && creator !== actorId && !actors.includes(creator);
  // Nobody to tell (a salesperson finishing their own sale): no notification, so no name to look up.
  if (actors.length === 0 && !tellCreator) return;
  const actor = await personName(trx, actorId);
  const by = actor ? ` oleh ${actor}` : '';
  await notifyUsers(trx, actors, { judul: `${resource.label} menunggu tindakan`, pesan: `${resource.label} ${record.title} berstatus ${stateLabel}${by}`, url, resource: resource.name, record_id: record.id }, at);
  if (tellCreator) {
    await notifyUsers(trx, [creator!], { judul: `${resource.label} diperbarui`, pesan: `${resource.label} ${record.title} kini berstatus ${stateLabel}${by}`, url, resource: resource.name, record_id: record.id }, at);
  }
}
