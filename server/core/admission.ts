import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export interface AdmissionOptions {
  /** How many API requests are worked on at once (0: no limit). */
  limit: number;
  /** How long a request may wait for its turn before it is answered 503 with Retry-After (default 60 s). */
  maxWaitMs?: number;
}

export const BUSY_MESSAGE = 'Server sedang sibuk; tidak ada yang diproses, coba lagi sebentar lagi';

/**
 * At most `limit` API requests are worked on at once; the others wait in arrival order (issue 18). On PostgreSQL
 * every query of a request takes a connection from a pool of ten: with 1,000 requests interleaved, each query of each
 * request queued again behind all the others, and a sale (a dozen queries) had no answer within a minute. Admitted
 * requests now finish in about their own time, the waiting ones in turn. A slot is given back when the answer has
 * gone or the client has gone ('close'), whichever comes first, exactly once; a client that leaves while waiting
 * leaves the queue. Health checks are never held back.
 */
export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): { inFlight: () => number; waiting: () => number } {
  let inFlight = 0;
  /** In arrival order (a Set keeps insertion order and deletes in O(1)). */
  const waiting = new Set<() => void>();
  const release = () => {
    const next = waiting.values().next();
    if (next.done) inFlight -= 1;
    else {
      waiting.delete(next.value);
      next.value(); // the slot passes straight to the next in line
    }
  };

  const counts = { inFlight: () => inFlight, waiting: () => waiting.size };
  if (options.limit <= 0) return counts;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    let state: 'waiting' | 'admitted' | 'gone' = 'waiting';
    let leave: (() => void) | undefined;
    reply.raw.once('close', () => {
      if (state === 'admitted') release();
      else if (state === 'waiting') leave?.();
      state = 'gone';
    });
    if (inFlight < options.limit) {
      inFlight += 1;
      state = 'admitted';
      return;
    }
    const admitted = await new Promise<boolean>((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        state = 'admitted';
        resolve(true);
      };
      leave = () => {
        clearTimeout(timer);
        waiting.delete(turn);
        resolve(false);
      };
      const timer = setTimeout(leave, options.maxWaitMs ?? 60_000);
      waiting.add(turn);
    });
    if (!admitted) {
      state = 'gone';
      void reply.header('retry-after', '5');
      throw new HttpError(503, BUSY_MESSAGE);
    }
  });
  return counts;
}

/**
 * NIAGA_MAX_INFLIGHT, else twice the PostgreSQL pool; no limit on SQLite, whose one connection answers each query at
 * once (its 1,000-writer crash rounds acknowledge every kind of write without it).
 */
export function admissionLimit(kind: 'sqlite' | 'postgres', env: NodeJS.ProcessEnv = process.env): number {
  if (env.NIAGA_MAX_INFLIGHT !== undefined && env.NIAGA_MAX_INFLIGHT !== '') {
    const n = Number(env.NIAGA_MAX_INFLIGHT);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error('NIAGA_MAX_INFLIGHT harus bilangan bulat ≥ 0 (0: tanpa batas)');
    return n;
  }
  return kind === 'postgres' ? 20 : 0;
}
