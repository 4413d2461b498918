import type { FastifyInstance } from 'fastify';
import type { AppContext, AuthUser } from '../core/context.js';
import type { HooksByResource, SaveHookArgs } from '../core/hooks.js';
import type { Db } from '../db/connection.js';
import { badRequest, conflict } from '../core/errors.js';
import { requireUser } from '../core/request-user.js';
import { notificationCounts } from './notification-counts.js';

type Row = Record<string, unknown>;

/**
 * `GET /api/role?level_id=…&sub_menu=1`: what the client needs to build the menu and the route guard —
 * the level's top menus, in order, each with its permitted sub-menus, flags and waiting-document counts.
 */
export async function permissionEntries(ctx: AppContext, levelId: number, viewer: AuthUser) {
  const rows = await ctx.db.selectFrom('role')
    .innerJoin('menu', 'menu.id', 'role.menu_id')
    .select(['role.id as role_id', 'role.urutan as role_urutan', 'role.create', 'role.update', 'role.delete',
      'menu.id as menu_id', 'menu.name', 'menu.icon', 'menu.url', 'menu.parent_id', 'menu.urutan as menu_urutan'])
    .where('role.level_id', '=', levelId)
    .orderBy('role.urutan').orderBy('menu.urutan').orderBy('menu.id')
    .execute() as Row[];
  const counts = await notificationCounts(ctx, levelId, viewer);
  const flags = (r: Row) => ({ create: !!r.create, update: !!r.update, delete: !!r.delete });
  const tops = rows.filter((r) => r.parent_id === null);
  return tops.map((top) => ({
    id: top.role_id,
    menu_id: top.menu_id,
    urutan: top.role_urutan,
    menu: { name: top.name, icon: top.icon, url: top.url },
    ...flags(top),
    sub_menu: rows
      .filter((r) => r.parent_id === top.menu_id)
      .sort((a, b) => Number(a.menu_urutan) - Number(b.menu_urutan))
      .map((r) => ({
        id: r.menu_id, name: r.name, icon: r.icon, url: r.url, ...flags(r),
        notifikasi: { notif: counts.get(r.url as string) ?? 0 },
      })),
  }));
}

/**
 * One role row per level and menu (the database's unique index, migration 021): a create or an update that would
 * make a second one answers 409 naming the level and menu, before the index would refuse it.
 */
async function refuseSecondRole({ trx, values, existing }: SaveHookArgs): Promise<void> {
  const pick = (name: string) => (name in values ? values[name] : existing?.[name]);
  const levelId = Number(pick('level_id'));
  const menuId = Number(pick('menu_id'));
  if (!Number.isSafeInteger(levelId) || !Number.isSafeInteger(menuId)) return;
  let q = trx.selectFrom('role').select('id').where('level_id', '=', levelId).where('menu_id', '=', menuId);
  if (existing) q = q.where('id', '!=', Number(existing.id));
  if (!(await q.executeTakeFirst())) return;
  const level = await trx.selectFrom('level').select('nama_level').where('id', '=', levelId).executeTakeFirst();
  const menu = await trx.selectFrom('menu').select('name').where('id', '=', menuId).executeTakeFirst();
  throw conflict(`Level ${String(level?.nama_level ?? levelId)} sudah memiliki hak akses menu ${String(menu?.name ?? menuId)}; ubah hak akses yang ada`);
}

export function roleHooks(app: FastifyInstance): HooksByResource {
  const invalidate = ({ trx }: { trx: Db }) => app.ctx.permissions.invalidate(trx);
  // A level's name is part of each signed-in user of it.
  const levelChanged = async ({ trx }: { trx: Db }) => { await app.ctx.permissions.invalidate(trx); await app.ctx.users.invalidate(trx); };
  return {
    role: {
      afterWrite: invalidate,
      beforeSave: refuseSecondRole,
      listParams: ['sub_menu'],
      async list(req, reply) {
        const q = req.query as Record<string, string>;
        if (q.sub_menu !== '1' && q.sub_menu !== 'true') return false;
        const user = requireUser(req);
        const levelId = q.level_id === undefined ? user.level_id : Number(q.level_id);
        if (!Number.isSafeInteger(levelId) || levelId <= 0) throw badRequest('level_id harus bilangan bulat positif');
        if (levelId !== user.level_id) await app.ctx.permissions.require(user, '/role-management', 'read');
        const data = await permissionEntries(app.ctx, levelId, user);
        await reply.send({ data, total: data.length });
        return true;
      },
    },
    menu: { afterWrite: invalidate },
    level: { afterWrite: levelChanged },
  };
}
