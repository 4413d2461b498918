import type { AuthUser } from '../core/auth-user.js';
import type { AppContext } from '../core/context.js';
import { nowIso } from '../core/context.js';
import { writeAudit } from '../core/audit.js';
import { badRequest, conflict, unprocessable } from '../core/errors.js';
import type { Db } from '../db/connection.js';
import { levelRoleRows, ROLE_MENU, versionOf } from './role-matrix.js';

type Row = Record<string, unknown>;
type Flags = { create: boolean; update: boolean; delete: boolean };

export interface MatrixSave {
  versi: string;
  /** The menus the level may open (read), each with its flags; a menu left out is no access. */
  grants: Map<number, Flags>;
}

const FLAG_NAMES = ['create', 'update', 'delete'] as const;
const MAX_MENUS = 1000;

/** Reads `{ versi, menus: [{ menu_id, create?, update?, delete? }] }`: 400 for a malformed body, 422 for bad values. */
export function parseMatrixBody(body: unknown): MatrixSave {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const b = body as Row;
  const unknown = Object.keys(b).filter((k) => k !== 'versi' && k !== 'menus');
  if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`);
  if (typeof b.versi !== 'string' || b.versi === '') throw unprocessable({ versi: ['Versi hak akses wajib dikirim (dari GET /api/role-matrix/:levelId)'] });
  if (!Array.isArray(b.menus)) throw unprocessable({ menus: ['Daftar menu wajib berupa larik'] });
  if (b.menus.length > MAX_MENUS) throw unprocessable({ menus: [`Paling banyak ${MAX_MENUS} menu`] });
  const grants = new Map<number, Flags>();
  for (const [i, item] of (b.menus as unknown[]).entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw unprocessable({ [`menus.${i}`]: ['Setiap menu harus berupa objek'] });
    const m = item as Row;
    const extra = Object.keys(m).filter((k) => k !== 'menu_id' && !(FLAG_NAMES as readonly string[]).includes(k));
    if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.map((k) => `menus.${i}.${k}`).join(', ')}`);
    if (typeof m.menu_id !== 'number' || !Number.isSafeInteger(m.menu_id) || m.menu_id <= 0) {
      throw unprocessable({ [`menus.${i}.menu_id`]: ['Menu harus berupa id bilangan bulat positif'] });
    }
    for (const f of FLAG_NAMES) {
      if (m[f] !== undefined && typeof m[f] !== 'boolean') throw unprocessable({ [`menus.${i}.${f}`]: ['Harus benar atau salah (true/false)'] });
    }
    if (grants.has(m.menu_id)) throw unprocessable({ [`menus.${i}.menu_id`]: ['Menu tercantum lebih dari sekali'] });
    grants.set(m.menu_id, { create: m.create === true, update: m.update === true, delete: m.delete === true });
  }
  return { versi: b.versi, grants };
}

const on = (v: unknown) => v === 1 || v === true || v === '1';

/**
 * Writes a level's whole rights inside `trx`: rows added, changed and removed so that the level has exactly the
 * menus sent (and, read only, the top menu of each sub-menu sent, without which the side menu would not show it).
 * Refuses a menu that does not exist (422), rights changed by someone else since `versi` was read (409), and
 * taking from one's own level the right to change roles (422). Answers how many rows changed.
 */
export async function saveMatrix(trx: Db, ctx: AppContext, user: AuthUser, levelId: number, save: MatrixSave): Promise<number> {
  const menus = await trx.selectFrom('menu').select(['id', 'name', 'url', 'parent_id']).orderBy('urutan').orderBy('id').execute() as Row[];
  const menuById = new Map(menus.map((m) => [Number(m.id), m]));
  const missing = [...save.grants.keys()].filter((id) => !menuById.has(id));
  if (missing.length) throw unprocessable({ menus: [`Menu tidak dikenal: ${missing.join(', ')}`] }, `Menu tidak dikenal: ${missing.join(', ')}`);

  const current = await levelRoleRows(trx, levelId);
  if (versionOf(current) !== save.versi) {
    throw conflict('Hak akses level ini sudah diubah orang lain sejak layar dibuka; muat ulang lalu ulangi perubahan Anda');
  }
  const wanted = new Map(save.grants);
  for (const id of save.grants.keys()) {
    const parent = menuById.get(id)?.parent_id;
    if (parent !== null && parent !== undefined && !wanted.has(Number(parent))) wanted.set(Number(parent), { create: false, update: false, delete: false });
  }
  if (levelId === user.level_id) {
    const own = menus.find((m) => m.url === ROLE_MENU);
    if (own && !wanted.get(Number(own.id))?.update) {
      throw unprocessable({ menus: ['Level Anda sendiri harus tetap dapat mengubah hak akses'] }, 'Level Anda sendiri harus tetap dapat mengubah hak akses (Ubah pada menu hak akses)');
    }
  }

  const at = nowIso(ctx);
  const audit = (action: string, recordId: number, before: unknown, after: unknown) =>
    writeAudit(trx, { userId: user.id, action, resource: 'role', recordId, before, after, at });
  let changed = 0;
  const byMenu = new Map(current.map((r) => [Number(r.menu_id), r]));
  for (const row of current) {
    if (wanted.has(Number(row.menu_id))) continue;
    await trx.deleteFrom('role').where('id', '=', Number(row.id)).execute();
    await audit('delete', Number(row.id), row, undefined);
    changed += 1;
  }
  let urutan = current.reduce((max, r) => Math.max(max, Number(r.urutan ?? 0)), 0);
  // New rows in menu order (each top menu, then its sub-menus), so new top menus join the level's side menu in it.
  const treeOrder = menus.filter((m) => m.parent_id === null)
    .flatMap((top) => [Number(top.id), ...menus.filter((m) => Number(m.parent_id) === Number(top.id)).map((m) => Number(m.id))]);
  const order = [...treeOrder.filter((id) => wanted.has(id)), ...[...wanted.keys()].filter((id) => !treeOrder.includes(id))];
  for (const menuId of order) {
    const flags = wanted.get(menuId)!;
    const values = { create: flags.create ? 1 : 0, update: flags.update ? 1 : 0, delete: flags.delete ? 1 : 0 };
    const row = byMenu.get(menuId);
    if (row) {
      if (on(row.create) === flags.create && on(row.update) === flags.update && on(row.delete) === flags.delete) continue;
      await trx.updateTable('role').set({ ...values, updated_at: at, updated_by: user.id }).where('id', '=', Number(row.id)).execute();
      await audit('update', Number(row.id), row, { ...row, ...values });
    } else {
      urutan += 1;
      const inserted = await trx.insertInto('role')
        .values({ level_id: levelId, menu_id: menuId, ...values, urutan, created_at: at, updated_at: at, created_by: user.id, updated_by: user.id })
        .returning('id').executeTakeFirstOrThrow();
      await audit('create', Number(inserted.id), undefined, { level_id: levelId, menu_id: menuId, ...values, urutan });
    }
    changed += 1;
  }
  if (changed > 0) await ctx.permissions.invalidate(trx);
  return changed;
}
