import type { AppContext, AuthUser } from '../core/context.js';
import { visibleRows } from '../core/records.js';
import { tableName } from '../../common/registry.js';

/**
 * Badge counts per sub-menu url: documents of that menu's resources whose `status` is one the level must
 * act on (its status-role entries), as far as the viewer may see them.
 */
export async function notificationCounts(ctx: AppContext, levelId: number, viewer: AuthUser): Promise<Map<string, number>> {
  const entries = await ctx.db.selectFrom('status_role')
    .innerJoin('menu', 'menu.id', 'status_role.menu_id')
    .select(['menu.url', 'status_role.status'])
    .where('status_role.level_id', '=', levelId)
    .execute();
  const counts = new Map<string, number>();
  const byUrl = new Map<string, string[]>();
  for (const e of entries) byUrl.set(e.url as string, [...(byUrl.get(e.url as string) ?? []), e.status as string]);
  for (const [url, statuses] of byUrl) {
    let total = 0;
    for (const resource of ctx.registry.resources.filter((r) => r.menu === url && r.fields.some((f) => f.name === 'status'))) {
      const row = await visibleRows(ctx.db, resource, { user: viewer, registry: ctx.registry })
        .where(`${tableName(resource)}.status`, 'in', statuses)
        .select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      total += Number(row?.n ?? 0);
    }
    counts.set(url, total);
  }
  return counts;
}
