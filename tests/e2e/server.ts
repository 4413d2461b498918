/**
 * The built server for the browser tests (harness.ts) and their global setup: a snapshot of dist/ in a folder of
 * the run's own, served on a free port with a SQLite file in that folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The database file in a run's folder. */
export const DB_FILE = 'e2e.sqlite';

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** Whether a copied build is whole: the server bundle and every script and style index.html names. */
function wholeBuild(dist: string): boolean {
  const index = join(dist, 'client/index.html');
  if (!existsSync(join(dist, 'server/main.js')) || !existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return assets.length > 0 && assets.every((a) => existsSync(join(dist, 'client', a)));
}

/**
 * Copies dist/ into the run's own folder (node_modules linked) and serves it from there, so a rebuild of
 * dist/ by someone else during the run cannot take the client away mid-test. Retries while a build is
 * half written.
 */
export async function snapshotBuild(dir: string): Promise<void> {
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const deadline = Date.now() + 120_000;
  for (;;) {
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    try {
      cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
      if (wholeBuild(join(dir, 'dist'))) return;
    } catch { /* a build was replacing files while we copied */ }
    if (Date.now() > deadline) throw new Error('dist/ tidak utuh: jalankan `npm run build` lalu ulangi');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Starts the built server on a free port of its own; answers its output instead when it stops before it is up. */
export async function startServer(dir: string, env: Record<string, string>, waitMs = 90_000): Promise<{ server: ChildProcess; url: string } | { output: string }> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, DB_FILE)}`, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => { output += d; });
  server.stderr?.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { server, url };
    } catch { /* not up yet */ }
    if (server.exitCode !== null) return { output };
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`Server tidak menyala:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

