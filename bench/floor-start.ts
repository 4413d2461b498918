import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { RunningServer } from './server.js';

/** Starts bench/floor-server.ts in its own process and waits until it answers. */
export async function startFloor(planFile: string, databaseUrl: string): Promise<RunningServer> {
  const port = await new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => done(p));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('bench/floor-server.ts')], {
    env: { ...process.env, FLOOR_PLAN: planFile, FLOOR_DATABASE: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => { stderr += String(d); });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(force); done(); });
    child.kill('SIGTERM');
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`floor server exited with code ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`floor server did not answer within 30 s:\n${stderr}`);
}
