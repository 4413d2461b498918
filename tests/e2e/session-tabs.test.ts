import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** An in-app navigation, as a click on a menu link would make it (the router hears popstate). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Spoils the stored access token (keeping the refresh token), as an expired one would be refused. */
async function spoilAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('niaga.token') ?? '{}');
    localStorage.setItem('niaga.token', JSON.stringify({ ...tokens, access_token: 'kedaluwarsa' }));
  });
}

const signedIn = (page: Page) => page.evaluate(() => localStorage.getItem('niaga.token') !== null);

describe('one session shared by two tabs (issue 26)', () => {
  it('two tabs whose access token is refused refresh together, 20 rounds, and both stay signed in', async () => {
    await session.as('admin');
    const a = session.page;
    const b = await session.context.newPage();
    await b.goto(`${session.app.url}/rute`);
    await b.locator('main tbody tr').first().waitFor();
    await a.goto(`${session.app.url}/satuan`);
    await a.locator('main tbody tr').first().waitFor();

    const lists = ['/rute', '/satuan', '/kategori'];
    for (let round = 0; round < 20; round += 1) {
      await Promise.all([spoilAccessToken(a), spoilAccessToken(b)]);
      const [toA, toB] = [lists[round % 3], lists[(round + 1) % 3]];
      // Both tabs load a list at the same moment: each meets a 401 and needs the session renewed, and each list
      // is answered only once it has been.
      const listed = [[a, toA], [b, toB]].map(([page, path]) => (page as Page).waitForResponse((r) =>
        new URL(r.url()).pathname === `/api${path as string}` && r.status() === 200));
      await Promise.all([goInApp(a, toA), goInApp(b, toB)]);
      await Promise.all(listed);
      for (const [page, path] of [[a, toA], [b, toB]] as const) {
        expect({ round, path, signedIn: await signedIn(page), url: new URL(page.url()).pathname }).toEqual({ round, path, signedIn: true, url: path });
      }
      expect(await a.getByRole('dialog').count()).toBe(0);
    }
    const status = await a.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}');
      const refreshed = await fetch('/api/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: token.refresh_token }) });
      return refreshed.status;
    });
    expect(status).toBe(200);
  });

  it('signing out in one tab signs the other out at once', async () => {
    await session.as('finance');
    const a = session.page;
    const b = await session.context.newPage();
    await b.goto(`${session.app.url}/kas`);
    await b.locator('main tbody tr').first().waitFor();
    await a.getByRole('button', { name: 'Profil' }).click();
    await a.getByRole('menuitem', { name: 'Keluar' }).click();
    await a.waitForURL(/\/login/);
    await b.waitForURL(/\/login\?next=%2Fkas/);
    expect(await signedIn(b)).toBe(false);
    // Signing in again in one tab brings the other back to where it was.
    await login(a, session.app.url, 'finance');
    await poll(() => new URL(b.url()).pathname).toBe('/kas');
  });
});
