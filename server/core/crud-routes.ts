import type { FastifyInstance } from 'fastify';
import { resourceOps } from '../../common/registry.js';
import { badRequest } from './errors.js';
import { parseIdParam, requireUser } from './request-user.js';
import { parseListParams } from './list-query.js';
import { getRecord, listRecords } from './records.js';
import { prepareSave, saveRecord } from './save.js';
import { deleteRecord } from './delete.js';
import { inTransaction } from './transaction.js';
import type { HooksByResource } from './hooks.js';
import { registerOrderingRoutes } from './ordering.js';
import { registerWorkflowRoutes, stepViaInput, takeStepOverHttp } from './workflow.js';
import { registerUploadRoutes } from './upload.js';
import { registerImportRoutes } from '../import/import-routes.js';
import { registerHistoryRoutes } from './history.js';

/** The four generic routes of every registry resource, written once. */
export function registerCrudRoutes(app: FastifyInstance, hooks: HooksByResource): void {
  const { ctx } = app;
  for (const resource of ctx.registry.resources) {
    const ops = resourceOps(resource);
    const menu = resource.menu;
    const base = `/api/${resource.name}`;
    const resourceHooks = hooks[resource.name];

    if (ops.includes('list')) {
      app.get(base, async (req, reply) => {
        const user = requireUser(req);
        if (resourceHooks?.list && (await resourceHooks.list(req, reply))) return reply;
        await ctx.permissions.require(user, menu, 'read');
        const params = parseListParams(resource, req.query as Record<string, string>, resourceHooks?.listParams);
        return listRecords(ctx.db, ctx.kind, ctx.registry, resource, params, { user });
      });
    }
    if (ops.includes('get')) {
      app.get(`${base}/:id`, async (req) => {
        const user = requireUser(req);
        await ctx.permissions.require(user, menu, 'read');
        const id = parseIdParam((req.params as { id: string }).id);
        return { data: await getRecord(ctx.db, ctx.registry, resource, id, { user }) };
      });
    }
    if (resource.addPath && ops.includes('create')) {
      app.post(`/api/${resource.addPath}`, async (req, reply) => {
        const user = requireUser(req);
        const body = req.body as Record<string, unknown> | undefined;
        if (body && typeof body === 'object' && 'id' in body) throw badRequest('Panggilan ini hanya menambah data; kirim tanpa id');
        await ctx.permissions.require(user, menu, 'create');
        const prepared = await prepareSave(ctx, resource, body);
        const { data } = resourceHooks?.save ? await inTransaction(ctx, (trx) => resourceHooks.save!({ trx, req, ctx, prepared })) : await saveRecord(ctx, req, resource, prepared, hooks);
        reply.code(201);
        return { data, message: `${resource.label} berhasil ditambahkan` };
      });
    }
    if (ops.includes('create') || ops.includes('update')) {
      app.post(`/api/input/${resource.name}`, async (req, reply) => {
        const user = requireUser(req);
        const body = req.body as Record<string, unknown> | undefined;
        const step = stepViaInput(resource, body);
        if (step) return takeStepOverHttp(app, resource, step, req, body);
        const isUpdate = body && typeof body === 'object' && body.id !== undefined && body.id !== null && body.id !== '';
        if (!ops.includes(isUpdate ? 'update' : 'create')) throw badRequest(isUpdate ? 'Data ini tidak dapat diubah' : 'Data ini tidak dapat ditambah');
        await ctx.permissions.require(user, menu, isUpdate ? 'update' : 'create');
        const prepared = await prepareSave(ctx, resource, body);
        const { data, created, message }: { data: unknown; created: boolean; message?: string } = resourceHooks?.save
          ? await inTransaction(ctx, (trx) => resourceHooks.save!({ trx, req, ctx, prepared }))
          : await saveRecord(ctx, req, resource, prepared, hooks);
        reply.code(created ? 201 : 200);
        return { data, message: message ?? (created ? `${resource.label} berhasil ditambahkan` : `${resource.label} berhasil diperbarui`) };
      });
    }
    if (ops.includes('delete')) {
      app.delete(`${base}/:id`, async (req) => {
        const user = requireUser(req);
        await ctx.permissions.require(user, menu, 'delete');
        const id = parseIdParam((req.params as { id: string }).id);
        if (resourceHooks?.remove) return resourceHooks.remove({ req, ctx, id });
        return deleteRecord(ctx, req, resource, id, hooks);
      });
    }
  }
  registerOrderingRoutes(app, hooks);
  registerWorkflowRoutes(app);
  registerUploadRoutes(app);
  registerImportRoutes(app, hooks);
  registerHistoryRoutes(app);
}
