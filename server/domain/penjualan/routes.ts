/**
 * The sale's own calls (SPEC.md section 7): `transaksi-update` (the draft's save), `transaksi-barang-update` (one
 * goods line saved or deleted), `transaksi-delete` (a draft removed), and the sale answered with its goods lines
 * and payment parts. Every call answers the whole sale with its lines and totals.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { hasErrors, validateRecord } from '../../../common/validate.js';
import type { Db } from '../../db/connection.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { badRequest, conflict, notFound, unprocessable } from '../../core/errors.js';
import { parseIdParam } from '../../core/request-user.js';
import { getRecord, serialize, visibleRows } from '../../core/records.js';
import { prepareSave, saveRecord } from '../../core/save.js';
import { inTransaction } from '../../core/transaction.js';
import { writeAudit } from '../../core/audit.js';
import type { Row } from '../../core/documents/row.js';
import { loadSettings, salePpnPersen } from '../../ledger/index.js';
import { pembulatanStep } from '../../../common/pembulatan.js';
import { afterLinesChanged, auditPrice, lineContext, priceLine, saleHooks } from './draft.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { RegistryInputBody, ServiceBody } from '../../core/route-schema.js';

const MENU = '/penjualan';

/** The sale as GET /api/penjualan/:id answers it, plus each line's goods code, name and units, and its payment rows. */
export async function saleAnswer(db: Db, ctx: AppContext, id: number, user: AuthUser | null): Promise<Row> {
  const data = await getRecord(db, ctx.registry, findResource(ctx.registry, 'penjualan')!, id, { user });
  return withDetails(db, data);
}

async function withDetails(db: Db, data: Row): Promise<Row> {
  const id = Number(data.id);
  const goods = new Map((await db.selectFrom('penjualan_rincian').innerJoin('barang', 'barang.id', 'penjualan_rincian.barang_id')
    .innerJoin('satuan as dasar', 'dasar.id', 'barang.satuan_id').leftJoin('satuan', 'satuan.id', 'penjualan_rincian.satuan_id')
    .select(['penjualan_rincian.id', 'barang.kode as barang_kode', 'barang.nama as barang_nama', 'dasar.kode as satuan_dasar', 'satuan.kode as satuan_kode'])
    .where('penjualan_rincian.penjualan_id', '=', id).execute()).map((r) => [Number(r.id), r]));
  const rincian = ((data.rincian as Row[] | undefined) ?? []).map((l) => {
    const g = goods.get(Number(l.id));
    return { ...l, barang_kode: g?.barang_kode, barang_nama: g?.barang_nama, satuan_dasar: g?.satuan_dasar, satuan_kode: g?.satuan_kode ?? g?.satuan_dasar };
  });
  const bayar = await db.selectFrom('penjualan_bayar').selectAll().where('penjualan_id', '=', id).orderBy('id').execute();
  // The rate and the cash rounding the form previews with (a salesperson cannot read the settings themselves).
  const settings = await loadSettings(db);
  return { ...data, rincian, bayar, ppn_persen: await salePpnPersen(db, String(data.tanggal)), pembulatan_tunai: pembulatanStep(settings.pembulatan_tunai) };
}

async function visibleSale(trx: Db, ctx: AppContext, user: AuthUser, id: number): Promise<Row> {
  const resource = findResource(ctx.registry, 'penjualan')!;
  const row = await visibleRows(trx, resource, { user, registry: ctx.registry }).selectAll('penjualan').where('penjualan.id', '=', id).executeTakeFirst() as Row | undefined;
  if (!row) throw notFound('Penjualan tidak ditemukan');
  return row;
}

const assertDraft = (sale: Row, what: string) => {
  if (sale.status !== 'draft') {
    const label: Record<string, string> = { selesai: 'Selesai', dibatalkan: 'Dibatalkan', tak_tertagih: 'Tak Tertagih' };
    throw conflict(`Penjualan ${sale.nomor} berstatus ${label[String(sale.status)] ?? sale.status}; ${what} hanya selama Draft`);
  }
};

/** One goods line saved (create without id, update with id) on a draft; answers the line row. */
async function saveLine(trx: Db, ctx: AppContext, user: AuthUser, sale: Row, body: Row): Promise<void> {
  const child = findResource(ctx.registry, 'penjualan-rincian')!;
  const { id: rawId, penjualan_id: _p, ...rest } = body;
  const lineId = rawId === undefined || rawId === null ? null : parseIdParam(String(rawId));
  const stored = lineId ? await trx.selectFrom('penjualan_rincian').selectAll().where('id', '=', lineId).where('penjualan_id', '=', Number(sale.id)).executeTakeFirst() as Row | undefined : undefined;
  if (lineId && !stored) throw notFound('Barang pada penjualan ini tidak ditemukan');
  const { values, errors, unknown } = validateRecord(child, { ...rest, penjualan_id: Number(sale.id) }, stored ? 'update' : 'create');
  if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((k) => [k, ['Kolom tidak dikenal atau tidak boleh diisi']])));
  delete values.penjualan_id;
  if (hasErrors(errors)) throw unprocessable(errors);
  const barangId = values.barang_id ?? stored?.barang_id;
  const barang = await visibleRows(trx, findResource(ctx.registry, 'barang')!, { user, registry: ctx.registry }).select('barang.id').where('barang.id', '=', Number(barangId)).executeTakeFirst();
  if (!barang) throw unprocessable({ barang_id: ['Barang tidak ditemukan'] });
  const { ubahHarga } = await priceLine(trx, user, await lineContext(trx, sale), values, stored ?? null, '');
  const at = nowIso(ctx);
  const row = { ...values, updated_at: at, updated_by: user.id };
  let savedId: number;
  if (stored) {
    await trx.updateTable('penjualan_rincian').set(row).where('id', '=', Number(stored.id)).execute();
    savedId = Number(stored.id);
  } else {
    const next = await trx.selectFrom('penjualan_rincian').select((eb) => eb.fn.max<number>('line_no').as('n')).where('penjualan_id', '=', Number(sale.id)).executeTakeFirst();
    const r = await trx.insertInto('penjualan_rincian').values({ ...row, penjualan_id: Number(sale.id), line_no: Number(next?.n ?? 0) + 1, created_at: at, created_by: user.id })
      .returning('id').executeTakeFirstOrThrow();
    savedId = Number(r.id);
  }
  if (ubahHarga) await auditPrice(trx, user, Number(sale.id), values, at);
  await writeAudit(trx, { userId: user.id, action: stored ? 'update' : 'create', resource: child.name, recordId: savedId, before: stored ? serialize(child, stored) : undefined, after: values, at });
}

/** `POST /api/input/penjualan-rincian` and `DELETE /api/penjualan-rincian/:id`: the same rules as transaksi-barang-update. */
function lineHooks(): ResourceHooks {
  return {
    async save({ trx, req, ctx, prepared }) {
      const user = req.user!;
      const body: Row = { ...prepared.values };
      const stored = prepared.id ? await trx.selectFrom('penjualan_rincian').select(['penjualan_id']).where('id', '=', prepared.id).executeTakeFirst() : undefined;
      if (prepared.id && !stored) throw notFound('Barang Terjual tidak ditemukan');
      const sale = await visibleSale(trx, ctx, user, Number(stored?.penjualan_id ?? body.penjualan_id));
      assertDraft(sale, 'barangnya dapat diubah');
      // Only the keys sent count as given (an update leaves the others as stored).
      const sent = Object.fromEntries(Object.entries(body).filter(([k]) => k in (req.body as Row)));
      await saveLine(trx, ctx, user, sale, prepared.id ? { ...sent, id: prepared.id } : sent);
      await afterLinesChanged(trx, Number(sale.id));
      return { data: await saleAnswer(trx, ctx, Number(sale.id), null), created: !prepared.id, message: 'Barang penjualan tersimpan' };
    },
    async remove({ req, ctx, id }) {
      const user = req.user!;
      return inTransaction(ctx, async (trx) => removeLine(trx, ctx, user, id));
    },
  };
}

async function removeLine(trx: Db, ctx: AppContext, user: AuthUser, id: number): Promise<{ data: Row; message: string }> {
  const line = await trx.selectFrom('penjualan_rincian').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
  if (!line) throw notFound('Barang Terjual tidak ditemukan');
  const sale = await visibleSale(trx, ctx, user, Number(line.penjualan_id));
  assertDraft(sale, 'barangnya dapat dihapus');
  await trx.deleteFrom('penjualan_rincian').where('id', '=', id).execute();
  await writeAudit(trx, { userId: user.id, action: 'delete', resource: 'penjualan-rincian', recordId: id, before: line, at: nowIso(ctx) });
  await afterLinesChanged(trx, Number(sale.id));
  return { data: await saleAnswer(trx, ctx, Number(sale.id), null), message: 'Barang dihapus dari penjualan' };
}

export function penjualanDraftHooks(): Record<string, ResourceHooks> {
  return { penjualan: saleHooks(), 'penjualan-rincian': lineHooks() };
}

function asBody(raw: unknown): Row {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
  return raw as Row;
}

export function registerSaleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const resource = () => findResource(ctx.registry, 'penjualan')!;

  /** `POST /api/transaksi-update`: the same save as POST /api/input/penjualan (create without id, update a draft with id). */
  route(app, { method: 'POST', url: '/api/transaksi-update', summary: 'Simpan penjualan (tambah tanpa id, ubah dengan id)', body: RegistryInputBody('penjualan') }, async ({ user, body: sent, req, reply }) => {
    const body = asBody(sent);
    const isUpdate = body.id !== undefined && body.id !== null && body.id !== '';
    await ctx.permissions.require(user, MENU, isUpdate ? 'update' : 'create');
    const prepared = await prepareSave(ctx, resource(), body);
    const { data, created } = await saveRecord(ctx, req, resource(), prepared, { penjualan: saleHooks() });
    if (created) reply.code(201);
    return { data: await saleAnswer(ctx.db, ctx, Number((data as Row).id), user), message: created ? 'Penjualan dibuat' : 'Penjualan tersimpan' };
  });

  /** `POST /api/transaksi-barang-update`: one goods line of a draft saved, or `{ id, hapus: true }` deleted. */
  route(app, { method: 'POST', url: '/api/transaksi-barang-update', menu: MENU, action: 'update', summary: 'Simpan satu barang draf penjualan, atau hapus dengan { id, hapus: true }',
    body: ServiceBody(Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1, description: 'id baris penjualan' })), hapus: Type.Optional(Type.Literal(true)),
      penjualan_id: Type.Optional(Type.Integer({ minimum: 1 })),
    }, { additionalProperties: true }), 'pemeriksaan baris penjualan'),
  }, async ({ user, body: sent }) => {
    const body = asBody(sent);
    if (body.hapus !== undefined) {
      const extra = Object.keys(body).filter((k) => k !== 'id' && k !== 'hapus');
      if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.join(', ')}`);
      if (body.hapus !== true) throw unprocessable({ hapus: ['hapus hanya boleh bernilai true'] });
      const id = parseIdParam(String(body.id ?? ''));
      return inTransaction(ctx, (trx) => removeLine(trx, ctx, user, id));
    }
    if (body.penjualan_id === undefined || body.penjualan_id === null || body.penjualan_id === '') throw unprocessable({ penjualan_id: ['Penjualan wajib dipilih'] });
    const saleId = parseIdParam(String(body.penjualan_id));
    return inTransaction(ctx, async (trx) => {
      const sale = await visibleSale(trx, ctx, user, saleId);
      assertDraft(sale, 'barangnya dapat diubah');
      await saveLine(trx, ctx, user, sale, body);
      await afterLinesChanged(trx, saleId);
      return { data: await saleAnswer(trx, ctx, saleId, null), message: 'Barang penjualan tersimpan' };
    });
  });

  /** `POST /api/transaksi-delete { id }`: a draft and its lines removed (its creator's right to edit it suffices). */
  route(app, { method: 'POST', url: '/api/transaksi-delete', menu: MENU, action: 'update', summary: 'Hapus draf penjualan dengan barangnya',
    body: ServiceBody(Type.Object({ id: Type.Integer({ minimum: 1, description: 'id penjualan' }) }, { additionalProperties: false }), 'pemeriksaan penjualan'),
  }, async ({ user, body: sent }) => {
    const body = asBody(sent);
    const extra = Object.keys(body).filter((k) => k !== 'id');
    if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.join(', ')}`);
    if (body.id === undefined || body.id === null || body.id === '') throw unprocessable({ id: ['Penjualan wajib dipilih'] });
    const id = parseIdParam(String(body.id));
    return inTransaction(ctx, async (trx) => {
      const sale = await visibleSale(trx, ctx, user, id);
      assertDraft(sale, 'penjualan dapat dihapus');
      await trx.deleteFrom('penjualan_rincian').where('penjualan_id', '=', id).execute();
      const r = await trx.deleteFrom('penjualan').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) throw conflict('Penjualan baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi');
      await writeAudit(trx, { userId: user.id, action: 'delete', resource: 'penjualan', recordId: id, before: serialize(resource(), sale), at: nowIso(ctx) });
      return { data: { id }, message: `Penjualan ${sale.nomor} dihapus` };
    });
  });

  // GET /api/penjualan/:id (the registry's call) answers the lines with their goods and the payment parts too.
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload) => {
    if (req.method !== 'GET' || req.routeOptions.url !== '/api/penjualan/:id') return payload;
    const p = payload as { data?: Row } | null;
    if (!p?.data || typeof p.data !== 'object' || !('id' in p.data)) return payload;
    return { ...p, data: await withDetails(ctx.db, p.data) };
  });
}
