/**
 * Admission (server/core/admission.ts): at most `limit` API requests are worked on at once, the others wait in
 * arrival order; a slot comes back when the answer has gone or the client has left, exactly once; a client leaving
 * while waiting leaves the queue; a request waiting too long is a 503 with Retry-After. Through a listening server.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionLimit, BUSY_MESSAGE, registerAdmission } from '../../../server/core/admission.js';
import { registerErrorHandling } from '../../../server/core/error-handler.js';

const app = Fastify({ logger: false });
registerErrorHandling(app);
const admission = registerAdmission(app, { limit: 2, maxWaitMs: 300 });
let inFlight = 0;
let peak = 0;
const started: string[] = [];
/** Requests held until the test lets them go, by name. */
const held = new Map<string, () => void>();
app.get('/api/hold/:name', async (req) => {
  const { name } = req.params as { name: string };
  inFlight += 1;
  peak = Math.max(peak, inFlight);
  started.push(name);
  await new Promise<void>((resolve) => held.set(name, resolve));
  inFlight -= 1;
  return { name };
});
app.get('/api/health', async () => ({ ok: true }));
/** Requests admitted and not yet closed (this hook runs after admission's). */
const open = new Set<string>();
app.addHook('onRequest', async (req, reply) => {
  open.add(req.url);
  reply.raw.once('close', () => open.delete(req.url));
});
let base = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const release of held.values()) release();
  // Sockets of aborted fetches can stay half-open on the client's side; the test below checks nothing is left on ours.
  app.server.closeAllConnections();
  await app.close();
});

const until = async (check: () => boolean) => { while (!check()) await new Promise((r) => setImmediate(r)); };
const free = (name: string) => { held.get(name)!(); held.delete(name); };

describe('admission', () => {
  it('works on two at once, the rest in arrival order; health is never held back', async () => {
    started.length = 0;
    const answers = ['a', 'b', 'c', 'd', 'e'].map((n) => fetch(`${base}/api/hold/${n}`));
    await until(() => started.length === 2);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    for (const n of ['a', 'b', 'c', 'd', 'e']) {
      await until(() => held.has(n));
      free(n);
    }
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(peak).toBe(2);
  });

  it('answers 503 with Retry-After to a request that waited too long, and gives the slot to the next', async () => {
    started.length = 0;
    const first = fetch(`${base}/api/hold/f1`);
    const second = fetch(`${base}/api/hold/f2`);
    await until(() => started.length === 2);
    const late = await fetch(`${base}/api/hold/f3`);
    expect([late.status, late.headers.get('retry-after'), (await late.json()).message]).toEqual([503, '5', BUSY_MESSAGE]);
    free('f1');
    free('f2');
    expect((await Promise.all([first, second])).map((r) => r.status)).toEqual([200, 200]);
    const next = fetch(`${base}/api/hold/f4`);
    await until(() => held.has('f4'));
    free('f4');
    expect((await next).status).toBe(200);
  });

  it('takes back the slot of a client that left while worked on, and drops one that left while waiting', async () => {
    started.length = 0;
    const gone = new AbortController();
    const leaving = fetch(`${base}/api/hold/g1`, { signal: gone.signal }).catch(() => 'aborted');
    const staying = fetch(`${base}/api/hold/g2`);
    await until(() => started.length === 2);
    const quitter = new AbortController();
    const queued = fetch(`${base}/api/hold/g3`, { signal: quitter.signal }).catch(() => 'aborted');
    const after = fetch(`${base}/api/hold/g4`);
    await until(() => admission.waiting() === 2);
    quitter.abort();
    await until(() => admission.waiting() === 1);
    gone.abort();
    expect([await leaving, await queued]).toEqual(['aborted', 'aborted']);
    // g1's slot came back when its client left (its handler still holds on): g4 is worked on, g3 never.
    await until(() => held.has('g4'));
    expect(started).toEqual(['g1', 'g2', 'g4']);
    for (const n of ['g1', 'g2', 'g4']) free(n);
    expect((await Promise.all([staying, after])).map((r) => r.status)).toEqual([200, 200]);
    await until(() => admission.inFlight() === 0);
    expect(admission.waiting()).toBe(0);
  });

  it('reads its limit from NIAGA_MAX_INFLIGHT, else by database', () => {
    expect(admissionLimit('postgres', {})).toBe(20);
    expect(admissionLimit('sqlite', {})).toBe(0);
    expect(admissionLimit('sqlite', { NIAGA_MAX_INFLIGHT: '64' })).toBe(64);
    expect(admissionLimit('sqlite', { NIAGA_MAX_INFLIGHT: '0' })).toBe(0);
    expect(admissionLimit('postgres', { NIAGA_MAX_INFLIGHT: '8' })).toBe(8);
    expect(() => admissionLimit('sqlite', { NIAGA_MAX_INFLIGHT: 'banyak' })).toThrow(/NIAGA_MAX_INFLIGHT/);
  });

  it('leaves no request open, none in flight and none waiting', async () => {
    await until(() => admission.inFlight() === 0);
    expect([[...open], admission.waiting()]).toEqual([[], 0]);
  });
});
