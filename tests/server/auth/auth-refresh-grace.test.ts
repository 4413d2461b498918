import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { refreshGraceMs } from '../../../server/auth/refresh-rotation.js';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => { t = await createTestApp({ now: () => new Date(clock) }); });
afterAll(async () => { await t.close(); });

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };

async function signIn(email: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email, password: 'niaga123' }, headers: BROWSER });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const refresh = (token: string, opts: { ip?: string; agent?: string } = {}) => t.app.inject({
  method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token },
  headers: { 'user-agent': opts.agent ?? BROWSER['user-agent'] }, remoteAddress: opts.ip ?? '10.2.0.1',
});

const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${access}` } });

describe('refresh grace window', () => {
  it('is a few seconds by default', () => {
    expect(refreshGraceMs()).toBeGreaterThanOrEqual(2000);
    expect(refreshGraceMs()).toBeLessThanOrEqual(30_000);
  });

  it('answers the same pair to the same token presented twice within the window, and both work', async () => {
    const first = await signIn('finance@niaga.local');
    const a = await refresh(first.refresh_token);
    clock += 1500;
    const b = await refresh(first.refresh_token);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().refresh_token).toBe(a.json().refresh_token);
    expect(b.json().access_token).toBe(a.json().access_token);
    expect(a.json().refresh_token).not.toBe(first.refresh_token);
    expect((await me(a.json().access_token)).statusCode).toBe(200);
    const next = await refresh(b.json().refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access_token)).statusCode).toBe(200);
  });

  it('revokes the family when the token comes again after the window', async () => {
    const first = await signIn('gm@niaga.local');
    const a = await refresh(first.refresh_token);
    expect(a.statusCode).toBe(200);
    clock += refreshGraceMs() + 1000;
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/Sesi Anda telah berakhir/);
    expect((await refresh(a.json().refresh_token)).statusCode).toBe(401);
  });

  it('revokes the family when another client presents the spent token within the window', async () => {
    const first = await signIn('owner@niaga.local');
    const a = await refresh(first.refresh_token);
    expect((await refresh(first.refresh_token, { ip: '203.0.113.9', agent: 'curl/8' })).statusCode).toBe(401);
    expect((await refresh(a.json().refresh_token)).statusCode).toBe(401);
  });

  it('revokes the family when the spent token comes again after its successor was used', async () => {
    const first = await signIn('spv@niaga.local');
    const a = await refresh(first.refresh_token);
    const b = await refresh(a.json().refresh_token);
    expect(b.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.json().refresh_token)).statusCode).toBe(401);
  });

  it('gives 20 concurrent refreshes with one token one pair, and the family stays valid', async () => {
    const first = await signIn('aset@niaga.local');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refresh_token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const pairs = new Set(answers.map((r) => `${r.json().access_token} ${r.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const [pair] = answers.map((r) => r.json());
    expect((await me(pair.access_token)).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('refresh_token').select(['revoked_at'])
      .where('user_id', '=', pair.user.id).where('created_at', '>=', new Date(clock - 1000).toISOString()).execute();
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked_at === null)).toBe(true);
    const next = await refresh(pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access_token)).statusCode).toBe(200);
  });

  it('a signed-out session gets nothing from the window', async () => {
    const first = await signIn('sales2@niaga.local');
    const a = (await refresh(first.refresh_token)).json();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${a.access_token}` }, payload: { refresh_token: a.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });
});
