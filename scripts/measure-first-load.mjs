/**
 * First-load JavaScript of /login and /dashboard, measured in a real browser: every JS file the page
 * downloads on a fresh load (index.html's entry and preloads, the lazy route chunks, the app shell), gzip
 * sizes computed from the built files in dist/client. Chunks a page imports only after its first render
 * are reported apart (DEFERRED).
 *
 * Usage: build (npx vite build), start the server on the built client, then
 *   node scripts/measure-first-load.mjs http://127.0.0.1:3000 [email] [password]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const email = process.argv[3] ?? 'admin@niaga.local';
const password = process.argv[4] ?? 'niaga123';
const dist = resolve(process.cwd(), 'dist/client');
/**
 * Dynamic imports made after the page has rendered, not on the first-load path: the dashboard's recharts
 * chart (requested once the figures have arrived) and the menu's icon set (requested by the drawn menu).
 */
const DEFERRED = [/^\/assets\/ActivityChart-/, /^\/assets\/menuIcons-/];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function gzipKb(path) {
  return gzipSync(readFileSync(resolve(dist, `.${path}`))).length / 1024;
}

async function load(context, path, { afterLoad } = {}) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const firstLoad = [...files];
  if (afterLoad) await afterLoad(page);
  await page.close();
  return firstLoad;
}

function report(label, files) {
  const rows = files.map((f) => ({ file: f.replace('/assets/', ''), kb: gzipKb(f), deferred: DEFERRED.some((re) => re.test(f)) }))
    .sort((a, b) => b.kb - a.kb);
  const first = rows.filter((r) => !r.deferred).reduce((s, r) => s + r.kb, 0);
  const deferred = rows.filter((r) => r.deferred).reduce((s, r) => s + r.kb, 0);
  console.log(`\n${label}: first load ${first.toFixed(1)} KB gzip${deferred ? `, then ${deferred.toFixed(1)} KB deferred (${(first + deferred).toFixed(1)} KB in all)` : ''}`);
  for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}${r.deferred ? '  (after first render)' : ''}`);
  return { first, all: first + deferred };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: FLAGS });
try {
  const context = await browser.newContext();
  const login = await load(context, '/login', {
    afterLoad: async (page) => {
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', password);
      await page.click('button[type=submit]');
      await page.waitForURL('**/dashboard', { timeout: 30000 });
    },
  });
  const dashboard = await load(context, '/dashboard');
  const loginTotal = report('/login', login);
  const dashboardTotal = report('/dashboard (fresh load with a session)', dashboard);
  console.log(`\nSUMMARY first load /login ${loginTotal.first.toFixed(1)} KB, /dashboard ${dashboardTotal.first.toFixed(1)} KB`
    + ` (${dashboardTotal.all.toFixed(1)} KB with the deferred chart); budget 350 KB each`);
} finally {
  await browser.close();
}
