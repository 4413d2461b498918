import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const BUNDLE = resolve('dist/server/main.js');

export interface RunningServer {
  url: string;
  /** The server process, for its memory (/proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Builds the server into a bundle of the bench's own (under dist/, so its packages resolve), from the sources as
 * they are now: the working tree is shared, and a rebuild of dist/server/main.js by someone else during a long run
 * must not swap the server the bench measures, nor part it from the code the bench imported at its start.
 */
export function privateBundle(): { file: string; remove(): void } {
  const dir = resolve(`dist/bench-${process.pid}`);
  const file = join(dir, 'main.js');
  execFileSync(resolve('node_modules/.bin/esbuild'), ['server/main.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external',
    '--target=node20', `--outfile=${file}`, '--log-level=warning'], { stdio: 'inherit' });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let defaultBundle = BUNDLE;
/** Makes `file` the bundle startServer runs unless told otherwise. */
export function useBundle(file: string): void {
  defaultBundle = file;
}

export interface StartOptions {
  /** The bundle to run (default: the one useBundle named, else dist/server/main.js). */
  bundle?: string;
  /** How long the start (migrations, schema sync) may take, default 30 s. */
  timeoutMs?: number;
  /** Wait for readiness (GET /api/health/ready: the database answers) instead of liveness. */
  ready?: boolean;
}

/** Spawns the built server on a free port against `databaseUrl` and waits until /api/health (or /api/health/ready) answers. */
export async function startServer(databaseUrl: string, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const timeout = options.timeoutMs ?? 30_000;
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the measured server; Node refuses those in NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, options.bundle ?? defaultBundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NIAGA_SEED: 'none', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => { stderr += String(d); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health${options.ready ? '/ready' : ''}`);
      if (res.ok) return { url, pid: child.pid!, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stopChild(child);
  throw new Error(`server did not answer /api/health within ${timeout / 1000} s:\n${stderr}`);
}
