import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { figures, type Figures } from './stats.js';

export interface HttpFigures extends Figures {
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** Every response's latency in ms (load() only), so runs can be merged. */
  latencies?: number[];
}

/** One request of a scenario; `next` is called for every request so ids and bodies can vary. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Sends one request outside the load run; throws unless it answers 2xx. Answers the parsed body. */
export async function probe(baseUrl: string, token: string, req: HttpRequest): Promise<unknown> {
  const res = await fetch(baseUrl + req.path, {
    method: req.method,
    headers: { authorization: `Bearer ${token}`, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${req.method} ${req.path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Runs autocannon for `seconds` (or `amount` requests) with `connections` against the server. Latencies are collected from every
 * response (autocannon's own histogram keeps whole milliseconds only), so p50/p99 keep their fractions.
 */
export function load(baseUrl: string, token: string, next: () => HttpRequest, seconds: number, connections: number, amount?: number): Promise<HttpFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const first = next();
  return new Promise((done, fail) => {
    const instance = autocannon({
      url: baseUrl,
      connections,
      // `amount`: stop after that many requests instead of after `seconds`, for work slower than any sensible run
      // (each may then take longer than autocannon's 10 s timeout)
      ...(amount ? { amount, timeout: 300 } : { duration: seconds }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [{
        method: first.method,
        path: first.path,
        setupRequest: (request) => {
          const r = next();
          return { ...request, method: r.method, path: r.path, body: r.body === undefined ? undefined : JSON.stringify(r.body) };
        },
      }],
    }, (err, result) => {
      if (err) return fail(err);
      done({
        ...figures(latencies, result.duration),
        non2xx: result.non2xx,
        errors: result.errors,
        statuses,
        latencies,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/**
 * Sends the request `runs` times one after another (no load): for work too heavy to put under load, such as
 * the integrity check. Throws unless every answer is 2xx; answers the figures and the last parsed body.
 */
export async function sequential(baseUrl: string, token: string, req: HttpRequest, runs: number): Promise<{ figures: HttpFigures; body: unknown }> {
  const latencies: number[] = [];
  let body: unknown;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    body = await probe(baseUrl, token, req);
    latencies.push(performance.now() - t);
  }
  return { figures: { ...figures(latencies, (performance.now() - started) / 1000), non2xx: 0, errors: 0, statuses: { 200: runs } }, body };
}

/**
 * Polls GET /api/health one request at a time (20 ms apart) until stopped: how long other clients wait while
 * the server is busy with something else. Answers the latency figures and the longest wait.
 */
export function healthWatch(baseUrl: string): { stop(): Promise<Figures & { max: number }> } {
  const latencies: number[] = [];
  let running = true;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ...figures(latencies, (performance.now() - started) / 1000), max: Math.max(...latencies) };
    },
  };
}
