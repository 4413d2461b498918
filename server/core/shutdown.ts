import type { FastifyInstance } from 'fastify';
import type { Database_ } from '../db/connection.js';

const DEFAULT_TIMEOUT_MS = 25_000;

/** NIAGA_SHUTDOWN_TIMEOUT_MS: how long a stopping server waits for requests and jobs in flight (25 s). */
export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.NIAGA_SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

/**
 * A graceful stop: readiness turns 503 at once, the server stops accepting connections, closes idle keep-alive
 * ones, answers 503 to new requests on busy ones and finishes the requests in flight; the scheduler waits for
 * its running jobs; then the database closes. Answers whether it finished within `timeoutMs` (the caller exits 1 if not).
 */
export async function shutDown(app: FastifyInstance, database: Database_, timeoutMs = shutdownTimeoutMs()): Promise<boolean> {
  app.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    app.close().then(() => database.close()).then(() => true),
    new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); }),
  ]);
  clearTimeout(timer);
  return finished;
}
