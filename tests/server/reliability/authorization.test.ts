/**
 * Authorization over every route the app documents (GET /api/docs), so routes added by any area are swept:
 * - a level with no menus is refused (403) everywhere but the routes any signed-in user may call;
 * - every route × the nine demo users answers as the permission table (the `role` rows of each level) says:
 *   the registry's own routes need the right the registry declares (read / create / update / delete on the
 *   resource's menu, a step's right and levels); a hand-written route needs, for every level, the rights it asks of
 *   the admin (who holds every menu), so no level takes a path around the check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelIsAny } from '../../../common/levels.js';
import { REPORTS } from '../../../common/laporan.js';
import { resourceOps, type TransitionDef } from '../../../common/registry.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { apiRoutes, fillPath, PUBLIC_ROUTES, type ApiRoute } from './routes.js';
import { recordChecks, type Check } from './permission-recorder.js';

/** Routes every signed-in user may call, whatever their menus, and why. */
const ANY_SIGNED_IN: Record<string, string> = {
  'POST /api/dashboard-info': 'each figure is filtered by the menus the user has (tests/server/auth/permissions.test.ts)',
  'GET /api/notifikasi': "the user's own notifications",
  'POST /api/input/notifikasi': "marks the user's own notifications read",
  'GET /api/param-notif': "the user's own level; another level needs /statusrole",
  'GET /api/rank-sales': 'the ranking is open to every signed-in user (SPEC.md section 4, server/domain/sales)',
  'GET /api/setting': 'company identity and posting accounts for prints (server/domain/keuangan/setting-hooks.ts)',
  'POST /api/sinkron': 'names its document kind first; each kind then needs that menu (tests/server/lapangan)',
  'POST /api/sinkron-laporan': "the phone's own queue report",
  'GET /api/sinkron/{clientId}': "the user's own device documents; the record only with its menu",
  'POST /api/upload': 'names its resource and field first; then create or update on its menu (tests/server/core/upload.test.ts)',
  'GET /api/laporan/{name}': 'names its report first; then read on that report menu (tests/server/laporan)',
  'GET /api/riwayat/{resource}/{id}': "names its resource first; then read on that resource's menu and the row in the user's scope (tests/server/core/history.test.ts)",
  'POST /api/input/setting': 'settings are never added (400 for everyone); updated with the right on /setting',
  'POST /api/input/slip-gaji': 'payslips are never added by hand (400 for everyone)',
  'POST /api/laporan-ekspor': "names its report first; then read on that report's menu, as GET /api/laporan/{name}",
  'GET /api/laporan-ekspor/{filename}': "only the user who started the export, by the file's generated name (any other: 404)",
  'GET /api/laporan-ekspor/{filename}/berkas': "only the user who started the export, and the report's read right again",
  'GET /api/clear-export': "names the user's own export file first (server/domain/laporan/export-routes.ts)",
};

type Can = (menu: string, action: string) => boolean;

/** Hand-written routes gated by a rule other than one menu right: the rule, checked for every level. */
const OTHER_RULES: Record<string, { rule: (level: string, can: Can) => boolean; why: string }> = {
  'GET /api/dashboard-grafik-laba-rugi': { rule: (_l, can) => can('/laporan/laba-rugi', 'read'), why: 'the chart of the profit and loss report' },
  'GET /api/laporan-sales': { rule: (_l, can) => REPORTS.some((r) => r.bySales && can(r.path, 'read')), why: 'any report by salesperson' },
  // A history row's cancel (SPEC.md: POST /input/asset-riwayat-… cancels): the generic create, and update on the menu.
  'POST /api/input/asset-riwayat-peminjaman': { rule: (_l, can) => can('/asset-peminjaman', 'create') && can('/asset-peminjaman', 'update'), why: 'cancelling a loan' },
  'POST /api/input/asset-riwayat-penyimpanan': { rule: (_l, can) => can('/asset-penyimpanan', 'create') && can('/asset-penyimpanan', 'update'), why: 'cancelling a storage' },
  'GET /api/sinkron-ringkasan': {
    rule: (level) => levelIsAny(level, ['supervisor', 'finance', 'owner', 'gm', 'admin']),
    why: "the field page's supervision view, by level like a workflow step (server/domain/lapangan/laporan.ts)",
  },
};

const USERS = ['admin', 'owner', 'finance', 'gm', 'spv', 'sales1', 'sales2', 'gudang', 'aset'];

let t: TestApp;
let record: { take(): Check[] };
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  record = recordChecks(t.app.ctx.permissions);
  routes = (await apiRoutes(t)).filter((r) => !r.path.startsWith('/api/auth/') && !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));
});
afterAll(async () => { await t.close(); });

const key = (r: ApiRoute) => `${r.method} ${r.path}`;

/**
 * The calls that probe a route with an empty body: a record id in the path (a missing one for DELETE, so the admin's
 * sweep deletes nothing) and, for a GET without a path id, once more with `?id=1` (prints addressed by query).
 */
function probes(r: ApiRoute) {
  const url = fillPath(r.path, r.method === 'DELETE' ? 999_999 : 1);
  const one = { method: r.method, url, ...(r.method === 'POST' ? { payload: {} } : {}) };
  return r.method === 'GET' && !r.path.includes('{') ? [one, { ...one, url: `${url}?id=1` }] : [one];
}

/** The probe that reaches furthest as the admin: the first not refused as malformed (400/422). */
async function probe(r: ApiRoute) {
  const all = probes(r);
  for (const p of all) {
    const res = await t.call('admin', p);
    if (res.statusCode !== 400 && res.statusCode !== 422) return p;
  }
  return all[0];
}

interface Declared { menu: string; action: 'read' | 'create' | 'update' | 'delete'; levels?: TransitionDef['levels'] }

/** The right the registry declares for one of its generic, step or import routes; undefined for hand-written routes. */
function declaredRight(r: ApiRoute): Declared | null | undefined {
  for (const res of t.registry.resources) {
    const ops = resourceOps(res);
    const m = (action: Declared['action']): Declared => ({ menu: res.menu, action });
    if (r.path === `/api/${res.name}` && r.method === 'GET' && ops.includes('list')) return res.name === 'setting' ? null : m('read');
    if (r.path === `/api/${res.name}/{id}` && r.method === 'GET' && ops.includes('get')) return m('read');
    if (r.path === `/api/${res.name}/{id}` && r.method === 'DELETE' && ops.includes('delete')) return m('delete');
    if (r.path === `/api/input/${res.name}` && r.method === 'POST') return ops.includes('create') ? m('create') : null;
    if (res.addPath && r.path === `/api/${res.addPath}` && r.method === 'POST') return m('create');
    const step = res.workflow?.transitions.find((x) => r.path === `/api/${x.path}`);
    if (step && r.method === 'POST') return { menu: res.menu, action: step.action, levels: step.levels };
  }
  return undefined;
}

async function grantsOf(user: string): Promise<{ level: string; can: Can }> {
  const u = await t.database.db.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.level_id', 'level.nama_level']).where('users.email', '=', `${user}@niaga.local`).executeTakeFirstOrThrow();
  const rows = await t.database.db.selectFrom('role').innerJoin('menu', 'menu.id', 'role.menu_id')
    .select(['menu.url', 'role.create', 'role.update', 'role.delete']).where('role.level_id', '=', u.level_id).execute();
  const table = new Map(rows.map((r) => [String(r.url), r]));
  return {
    level: String(u.nama_level),
    can: (menu, action) => {
      const g = table.get(menu) as Record<string, unknown> | undefined;
      return !!g && (action === 'read' || !!g[action]);
    },
  };
}

describe('a level without menus', () => {
  it('is refused on every route but those open to any signed-in user', async () => {
    const level = await t.call('admin', { method: 'POST', url: '/api/input/level', payload: { nama_level: 'Tanpa Menu' } });
    expect(level.statusCode, level.body).toBe(201);
    await t.database.db.deleteFrom('role').where('level_id', '=', level.json().data.id).execute();
    t.app.ctx.permissions.invalidate();
    const user = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { email: 'tanpamenu@niaga.local', password: 'niaga123', level_id: level.json().data.id } });
    expect(user.statusCode, user.body).toBe(201);
    const wrong: string[] = [];
    for (const r of routes) {
      if (ANY_SIGNED_IN[key(r)]) continue;
      const answers = await Promise.all(probes(r).map((p) => t.call('tanpamenu', p)));
      if (!answers.some((a) => a.statusCode === 403) || answers.some((a) => a.statusCode < 400)) {
        wrong.push(`${key(r)} → ${answers.map((a) => `${a.statusCode} ${a.body.slice(0, 120)}`).join(' | ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(400);
  });
});

describe('every route × the nine demo users', () => {
  it('answers as the permission table says', async () => {
    const mismatches: string[] = [];
    const levels = new Map(await Promise.all(USERS.map(async (u) => [u, await grantsOf(u)] as const)));
    let compared = 0;
    for (const r of routes) {
      if (ANY_SIGNED_IN[key(r)]) continue;
      const declared = declaredRight(r);
      const call = await probe(r);
      const answers = new Map<string, { status: number; body: string; checks: Check[] }>();
      for (const user of USERS) {
        record.take();
        const res = await t.call(user, call);
        answers.set(user, { status: res.statusCode, body: res.body, checks: record.take() });
      }
      // A hand-written route needs every right it asked of anyone: a level that skips a check others meet shows here.
      const asked = new Map([...answers.values()].flatMap((a) => a.checks).map((c) => [`${c.menu}:${c.action}`, c]));
      const other = OTHER_RULES[key(r)];
      if (!other && declared === undefined && asked.size === 0 && answers.get('admin')!.status < 400) mismatches.push(`${key(r)} asks no menu right (admin → ${answers.get('admin')!.status})`);
      for (const user of USERS) {
        const { level, can } = levels.get(user)!;
        const { status, body, checks } = answers.get(user)!;
        const needs = declared === undefined ? [...asked.values()] : declared === null ? [] : [declared];
        const expectRefused = other ? !other.rule(level, can) : needs.some((c) => !can(c.menu, c.action))
          || (!!declared?.levels?.length && !levelIsAny(level, declared.levels));
        const refusedByTable = status === 403 && (other !== undefined || checks.some((c) => !c.granted) || /hanya dapat dilakukan oleh/.test(body));
        compared += 1;
        if (expectRefused !== refusedByTable) {
          mismatches.push(`${key(r)} as ${user}: expected ${expectRefused ? '403' : 'allowed'}, got ${status} ${body.slice(0, 100)} (asked ${checks.map((c) => `${c.menu}:${c.action}`).join(',') || 'nothing'})`);
        }
        if (declared && !expectRefused && checks.length > 0 && !checks.some((c) => c.menu === declared.menu && c.action === declared.action)) {
          mismatches.push(`${key(r)} as ${user}: asked ${checks.map((c) => `${c.menu}:${c.action}`).join(',')} instead of ${declared.menu}:${declared.action}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(3000);
  }, 240_000);
});
