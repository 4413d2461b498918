/**
 * What a customer return may take back: per sale line and per customer and goods, the sold quantity less what
 * approved and other pending returns hold; a line's values (price, PPN share, cost) from its sale line.
 */
import type { Db } from '../../db/connection.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { formatNumber } from '../../../common/format.js';
import type { FieldErrors } from '../../../common/validate.js';
import { baseQty } from '../../core/documents/units.js';
import { nameOf } from '../../core/documents/names.js';
import type { Row } from '../../core/documents/row.js';

const PENDING = ['draft', 'dilaporkan', 'checkout'];

export interface DocLine { key: string; id?: number | null; penjualan_rincian_id: number; qty: number }
export interface SaleLine { id: number; penjualan_id: number; barang_id: number; qty: number; qty_retur: number; subtotal: number; dpp: number | null; ppn: number; hpp: number }

export async function saleLine(trx: Db, id: number): Promise<SaleLine | undefined> {
  const r = await trx.selectFrom('penjualan_rincian').select(['id', 'penjualan_id', 'barang_id', 'qty', 'qty_retur', 'subtotal', 'dpp', 'ppn', 'hpp'])
    .where('id', '=', id).executeTakeFirst() as Row | undefined;
  if (!r) return undefined;
  return {
    id: Number(r.id), penjualan_id: Number(r.penjualan_id), barang_id: Number(r.barang_id), qty: Number(r.qty ?? 0), qty_retur: Number(r.qty_retur ?? 0),
    subtotal: Number(r.subtotal ?? 0), dpp: r.dpp === null || r.dpp === undefined ? null : Number(r.dpp), ppn: Number(r.ppn ?? 0), hpp: Number(r.hpp ?? 0),
  };
}

/** Quantities other pending returns hold on these sale lines (this return excluded). */
async function pendingElsewhere(trx: Db, saleLineIds: number[], returId: number | null): Promise<Map<number, number>> {
  if (!saleLineIds.length) return new Map();
  let q = trx.selectFrom('retur_konsumen_rincian as r').innerJoin('retur_konsumen as h', 'h.id', 'r.retur_konsumen_id')
    .select(['r.penjualan_rincian_id', (eb) => eb.fn.sum<number>('r.qty').as('qty')])
    .where('r.penjualan_rincian_id', 'in', saleLineIds).where('h.status', 'in', PENDING).groupBy('r.penjualan_rincian_id');
  if (returId !== null) q = q.where('h.id', '!=', returId);
  return new Map((await q.execute()).map((r) => [Number(r.penjualan_rincian_id), Number(r.qty ?? 0)]));
}

/**
 * The caps of one return's whole set of lines: per sale line (sold − already returned − pending elsewhere) and
 * per customer and goods (bought − returned − pending). Answers the problems, each naming goods and what remains.
 */
export async function capProblems(trx: Db, returId: number | null, konsumenId: number, lines: DocLine[], sales: Map<number, SaleLine>): Promise<Array<{ key: string; message: string }>> {
  const problems: Array<{ key: string; message: string }> = [];
  const pending = await pendingElsewhere(trx, [...sales.keys()], returId);
  const perSaleLine = new Map<number, { qty: number; key: string }>();
  for (const l of lines) {
    const cur = perSaleLine.get(l.penjualan_rincian_id) ?? { qty: 0, key: l.key };
    cur.qty += l.qty;
    perSaleLine.set(l.penjualan_rincian_id, cur);
  }
  for (const [saleLineId, want] of perSaleLine) {
    const s = sales.get(saleLineId)!;
    const remain = Math.max(0, s.qty - s.qty_retur - (pending.get(saleLineId) ?? 0));
    if (want.qty > remain) {
      problems.push({ key: want.key, message: `${await nameOf(trx, 'barang', 'nama', s.barang_id)}: diretur ${formatNumber(want.qty)}, sisa yang dapat diretur dari baris penjualan ini ${formatNumber(remain)} (terjual ${formatNumber(s.qty)}, sudah/sedang diretur ${formatNumber(s.qty_retur + (pending.get(saleLineId) ?? 0))})` });
    }
  }
  // Per customer and goods: what the customer bought of it in completed sales, less returned and pending.
  const perGoods = new Map<number, { qty: number; key: string }>();
  for (const l of lines) {
    const g = sales.get(l.penjualan_rincian_id)!.barang_id;
    const cur = perGoods.get(g) ?? { qty: 0, key: l.key };
    cur.qty += l.qty;
    perGoods.set(g, cur);
  }
  for (const [barangId, want] of perGoods) {
    const bought = await trx.selectFrom('penjualan_rincian as d').innerJoin('penjualan as p', 'p.id', 'd.penjualan_id')
      .select([(eb) => eb.fn.sum<number>('d.qty').as('qty'), (eb) => eb.fn.sum<number>('d.qty_retur').as('retur')])
      .where('p.konsumen_id', '=', konsumenId).where('p.status', 'in', ['selesai', 'tak_tertagih']).where('d.barang_id', '=', barangId).executeTakeFirst();
    let pend = trx.selectFrom('retur_konsumen_rincian as r').innerJoin('retur_konsumen as h', 'h.id', 'r.retur_konsumen_id')
      .select((eb) => eb.fn.sum<number>('r.qty').as('qty'))
      .where('h.konsumen_id', '=', konsumenId).where('h.status', 'in', PENDING).where('r.barang_id', '=', barangId);
    if (returId !== null) pend = pend.where('h.id', '!=', returId);
    const pendQty = Number((await pend.executeTakeFirst())?.qty ?? 0);
    const remain = Math.max(0, Number(bought?.qty ?? 0) - Number(bought?.retur ?? 0) - pendQty);
    if (want.qty > remain) {
      problems.push({ key: want.key, message: `${await nameOf(trx, 'barang', 'nama', barangId)}: diretur ${formatNumber(want.qty)}, konsumen ini hanya membeli ${formatNumber(Number(bought?.qty ?? 0))} dan sisa yang dapat diretur ${formatNumber(remain)}` });
    }
  }
  return problems;
}

/** A line's values from its sale line: goods, base quantity, net price, PPN share, subtotal, cost. */
export async function fillLine(trx: Db, line: Row, penjualanId: number, prefix: string, errors: FieldErrors, sales: Map<number, SaleLine>): Promise<void> {
  const s = await saleLine(trx, Number(line.penjualan_rincian_id));
  if (!s || s.penjualan_id !== penjualanId) {
    errors[`${prefix}penjualan_rincian_id`] = ['Baris penjualan bukan dari nota penjualan retur ini'];
    return;
  }
  sales.set(s.id, s);
  line.barang_id = s.barang_id;
  line.qty = await baseQty(trx, line, prefix);
  const qty = Number(line.qty);
  // The customer gets back what they paid: the line's DPP, its share of the nota discount already off (common/ppn.ts,
  // kept on the line); a line saved before the DPP was kept shares the header discount by value.
  let net = s.dpp ?? s.subtotal;
  if (s.dpp === null) {
    const head = await trx.selectFrom('penjualan').select(['subtotal', 'diskon']).where('id', '=', penjualanId).executeTakeFirst();
    const headSubtotal = Number(head?.subtotal ?? 0);
    net = headSubtotal > 0 ? s.subtotal * (1 - Math.min(Number(head?.diskon ?? 0), headSubtotal) / headSubtotal) : s.subtotal;
  }
  line.harga = s.qty > 0 ? Math.round(net / s.qty) : 0;
  line.subtotal = s.qty > 0 ? Math.round((net * qty) / s.qty) : 0;
  line.ppn = s.qty > 0 ? Math.round((s.ppn * qty) / s.qty) : 0;
  // penjualan_rincian.hpp is the cost of the whole sale line (what left the vehicle); the return takes its share.
  line.hpp = s.qty > 0 ? Math.round((s.hpp * qty) / s.qty) : 0;
}

/** A line's server-managed values for `qty` base units of a sale line (the demo seed writes lines with them). */
export async function returLineValues(trx: Db, saleLineId: number, qty: number): Promise<Row> {
  const line: Row = { penjualan_rincian_id: saleLineId, jumlah: qty, satuan_id: null };
  const s = await saleLine(trx, saleLineId);
  if (!s) throw new Error(`baris penjualan ${saleLineId} tidak ada`);
  const errors: FieldErrors = {};
  await fillLine(trx, line, s.penjualan_id, '', errors, new Map());
  return line;
}

async function docLinesOf(trx: Db, returId: number): Promise<Row[]> {
  return trx.selectFrom('retur_konsumen_rincian').selectAll().where('retur_konsumen_id', '=', returId).orderBy('id').execute() as Promise<Row[]>;
}

/** A step re-checks the caps on the stored lines: 409 when other returns or approvals took the room meanwhile. */
export async function recheck(trx: Db, record: Row, requireLines: boolean): Promise<Row[]> {
  const lines = await docLinesOf(trx, Number(record.id));
  if (requireLines && lines.length === 0) throw unprocessable({ rincian: ['Retur belum berisi barang'] });
  const sales = new Map<number, SaleLine>();
  for (const l of lines) {
    const s = await saleLine(trx, Number(l.penjualan_rincian_id));
    if (s) sales.set(s.id, s);
  }
  const sale = await trx.selectFrom('penjualan').select(['nomor', 'status']).where('id', '=', Number(record.penjualan_id)).executeTakeFirst();
  if (!sale || sale.status !== 'selesai') throw conflict(`Penjualan ${sale?.nomor ?? ''} tidak lagi berstatus selesai; retur tidak dapat dilanjutkan`);
  const problems = await capProblems(trx, Number(record.id), Number(record.konsumen_id), lines.map((l) => ({ key: String(l.id), penjualan_rincian_id: Number(l.penjualan_rincian_id), qty: Number(l.qty) })), sales);
  if (problems.length) throw conflict(`Jumlah retur melebihi yang dapat diretur: ${problems.map((p) => p.message).join('; ')}`);
  return lines;
}
