import { describe, expect, it } from 'vitest';
import { ENGLISH, login, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

describe('app shell and route guard', () => {
  it('sends a visitor without a session to /login carrying the target, in dark theme and Indonesian', async () => {
    await session.fresh();
    await session.page.goto(`${session.app.url}/rute`);
    await session.page.waitForURL(/\/login/);
    expect(decodeURIComponent(session.page.url())).toContain('/rute');
    const bg = await session.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    expect(await session.page.locator('body').innerText()).not.toMatch(ENGLISH);
  });

  it('logs in as admin, lands on the dashboard with real figures, and opens the target after login', async () => {
    await session.fresh();
    await session.page.goto(`${session.app.url}/rute`);
    await session.page.waitForURL(/\/login/);
    await session.page.getByLabel(/email|no\. hp/i).first().fill('admin@niaga.local');
    await session.page.getByLabel(/password|kata sandi/i).first().fill('niaga123');
    await session.page.getByRole('button', { name: /masuk/i }).click();
    await session.page.waitForURL(/\/rute/);
    await session.page.goto(`${session.app.url}/`);
    await session.page.waitForURL(/\/dashboard$/);
    await poll(async () => session.page.locator('body').innerText()).toMatch(/Penjualan Hari Ini[\s\S]*Menunggu Tindakan Anda/);
    expect(await session.page.locator('body').innerText()).not.toMatch(ENGLISH);
  });

  it('a logged-in user opening /login goes to the root; unknown paths go to /error-404', async () => {
    await session.fresh();
    await login(session.page, session.app.url, 'admin');
    await session.page.goto(`${session.app.url}/login`);
    await session.page.waitForURL(/\/dashboard$/);
    await session.page.goto(`${session.app.url}/tidak-ada-halaman-ini`);
    await session.page.waitForURL(/\/error-404$/);
  });

  it('a sales user without the menu is sent to /not-authorized', async () => {
    await session.fresh();
    await login(session.page, session.app.url, 'sales1');
    await session.page.goto(`${session.app.url}/karyawan`);
    await session.page.waitForURL(/\/not-authorized$/);
    await session.page.goto(`${session.app.url}/rute`);
    await session.page.waitForURL(/\/rute$/);
    await poll(async () => session.page.locator('body').innerText()).toMatch(/RT-0/);
  });
});
