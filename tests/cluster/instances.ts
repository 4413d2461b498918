/**
 * Several Niaga API instances as separate processes on one PostgreSQL database, as a load balancer would have them:
 * the server bundled once as `npm run build:server` bundles it, each instance a `node` process with its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../server/support/helpers.js';
import type { Database_ } from '../../server/db/connection.js';

export interface Instance {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/** Bundles server/main.ts like `npm run build:server`; answers the bundle and a cleanup. */
export async function bundleServer(): Promise<{ main: string; remove: () => void }> {
  // Inside the project, so the bundle's packages resolve from its node_modules (dist/ is not committed).
  mkdirSync(resolve('dist'), { recursive: true });
  const dir = mkdtempSync(resolve('dist', 'cluster-'));
  const main = join(dir, 'main.js');
  await build({ entryPoints: ['server/main.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', outfile: main, logLevel: 'warning' });
  return { main, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The DATABASE_URL of a test database whose tables live in `searchPath` (the demo template's schema). */
export function instanceDatabaseUrl(database: Database_): string {
  const u = new URL(database.url!);
  if (database.searchPath) u.searchParams.set('options', `-c search_path=${database.searchPath}`);
  return u.toString();
}

/** Waits for a condition by polling it (a server coming up is observed, not timed). */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000, fatal: () => string | null = () => null): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const failed = fatal();
    if (failed) throw new Error(`${what}: ${failed}`);
    try {
      const v = await probe();
      if (v !== undefined && v !== false) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: tidak terpenuhi dalam ${timeoutMs} ms ${last ? String(last) : ''}`);
}

/** Starts one instance of the bundle on `databaseUrl` and waits until its readiness answers 200. */
export async function startInstance(main: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NIAGA_SEED: 'none', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => { gone = true; });
  await until(`instans ${url} siap`, async () => (await fetch(`${url}/api/health/ready`)).status === 200, 60_000,
    () => (gone ? `instans berhenti: ${out}` : null));
  return {
    url, process: child, output: () => out,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}

type Reply = { statusCode: number; body: string; json: () => any; headers: Headers };

/** An HTTP request to an instance, shaped like fastify's inject answer. */
export async function request(base: string, opts: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> }): Promise<Reply> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${opts.url}`, { method: opts.method ?? 'GET', headers, body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload) });
  const body = await res.text();
  return { statusCode: res.status, body, headers: res.headers, json: () => JSON.parse(body) };
}

export async function login(base: string, user: string, password = 'niaga123'): Promise<Reply> {
  return request(base, { method: 'POST', url: '/api/auth/user-login', payload: { email: `${user}@niaga.local`, password } });
}

/** The test fixtures' TestApp over HTTP to one instance (its `database` is the test's own connection). */
export function httpTestApp(base: string, database: Database_): TestApp {
  const tokens = new Map<string, string>();
  const token = async (user: string) => {
    let t = tokens.get(user);
    if (!t) {
      const res = await login(base, user);
      if (res.statusCode !== 200) throw new Error(`login ${user} gagal: ${res.statusCode} ${res.body}`);
      t = res.json().access_token as string;
      tokens.set(user, t);
    }
    return t;
  };
  return {
    database, token, registry: undefined as never, app: undefined as never,
    async call(user: string | null, opts: InjectOptions) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${await token(user)}`;
      return request(base, { method: String(opts.method ?? 'GET'), url: String(opts.url), payload: opts.payload, headers }) as never;
    },
    close: async () => undefined,
  };
}
