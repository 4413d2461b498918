import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The request being served, reachable from code that is not handed it (an audit row written deep in a service):
 * its id is the one in the logs (`reqId`), answered as `X-Request-Id` and written to `audit_log.request_id`.
 */
const store = new AsyncLocalStorage<{ requestId: string }>();

/** A proxy's id (nginx `$request_id`) is kept when it looks like one; otherwise a fresh UUID. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && INCOMING_ID.test(value) ? value : randomUUID();
}

export function currentRequestId(): string | null {
  return store.getStore()?.requestId ?? null;
}

/** Everything after this hook (auth, handler, hooks) runs inside the request's context. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    store.run({ requestId: String(req.id) }, done);
  });
}
