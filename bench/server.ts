import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const BUNDLE = resolve('dist/server/main.js');

export interface RunningServer {
  url: string;
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

/** The newest modification time of the TypeScript the server bundle is built from. */
function newestSource(): number {
  const roots = ['server', 'common', 'resources', 'resources.config.ts'].filter((p) => existsSync(p));
  let newest = 0;
  for (const root of roots) {
    const files = statSync(root).isDirectory() ? readdirSync(root, { recursive: true }).map((f) => join(root, String(f))) : [root];
    for (const f of files) if (f.endsWith('.ts')) newest = Math.max(newest, statSync(f).mtimeMs);
  }
  return newest;
}

/** Builds dist/server/main.js when it is missing or older than its sources, so the bench never measures stale code. */
export function ensureBundle(): void {
  const built = statSync(BUNDLE, { throwIfNoEntry: false })?.mtimeMs;
  if (built !== undefined && built >= newestSource()) return;
  console.log(`dist/server/main.js is ${built === undefined ? 'missing' : 'older than its sources'}: npm run build:server`);
  execFileSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
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

/** Spawns the built server on a free port against `databaseUrl` and waits until /api/health answers. */
export async function startServer(databaseUrl: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NIAGA_SEED: 'none', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => { stderr += String(d); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopChild(child);
  throw new Error(`server did not answer /api/health within 30 s:\n${stderr}`);
}
