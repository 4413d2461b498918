/**
 * The demo's purchasing in its history: each week, before the vans load, every goods of a warehouse's range whose
 * stock fell below half its par level is ordered back up to par from its brand's supplier (pembelian → pesan), the
 * goods arrive and are received against the order (penerimaan → terima), and each purchase is paid from the bank
 * when its supplier's terms fall due.
 */
import { findResource } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { baseQty } from '../../core/documents/units.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../db/seed/steps.js';
import { addDays } from '../../../common/format.js';
import { PNR } from '../gudang/services.js';
import { fakturPajakDemo, lineAmounts, PO, recordPurchasePayment } from '../pembelian/services.js';
import type { Book } from './book.js';

type Row = Record<string, unknown>;

/** What the bank keeps for payroll and the month's bills before suppliers are paid. */
const RESERVE = 200_000_000;

export interface Buyer {
  finance: AuthUser;
  bankId: number;
  /** Purchases received and not paid yet, with the day their supplier expects the money. */
  due: Array<{ id: number; tanggal: string }>;
  /**
   * The day the current price lists took effect: suppliers raised their prices then as the company raised its own
   * (the goods' purchase price is today's; before that day it was 4 % lower, as last year's selling list is).
   */
  priceChange: string;
}

/** Orders back up to par what a warehouse is short of; `range` is its goods with their par level in base units. */
export async function restock(trx: Db, base: AppContext, book: Book, buyer: Buyer, who: AuthUser, gudangId: number, tanggal: string, range: Map<number, number>): Promise<void> {
  const stock = new Map((await trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `G:${gudangId}`).execute())
    .map((s) => [Number(s.barang_id), Number(s.qty)]));
  const goods = await trx.selectFrom('barang').select(['id', 'brand', 'harga_beli', 'kena_ppn']).where('id', 'in', [...range.keys()]).orderBy('id').execute();
  const suppliers = (await trx.selectFrom('supplier').select(['id']).where('deleted_at', 'is', null).orderBy('id').execute()).map((s) => Number(s.id));
  const bySupplier = new Map<number, Array<{ barang_id: number; qty: number; harga: number; ppn: boolean }>>();
  for (const g of goods) {
    const par = range.get(Number(g.id))!;
    const have = stock.get(Number(g.id)) ?? 0;
    if (have >= par / 2) continue;
    const pack = book.pack(Number(g.id));
    const qty = Math.ceil((par - have) / pack) * pack;
    const supplier = suppliers[[...String(g.brand)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % suppliers.length];
    const list = bySupplier.get(supplier) ?? [];
    list.push({ barang_id: Number(g.id), qty, harga: tanggal < buyer.priceChange ? Math.round(Number(g.harga_beli) * 0.96) : Number(g.harga_beli), ppn: Boolean(g.kena_ppn) });
    bySupplier.set(supplier, list);
  }
  for (const [supplier, lines] of bySupplier) await purchase(trx, base, buyer, who, gudangId, supplier, tanggal, lines);
}

async function purchase(trx: Db, base: AppContext, buyer: Buyer, who: AuthUser, gudangId: number, supplierId: number, tanggal: string,
  items: Array<{ barang_id: number; qty: number; harga: number; ppn: boolean }>): Promise<void> {
  const r = (n: string) => findResource(base.registry, n)!;
  const ctx = onDemoDate(base, tanggal, 3);
  const finance = buyer.finance;
  const nomor = await nextDocNumber(trx, PO, tanggal);
  const [id] = await insertRows(trx, r('pembelian'), [{
    // The supplier's tax invoice (issue 37), as the current weeks' purchases have it.
    nomor, tanggal, supplier_id: supplierId, gudang_id: gudangId, ...fakturPajakDemo(nomor, tanggal),
    no_faktur: `SO-${tanggal.replace(/-/g, '')}-${supplierId}-${gudangId}`, status: 'draft', created_by: finance.id, updated_by: finance.id,
  }], ctx.now().toISOString());
  const lines: Row[] = [];
  for (const [k, it] of items.entries()) {
    const line: Row = { pembelian_id: id, line_no: k + 1, barang_id: it.barang_id, satuan_id: null, jumlah: it.qty };
    const ppnPersen = it.ppn ? 1_100 : 0;
    const a = lineAmounts(it.qty, it.harga, 0, ppnPersen);
    lines.push({ ...line, qty: await baseQty(trx, line, ''), harga: it.harga, diskon: 0, ppn_persen: ppnPersen, subtotal: a.subtotal, ppn: a.ppn, nilai: a.nilai, created_by: finance.id, updated_by: finance.id });
  }
  const lineIds = await insertRows(trx, r('pembelian-rincian'), lines, ctx.now().toISOString());
  const total = lines.reduce((s, l) => s + Number(l.nilai), 0);
  await trx.updateTable('pembelian').set({
    subtotal: lines.reduce((s, l) => s + Number(l.jumlah) * Number(l.harga), 0), diskon: 0,
    ppn: lines.reduce((s, l) => s + Number(l.ppn), 0), total, sisa: total,
  }).where('id', '=', id).execute();
  await seedCreated(trx, ctx, r('pembelian'), id, finance);
  await seedStep(trx, ctx, r('pembelian'), 'pesan', id, finance);

  const rctx = onDemoDate(base, tanggal, 4);
  const [rid] = await insertRows(trx, r('penerimaan'), [{
    nomor: await nextDocNumber(trx, PNR, tanggal), tanggal, gudang_id: gudangId, supplier_id: supplierId, pembelian_id: id,
    no_faktur: `FK-${tanggal.replace(/-/g, '')}-${id}`, status: 'draft', created_by: who.id, updated_by: who.id,
  }], rctx.now().toISOString());
  await insertRows(trx, r('penerimaan-barang'), lines.map((l, k) => ({
    penerimaan_id: rid, line_no: k + 1, pembelian_rincian_id: lineIds[k], barang_id: l.barang_id, satuan_id: null, jumlah: l.qty, qty: l.qty,
    harga_satuan: 0, nilai: 0, created_by: who.id, updated_by: who.id,
  })), rctx.now().toISOString());
  await seedCreated(trx, rctx, r('penerimaan'), rid, who);
  await seedStep(trx, rctx, r('penerimaan'), 'terima', rid, who);
  const supplier = await trx.selectFrom('supplier').select('tempo_hari').where('id', '=', supplierId).executeTakeFirst();
  buyer.due.push({ id, tanggal: addDays(tanggal, Number(supplier?.tempo_hari ?? 30)) });
}

/** Pays every purchase whose terms fell due by `tanggal`, as far as the bank allows (the rest waits for next week). */
export async function payDue(trx: Db, base: AppContext, buyer: Buyer, tanggal: string): Promise<void> {
  const waiting: Buyer['due'] = [];
  for (const d of buyer.due) {
    if (d.tanggal > tanggal) { waiting.push(d); continue; }
    const owed = Number((await trx.selectFrom('pembelian').select('hutang').where('id', '=', d.id).executeTakeFirstOrThrow()).hutang);
    const bank = Number((await trx.selectFrom('kas').select('saldo').where('id', '=', buyer.bankId).executeTakeFirstOrThrow()).saldo);
    const jumlah = Math.min(owed, bank - RESERVE);
    if (jumlah > 0) {
      await recordPurchasePayment(trx, onDemoDate(base, tanggal, 4), buyer.finance, { pembelian_id: d.id, kas_id: buyer.bankId, jumlah, tanggal, keterangan: 'Transfer ke rekening supplier' });
    }
    if (jumlah < owed) waiting.push(d);
  }
  buyer.due = waiting;
}
