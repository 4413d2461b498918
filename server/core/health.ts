import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../version.js';
import { publicRoute } from './route.js';
import { Querystring } from './route-schema.js';

const DATABASE_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a graceful shutdown begins: readiness answers 503 so the load balancer stops sending work. */
    draining: boolean;
  }
}

/**
 * `GET /api/health`: liveness, the process answers (version and database kind), with no database work.
 * `GET /api/health/ready`: readiness, for the load balancer and the orchestrator: the database answers a query
 * within 2 s, the cluster bus listens (PostgreSQL) and no shutdown has begun; else 503 with the reason.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.decorate('draining', false);
  // A stopping server ends each keep-alive connection after its answer: one busy at the stop would otherwise stay
  // open, idle, and keep the stop waiting for it.
  app.addHook('onSend', async (_req, reply) => {
    if (app.draining) void reply.header('connection', 'close');
  });
  const { ctx } = app;
  const noInput = Querystring({}, { strict: false });
  publicRoute(app, { method: 'GET', url: '/api/health', summary: 'Server hidup', querystring: noInput }, async () => ({ status: 'ok', version: VERSION, database: ctx.kind }));
  publicRoute(app, { method: 'GET', url: '/api/health/ready', summary: 'Server siap melayani (database dan koneksi antar-instans)', querystring: noInput }, async ({ reply }) => {
    const notReady = (message: string) => reply.code(503).send({ status: 'tidak-siap', version: VERSION, database: ctx.kind, message });
    if (app.draining) return notReady('Server sedang berhenti');
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      sql`select 1 as ok`.execute(ctx.db).then(() => true, () => false),
      new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS); }),
    ]);
    clearTimeout(timer);
    if (!answered) return notReady('Database tidak dapat dihubungi');
    if (!ctx.bus.listening()) return notReady('Koneksi antar-instans (LISTEN) terputus');
    return { status: 'ok', version: VERSION, database: ctx.kind, checks: { database: 'ok', bus: 'ok' } };
  });
}
