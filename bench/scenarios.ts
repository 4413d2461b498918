import { AuthUserCache } from '../server/auth/user-cache.js';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Registry, ResourceDef } from '../common/registry.js';
import type { Database_ } from '../server/db/connection.js';
import type { AppContext, AuthUser } from '../server/core/context.js';
import { parseListParams } from '../server/core/list-query.js';
import { getRecord, listRecords } from '../server/core/records.js';
import { prepareSave, saveRecord } from '../server/core/save.js';
import { PermissionCache } from '../server/auth/permissions.js';
import { localBus } from '../server/core/cluster-bus.js';
import type { HttpRequest } from './http.js';

/**
 * One measured piece of work, three ways: over HTTP, through the engine in process (listRecords, getRecord,
 * saveRecord without Fastify), and as the plain SQL it needs written by hand through Kysely (the floor).
 */
export interface Scenario {
  name: string;
  next: () => HttpRequest;
  engine: () => Promise<unknown>;
  raw: () => Promise<unknown>;
}

export interface Setup {
  database: Database_;
  registry: Registry;
  resource: ResourceDef;
  admin: AuthUser;
  minId: number;
  maxId: number;
  jabatanId: number;
  search: string;
  rows: number;
}

type Query = Record<string, string>;

export function buildScenarios(s: Setup): Scenario[] {
  const { db, kind } = s.database;
  const like = kind === 'postgres' ? sql.raw('ilike') : sql.raw('like');
  const randomId = () => s.minId + Math.floor(Math.random() * (s.maxId - s.minId + 1));
  const path = (q: Query) => `/api/karyawan?${new URLSearchParams(q)}`;
  const engineList = (q: Query) => () => listRecords(db, kind, s.registry, s.resource, parseListParams(s.resource, q), { user: null });

  /** The page query by hand: total, one page sorted with id as tie-breaker, the page's jabatan names. */
  const rawList = (where: ReturnType<typeof sql>, offset: number) => async () => {
    await sql`select count(*) as total from karyawan where deleted_at is null and ${where}`.execute(db);
    const page = await sql<{ jabatan_id: number }>`select * from karyawan where deleted_at is null and ${where}
      order by nama_lengkap asc, id asc limit 25 offset ${offset}`.execute(db);
    const ids = [...new Set(page.rows.map((r) => r.jabatan_id))];
    if (ids.length) await sql`select id, nama from jabatan where id in (${sql.join(ids)})`.execute(db);
  };
  const listScenario = (name: string, q: Query, where: ReturnType<typeof sql>, offset = 0): Scenario => {
    const full = { page: String(offset / 25 + 1), perPage: '25', sort: 'nama_lengkap', order: 'ASC', ...q };
    return { name, next: () => ({ method: 'GET', path: path(full) }), engine: engineList(full), raw: rawList(where, offset) };
  };

  const pattern = `%${s.search}%`;
  const searchWhere = sql`(nama_lengkap ${like} ${pattern} or nip ${like} ${pattern} or nik ${like} ${pattern}
    or no_hp ${like} ${pattern} or email ${like} ${pattern})`;
  const middle = Math.floor(s.rows / 2 / 25) * 25;

  const ctx: AppContext = {
    db, kind, registry: s.registry, version: 'bench', jwtKey: new Uint8Array(32), permissions: new PermissionCache(db), users: new AuthUserCache(db), bus: localBus(), now: () => new Date(), steps: new Map(),
  };
  const req = { user: s.admin } as unknown as FastifyRequest;
  let saves = 0;
  const alamat = () => `Jl. Pengukuran No. ${++saves}, Bandung`;

  return [
    listScenario('list, sorted by nama_lengkap', {}, sql`1 = 1`),
    listScenario(`list, page ${middle / 25 + 1} (deep offset)`, {}, sql`1 = 1`, middle),
    listScenario('filter jabatan_id + aktif', { jabatan_id: String(s.jabatanId), aktif: 'true' }, sql`jabatan_id = ${s.jabatanId} and aktif = 1`),
    listScenario(`search q=${s.search}`, { q: s.search }, searchWhere),
    {
      name: 'get by id',
      next: () => ({ method: 'GET', path: `/api/karyawan/${randomId()}` }),
      engine: () => getRecord(db, s.registry, s.resource, randomId(), { user: null }),
      raw: async () => {
        const row = await sql<{ jabatan_id: number }>`select * from karyawan where id = ${randomId()} and deleted_at is null`.execute(db);
        await sql`select * from jabatan where id = ${row.rows[0].jabatan_id}`.execute(db);
      },
    },
    {
      name: 'save (update alamat)',
      next: () => ({ method: 'POST', path: '/api/input/karyawan', body: { id: randomId(), alamat: alamat() } }),
      engine: async () => saveRecord(ctx, req, s.resource, await prepareSave(ctx, s.resource, { id: randomId(), alamat: alamat() }), {}),
      raw: () => db.transaction().execute(async (trx) => {
        const id = randomId();
        const at = new Date().toISOString();
        const before = await sql`select * from karyawan where id = ${id} and deleted_at is null`.execute(trx);
        await sql`update karyawan set alamat = ${alamat()}, updated_at = ${at}, updated_by = ${s.admin.id} where id = ${id}`.execute(trx);
        const after = await sql`select * from karyawan where id = ${id}`.execute(trx);
        await sql`insert into audit_log (user_id, action, resource, record_id, before, after, created_at)
          values (${s.admin.id}, 'update', 'karyawan', ${id}, ${JSON.stringify(before.rows[0])}, ${JSON.stringify(after.rows[0])}, ${at})`.execute(trx);
      }),
    },
  ];
}
