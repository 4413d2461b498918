/**
 * Documents a salesperson's phone made offline (issue 23), sent from its queue when the network returns:
 * `POST /api/sinkron { jenis, client_id, dibuat_offline_at, data }`, one document per call, with its
 * `Idempotency-Key` (server/core/idempotency.ts answers a copy with the first answer).
 *
 * A queued document is validated like any other call: the same save (registry rules, the domain's hooks) and, for a
 * sale, the same `selesai` step (stock out of the vehicle less what was sold meanwhile, credit limits, prices), and
 * for a return the same `laporkan` step — all in one transaction, so a refusal answers its Indonesian reason and
 * writes nothing. The document keeps the phone's id (`client_id`, unique: a copy under another key finds it) and the
 * time it was made offline beside `created_at`, the time it arrived; an audit row `sinkron` carries both.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findResource, tableName, type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import type { HooksByResource } from '../../core/hooks.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { getRecord } from '../../core/records.js';
import { prepareSave, saveInTransaction } from '../../core/save.js';
import { inTransaction } from '../../core/transaction.js';
import { readStepInput } from '../../core/workflow.js';
import { takeStep } from '../../core/steps.js';
import { writeAudit } from '../../core/audit.js';
import { levelIsAny } from '../../../common/levels.js';
import type { Db } from '../../db/connection.js';
import type { Row } from '../../core/documents/row.js';
import { registerLaporanAntrean } from './laporan.js';
import { registerDataHari } from './data-hari.js';
import { registerKunjunganHari } from './kunjungan-hari.js';
import { registerTutupHari } from './tutup-hari.js';
import { kunjunganHooks } from './kunjungan.js';
import { lapanganGrants } from './grants.js';
import { seedKunjungan } from './seed.js';
import type { AreaManifest } from '../../core/area.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { ServiceBody } from '../../core/route-schema.js';

/** What each kind of queued document is: its resource, and the workflow step taken right after the save. */
const JENIS: Record<string, { resource: string; step?: string; stepFields?: string[] }> = {
  penjualan: { resource: 'penjualan', step: 'selesai', stepFields: ['bayar'] },
  'penjualan-bayar': { resource: 'penjualan-bayar' },
  'retur-konsumen': { resource: 'retur-konsumen', step: 'laporkan' },
  // A customer registered on the phone goes in as a request pending approval, never as a customer.
  ajuankonsumen: { resource: 'ajuankonsumen' },
  // A shop visited (or skipped) while offline: the visit row, its reason and where the phone was (issue 39).
  kunjungan: { resource: 'kunjungan' },
};
const BODY_KEYS = new Set(['jenis', 'client_id', 'dibuat_offline_at', 'data']);
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Older than this is not a day's offline work but a lost phone coming back: refused, finance decides. */
const MAX_AGE_MS = 30 * 86_400_000;

interface SyncBody { jenis: string; clientId: string; offlineAt: string; data: Row }

function readBody(raw: unknown, now: number): SyncBody {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const body = raw as Row;
  const extra = Object.keys(body).filter((k) => !BODY_KEYS.has(k));
  if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.join(', ')}`);
  const errors: Record<string, string[]> = {};
  if (typeof body.jenis !== 'string' || !JENIS[body.jenis]) errors.jenis = [`Jenis dokumen harus salah satu dari ${Object.keys(JENIS).join(', ')}`];
  if (typeof body.client_id !== 'string' || !CLIENT_ID.test(body.client_id)) errors.client_id = ['ID dokumen perangkat harus 8 sampai 64 huruf, angka, - atau _'];
  const t = typeof body.dibuat_offline_at === 'string' ? Date.parse(body.dibuat_offline_at) : NaN;
  if (!Number.isFinite(t)) errors.dibuat_offline_at = ['Waktu dibuat offline wajib berupa tanggal dan jam ISO'];
  else if (t > now + CLOCK_SKEW_MS) errors.dibuat_offline_at = ['Waktu dibuat offline ada di masa depan; periksa jam ponsel'];
  else if (t < now - MAX_AGE_MS) errors.dibuat_offline_at = ['Dokumen dibuat offline lebih dari 30 hari lalu; serahkan ke Finance'];
  if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data)) errors.data = ['Isi dokumen wajib berupa objek'];
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0][0], errors);
  return { jenis: body.jenis as string, clientId: body.client_id as string, offlineAt: new Date(t).toISOString(), data: body.data as Row };
}

/** The document already made from this phone id, if any (a copy sent under another key). */
async function existingByClientId(db: Db, resource: ResourceDef, clientId: string): Promise<number | null> {
  const row = await db.selectFrom(tableName(resource)).select('id').where('client_id', '=', clientId).executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function apply(trx: Db, ctx: AppContext, req: FastifyRequest, user: AuthUser, hooks: HooksByResource, body: SyncBody): Promise<number> {
  const kind = JENIS[body.jenis];
  const resource = findResource(ctx.registry, kind.resource)!;
  const stepDef = kind.step ? resource.workflow!.transitions.find((t) => t.name === kind.step)! : undefined;
  const saveBody: Row = { ...body.data };
  const stepInput: Row = {};
  for (const f of kind.stepFields ?? []) {
    if (f in saveBody) stepInput[f] = saveBody[f];
    delete saveBody[f];
  }
  if ('id' in saveBody) throw badRequest('Dokumen offline selalu dokumen baru: id tidak boleh diisi');
  const input = stepDef ? readStepInput(stepInput, stepDef, resource) : {};
  const prepared = await prepareSave(ctx, resource, saveBody);
  // The same save as POST /api/input/<resource> (server/core/crud-routes.ts): the domain's own save, else the engine's.
  const own = hooks[resource.name]?.save;
  const { data } = own ? await own({ trx, req, ctx, prepared }) : await saveInTransaction(trx, ctx, req, resource, prepared, hooks);
  const id = Number((data as Row).id);
  await trx.updateTable(tableName(resource)).set({ client_id: body.clientId, dibuat_offline_at: body.offlineAt }).where('id', '=', id).execute();
  if (stepDef) {
    if (stepDef.levels?.length && !levelIsAny(user.level_name, stepDef.levels)) throw forbidden(`${stepDef.label} tidak dapat dilakukan oleh level Anda`);
    await takeStep(ctx, user, resource.name, stepDef.name, id, input, { trx, checked: true });
  }
  return id;
}

export function registerSinkronRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, { method: 'POST', url: '/api/sinkron', summary: 'Kirim dokumen yang dibuat offline di perangkat',
    body: ServiceBody(Type.Object({
      jenis: Type.String({ enum: Object.keys(JENIS) }), client_id: Type.String({ pattern: CLIENT_ID.source }),
      dibuat_offline_at: Type.String({ format: 'date-time' }), data: Type.Object({}, { additionalProperties: true }),
    }, { additionalProperties: true }), 'pemeriksaan sinkron'),
  }, async ({ user, body: sent, req, reply }) => {
    const body = readBody(sent, ctx.now().getTime());
    const resource = findResource(ctx.registry, JENIS[body.jenis].resource)!;
    await ctx.permissions.require(user, resource.menu, 'create');
    if (JENIS[body.jenis].step) await ctx.permissions.require(user, resource.menu, 'update');
    const answer = async (id: number, duplikat: boolean) => ({
      data: await getRecord(ctx.db, ctx.registry, resource, id, { user }),
      duplikat,
      message: duplikat ? `${resource.label} ini sudah diterima sebelumnya` : `${resource.label} dari perangkat diterima`,
    });
    const known = await existingByClientId(ctx.db, resource, body.clientId);
    if (known) return answer(known, true);
    let id: number;
    try {
      id = await inTransaction(ctx, async (trx) => {
        // Checked again inside the write transaction (SQLite: IMMEDIATE; PostgreSQL: the unique index decides).
        if (await existingByClientId(trx, resource, body.clientId)) throw conflict('Dokumen ini sedang diterima dari perangkat lain');
        const newId = await apply(trx, ctx, req, user, app.hooks, body);
        await writeAudit(trx, {
          userId: user.id, action: 'sinkron', resource: resource.name, recordId: newId, at: nowIso(ctx), offlineAt: body.offlineAt,
          after: { client_id: body.clientId, dibuat_offline_at: body.offlineAt, diterima_pada: nowIso(ctx) },
        });
        return newId;
      });
    } catch (err) {
      // Two copies under different keys racing on PostgreSQL: the second meets the unique client_id.
      const code = String((err as { code?: unknown }).code ?? '');
      if (code === '23505' || code.startsWith('SQLITE_CONSTRAINT')) {
        const again = await existingByClientId(ctx.db, resource, body.clientId);
        if (again) return answer(again, true);
      }
      throw err;
    }
    reply.code(201);
    return answer(id, false);
  });

  route(app, { method: 'GET', url: '/api/sinkron/:clientId', summary: 'Dokumen yang sudah diterima dari satu ID dokumen perangkat',
    params: Type.Object({ clientId: Type.String({ description: 'ID dokumen perangkat' }) }),
  }, async ({ user, params }) => {
    const { clientId } = params;
    for (const kind of Object.values(JENIS)) {
      const resource = findResource(ctx.registry, kind.resource)!;
      const id = await existingByClientId(ctx.db, resource, clientId);
      if (id && await ctx.permissions.can(user, resource.menu, 'read')) return { data: { jenis: resource.name, ...(await getRecord(ctx.db, ctx.registry, resource, id, { user })) } };
    }
    throw notFound('Dokumen perangkat ini belum diterima server');
  });

  registerLaporanAntrean(app);
  registerDataHari(app);
  registerKunjunganHari(app);
  registerTutupHari(app);
}

export const manifest: AreaManifest = {
  name: 'lapangan',
  routes: registerSinkronRoutes,
  hooks: () => ({ kunjungan: kunjunganHooks }),
  grants: lapanganGrants,
  // visits of the demo salespeople's past days, after their sales (penjualan seeds), and today's plan partly done
  seeds: [{ order: 95, run: seedKunjungan }],
};
