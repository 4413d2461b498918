import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, unprocessable } from './errors.js';
import { nowIso } from './context.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PENDING = 0;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; userId: number } | null;
  }
}

function requestHash(req: FastifyRequest): string {
  return createHash('sha256').update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

/**
 * `Idempotency-Key` on writes (DESIGN.md 6b): the same key and body answer the first answer again without
 * doing the work twice; the same key with another body is a 422; a second copy arriving while the first
 * still runs is a 409. Failures of the server (5xx) forget the key so the client may retry.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const { ctx } = app;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (!WRITE_METHODS.has(req.method) || typeof key !== 'string' || !req.user) return;
    if (key.length === 0 || key.length > 200) throw badRequest('Idempotency-Key harus 1 sampai 200 karakter');
    const hash = requestHash(req);
    const inserted = await ctx.db.insertInto('idempotency_key')
      .values({ user_id: req.user.id, key, request_hash: hash, status_code: PENDING, response: '', created_at: nowIso(ctx) })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      req.idempotency = { key, userId: req.user.id };
      return;
    }
    const row = await ctx.db.selectFrom('idempotency_key').selectAll().where('user_id', '=', req.user.id).where('key', '=', key).executeTakeFirstOrThrow();
    if (row.request_hash !== hash) throw unprocessable({ 'Idempotency-Key': ['Kunci ini sudah dipakai untuk permintaan lain'] }, 'Idempotency-Key sudah dipakai untuk permintaan lain');
    if (row.status_code === PENDING) {
      // The client retrying a save whose answer it lost waits and asks again (src/providers/saveRetry.ts).
      reply.header('retry-after', '1');
      throw conflict('Permintaan yang sama sedang diproses');
    }
    reply.code(row.status_code as number).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
    return reply.send(row.response);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const idem = req.idempotency;
    if (!idem) return payload;
    req.idempotency = null;
    const q = ctx.db.updateTable('idempotency_key').where('user_id', '=', idem.userId).where('key', '=', idem.key);
    // A 5xx, or a 409 asking to be retried (a deadlock rolled it back), stored nothing: the key is free for the retry.
    const transient = reply.statusCode >= 500 || (reply.statusCode === 409 && reply.hasHeader('retry-after'));
    if (transient) await ctx.db.deleteFrom('idempotency_key').where('user_id', '=', idem.userId).where('key', '=', idem.key).execute();
    else await q.set({ status_code: reply.statusCode, response: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null) }).execute();
    return payload;
  });
}
