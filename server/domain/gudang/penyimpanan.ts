/**
 * Storage (gudang-penyimpanan): a warehouse admin puts goods into blocks, racks, drawers and pallets, or moves
 * them between places. draft with lines → `POST /api/update/gudang-penyimpanan {id}` → ditempatkan. A document
 * made from a receipt (`penerimaan_id`, no lines) gets the receipt's goods not yet on another storage document.
 * The warehouse balance does not change; server/ledger moves the placements (never more than the warehouse holds).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { movePlacement } from '../../ledger/index.js';
import { formatNumber } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printedLines, printRoute } from '../../core/documents/print.js';
import { numbered } from '../../core/documents/numbered.js';
import { linePlace, storedPlace } from '../../core/documents/places.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;
export const PNY = 'PNY';

/** Goods of a received receipt not yet on a storage document (draft or placed), in base units. */
async function unplacedOfReceipt(trx: Db, penerimaanId: number): Promise<Array<{ barang_id: number; qty: number }>> {
  const received = await trx.selectFrom('penerimaan_barang').select(['barang_id', (eb) => eb.fn.sum<number>('qty').as('q')])
    .where('penerimaan_id', '=', penerimaanId).groupBy('barang_id').orderBy('barang_id').execute();
  const stored = await trx.selectFrom('gudang_penyimpanan_rincian as r').innerJoin('gudang_penyimpanan as p', 'p.id', 'r.gudang_penyimpanan_id')
    .select(['r.barang_id', (eb) => eb.fn.sum<number>('r.qty').as('q')])
    .where('p.penerimaan_id', '=', penerimaanId).where('p.status', 'in', ['draft', 'ditempatkan']).groupBy('r.barang_id').execute();
  const done = new Map(stored.map((s) => [Number(s.barang_id), Number(s.q)]));
  return received.map((r) => ({ barang_id: Number(r.barang_id), qty: Number(r.q) - (done.get(Number(r.barang_id)) ?? 0) })).filter((r) => r.qty > 0);
}

function storageHooks(): ResourceHooks {
  const fromReceipt = new WeakSet<object>();
  const number = numbered(PNY);
  return {
    async beforeSave(args) {
      const { trx, values, existing, lines } = args;
      const penerimaanId = values.penerimaan_id ?? existing?.penerimaan_id;
      if (penerimaanId !== null && penerimaanId !== undefined) {
        const p = await trx.selectFrom('penerimaan').select(['status', 'gudang_id', 'nomor']).where('id', '=', Number(penerimaanId)).executeTakeFirstOrThrow();
        if (p.status !== 'diterima') throw unprocessable({ penerimaan_id: [`Penerimaan ${p.nomor} belum diterima; barangnya belum ada di gudang`] });
        const gudangId = values.gudang_id ?? existing?.gudang_id;
        if (gudangId === null || gudangId === undefined) values.gudang_id = Number(p.gudang_id);
        else if (Number(gudangId) !== Number(p.gudang_id)) throw unprocessable({ penerimaan_id: [`Penerimaan ${p.nomor} milik gudang lain`] });
        if (!existing && (!lines || lines.length === 0)) fromReceipt.add(trx);
      }
      await number.beforeSave!(args);
    },
    async afterWrite({ trx, ctx, id }) {
      if (!fromReceipt.has(trx)) return;
      fromReceipt.delete(trx);
      const doc = await trx.selectFrom('gudang_penyimpanan').select(['penerimaan_id', 'created_by']).where('id', '=', id).executeTakeFirstOrThrow();
      const rest = await unplacedOfReceipt(trx, Number(doc.penerimaan_id));
      if (rest.length === 0) throw unprocessable({ penerimaan_id: ['Semua barang penerimaan ini sudah ada di dokumen penyimpanan'] });
      const at = ctx.now().toISOString();
      await trx.insertInto('gudang_penyimpanan_rincian').values(rest.map((r, i) => ({
        gudang_penyimpanan_id: id, line_no: i + 1, barang_id: r.barang_id, jumlah: r.qty, qty: r.qty,
        created_at: at, updated_at: at, created_by: doc.created_by, updated_by: doc.created_by,
      }))).execute();
    },
  };
}

/** Every line needs its destination; the placements move in one ledger call. */
export const tempatkan: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom('gudang_penyimpanan_rincian').selectAll().where('gudang_penyimpanan_id', '=', record.id as number).orderBy('line_no').orderBy('id').execute() as Row[];
  if (rows.length === 0) throw unprocessable({ rincian: ['Penyimpanan belum berisi barang'] });
  const missing = rows.findIndex((l) => !storedPlace(l, 'tempat'));
  if (missing >= 0) throw unprocessable({ [`rincian.${missing}.tempat_id`]: ['Pilih tempat tujuan barang ini'] });
  const gudangId = Number(record.gudang_id);
  await movePlacement(ledgerContext(ctx, trx, user), String(record.tanggal), { tipe: 'gudang-penyimpanan', id: Number(record.id), nomor: String(record.nomor) },
    rows.map((l) => ({ barang_id: Number(l.barang_id), gudang_id: gudangId, qty: Number(l.qty), to: storedPlace(l, 'tempat'), from: storedPlace(l, 'tempat_asal') })));
};

export function penyimpananHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, {
    parent: 'gudang-penyimpanan', child: 'gudang-penyimpanan-rincian', foreignKey: 'gudang_penyimpanan_id', totalOf: 'qty',
    async compute(trx, line, prefix, parent) {
      const gudangId = parent.gudang_id === null || parent.gudang_id === undefined ? null : Number(parent.gudang_id);
      const to = await linePlace(trx, line, 'tempat', gudangId, prefix);
      const from = await linePlace(trx, line, 'tempat_asal', gudangId, prefix);
      if (to && from && to.tipe === from.tipe && to.id === from.id) throw unprocessable({ [`${prefix}tempat_id`]: ['Tempat tujuan sama dengan tempat asal'] });
      return { qty: await baseQty(trx, line, prefix), tempat_nama: to?.nama ?? null, tempat_asal_nama: from?.nama ?? null };
    },
  }, storageHooks());
  return hooks;
}

export function registerPenyimpananRoutes(app: FastifyInstance): void {
  printRoute(app, 'cetak-penyimpanan', 'gudang-penyimpanan', async (db, doc) => {
    const rows = await printedLines(db, 'gudang_penyimpanan_rincian', 'gudang_penyimpanan_id', Number(doc.id));
    const receipt = await nameOf(db, 'penerimaan', 'nomor', doc.penerimaan_id);
    if (rows.length === 0) throw conflict('Penyimpanan belum berisi barang');
    return {
      title: 'PENYIMPANAN BARANG', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)], ['Dari Penerimaan', receipt], ['Status', String(doc.status)]] as Array<[string, string | null]>,
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' as const }, { label: 'Jumlah', kind: 'qty' as const }, { label: 'Satuan' }, { label: 'Dari' }, { label: 'Ke' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string, (r.tempat_asal_nama as string | null) ?? 'Belum ditempatkan', (r.tempat_nama as string | null) ?? '-']),
      totals: [['Jumlah (satuan dasar)', formatNumber(Number(doc.total ?? 0))] as [string, string]],
      notes: doc.keterangan as string | null,
      signatures: ['Disusun oleh', 'Admin Gudang', 'Mengetahui'],
    };
  });
}

/** The storage's step. */
export const penyimpananSteps: StepsByResource = { 'gudang-penyimpanan': { tempatkan, batal: stateOnly } };
