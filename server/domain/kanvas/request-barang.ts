/**
 * Goods request (request-barang) → delivery note (DESIGN.md section 6): draft → diajukan (sales) →
 * disetujui_gudang (the warehouse cuts quantities to stock) → disetujui_sales (the salesperson confirms) →
 * dikirim (the warehouse's delivery note SJ/YYYY/MM/NNNN moves the stock to the route's vehicle and opens its
 * trip); ditolak from diajukan. Caps: shipped ≤ approved ≤ requested, approved ≤ available.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../../core/context.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, forbidden, notFound, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { nowIso } from '../../core/context.js';
import { findResource } from '../../../common/registry.js';
import { stateLabel } from '../../core/save-rules.js';
import { inTransaction } from '../../core/transaction.js';
import { visibleRows } from '../../core/records.js';
import { writeAudit } from '../../core/audit.js';
import { stockTransfer } from '../../ledger/index.js';
import { formatNumber, todayJakarta } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { baseQty } from '../../core/documents/units.js';
import { nameOf } from '../../core/documents/names.js';
import { refuseSales } from '../../core/documents/access.js';
import type { Row } from '../../core/documents/row.js';
import { DOC_MUAT, markTripStart, tripForLoading } from './trip.js';
import { pickFromPlaces } from '../../core/documents/places.js';
import { stateOnly } from '../../core/steps.js';

/** The route's assignment: its salesperson, vehicle and loading warehouse. */
export async function assignmentOf(db: Db, ruteId: number): Promise<Row | undefined> {
  return db.selectFrom('gudang_sales_rute').selectAll().where('rute_id', '=', ruteId).orderBy('id', 'desc').executeTakeFirst() as Promise<Row | undefined>;
}

/** The stock of goods at a warehouse, by goods id. */
export async function stockAt(db: Db, gudangId: number, barangIds: number[]): Promise<Map<number, number>> {
  if (barangIds.length === 0) return new Map();
  const rows = await db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `G:${gudangId}`).where('barang_id', 'in', [...new Set(barangIds)]).execute();
  return new Map(rows.map((r) => [Number(r.barang_id), Number(r.qty)]));
}

async function linesOf(trx: Db, requestId: number): Promise<Row[]> {
  return trx.selectFrom('request_barang_rincian').selectAll().where('request_barang_id', '=', requestId).orderBy('id').execute() as Promise<Row[]>;
}

/** The route sets the vehicle and, unless chosen, the loading warehouse and the salesperson. */
async function applyRoute(trx: Db, values: Row, existing: Row | null): Promise<void> {
  const ruteId = values.rute_id ?? existing?.rute_id;
  if (ruteId === undefined || ruteId === null) return;
  if (existing && values.rute_id === undefined) return;
  const a = await assignmentOf(trx, Number(ruteId));
  values.kendaraan_id = a?.kendaraan_id ?? null;
  const unset = (v: unknown) => v === undefined || v === null;
  if (!existing ? unset(values.gudang_id) : values.gudang_id === undefined && (existing.gudang_id === null || values.rute_id !== existing.rute_id)) values.gudang_id = a?.gudang_id ?? null;
  if (!existing && (values.karyawan_id === undefined || values.karyawan_id === null) && a) values.karyawan_id = a.karyawan_id;
}

const requestHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines }) {
    if (!existing) values.nomor = await nextDocNumber(trx, 'RB', String(values.tanggal));
    await applyRoute(trx, values, existing);
    for (const [i, line] of (lines ?? []).entries()) {
      if (line.qty_disetujui !== undefined && line.qty_disetujui !== null) throw unprocessable({ [`rincian.${i}.qty_disetujui`]: ['Jumlah disetujui diisi gudang setelah ajuan diajukan'] });
      line.qty = await baseQty(trx, line, `rincian.${i}.`);
    }
  },
};

/**
 * A line changes with its request while the request is a draft (goods, unit, quantity); once submitted only
 * the warehouse sets the approved quantity (≤ requested), before approving.
 */
function lineHooks(app: FastifyInstance): ResourceHooks {
  const parentOf = async (trx: Db, id: number): Promise<Row> => {
    const p = await trx.selectFrom('request_barang').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
    if (!p) throw unprocessable({ request_barang_id: ['Ajuan Barang tidak ditemukan'] });
    return p;
  };
  const stateConflict = (p: Row) => conflict(`Ajuan Barang berstatus ${stateLabel(findResource(app.ctx.registry, 'request-barang')!, p.status)}; rinciannya tidak dapat diubah lagi`);
  return {
    async beforeSave({ trx, req, values, existing }) {
      const line = { ...existing, ...values };
      const parent = await parentOf(trx, Number(line.request_barang_id));
      if (existing && values.request_barang_id !== undefined && values.request_barang_id !== existing.request_barang_id) throw conflict('Rincian tidak dapat dipindah ke ajuan lain');
      if (parent.status === 'draft') {
        if (values.qty_disetujui !== undefined && values.qty_disetujui !== null) throw unprocessable({ qty_disetujui: ['Jumlah disetujui diisi gudang setelah ajuan diajukan'] });
        values.qty = await baseQty(trx, line, '');
        return;
      }
      if (parent.status !== 'diajukan' || !existing) throw stateConflict(parent);
      const changed = Object.keys(values).filter((k) => k !== 'qty_disetujui' && values[k] !== existing[k]);
      if (changed.length) throw stateConflict(parent);
      refuseSales(req.user as AuthUser, 'Mengisi jumlah disetujui');
      if (values.qty_disetujui !== null && values.qty_disetujui !== undefined && Number(values.qty_disetujui) > Number(existing.qty)) {
        throw unprocessable({ qty_disetujui: [`Jumlah disetujui melebihi yang diminta (${formatNumber(Number(existing.qty))})`] });
      }
    },
    async remove({ req, ctx, id }) {
      const row = await ctx.db.selectFrom('request_barang_rincian').select('request_barang_id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Barang Diajukan tidak ditemukan');
      const child = findResource(ctx.registry, 'request-barang-rincian')!;
      return inTransaction(ctx, async (trx) => {
        const visible = await visibleRows(trx, child, { user: req.user, registry: ctx.registry }).select('request_barang_rincian.id').where('request_barang_rincian.id', '=', id).executeTakeFirst();
        if (!visible) throw notFound('Barang Diajukan tidak ditemukan');
        const parent = await parentOf(trx, Number(row.request_barang_id));
        if (parent.status !== 'draft') throw stateConflict(parent);
        await trx.deleteFrom('request_barang_rincian').where('id', '=', id).execute();
        await writeAudit(trx, { userId: req.user?.id ?? null, action: 'delete', resource: child.name, recordId: id, at: nowIso(ctx) });
        return { data: { id }, message: 'Barang Diajukan berhasil dihapus' };
      });
    },
  };
}

/** Submitting needs goods, a vehicle (the route's assignment) and a warehouse. */
export const ajukan: StepHandler = async ({ trx, record }) => {
  const errors: Record<string, string[]> = {};
  if ((await linesOf(trx, Number(record.id))).length === 0) errors.rincian = ['Ajuan belum berisi barang'];
  if (record.kendaraan_id === null) errors.rute_id = ['Rute belum punya kendaraan; atur penugasan sales & rute'];
  if (record.gudang_id === null) errors.gudang_id = ['Gudang wajib diisi'];
  if (Object.keys(errors).length) throw unprocessable(errors);
};

/** The warehouse approves what it can give: the quantity it set, else as much of the request as is in stock. */
export const approveGudang: StepHandler = async ({ trx, user, record }) => {
  refuseSales(user, 'Persetujuan gudang');
  const lines = await linesOf(trx, Number(record.id));
  const stock = await stockAt(trx, Number(record.gudang_id), lines.map((l) => Number(l.barang_id)));
  let total = 0;
  for (const l of lines) {
    const id = Number(l.barang_id);
    const free = stock.get(id) ?? 0;
    const wanted = Number(l.qty);
    const approved = l.qty_disetujui === null ? Math.min(wanted, free) : Number(l.qty_disetujui);
    if (approved > free) {
      throw conflict(`Stok ${await nameOf(trx, 'barang', 'nama', id)} di gudang tidak cukup: tersedia ${formatNumber(free)}, disetujui ${formatNumber(approved)}`);
    }
    stock.set(id, free - approved);
    total += approved;
    await trx.updateTable('request_barang_rincian').set({ qty_disetujui: approved }).where('id', '=', l.id as number).execute();
  }
  if (total === 0) throw conflict('Tidak ada barang yang dapat disetujui (stok gudang kosong); tolak ajuan ini');
};

/** The salesperson confirms the warehouse's quantities; whoever approved for the warehouse cannot. */
export const approveSales: StepHandler = async ({ user, record }) => {
  if (record.disetujui_gudang_oleh === user.id) throw forbidden('Anda tidak dapat mengonfirmasi ajuan yang Anda setujui sendiri untuk gudang');
};

/** The delivery note: its number, the approved goods from the warehouse into the route's vehicle, the trip. */
export const surat: StepHandler = async ({ trx, ctx, user, record, input }) => {
  refuseSales(user, 'Pembuatan surat jalan');
  const tanggal = (input.tanggal_kirim as string | undefined) ?? todayJakarta(ctx.now());
  if (tanggal < String(record.tanggal)) throw unprocessable({ tanggal_kirim: ['Tanggal kirim tidak boleh sebelum tanggal ajuan'] });
  const lines = (await linesOf(trx, Number(record.id))).filter((l) => Number(l.qty_disetujui ?? 0) > 0);
  if (lines.length === 0) throw conflict('Tidak ada barang disetujui untuk dikirim');
  const nomor = await nextDocNumber(trx, 'SJ', tanggal);
  const kendaraanId = Number(record.kendaraan_id);
  const at = nowIso(ctx);
  const trip = await tripForLoading(trx, ctx.kind, at, user.id, {
    kendaraan_id: kendaraanId, rute_id: Number(record.rute_id), karyawan_id: record.karyawan_id as number | null, gudang_id: Number(record.gudang_id), tanggal,
  });
  const plate = await nameOf(trx, 'kendaraan', 'no_polisi', kendaraanId);
  await stockTransfer(ledgerContext(ctx, trx, user), {
    tanggal, from: { gudang_id: Number(record.gudang_id) }, to: { kendaraan_id: kendaraanId },
    doc: { tipe: DOC_MUAT, id: Number(record.id), nomor }, keterangan: `Surat jalan ${nomor} (${record.nomor}) ke ${plate}`,
    lines: await pickFromPlaces(trx, Number(record.gudang_id), lines.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty_disetujui), baris_id: Number(l.id) }))),
  });
  for (const l of lines) await trx.updateTable('request_barang_rincian').set({ qty_dikirim: Number(l.qty_disetujui) }).where('id', '=', l.id as number).execute();
  if (trip.fresh) await markTripStart(trx, trip.id, kendaraanId, Number(record.id));
  return { no_surat_jalan: nomor, tanggal_kirim: tanggal, trip_kendaraan_id: trip.id };
};

/** Destinations change with their request until it is shipped or rejected. */
const tujuanHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const parentId = Number(values.request_barang_id ?? existing?.request_barang_id);
    const p = await trx.selectFrom('request_barang').select(['status']).where('id', '=', parentId).executeTakeFirst();
    if (p && (p.status === 'dikirim' || p.status === 'ditolak')) throw conflict(`Ajuan Barang sudah ${p.status === 'dikirim' ? 'dikirim' : 'ditolak'}; tujuannya tidak dapat diubah lagi`);
  },
};

export function requestBarangHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  return {
    'request-barang': requestHooks,
    'request-barang-rincian': lineHooks(app),
    'request-barang-tujuan': tujuanHooks,
  };
}

/** The goods request's steps. */
export const requestBarangSteps: StepsByResource = { 'request-barang': { ajukan, approveGudang, approveSales, surat, tolak: stateOnly } };
