/**
 * Supplier returns (retur-supplier): a draft with goods lines in any unit of the goods → checkout, which sends the
 * goods out of the warehouse at moving-average cost. Never more of a goods than was received from that supplier
 * (its received receipts less its checked-out returns). The value is set against the payable of the named purchase
 * (potong_hutang: guarded, never below zero) or opens a refund receivable from the supplier (pengembalian_dana).
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { formatMoney, formatNumber } from '../../../common/format.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { postingAccount, reducePayable, stockOut } from '../../ledger/index.js';
import type { Db } from '../../db/connection.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { numbered } from '../../core/documents/numbered.js';
import { markLunas } from './lunas.js';
import { setLineValues } from '../../core/documents/line-values.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;

/** The purchase a return names: the same supplier, received (partly or wholly); required to set it against a payable. */
async function checkHeader(trx: Db, doc: Row): Promise<Row | null> {
  if (doc.penyelesaian === 'potong_hutang' && (doc.pembelian_id === null || doc.pembelian_id === undefined)) {
    throw unprocessable({ pembelian_id: ['Pilih pembelian yang hutangnya dipotong, atau pilih Pengembalian Dana'] });
  }
  if (doc.pembelian_id === null || doc.pembelian_id === undefined) return null;
  const p = await trx.selectFrom('pembelian').selectAll().where('id', '=', Number(doc.pembelian_id)).executeTakeFirst() as Row | undefined;
  if (!p) throw unprocessable({ pembelian_id: ['Pembelian tidak ditemukan'] });
  if (Number(p.supplier_id) !== Number(doc.supplier_id)) throw unprocessable({ pembelian_id: ['Pembelian ini dari supplier lain'] });
  return p;
}

/** What of each goods is still returnable to a supplier: received from it less what was already returned. */
async function returnable(trx: Db, supplierId: number, barangIds: number[]): Promise<Map<number, number>> {
  const inRows = await trx.selectFrom('penerimaan_barang').innerJoin('penerimaan', 'penerimaan.id', 'penerimaan_barang.penerimaan_id')
    .select(['penerimaan_barang.barang_id', (eb) => eb.fn.sum<number>('penerimaan_barang.qty').as('q')])
    .where('penerimaan.supplier_id', '=', supplierId).where('penerimaan.status', '=', 'diterima').where('penerimaan_barang.barang_id', 'in', barangIds)
    .groupBy('penerimaan_barang.barang_id').execute();
  const outRows = await trx.selectFrom('retur_supplier_rincian').innerJoin('retur_supplier', 'retur_supplier.id', 'retur_supplier_rincian.retur_supplier_id')
    .select(['retur_supplier_rincian.barang_id', (eb) => eb.fn.sum<number>('retur_supplier_rincian.qty').as('q')])
    .where('retur_supplier.supplier_id', '=', supplierId).where('retur_supplier.status', '=', 'checkout').where('retur_supplier_rincian.barang_id', 'in', barangIds)
    .groupBy('retur_supplier_rincian.barang_id').execute();
  const left = new Map<number, number>(barangIds.map((id) => [id, 0]));
  for (const r of inRows) left.set(Number(r.barang_id), Number(r.q ?? 0));
  for (const r of outRows) left.set(Number(r.barang_id), (left.get(Number(r.barang_id)) ?? 0) - Number(r.q ?? 0));
  return left;
}

export const checkoutReturSupplier: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom('retur_supplier_rincian').selectAll().where('retur_supplier_id', '=', Number(record.id)).orderBy('line_no').orderBy('id').execute();
  if (rows.length === 0) throw unprocessable({ rincian: ['Retur belum berisi barang'] });
  const purchase = await checkHeader(trx, record);
  if (purchase && record.penyelesaian === 'potong_hutang') {
    // A cut of a purchase's payable returns goods of that purchase.
    const onIt = new Set((await trx.selectFrom('pembelian_rincian').select('barang_id').where('pembelian_id', '=', Number(purchase.id)).execute()).map((l) => Number(l.barang_id)));
    const foreign = rows.findIndex((l) => !onIt.has(Number(l.barang_id)));
    if (foreign >= 0) throw unprocessable({ [`rincian.${foreign}.barang_id`]: [`Barang ini tidak ada pada pembelian ${purchase.nomor}; pilih Pengembalian Dana`] });
  }
  const supplierId = Number(record.supplier_id);
  // Returns of one supplier check out one at a time (PostgreSQL: row lock; SQLite: the write transaction).
  if (ctx.kind === 'postgres') await trx.selectFrom('supplier').select('id').where('id', '=', supplierId).forUpdate().execute();
  const want = new Map<number, number>();
  for (const r of rows) want.set(Number(r.barang_id), (want.get(Number(r.barang_id)) ?? 0) + Number(r.qty));
  const left = await returnable(trx, supplierId, [...want.keys()]);
  for (const [barangId, q] of want) {
    const max = left.get(barangId) ?? 0;
    if (q > max) throw conflict(`${await nameOf(trx, 'barang', 'nama', barangId)}: diretur ${formatNumber(q)} melebihi yang diterima dari supplier ini dan belum diretur (${formatNumber(Math.max(0, max))})`);
  }
  const lc = ledgerContext(ctx, trx, user);
  const supplier = await nameOf(trx, 'supplier', 'nama', supplierId);
  const res = await stockOut(lc, {
    tanggal: String(record.tanggal), loc: { gudang_id: Number(record.gudang_id) },
    doc: { tipe: 'retur-supplier', id: Number(record.id), nomor: String(record.nomor) },
    keterangan: `Retur ${record.nomor} ke ${supplier}${purchase ? ` (pembelian ${purchase.nomor})` : ''}`,
    lines: rows.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id) })),
    contraAkunId: await postingAccount(trx, record.penyelesaian === 'potong_hutang' ? 'akun_hutang_supplier_id' : 'akun_piutang_supplier_id'),
  });
  await setLineValues(trx, 'retur_supplier_rincian', 'nilai', res.movements.map((m, i) => ({ id: Number(rows[i].id), value: -m.nilai })));
  if (record.penyelesaian === 'potong_hutang' && purchase && res.total > 0) {
    if (!await reducePayable(lc, Number(purchase.id), res.total, 'retur')) {
      const now = await trx.selectFrom('pembelian').select('hutang').where('id', '=', Number(purchase.id)).executeTakeFirstOrThrow();
      throw conflict(`Nilai retur ${formatMoney(res.total)} melebihi hutang berjalan pembelian ${purchase.nomor} (${formatMoney(Number(now.hutang))}); pilih Pengembalian Dana`);
    }
    await markLunas(lc, Number(purchase.id), findResource(ctx.registry, 'pembelian'));
  }
  return { total: res.total, jurnal_id: res.jurnal?.id ?? null };
};

export function returSupplierHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const base = numbered('RTS');
  const hooks = documentHooks(app, {
    parent: 'retur-supplier', child: 'retur-supplier-rincian', foreignKey: 'retur_supplier_id',
    async compute(trx, line, prefix) { return { qty: await baseQty(trx, line, prefix) }; },
  }, {
    async beforeSave(args) {
      await base.beforeSave!(args);
      await checkHeader(args.trx, { ...args.existing, ...args.values });
    },
  });
  return hooks;
}

/** The supplier return's step. */
export const returSupplierSteps: StepsByResource = { 'retur-supplier': { checkout: checkoutReturSupplier, batal: stateOnly } };
