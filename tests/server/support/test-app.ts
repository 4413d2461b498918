import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, undocumentedCalls, type TestApp, type TestAppOptions } from './helpers.js';

/**
 * The test file's own app: made before its first test (then `ready` runs, for the file's own setting up) and closed
 * after its last. Answers a stand-in that reaches the app once it is made, so a file writes `const t = useTestApp()`
 * at the top instead of a variable and two hooks.
 */
export function useTestApp(options: TestAppOptions = {}, ready?: (t: TestApp) => Promise<void>): TestApp {
  let made: TestApp | undefined;
  const current = () => {
    if (!made) throw new Error('the test app is made in beforeAll: use it inside a test or hook');
    return made;
  };
  // A demo of its own is seeded in the hook (not copied from the template): minutes on a busy PostgreSQL.
  const ownDemo = options.demoMonths !== undefined || options.registry !== undefined;
  beforeAll(async () => {
    made = await createTestApp(options);
    await ready?.(made);
  }, ownDemo ? 300_000 : undefined);
  afterAll(async () => { await made?.close(); });
  return {
    get app() { return current().app; },
    get database() { return current().database; },
    get registry() { return current().registry; },
    token: (user) => current().token(user),
    call: (user, opts) => current().call(user, opts),
    close: () => current().close(),
  };
}

/** Calls under /api as a demo user: `post('aset', '/input/asset', {…})`, `get('gm', '/asset/1')`. */
export const poster = (t: TestApp) => ({
  post: (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload }),
  get: (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` }),
});

/** The file's own app (useTestApp) with `post` and `get` on it. */
export function useApiApp(options: TestAppOptions = {}, ready?: (t: TestApp) => Promise<void>) {
  const t = useTestApp(options, ready);
  return { t, ...poster(t) };
}

/** A test that each of SPEC.md's calls (`'POST /input/x'`, `'GET /x/{id}'`) is routed and in the OpenAPI document. */
export function describeSpecCalls(title: string, t: TestApp, calls: string[]): void {
  describe(title, () => {
    it('are all routed and documented', async () => {
      expect(await undocumentedCalls(t, calls)).toEqual([]);
    });
  });
}
