/**
 * Time to content on a mid-range phone over slow 4G (issue 25): the built app in Chromium under Lighthouse's
 * mobile profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, through CDP), for the
 * salesperson's and the warehouse admin's main screens. For each screen:
 *   cold = a fresh tab after logging in, with the HTTP cache, the service worker and its precache emptied; warm = the same screen opened again
 *   at once; installed = opened again once the first visit has settled (the service worker the app registers after
 *   its first screen has installed and precached the app, as it has for anyone who used the app for a minute).
 * Time to content runs from navigation until the first data row or card of the screen is on screen (skeletons
 * do not count); "over the wire" is every byte the cold load received (headers included).
 *
 * Usage: npm run build, then
 *   npm run bench:client                       # starts dist/server on a temporary demo database
 *   npm run bench:client -- http://host:port   # or measures a running server
 * BENCH_RUNS (default 3) loads per screen and kind; the median is reported.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const SCREENS = {
  sales1: ['/dashboard', '/konsumen', '/ajuanbarang', '/stok-mobil'],
  gudang: ['/dashboard', '/stok', '/penerimaan-barang', '/mutasi'],
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile profile: throughput in bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta',
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Runs in the page before its scripts: notes `performance.now()` (ms since navigation) at the first frame where a
 * data row (`main tbody tr`) or a card (`main .MuiCard-root`) with text and no skeleton has a size on screen.
 */
function watchForContent() {
  const SELECTOR = 'main tbody tr, main .MuiCard-root, main [data-content-row]';
  const shown = (el) => {
    if (el.querySelector('.MuiSkeleton-root') || !el.textContent.trim()) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < window.innerHeight;
  };
  const check = () => {
    if (window.__contentAt !== undefined) return;
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (shown(el)) { window.__contentAt = performance.now(); observer.disconnect(); return; }
    }
  };
  // One look per frame at most (a look forces layout): the time noted is that frame's, when the row is painted.
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => { scheduled = false; check(); });
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, characterData: true }));
}

async function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => ok(port)); });
    srv.on('error', fail);
  });
}

/** The built server on a temporary SQLite database with the demo seed. */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-bench-client-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ;) {
    try { if ((await fetch(`${url}/api/health`)).ok) break; } catch { /* not up yet */ }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start (npm run build first)');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the form without throttling, then empties every cache: the next load is a new user's. */
async function signedInContext(browser, base, user) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(watchForContent);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name=email]').fill(`${user}@niaga.local`);
  await page.locator('input[name=password]').fill('niaga123');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  // Nothing cached: the HTTP cache, and the service worker with its precache that the login page installed.
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  return context;
}

/** One throttled navigation: milliseconds to content, bytes received, requests made. */
async function load(page, cdp, url) {
  let bytes = 0;
  let requests = 0;
  const onFinished = (e) => { bytes += e.encodedDataLength; requests += 1; };
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__contentAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
  const ms = await page.evaluate(() => window.__contentAt);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  cdp.off('Network.loadingFinished', onFinished);
  return { ms, bytes, requests };
}

async function measure(browser, base, user, path) {
  const context = await signedInContext(browser, base, user);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const cold = await load(page, cdp, `${base}${path}`);
    await page.goto('about:blank');
    const warm = await load(page, cdp, `${base}${path}`);
    // Settled: the service worker registered after the first screen has installed (its precache is complete).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.goto('about:blank');
    const installed = await load(page, cdp, `${base}${path}`);
    return { cold, warm, installed };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (b) => `${Math.round(b / 1024).toLocaleString('en-US')} KB`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: FLAGS });
const external = process.argv[2];
let server = { url: external, stop: async () => undefined };
const rows = [];
try {
  if (!external) server = await startServer();
  for (const [user, paths] of Object.entries(SCREENS)) {
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, server.url, user, path));
      const row = {
        user, path,
        cold: median(runs.map((r) => r.cold.ms)), warm: median(runs.map((r) => r.warm.ms)), installed: median(runs.map((r) => r.installed.ms)),
        bytes: median(runs.map((r) => r.cold.bytes)), requests: median(runs.map((r) => r.cold.requests)),
        warmBytes: median(runs.map((r) => r.warm.bytes)),
        spread: `cold ${runs.map((r) => seconds(r.cold.ms)).join(' / ')}; warm ${runs.map((r) => seconds(r.warm.ms)).join(' / ')}; installed ${runs.map((r) => seconds(r.installed.ms)).join(' / ')}`,
      };
      rows.push(row);
      console.error(`${user} ${path}: ${row.spread}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\n${RUNS} runs each, median; goals: cold ≤ 3.5 s, warm ≤ 1.5 s, first screen after login ≤ 400 KB\n`);
console.log('| user | screen | cold (empty cache) | over the wire (requests) | warm (opened again) | warm bytes | installed (opened again later) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.user} | ${r.path} | ${seconds(r.cold)} | ${kb(r.bytes)} (${r.requests}) | ${seconds(r.warm)} | ${kb(r.warmBytes)} | ${seconds(r.installed)} |`);
}
