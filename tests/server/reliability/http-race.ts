/** A client of the listening test server for the race tests: plain fetch with a demo user's token, as the app sends. */
import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../support/helpers.js';

export interface Answer { status: number; body: string; headers: Headers }

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export function httpClient(t: TestApp, base: string) {
  return async function http(user: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Answer> {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${await t.token(user)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: res.status, body: await res.text(), headers: res.headers };
  };
}

/** As the client does (src/providers/saveRetry.ts): a 409 with Retry-After means the first copy still runs; ask again. */
export async function withRetry(send: () => Promise<Answer>): Promise<Answer> {
  for (;;) {
    const a = await send();
    if (a.status !== 409 || a.headers.get('retry-after') === null) return a;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function integrityOk(http: ReturnType<typeof httpClient>): Promise<void> {
  const res = await http('finance', 'GET', 'integritas');
  const body = JSON.parse(res.body) as { ok: boolean; checks: Array<{ ok: boolean }> };
  expect(body.checks.filter((c) => !c.ok)).toEqual([]);
  expect(body.ok).toBe(true);
}
