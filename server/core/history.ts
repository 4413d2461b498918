/**
 * Who did what when, from the audit rows (issue 35): `GET /api/riwayat/:resource/:id`, the history of one record its
 * reader may see, and the pieces the dashboard's activity feed shares with it: the writer's name and the record's
 * number (its title field: `nomor` of a document) read in the same query, never one query per row. The words are
 * common/activity-words.ts's, on the client.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql, type RawBuilder } from 'kysely';
import type { Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import { notFound } from './errors.js';
import { route } from './route.js';
import { IdParams } from './route-schema.js';
import { visibleRows } from './records.js';

type Row = Record<string, unknown>;

/** Rows of the history answer: one audit row with who did it, by name, and the record's number. */
export interface HistoryRow {
  id: number;
  action: string;
  resource: string;
  record_id: number | null;
  user: string | null;
  karyawan_id: number | null;
  created_at: string;
  nomor: string | null;
}

/** Resources named by a title of their own (not the row id), with that title a column of their table. */
function titled(registry: Registry, names?: string[]): ResourceDef[] {
  return registry.resources.filter((r) => (!names || names.includes(r.name)) && r.titleField !== 'id'
    && r.fields.some((f) => f.name === r.titleField && !f.internal && f.kind !== 'password'));
}

/**
 * The audited record's number or title, as one SQL expression over `audit_log` (a CASE by resource of one indexed
 * look-up each): the whole feed's numbers come with its rows.
 */
export function recordNumber(registry: Registry, names?: string[]): RawBuilder<string | null> {
  const branches = titled(registry, names).map((r) => sql`WHEN ${sql.lit(r.name)} THEN (SELECT CAST(${sql.ref(`n.${r.titleField}`)} AS TEXT) FROM ${sql.table(tableName(r))} AS n WHERE n.id = audit_log.record_id)`);
  return branches.length ? sql<string | null>`CASE audit_log.resource ${sql.join(branches, sql` `)} END` : sql<string | null>`NULL`;
}

/** A deleted record's number from what the audit row kept of it. */
function numberBefore(registry: Registry, row: Row): string | null {
  if (row.action !== 'delete' || typeof row.before_delete !== 'string') return null;
  const resource = findResource(registry, String(row.resource));
  try {
    const kept = JSON.parse(row.before_delete) as Row;
    const v = resource && resource.titleField !== 'id' ? kept[resource.titleField] : null;
    return v === null || v === undefined ? null : String(v);
  } catch {
    return null;
  }
}

/** The select of audit rows with who and which record, for `audit_log` filtered by the caller. */
export function historyColumns(registry: Registry, names?: string[]) {
  return [
    'audit_log.id', 'audit_log.action', 'audit_log.resource', 'audit_log.record_id', 'audit_log.created_at', 'users.email', 'karyawan.nama_lengkap', 'users.karyawan_id',
    recordNumber(registry, names).as('nomor'),
    sql<string | null>`CASE WHEN audit_log.action = 'delete' THEN audit_log.before END`.as('before_delete'),
  ] as const;
}

/** An audit row as the client reads it. */
export function historyRow(registry: Registry, r: Row): HistoryRow {
  return {
    id: Number(r.id), action: String(r.action), resource: String(r.resource), record_id: r.record_id === null ? null : Number(r.record_id),
    user: (r.nama_lengkap ?? r.email ?? null) as string | null, karyawan_id: (r.karyawan_id ?? null) as number | null,
    created_at: String(r.created_at), nomor: (r.nomor as string | null) ?? numberBefore(registry, r),
  };
}

const HISTORY_LIMIT = 200;

export function registerHistoryRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const resourceOf = (name: unknown) => {
    const resource = typeof name === 'string' ? findResource(ctx.registry, name) : undefined;
    if (!resource || resource.parent) throw notFound('Jenis data tidak dikenal');
    return resource;
  };
  route(app, {
    method: 'GET', url: '/api/riwayat/:resource/:id', summary: 'Riwayat satu data: siapa melakukan apa dan kapan (dari jejak audit)',
    params: Type.Object({ resource: Type.String({ description: 'nama resource registry (request-barang, bop-ajuan…)' }), id: IdParams('id data').properties.id }),
    // The right to read the resource first; then the row must be one the reader may see (row scopes).
    allow: async (user, req) => ctx.permissions.require(user, resourceOf((req.params as Row).resource).menu, 'read'),
  }, async ({ user, params }) => {
    const resource = resourceOf(params.resource);
    const table = tableName(resource);
    const seen = await visibleRows(ctx.db, resource, { user, registry: ctx.registry }).select(`${table}.id`).where(`${table}.id`, '=', params.id).executeTakeFirst();
    if (!seen) throw notFound(`${resource.label} tidak ditemukan`);
    const rows = await ctx.db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.user_id').leftJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
      .select(historyColumns(ctx.registry, [resource.name]))
      .where('audit_log.resource', '=', resource.name).where('audit_log.record_id', '=', params.id)
      .orderBy('audit_log.id', 'asc').limit(HISTORY_LIMIT).execute();
    return { data: rows.map((r) => historyRow(ctx.registry, r as Row)) };
  });
}
