/**
 * Warehouse mutation (gudang-mutasi, DESIGN.md section 6): diminta (the destination asks, or the source
 * announces) → `gudang-mutasi-kirim` (the source warehouse sends: stock leaves it into transit on this document)
 * → `gudang-mutasi-terima` (the destination receives everything sent and places each line where it says) →
 * diterima; ditolak (by the source) or dibatalkan from diminta. Value moves at moving-average cost; no journal,
 * since inventory stays inventory. Whoever sent cannot confirm the receipt.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../core/context.js';
import type { ResourceDef } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { rowScope } from '../../auth/scope.js';
import { movePlacement, stockTransfer } from '../../ledger/index.js';
import { formatMoney, todayJakarta } from '../../../common/format.js';
import { refuseSales } from '../../core/documents/access.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printedLines, printQueryRoute } from '../../core/documents/print.js';
import { linePlace, pickFromPlaces, storedPlace } from '../../core/documents/places.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;
export const MTS = 'MTS';
const today = (ctx: { now(): Date }) => todayJakarta(ctx.now());

async function linesOf(trx: Db, id: number): Promise<Row[]> {
  return trx.selectFrom('gudang_mutasi_rincian').selectAll().where('gudang_mutasi_id', '=', id).orderBy('line_no').orderBy('id').execute() as Promise<Row[]>;
}

/** A warehouse admin acts only for their side of the mutation; company-wide levels for either. */
function requireSide(resource: ResourceDef, user: AuthUser, record: Row, side: 'gudang_asal_id' | 'gudang_tujuan_id', what: string): void {
  refuseSales(user, what);
  const scope = rowScope(resource, user);
  if (scope && scope.value !== Number(record[side])) {
    throw forbidden(`${what} hanya dapat dilakukan oleh gudang ${side === 'gudang_asal_id' ? 'asal' : 'tujuan'}`);
  }
}

const parentHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const merged = { ...existing, ...values };
    if (merged.gudang_tujuan_id === null || merged.gudang_tujuan_id === undefined) throw unprocessable({ gudang_tujuan_id: ['Gudang tujuan wajib diisi'] });
    if (Number(merged.gudang_tujuan_id) === Number(merged.gudang_asal_id)) throw unprocessable({ gudang_tujuan_id: ['Gudang tujuan harus berbeda dari gudang asal'] });
    if (!existing) values.nomor = await nextDocNumber(trx, MTS, String(values.tanggal));
  },
};

/** The source sends what was asked into transit on this document: from the place a line names, else unplaced stock first, then its places. */
export const kirim: StepHandler = async ({ trx, ctx, user, resource, record, input }) => {
  requireSide(resource, user, record, 'gudang_asal_id', 'Pengiriman mutasi');
  const tanggal = (input.tanggal_kirim as string | undefined) ?? today(ctx);
  if (tanggal < String(record.tanggal)) throw unprocessable({ tanggal_kirim: ['Tanggal kirim tidak boleh sebelum tanggal mutasi'] });
  const lines = await linesOf(trx, Number(record.id));
  if (lines.length === 0) throw unprocessable({ rincian: ['Mutasi belum berisi barang'] });
  const tujuan = await nameOf(trx, 'gudang', 'nama_gudang', record.gudang_tujuan_id);
  const picked = await pickFromPlaces(trx, Number(record.gudang_asal_id),
    lines.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id), placement: storedPlace(l, 'tempat_asal') })));
  const { movements } = await stockTransfer(ledgerContext(ctx, trx, user), {
    tanggal, from: { gudang_id: Number(record.gudang_asal_id) }, to: { transit_id: Number(record.id) },
    doc: { tipe: 'gudang-mutasi', id: Number(record.id), nomor: String(record.nomor) }, keterangan: `Mutasi ${record.nomor} dikirim ke ${tujuan}`,
    lines: picked,
  });
  // each picked part moves out of the warehouse and into transit: the odd movements carry its value
  const nilaiOf = new Map<number, number>();
  picked.forEach((p, k) => nilaiOf.set(Number(p.baris_id), (nilaiOf.get(Number(p.baris_id)) ?? 0) + movements[2 * k + 1].nilai));
  let total = 0;
  for (const l of lines) {
    const nilai = nilaiOf.get(Number(l.id)) ?? 0;
    total += nilai;
    await trx.updateTable('gudang_mutasi_rincian').set({ qty_dikirim: Number(l.qty), nilai }).where('id', '=', l.id as number).execute();
  }
  return { tanggal_kirim: tanggal, total };
};

/** The destination receives everything in transit and places each line where it names (else unplaced). */
export const terima: StepHandler = async ({ trx, ctx, user, resource, record, input }) => {
  requireSide(resource, user, record, 'gudang_tujuan_id', 'Penerimaan mutasi');
  if (record.dikirim_oleh === user.id) throw forbidden('Penerimaan mutasi harus dikonfirmasi orang lain, bukan pengirimnya');
  const tanggal = (input.tanggal_terima as string | undefined) ?? today(ctx);
  if (tanggal < String(record.tanggal_kirim)) throw unprocessable({ tanggal_terima: ['Tanggal terima tidak boleh sebelum tanggal kirim'] });
  const lines = (await linesOf(trx, Number(record.id))).filter((l) => Number(l.qty_dikirim ?? 0) > 0);
  const gudangId = Number(record.gudang_tujuan_id);
  const doc = { tipe: 'gudang-mutasi', id: Number(record.id), nomor: String(record.nomor) };
  const lc = ledgerContext(ctx, trx, user);
  const asal = await nameOf(trx, 'gudang', 'nama_gudang', record.gudang_asal_id);
  await stockTransfer(lc, {
    tanggal, from: { transit_id: Number(record.id) }, to: { gudang_id: gudangId }, doc, keterangan: `Mutasi ${record.nomor} diterima dari ${asal}`,
    lines: lines.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty_dikirim), baris_id: Number(l.id) })),
  });
  const placed = lines.filter((l) => storedPlace(l, 'tempat_tujuan'));
  if (placed.length) {
    await movePlacement(lc, tanggal, doc, placed.map((l) => ({ barang_id: Number(l.barang_id), gudang_id: gudangId, qty: Number(l.qty_dikirim), to: storedPlace(l, 'tempat_tujuan') })));
  }
  return { tanggal_terima: tanggal };
};

export const tolak: StepHandler = async ({ user, resource, record }) => {
  requireSide(resource, user, record, 'gudang_asal_id', 'Penolakan mutasi');
};

/**
 * Lines change with the mutation while it is asked for; once sent only the destination's places may still be
 * chosen (the receiving warehouse decides where the goods go), until it is received.
 */
function withPlacingAfterSending(app: FastifyInstance, hooks: Record<string, ResourceHooks>): void {
  const child = hooks['gudang-mutasi-rincian'];
  const draftSave = child.beforeSave!;
  child.beforeSave = async (args) => {
    const { trx, req, values, existing } = args;
    const parent = existing && await trx.selectFrom('gudang_mutasi').selectAll().where('id', '=', Number(existing.gudang_mutasi_id)).executeTakeFirst() as Row | undefined;
    if (!parent || parent.status !== 'dikirim') return draftSave(args);
    const changed = Object.keys(values).filter((k) => values[k] !== existing![k] && !k.startsWith('tempat_tujuan_'));
    if (changed.length) throw conflict('Mutasi Gudang berstatus Dalam Perjalanan; hanya tempat tujuan yang masih dapat diubah');
    requireSide(app.ctx.registry.resources.find((r) => r.name === 'gudang-mutasi')!, req.user as AuthUser, parent, 'gudang_tujuan_id', 'Memilih tempat tujuan');
    const to = await linePlace(trx, { ...existing, ...values }, 'tempat_tujuan', Number(parent.gudang_tujuan_id), '');
    values.tempat_tujuan_nama = to?.nama ?? null;
  };
}

export function mutasiHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, {
    parent: 'gudang-mutasi', child: 'gudang-mutasi-rincian', foreignKey: 'gudang_mutasi_id',
    async compute(trx, line, prefix, parent) {
      const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const from = await linePlace(trx, line, 'tempat_asal', id(parent.gudang_asal_id), prefix);
      const to = await linePlace(trx, line, 'tempat_tujuan', id(parent.gudang_tujuan_id), prefix);
      return { qty: await baseQty(trx, line, prefix), tempat_asal_nama: from?.nama ?? null, tempat_tujuan_nama: to?.nama ?? null };
    },
  }, parentHooks);
  withPlacingAfterSending(app, hooks);
  return hooks;
}

export function registerMutasiRoutes(app: FastifyInstance): void {
  // SPEC.md section 7: GET /cetak-mutasi (query, file).
  printQueryRoute(app, 'cetak-mutasi', 'gudang-mutasi', async (db, doc) => {
    const rows = await printedLines(db, 'gudang_mutasi_rincian', 'gudang_mutasi_id', Number(doc.id));
    const sent = doc.status === 'dikirim' || doc.status === 'diterima';
    return {
      title: 'SURAT MUTASI GUDANG', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Gudang Asal', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_asal_id)], ['Gudang Tujuan', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_tujuan_id)],
        ['Tanggal Kirim', (doc.tanggal_kirim as string | null) ?? '-'], ['Tanggal Terima', (doc.tanggal_terima as string | null) ?? '-'], ['Status', String(doc.status)],
      ] as Array<[string, string | null]>,
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' as const }, { label: 'Jumlah', kind: 'qty' as const }, { label: 'Satuan' }, { label: 'Diambil dari' }, { label: 'Ditempatkan di' }, { label: 'Nilai (HPP)', kind: 'money' as const }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string,
        (r.tempat_asal_nama as string | null) ?? '-', (r.tempat_tujuan_nama as string | null) ?? '-', r.nilai === null ? null : Number(r.nilai)]),
      totals: sent ? [['Nilai Dikirim', formatMoney(Number(doc.total ?? 0))] as [string, string]] : [],
      notes: doc.keterangan as string | null,
      signatures: ['Dikirim oleh', 'Pengemudi', 'Diterima oleh'],
    };
  });
}

/** The mutation's steps. */
export const mutasiSteps: StepsByResource = { 'gudang-mutasi': { kirim, terima, tolak, batal: stateOnly } };
