/**
 * Captures the SQL the floor replays. Niaga's app is built in this process (server/app.ts buildApp) over a Kysely
 * whose driver records every statement it executes, with its parameters and the rows it answered; each bench case's
 * request is sent to it twice through `app.inject` (two ids for get, two bodies for create), and the two recordings
 * are lined up to learn where every parameter comes from (bench/floor-plan.ts): the same in both → a constant; the
 * URL id or a body field → an input; a column an earlier statement answered (the page's references, the new id) →
 * that column; strings holding those (the audit row's JSON) → a template. A statement or parameter that cannot be
 * explained stops the bench rather than replaying something else.
 *
 * The statements of the token check (server/auth/session-user.ts loadAuthUser) and of the permission lookup are left
 * out of the floor: they are Niaga's per-request overhead, which the ratio is there to show. The report still
 * counts them.
 */
import pg from 'pg';
import {
  Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Dialect, type Driver, type QueryResult,
} from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../common/registry.js';
import { openDatabase, type Database_, type DbKind } from '../server/db/connection.js';
import { buildApp } from '../server/app.js';
import { loadAuthUser } from '../server/auth/session-user.js';
import { PermissionCache } from '../server/auth/permissions.js';
import { describe, type CasePlan, type FloorPlan, type Source, type Step } from './floor-plan.js';
import type { HttpRequest } from './http.js';

type Row = Record<string, unknown>;

export interface Recorded {
  sql: string;
  params: unknown[];
  rows: Row[];
}

/** Collects what the driver executes while `on`. */
export class Recorder {
  on = false;
  statements: Recorded[] = [];
  take(): Recorded[] {
    const out = this.statements;
    this.statements = [];
    return out;
  }
}

/** A dialect whose connections record every executed statement (begin and commit included). */
class RecordingDialect implements Dialect {
  constructor(private readonly inner: Dialect, private readonly recorder: Recorder) {}
  createAdapter() { return this.inner.createAdapter(); }
  createQueryCompiler() { return this.inner.createQueryCompiler(); }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) { return this.inner.createIntrospector(db); }
  createDriver(): Driver {
    const driver = this.inner.createDriver();
    const recorder = this.recorder;
    const patched = new WeakSet<DatabaseConnection>();
    const acquireConnection = async () => {
      const conn = await driver.acquireConnection();
      if (!patched.has(conn)) {
        const original = conn.executeQuery.bind(conn);
        // Kept in the order statements start: one that uses another's rows starts after that one has answered,
        // whereas the engine may run independent ones side by side (a page and its total) and they end in any order.
        conn.executeQuery = async <R>(q: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> => {
          const entry: Recorded = { sql: q.sql, params: [...q.parameters], rows: [] };
          if (recorder.on) recorder.statements.push(entry);
          const result = await original<R>(q);
          entry.rows = (result.rows ?? []) as Row[];
          return result;
        };
        patched.add(conn);
      }
      return conn;
    };
    return new Proxy(driver, {
      get(target, prop) {
        if (prop === 'acquireConnection') return acquireConnection;
        const v = Reflect.get(target, prop);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
  }
}

/** The bench database opened as Niaga opens it (same pragmas on SQLite, same type parsers on PostgreSQL), recording. */
export function recordingDatabase(url: string, recorder: Recorder): Database_ {
  const base = openDatabase(url);
  let dialect: Dialect;
  if (base.kind === 'sqlite') {
    dialect = new SqliteDialect({ database: base.sqlite! });
  } else {
    void base.close(); // only wanted for its type parsers; its pool never connected
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) });
  }
  const db = new Kysely({ dialect: new RecordingDialect(dialect, recorder) });
  return { db, kind: base.kind, sqlite: base.sqlite, close: () => db.destroy() };
}

/** One bench case as the load generator sends it, with the two requests the plan is learnt from. */
export interface CaseSpec {
  name: string;
  method: 'GET' | 'POST';
  route: string;
  query?: Record<string, string>;
  /**
   * Two requests of the case and their inputs (`id`, body fields); list cases send the same one twice. Called
   * again with the next attempt when the two ran different statements (a kept total folding its deltas once).
   */
  samples: (attempt: number) => [Sample, Sample];
}

export interface Sample {
  request: HttpRequest;
  inputs: Record<string, unknown>;
}

const CONTROL = /^\s*(begin|commit|rollback)\b/i;
const isIdColumn = (c: string) => c === 'id' || c.endsWith('_id');
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

interface Capture {
  statements: Recorded[];
  inputs: Record<string, unknown>;
}

type Plain = Exclude<Source, { k: 'template' }>;

/** Lines up two recordings of one case into replayable steps, or throws saying what cannot be explained. */
export function deriveSteps(name: string, a: Capture, b: Capture): Step[] {
  if (a.statements.length !== b.statements.length || a.statements.some((s, i) => s.sql !== b.statements[i].sql)) {
    const show = (c: Capture) => c.statements.map((s) => `  ${s.sql}`).join('\n');
    throw new Error(`${name}: the two sample requests ran different statements, so no single plan replays them:\n${show(a)}\n--- vs ---\n${show(b)}`);
  }
  return a.statements.map((sa, i) => {
    const sb = b.statements[i];
    const control = CONTROL.exec(sa.sql)?.[1].toLowerCase() as Step['control'];
    if (control) return { sql: sa.sql, params: [], control };
    const params = sa.params.map((pa, j) => {
      const pb = sb.params[j];
      const src = explain(a, b, i, pa, pb);
      if (!src) throw new Error(`${name}: parameter ${j + 1} of statement ${i + 1} (${JSON.stringify(pa)} / ${JSON.stringify(pb)}) comes from nothing the floor knows:\n  ${sa.sql}`);
      return src;
    });
    return { sql: sa.sql, params };
  });
}

/**
 * Inputs and results count only where they differ between the samples: a value the same in both (the user id, a
 * body's category, `aktif` = 1) is a constant, even when some earlier row happens to hold it too.
 */
function explain(a: Capture, b: Capture, before: number, pa: unknown, pb: unknown): Source | undefined {
  const varies = !same(pa, pb);
  if (varies) for (const [name, va] of Object.entries(a.inputs)) if (same(va, pa) && same(b.inputs[name], pb)) return { k: 'input', name };
  const results = resultSources(a, b, before);
  if (varies) for (const r of results) if (same(r.a, pa) && same(r.b, pb)) return r.src;
  if (same(pa, pb)) return { k: 'const', v: pa };
  if (typeof pa === 'string' && typeof pb === 'string') return template(a, b, results, pa, pb);
  return undefined;
}

interface Candidate {
  src: Plain;
  a: unknown;
  b: unknown;
}

/** Columns of rows answered before statement `before`, reference columns first, in both recordings. */
function resultSources(a: Capture, b: Capture, before: number): Candidate[] {
  const out: Candidate[] = [];
  for (let step = 0; step < before; step++) {
    const ra = a.statements[step].rows;
    const rb = b.statements[step].rows;
    for (let row = 0; row < Math.min(ra.length, rb.length); row++) {
      for (const col of Object.keys(ra[row])) out.push({ src: { k: 'result', step, row, col }, a: ra[row][col], b: rb[row]?.[col] });
    }
  }
  return out.sort((x, y) => Number(isIdColumn((y.src as { col: string }).col)) - Number(isIdColumn((x.src as { col: string }).col)));
}

/** A string built from inputs and results that differ between the samples (the audit row's JSON of the record). */
function template(a: Capture, b: Capture, results: Candidate[], pa: string, pb: string): Source | undefined {
  const tokens: Candidate[] = [
    ...Object.entries(a.inputs).map(([name, v]) => ({ src: { k: 'input', name } as Plain, a: v, b: b.inputs[name] })),
    ...results,
  ].filter((t) => (typeof t.a === 'string' && t.a.length >= 4) || typeof t.a === 'number')
    .filter((t) => typeof t.a === typeof t.b && !same(t.a, t.b));
  type Hit = { at: number; len: number; t: Candidate };
  const hits: Hit[] = [];
  for (const t of tokens) {
    const pattern = typeof t.a === 'number'
      ? new RegExp(`(?<![0-9.])${String(t.a).replace('.', '\\.')}(?![0-9.])`, 'g')
      : new RegExp(String(t.a).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
    for (const m of pa.matchAll(pattern)) hits.push({ at: m.index ?? 0, len: m[0].length, t });
  }
  hits.sort((x, y) => x.at - y.at || y.len - x.len);
  const parts: Array<string | Plain> = [];
  let pos = 0;
  for (const h of hits) {
    if (h.at < pos) continue;
    if (h.at > pos) parts.push(pa.slice(pos, h.at));
    parts.push(h.t.src);
    pos = h.at + h.len;
  }
  if (pos < pa.length) parts.push(pa.slice(pos));
  if (!parts.some((p) => typeof p !== 'string')) return undefined;
  const rendered = parts.map((p) => (typeof p === 'string' ? p : String(tokens.find((t) => t.src === p)!.b))).join('');
  return rendered === pb ? { k: 'template', parts } : undefined;
}

export interface CapturedPlan {
  plan: FloorPlan;
  /** Per case: statements of one HTTP request in all, and those replayed by the floor. */
  statements: Record<string, { http: number; floor: number }>;
  /** The statements Niaga ran per case with where each parameter comes from, for the report. */
  sql: Record<string, string[]>;
}

/**
 * Builds Niaga's app in process over a recording connection to the bench database, signs in, and captures each
 * case twice. Writes happen for real (the create samples add two goods).
 */
export async function captureFloorPlan(url: string, kind: DbKind, registry: Registry, login: { email: string; password: string },
  cases: CaseSpec[]): Promise<CapturedPlan> {
  const recorder = new Recorder();
  const database = recordingDatabase(url, recorder);
  const started = Math.floor(Date.now() / 1000) * 1000;
  let clock = new Date(started);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ database, registry, now: () => clock, clientDir: null, logger: false });
    const res = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: login });
    if (res.statusCode !== 200) throw new Error(`capture login answered ${res.statusCode}: ${res.body}`);
    const token = (res.json() as { access_token: string }).access_token;
    const send = async (r: HttpRequest) => {
      const out = await app!.inject({
        method: r.method, url: r.path, headers: { authorization: `Bearer ${token}` }, ...(r.body === undefined ? {} : { payload: r.body as object }),
      });
      if (out.statusCode >= 300) throw new Error(`capture: ${r.method} ${r.path} answered ${out.statusCode}: ${out.body}`);
    };

    // The statements of the token check and the permission lookup, to tell them from the case's own.
    const user = await database.db.selectFrom('users').select(['id', 'level_id']).where('email', '=', login.email).executeTakeFirstOrThrow();
    recorder.on = true;
    await loadAuthUser(database.db, Number(user.id));
    await new PermissionCache(database.db).grants(Number(user.level_id));
    const authSql = new Set(recorder.take().map((s) => s.sql));

    // Warm the app's permission cache (as the server's is warm after its first request) without recording.
    recorder.on = false;
    for (const c of cases) if (c.method === 'GET') await send(c.samples(0)[0].request);

    const out: CapturedPlan = { plan: { kind, cases: [] }, statements: {}, sql: {} };
    for (const c of cases) {
      let captures: Capture[] = [];
      let own: Capture[] = [];
      let steps: Step[] | undefined;
      for (let attempt = 0; !steps; attempt++) {
        captures = [];
        for (const [i, sample] of c.samples(attempt).entries()) {
          clock = new Date(started + i * 1000 + 678); // a distinct `now` per sample, within the token's life
          const inputs = { ...sample.inputs, now: clock.toISOString() };
          recorder.on = true;
          await send(sample.request);
          recorder.on = false;
          captures.push({ statements: recorder.take(), inputs });
        }
        own = captures.map((cap) => ({ ...cap, statements: cap.statements.filter((s) => !authSql.has(s.sql)) }));
        try {
          steps = deriveSteps(c.name, own[0], own[1]);
        } catch (err) {
          if (attempt >= 3) throw err;
        }
      }
      const plan: CasePlan = {
        name: c.name, method: c.method, route: c.route, query: c.query, steps,
        authStatements: captures[0].statements.length - own[0].statements.length,
      };
      out.plan.cases.push(plan);
      out.statements[c.name] = { http: captures[0].statements.length, floor: steps.length };
      out.sql[c.name] = steps.map((s, i) => `/* ${i + 1} */ ${s.sql}${s.params.length ? `  -- ${s.params.map(describe).join(', ')}` : ''}`);
    }
    return out;
  } finally {
    recorder.on = false;
    await app?.close();
    await database.close();
  }
}
