import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

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

export interface RunningApp {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The real built app (dist/, from `npm run build`) on a random port and a temporary SQLite database with the
 * demo seed, and Debian's Chromium to drive it.
 */
export async function startApp(): Promise<RunningApp> {
  if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Jalankan `npm run build` dahulu: uji peramban memakai aplikasi yang sudah dibangun');
  }
  const dir = mkdtempSync(join(tmpdir(), 'niaga-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'e2e.sqlite')}`, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => { output += d; });
  server.stderr?.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch { /* not up yet */ }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`Server tidak menyala:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return {
    url, browser,
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A screenshot named after the test when it fails (the folder is git-ignored). */
export async function shootOnFailure(page: Page, name: string, failed: boolean): Promise<void> {
  if (!failed) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`), fullPage: true }).catch(() => undefined);
}

/** Logs in through the login form as a demo user and waits for the dashboard. */
export async function login(page: Page, url: string, user: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/email|no\. hp/i).first().fill(`${user}@niaga.local`);
  await page.getByLabel(/password|kata sandi/i).first().fill('niaga123');
  await page.getByRole('button', { name: /masuk/i }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** English words that must not appear anywhere in the Indonesian interface. */
export const ENGLISH = /\b(Save|Delete|Cancel|Rows per page|No results found|Export|Create|Edit|Search|Filter|Loading|Dashboard page|Sign in|Logout|Refresh|Show)\b/;
