import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { DB_FILE, ROOT, snapshotBuild, startServer } from './server.js';

export const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface RunningApp {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The real built app (dist/, from `npm run build`) on a random port and a temporary SQLite database with the
 * demo seed (unless `env` says otherwise, e.g. `NIAGA_SEED: 'none'`), and Debian's Chromium to drive it.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Jalankan `npm run build` dahulu: uji peramban memakai aplikasi yang sudah dibangun');
  }
  const dir = mkdtempSync(join(tmpdir(), 'niaga-e2e-'));
  await snapshotBuild(dir);
  // The demo company the run's global setup seeded once (tests/e2e/global-setup.ts): a copy of its own per file.
  const template = inject('e2eDemoDatabase') as string | undefined;
  if (template && Object.keys(env).length === 0) copyFileSync(template, join(dir, DB_FILE));
  // Files run side by side: another file's server may take the free port between our probe and our listen.
  let server: ChildProcess;
  let url: string;
  for (let attempt = 1; ; attempt += 1) {
    const started = await startServer(dir, env);
    if ('url' in started) {
      ({ server, url } = started);
      break;
    }
    if (!/EADDRINUSE/.test(started.output) || attempt === 5) throw new Error(`Server tidak menyala:\n${started.output}`);
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

/** English words that must not appear anywhere in the Indonesian interface (text, labels, titles, placeholders). */
export const ENGLISH = /\b(Save|Delete|Cancel|Submit|Settings|Dashboard|Role|Management|Pieces|Rows per page|No results found|Export|Create|Edit|Search|Filter|Loading|Sign in|Logout|Refresh|Show|Actions|Next|Previous|Clear|Add filter|Remove|Open|Close|Confirm|Are you sure|Select all|Select this row|Sort|No options|Required|Back|Choose date|Go to|of \d+|Page|Undo)\b/;

/** What a user reads on the page: its visible text plus the accessible labels, titles and placeholders. */
export async function pageWords(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  const attrs = await page.locator('[aria-label],[title],[placeholder]').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')].filter(Boolean).join(' | ')));
  return `${text}\n${attrs.join('\n')}`;
}

/** The English words found on the page (empty when the page is all Indonesian). */
export async function englishOn(page: Page): Promise<string[]> {
  const words = await pageWords(page);
  const untranslated = /\b(?:ra|resources)\.[a-z_-]+\.[a-z_.-]+/g; // a message key shown as is
  return [...words.matchAll(new RegExp(ENGLISH.source, 'g')), ...words.matchAll(untranslated)].map((m) => m[0]);
}

/** expect.poll with a patience fit for a loaded machine (the default second is too short for a browser). */
export function poll<T>(fn: () => Promise<T> | T, timeout = 30_000) {
  return expect.poll(fn, { timeout, interval: 100 });
}

/**
 * Clicks `trigger` until `target` shows: a click that lands while the screen draws again (data arriving, a menu group
 * unfolding by itself) is lost, and clicking a group that is already open would fold it.
 */
export async function clickUntilShown(trigger: Locator, target: Locator): Promise<void> {
  await poll(async () => {
    if (!(await target.isVisible())) await trigger.click();
    return target.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  }).toBe(true);
}

const VIEWPORT = { width: 1366, height: 850 };

/** A fresh browser context and page at a desktop size, logged in as `user` unless it is undefined. */
export async function openAs(app: RunningApp, user?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: VIEWPORT, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  // CI's machine draws a screen two and a half times slower than the quiet one: 15 s waits timed out there.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  if (user) await login(page, app.url, user);
  return { context, page };
}

/**
 * A test file's browser session: registers the hooks that start the app before the file's tests and stop it
 * after them, and that close each test's context (screenshot first when the test failed). `app`, `context`
 * and `page` are read through getters because every `as`/`fresh` replaces them.
 */
export function useBrowserSession(options: { env?: Record<string, string> } = {}) {
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => { app = await startApp(options.env); });
  afterAll(async () => { await app?.stop(); });
  afterEach(async (ctx) => {
    await shootOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail');
    await context?.close();
  });

  return {
    get app() { return app; },
    get context() { return context; },
    get page() { return page; },
    /** A new context logged in as `user` (the previous one closed) and the screen helpers on its page. */
    async as(user: string) {
      await context?.close();
      ({ context, page } = await openAs(app, user));
      return screen(page);
    },
    /** A new context without a session, at the desktop size and the browser's own locale. */
    async fresh(): Promise<Page> {
      await context?.close();
      context = await app.browser.newContext({ viewport: VIEWPORT });
      page = await context.newPage();
      return page;
    },
    async noEnglish(where: string): Promise<void> {
      expect({ where, english: await englishOn(page) }).toEqual({ where, english: [] });
    },
    /** A GET of the API with the signed-in page's own session (the token the client keeps in local storage). */
    async api<T>(path: string): Promise<T> {
      return page.evaluate(async (p) => {
        const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
        return (await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
      }, path) as Promise<T>;
    },
  };
}

/** Page-object helpers for the screens generated from the registry (list, create/edit form, show). */
export function screen(page: Page) {
  const main = page.locator('main');
  return {
    main,
    /** The data rows of the list table. */
    rows: main.locator('tbody tr'),
    row: (text: string | RegExp) => main.getByRole('row', { name: text }),
    /** "1-8 dari 8" under the list. */
    async range(): Promise<string> {
      await main.getByText(/\d+\s*[-–]\s*\d+ dari \d+/).first().waitFor();
      return (await main.getByText(/\d+\s*[-–]\s*\d+ dari \d+/).first().innerText()).trim();
    },
    /** Waits until the list shows exactly `n` rows. */
    async waitForRowCount(n: number): Promise<void> {
      await page.waitForFunction((count) => document.querySelectorAll('main tbody tr').length === count, n, { timeout: 15_000 });
    },
    search: main.getByPlaceholder('Cari'),
    /** "Tambah saringan" → the filter named `label` appears next to the search box. */
    async addFilter(label: string): Promise<void> {
      await main.getByRole('button', { name: 'Tambah saringan' }).click();
      await page.getByRole('menuitemcheckbox', { name: label }).click();
    },
    /** Types into a reference autocomplete and picks the option (the `nth` one when a form has several). */
    async pick(label: string, option: string, nth = 0): Promise<void> {
      const box = main.getByRole('combobox', { name: label, exact: true }).nth(nth);
      await box.fill(option);
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    /** Opens a select (enum) and picks the option. */
    async choose(label: string, option: string): Promise<void> {
      await main.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    field: (label: string, nth = 0): Locator => main.getByRole('textbox', { name: label, exact: true }).nth(nth),
    button: (name: string): Locator => main.getByRole('button', { name, exact: true }),
    save: (): Promise<void> => main.getByRole('button', { name: 'Simpan' }).click(),
  };
}

/** The toast with the given title ("Berhasil!", "Peringatan", "Informasi !"). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Where a toast sits: true when it is in the bottom-right quarter of the viewport. */
export async function isBottomRight(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  return box.x + box.width > view.width * 0.75 && box.y + box.height > view.height * 0.75;
}
