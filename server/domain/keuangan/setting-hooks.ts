import type { ResourceHooks } from '../../core/hooks.js';
import { requireUser } from '../../core/request-user.js';
import { badRequest, notFound } from '../../core/errors.js';
import { getRecord } from '../../core/records.js';
import { findResource } from '../../../common/registry.js';

/**
 * Settings are one record: `GET /api/setting` answers it to every signed-in user (company identity for
 * prints, posting accounts); changing it needs the update right on /setting (the generic save).
 */
export const settingHooks: ResourceHooks = {
  async list(req, reply) {
    requireUser(req);
    // react-admin's list calls send paging; anything else means the caller expects a list it will not get.
    const params = Object.keys(req.query as object).filter((k) => k !== 'page' && k !== 'perPage');
    if (params.length) throw badRequest(`Pengaturan tidak menerima parameter: ${params.join(', ')}`);
    const { ctx } = req.server;
    const row = await ctx.db.selectFrom('setting').select('id').orderBy('id').limit(1).executeTakeFirst();
    if (!row) throw notFound('Pengaturan belum dibuat');
    const data = await getRecord(ctx.db, ctx.registry, findResource(ctx.registry, 'setting')!, row.id as number, { user: null });
    await reply.send({ data });
    return true;
  },
};
