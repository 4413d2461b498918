/**
 * The floor of the `floor` bench section: a bare Fastify 5 server over better-sqlite3 (or node-postgres) that
 * answers the bench's requests by replaying, with prepared statements, exactly the SQL Niaga's engine ran for
 * the same request (the plan bench/floor-capture.ts captured). No authentication, no validation, no registry,
 * no serialisation beyond Fastify's JSON of the rows: what the raw database costs behind the same HTTP stack.
 *
 * Run as its own process by bench/floor.ts:
 *   FLOOR_PLAN=/tmp/…/plan.json FLOOR_DATABASE=sqlite:/tmp/…/bench.sqlite|postgres://… PORT=… node --import tsx bench/floor-server.ts
 *
 * SQLite: the connection is opened as Niaga opens its own (WAL, synchronous=FULL, foreign keys, busy timeout), and a
 * write runs in BEGIN IMMEDIATE … COMMIT as Niaga's driver does, so a create has the same durability. PostgreSQL:
 * a pool of 10 like Niaga's, named prepared statements, one pooled client per request.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import Database from 'better-sqlite3';
import pg from 'pg';
import { resolve, sameQuery, type CasePlan, type FloorPlan, type Inputs, type Step } from './floor-plan.js';

type Row = Record<string, unknown>;

const plan = JSON.parse(readFileSync(process.env.FLOOR_PLAN ?? '', 'utf8')) as FloorPlan;
const url = process.env.FLOOR_DATABASE ?? '';

function inputsOf(req: FastifyRequest): Inputs {
  const params = (req.params ?? {}) as Record<string, string>;
  const body = (req.body ?? {}) as Record<string, unknown>;
  let now: string | undefined;
  return {
    get(name) {
      if (name === 'now') return (now ??= new Date().toISOString());
      if (name === 'id') return Number(params.id);
      return body[name];
    },
  };
}

/** Runs one request's statements; answers the rows of each. */
type Runner = (c: CasePlan, inputs: Inputs) => Promise<Row[][]> | Row[][];

function sqliteRunner(): Runner {
  const raw = new Database(url.slice('sqlite:'.length));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const prepared = new Map<Step, Database.Statement>();
  const statement = (s: Step) => {
    let st = prepared.get(s);
    if (!st) {
      st = raw.prepare(s.control === 'begin' ? 'begin immediate' : s.sql);
      prepared.set(s, st);
    }
    return st;
  };
  for (const c of plan.cases) for (const s of c.steps) statement(s);
  return (c, inputs) => {
    const results: Row[][] = [];
    let open = false;
    try {
      for (const s of c.steps) {
        const st = statement(s);
        const params = s.params.map((p) => resolve(p, inputs, results));
        if (st.reader) results.push(st.all(params) as Row[]);
        else {
          st.run(params);
          results.push([]);
        }
        if (s.control === 'begin') open = true;
        if (s.control === 'commit' || s.control === 'rollback') open = false;
      }
    } catch (err) {
      if (open) raw.exec('rollback');
      throw err;
    }
    return results;
  };
}

function postgresRunner(): Runner {
  // As Niaga reads them (server/db/connection.ts): bigint and numeric as numbers.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const names = new Map<Step, string>();
  plan.cases.forEach((c, i) => c.steps.forEach((s, j) => names.set(s, `floor_${i}_${j}`)));
  return async (c, inputs) => {
    const client = await pool.connect();
    const results: Row[][] = [];
    let open = false;
    try {
      for (const s of c.steps) {
        const values = s.params.map((p) => resolve(p, inputs, results));
        const r = s.control ? await client.query(s.sql) : await client.query({ name: names.get(s), text: s.sql, values });
        results.push(r.rows ?? []);
        if (s.control === 'begin') open = true;
        if (s.control === 'commit' || s.control === 'rollback') open = false;
      }
    } catch (err) {
      if (open) await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    return results;
  };
}

const run: Runner = plan.kind === 'postgres' ? postgresRunner() : sqliteRunner();
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/api/health', async () => ({ status: 'ok', floor: plan.kind }));

const answer = async (c: CasePlan, req: FastifyRequest, reply: FastifyReply) => {
  const results = await run(c, inputsOf(req));
  if (c.method === 'POST') reply.code(201);
  // The rows of every statement that answered some: the page and its references, or the record and its own.
  return { data: results.filter((r) => r.length > 0) };
};

const byRoute = new Map<string, CasePlan[]>();
for (const c of plan.cases) byRoute.set(`${c.method} ${c.route}`, [...(byRoute.get(`${c.method} ${c.route}`) ?? []), c]);
for (const [key, cases] of byRoute) {
  const [method, route] = key.split(' ');
  app.route({
    method, url: route,
    handler: async (req, reply) => {
      const c = cases.length === 1 ? cases[0] : cases.find((x) => sameQuery(req.query as Record<string, unknown>, x.query ?? {}));
      if (!c) return reply.code(404).send({ message: 'no such bench case' });
      return answer(c, req, reply);
    },
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { void app.close().finally(() => process.exit(0)); });
