import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { MenuNode, Registry } from '../../../common/registry.js';
import { resourceOps } from '../../../common/registry.js';
import { buildApp } from '../../../server/app.js';
import type { Database_ } from '../../../server/db/connection.js';

/** Every menu url of the registry, top menus and sub-menus. */
export function registryMenuUrls(registry: Registry): string[] {
  const out: string[] = [];
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => { out.push(n.url); if (n.children) walk(n.children); });
  walk(registry.menus);
  return out;
}

export interface BareApp {
  app: FastifyInstance;
  /** Logs in by email and password; answers the access token (throws on failure). */
  login(email: string, password: string): Promise<string>;
  call(token: string | null, opts: InjectOptions): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  close(): Promise<void>;
}

/** The app over a database prepared by the test itself (no demo seed). */
export async function bareApp(database: Database_, registry: Registry): Promise<BareApp> {
  const app = await buildApp({ database, registry, clientDir: null, logger: !!process.env.TEST_LOG });
  await app.ready();
  return {
    app,
    async login(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    call(token, opts) {
      return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    close: () => app.close(),
  };
}

/**
 * The signed-in user's level reaches every menu of the registry: its menu tree (GET /api/role …&sub_menu=1) holds
 * every registry url, and every listable resource answers its list (neither 401 nor 403).
 */
export async function expectEveryMenuReachable(t: BareApp, token: string, registry: Registry): Promise<void> {
  const me = await t.call(token, { method: 'GET', url: '/api/auth/me' });
  expect(me.statusCode, me.body).toBe(200);
  const lv = me.json().data.user.level.id as number;
  const tree = await t.call(token, { method: 'GET', url: `/api/role?level_id=${lv}&sub_menu=1` });
  expect(tree.statusCode, tree.body).toBe(200);
  const urls = new Set<string>();
  for (const e of tree.json().data as Array<{ menu: { url: string }; sub_menu: Array<{ url: string }> }>) {
    urls.add(e.menu.url);
    for (const s of e.sub_menu) urls.add(s.url);
  }
  expect([...urls].sort()).toEqual(expect.arrayContaining(registryMenuUrls(registry)));
  const refused: string[] = [];
  for (const r of registry.resources) {
    if (!resourceOps(r).includes('list')) continue;
    const res = await t.call(token, { method: 'GET', url: `/api/${r.name}?perPage=1` });
    if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${r.name} ${res.statusCode}`);
  }
  expect(refused).toEqual([]);
}

/** Rows that base data keeps unique by their natural key, counted twice or more. */
export async function duplicateBaseRows(database: Database_): Promise<Record<string, number>> {
  const { db } = database;
  const dup = async (table: string, columns: string[]) => {
    const rows = await db.selectFrom(table).select(columns).execute();
    const seen = new Set<string>();
    let n = 0;
    for (const r of rows) {
      const k = columns.map((c) => String(r[c])).join('|');
      if (seen.has(k)) n += 1;
      seen.add(k);
    }
    return n;
  };
  return {
    level: await dup('level', ['nama_level']), menu: await dup('menu', ['url']), role: await dup('role', ['level_id', 'menu_id']),
    akun: await dup('akun', ['kode']), akun_kategori: await dup('akun_kategori', ['kode']), akun_neraca: await dup('akun_neraca', ['akun_id']),
    setting: Math.max(0, Number((await db.selectFrom('setting').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n) - 1),
  };
}

export const NO_DUPLICATES = { level: 0, menu: 0, role: 0, akun: 0, akun_kategori: 0, akun_neraca: 0, setting: 0 };
