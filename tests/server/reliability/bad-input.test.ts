/**
 * Bad input over every route the app documents, as the admin (who may call them all): wrong types, missing fields,
 * 1 MB strings, NaN, 2^63, broken unicode, deep nesting, wrong content types, bad ids and query parameters.
 * Every answer is a 4xx with a message in Indonesian (never a 5xx), and nothing is written: every table of the
 * database has the rows it had. A hand-written route's fields are learnt from its own answer to an empty body
 * (the keys of `errors`), so its fields get the wrong values too. Values are drawn by fast-check from a fixed seed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableName, writableFields, type FieldDef, type FieldKind } from '../../../common/registry.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { apiRoutes, fillPath, type ApiRoute } from './routes.js';

const SEED = Number(process.env.NIAGA_FUZZ_SEED ?? 18);
/** Tables that a refused request may still touch: none today. */
const MAY_CHANGE = new Set<string>([]);

let t: TestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = (await apiRoutes(t)).filter((r) => !r.path.startsWith('/api/auth/') && r.path !== '/api/setup');
});
afterAll(async () => { await t.close(); });

async function tableCounts(): Promise<Map<string, number>> {
  const tables = (await t.database.db.introspection.getTables()).map((x) => x.name).filter((n) => !MAY_CHANGE.has(n) && !/_fts(_|$)/.test(n));
  const out = new Map<string, number>();
  for (const name of tables) {
    const r = await t.database.db.selectFrom(name).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    out.set(name, Number(r.n));
  }
  return out;
}

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Values no field of the kind accepts (2^63 and 1e308 are not safe integers; 2026-13-45 is no date). */
const WRONG_BY_KIND: Partial<Record<FieldKind, unknown[]>> = {
  int: ['abc', 1.5, 9223372036854775808, -9223372036854775808, 1e308, true],
  qty: ['abc', 1.5, 9223372036854775808, 1e308, '1e999', -1],
  money: ['abc', 0.5, 9223372036854775808, -9223372036854775808, 1e308],
  percent: ['abc', 1.5, 9223372036854775808],
  decimal: ['abc', true, '1e999'],
  ref: ['abc', -1, 0, 1.5, 9223372036854775808],
  date: ['2026-13-45', '2026-02-30', 'abc', 20261105, true],
  datetime: ['kemarin', true],
  bool: ['mungkin', 5],
  enum: ['bukan-pilihan', 99],
  email: ['bukan-email', true],
  phone: ['abc', true],
  text: [true],
  longtext: [true],
};
/** Values no field of any kind accepts: objects, arrays, deep nesting. */
const WRONG_ANY: unknown[] = [{ a: 1 }, [1, 2], nested(50)];
const HUGE = 'ü'.repeat(480_000); // ~960 KB of UTF-8: under the 1 MB limit, so the route itself sees it

/** The registry's fields of a generic save or a workflow step, by its path. */
function knownFields(path: string): FieldDef[] | null {
  for (const r of t.registry.resources) {
    if (path === `/api/input/${r.name}`) return writableFields(r);
    const step = r.workflow?.transitions.find((x) => path === `/api/${x.path}`);
    if (step) return step.fields ?? [];
  }
  return null;
}

interface Body { payload: unknown; raw?: string; type?: string }

/** Malformed bodies for a route: wrong shapes and encodings, then per field (known or learnt) its wrong values. */
function bodies(path: string, learnt: string[]): Body[] {
  const out: Body[] = [
    { payload: [] }, { payload: 'teks' }, { payload: 123 },
    { payload: null, raw: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, type: 'application/json' },
    { payload: null, raw: `${'['.repeat(200_000)}${']'.repeat(200_000)}`, type: 'application/json' },
    { payload: { id: 'abc' } }, { payload: { id: 9223372036854775808 } }, { payload: { id: -5 } }, { payload: { id: 1.5 } },
    { payload: { id: { $gt: 0 } } }, { payload: { id: HUGE } }, { payload: { id: 1, tak_dikenal: 1 } }, { payload: null, raw: '{"id": 1, "__proto__": {"admin": true}}', type: 'application/json' },
    { payload: null, raw: '{"id": NaN}', type: 'application/json' },
    { payload: null, raw: '{"id": 1', type: 'application/json' },
    { payload: null, raw: 'id=1', type: 'application/x-www-form-urlencoded' },
    { payload: null, raw: '<id>1</id>', type: 'application/xml' },
    { payload: null, raw: '{"id": 1}', type: 'text/plain' },
  ];
  const known = knownFields(path);
  const fields: Array<{ name: string; wrong: unknown[] }> = known
    ? known.filter((f) => f.name !== 'id').map((f) => ({
      name: f.name,
      wrong: [...(WRONG_BY_KIND[f.kind as FieldKind] ?? []), ...((f.kind === 'text' || f.kind === 'longtext') && f.max ? [HUGE] : [])],
    }))
    : learnt.map((name) => ({ name, wrong: [] }));
  const draws = fc.sample(fc.constantFrom(...WRONG_ANY), { seed: SEED + path.length, numRuns: Math.max(1, fields.length) });
  fields.forEach((f, i) => {
    for (const v of [...f.wrong, draws[i]]) out.push({ payload: { id: 1, [f.name]: v } });
  });
  return out;
}

const ENGLISH = /\b(the|must|should|invalid|error|cannot|expected|unexpected|undefined|request|body|property)\b/i;

function judge(wrong: string[], label: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 500) { wrong.push(`${label} → ${res.statusCode} ${res.body.slice(0, 100)}`); return; }
  if (res.statusCode < 400) { wrong.push(`${label} → accepted ${res.statusCode} ${res.body.slice(0, 100)}`); return; }
  let message: unknown;
  try { message = (JSON.parse(res.body) as { message?: unknown }).message; } catch { message = undefined; }
  if (typeof message !== 'string' || message === '' || ENGLISH.test(message)) wrong.push(`${label} → ${res.statusCode} message ${JSON.stringify(message)}`);
}

describe('bad input over every route', () => {
  it('answers writes a 4xx in Indonesian, never a 5xx, and writes nothing', async () => {
    await t.token('admin'); // signed in before the count: the login's refresh token is not the sweep's write
    const before = await tableCounts();
    const wrong: string[] = [];
    let sent = 0;
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const url = fillPath(r.path, 1);
      if (r.method === 'DELETE') {
        for (const id of ['abc', '-1', '1.5', '9223372036854775808', '%00', '..%2F..%2Fetc%2Fpasswd', '0x10']) {
          const res = await t.call('admin', { method: 'DELETE', url: fillPath(r.path, id) });
          sent += 1;
          judge(wrong, `DELETE ${r.path} id=${id}`, res);
        }
        continue;
      }
      const empty = await t.call('admin', { method: r.method, url, payload: {} });
      sent += 1;
      if (empty.statusCode >= 500) wrong.push(`${r.method} ${r.path} {} → ${empty.statusCode}`);
      const fields = Object.keys((empty.json() as { errors?: Record<string, unknown> }).errors ?? {}).filter((k) => !k.includes('.'));
      for (const b of bodies(r.path, fields)) {
        const res = b.raw !== undefined
          ? await t.call('admin', { method: r.method, url, payload: b.raw, headers: { 'content-type': b.type! } })
          : await t.call('admin', { method: r.method, url, payload: b.payload as object });
        sent += 1;
        judge(wrong, `${r.method} ${r.path} ${(b.raw ?? JSON.stringify(b.payload)).slice(0, 60)}`, res);
      }
    }
    const after = await tableCounts();
    const written = [...after].filter(([name, n]) => before.get(name) !== n).map(([name, n]) => `${name}: ${before.get(name)} → ${n}`);
    expect(wrong).toEqual([]);
    expect(written).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 600_000);

  it('answers reads with bad ids and parameters a 4xx or the data, never a 5xx', async () => {
    const wrong: string[] = [];
    const params = ['page=abc', 'perPage=1000000', 'page=-1', 'sort=%3Bdrop', 'order=SIDEWAYS', 'id=9223372036854775808', 'id=abc', 'id=1&id=x',
      'tgl_awal=2026-13-45&tgl_akhir=x', 'tgl_awal=2026-01-01&tgl_akhir=2026-02-30', `q=${'%F0%9F%92%A9'.repeat(200)}`, 'q=%00', 'format=exe', 'bulan=2026-99',
      'id[]=1', 'konsumen_id=NaN', 'karyawan_id=1e999'];
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const ids = r.path.includes('{') ? ['abc', '-1', '9223372036854775808', '..%2F..%2Fetc%2Fpasswd', '%00'] : [];
      for (const id of ids) {
        const res = await t.call('admin', { method: 'GET', url: fillPath(r.path, id, { name: id, token: id, clientId: id }) });
        if (res.statusCode >= 500 || (res.statusCode === 200 && /root:|\[boot loader\]/.test(res.body))) wrong.push(`GET ${r.path} id=${id} → ${res.statusCode}`);
      }
      for (const p of params) {
        const res = await t.call('admin', { method: 'GET', url: `${fillPath(r.path, 1)}?${p}` });
        if (res.statusCode >= 500) wrong.push(`GET ${r.path}?${p} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        else if (res.statusCode >= 400) judge(wrong, `GET ${r.path}?${p}`, res);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('takes odd but valid text (NUL, lone surrogates, emoji, right-to-left, the longest allowed) without a 5xx', async () => {
    const odd = ['a\u0000b', '\ud800x', '💩👨‍👩‍👧', '\u202eabc', 'Ā̴̡̧̛̖', "'; drop table users; --", '<script>alert(1)</script>'];
    const wrong: string[] = [];
    let sent = 0;
    for (const r of t.registry.resources) {
      if (!(await t.database.db.selectFrom(tableName(r)).select('id').where('id', '=', 1).executeTakeFirst())) continue;
      for (const f of writableFields(r).filter((x) => (x.kind === 'text' || x.kind === 'longtext') && !x.unique)) {
        for (const v of [...odd, 'x'.repeat(f.max ?? 2000)]) {
          const res = await t.call('admin', { method: 'POST', url: `/api/input/${r.name}`, payload: { id: 1, [f.name]: v } });
          sent += 1;
          if (res.statusCode >= 500) wrong.push(`${r.name}.${f.name}=${JSON.stringify(v).slice(0, 20)} → ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 300_000);
});
