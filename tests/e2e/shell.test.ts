import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ENGLISH, login, poll, shootOnFailure, startApp, type RunningApp } from './harness.js';

let app: RunningApp;
let context: BrowserContext;
let page: Page;
beforeAll(async () => { app = await startApp(); }, 120_000);
afterAll(async () => { await app?.stop(); });

describe('app shell and route guard', () => {
  afterEach(async (ctx) => {
    await shootOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail');
    await context.close();
  });
  const fresh = async () => {
    context = await app.browser.newContext({ viewport: { width: 1366, height: 850 } });
    page = await context.newPage();
  };

  it('sends a visitor without a session to /login carrying the target, in dark theme and Indonesian', async () => {
    await fresh();
    await page.goto(`${app.url}/rute`);
    await page.waitForURL(/\/login/);
    expect(decodeURIComponent(page.url())).toContain('/rute');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH);
  });

  it('logs in as admin, lands on the dashboard with real figures, and opens the target after login', async () => {
    await fresh();
    await page.goto(`${app.url}/rute`);
    await page.waitForURL(/\/login/);
    await page.getByLabel(/email|no\. hp/i).first().fill('admin@niaga.local');
    await page.getByLabel(/password|kata sandi/i).first().fill('niaga123');
    await page.getByRole('button', { name: /masuk/i }).click();
    await page.waitForURL(/\/rute/);
    await page.goto(`${app.url}/`);
    await page.waitForURL(/\/dashboard$/);
    await poll(async () => page.locator('body').innerText()).toMatch(/Rute/);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH);
  });

  it('a logged-in user opening /login goes to the root; unknown paths go to /error-404', async () => {
    await fresh();
    await login(page, app.url, 'admin');
    await page.goto(`${app.url}/login`);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${app.url}/tidak-ada-halaman-ini`);
    await page.waitForURL(/\/error-404$/);
  });

  it('a sales user without the menu is sent to /not-authorized', async () => {
    await fresh();
    await login(page, app.url, 'sales1');
    await page.goto(`${app.url}/karyawan`);
    await page.waitForURL(/\/not-authorized$/);
    await page.goto(`${app.url}/rute`);
    await page.waitForURL(/\/rute$/);
    await poll(async () => page.locator('body').innerText()).toMatch(/RT-0/);
  });
});
