/**
 * A salesperson's canvas week in the demo's history: the goods request carried through to its delivery note
 * (`surat` loads the vehicle and opens the trip), sales on each day the shops are open, collections of the week's
 * due invoices, the vehicle unloaded by a sales return the warehouse approves (the trip closes), and the week's money
 * deposited, received and approved into the bank (the trip is finished). Nothing of the week is left waiting.
 */
import { findResource } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../db/seed/steps.js';
import { openTripOf, tripSummary } from '../kanvas/services.js';
import { createDeposit, notesOf } from '../setoran/services.js';
import { recordSale, type PayKind } from './sale.js';
import type { Book } from './book.js';

type Row = Record<string, unknown>;

export interface Seller {
  user: AuthUser;
  /** Who takes the warehouse's steps for this salesperson's warehouse. */
  warehouse: AuthUser;
  rute: Row[];
  kendaraanId: number;
  gudangId: number;
  customers: Row[];
  /** Customers who stop paying some months before today (their credit stays open and overdue). */
  latePayers: Set<number>;
}

/** Goods the warehouse can load, with a list price on `tanggal`, by stock (largest first). */
async function loadable(trx: Db, gudangId: number, tanggal: string): Promise<Array<{ barang_id: number; qty: number }>> {
  const rows = await trx.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id')
    .select(['stok.barang_id', 'stok.qty']).where('stok.lokasi', '=', `G:${gudangId}`).where('stok.qty', '>', 0)
    .where('barang.aktif', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('harga_jual as h').select('h.id').whereRef('h.barang_id', '=', 'stok.barang_id')
      .where('h.konsumen_type_id', 'is', null).where('h.berlaku_mulai', '<=', tanggal)
      .where((w) => w.or([w('h.berlaku_sampai', 'is', null), w('h.berlaku_sampai', '>=', tanggal)]))))
    .orderBy('stok.qty', 'desc').orderBy('stok.barang_id').execute();
  return rows.map((r) => ({ barang_id: Number(r.barang_id), qty: Number(r.qty) }));
}

/** The request that loads the vehicle on `tanggal` with about `value` rupiah of goods at purchase price. */
async function load(trx: Db, base: AppContext, book: Book, s: Seller, tanggal: string, value: number): Promise<boolean> {
  const goods = (await loadable(trx, s.gudangId, tanggal)).slice(0, 45);
  if (goods.length === 0) return false;
  const per = value / goods.length;
  const lines = goods.map((g) => {
    const unit = book.cost(g.barang_id);
    const pack = book.pack(g.barang_id);
    const want = Math.max(pack, Math.ceil(per / unit / pack) * pack);
    return { barang_id: g.barang_id, qty: Math.min(g.qty, want) };
  }).filter((l) => l.qty > 0);
  const rt = s.rute[0];
  const ctx = onDemoDate(base, tanggal, 3);
  const r = (n: string) => findResource(base.registry, n)!;
  const [id] = await insertRows(trx, r('request-barang'), [{
    nomor: await nextDocNumber(trx, 'RB', tanggal), tanggal, karyawan_id: s.user.karyawan_id, rute_id: rt.rute_id, kendaraan_id: s.kendaraanId,
    gudang_id: s.gudangId, tujuan: 'Kanvas mingguan', status: 'draft', created_by: s.user.id, updated_by: s.user.id,
  }], ctx.now().toISOString());
  await insertRows(trx, r('request-barang-rincian'), lines.map((l) => ({
    request_barang_id: id, barang_id: l.barang_id, jumlah: l.qty, qty: l.qty, created_by: s.user.id, updated_by: s.user.id,
  })), ctx.now().toISOString());
  const res = r('request-barang');
  await seedCreated(trx, ctx, res, id, s.user);
  for (const [step, who] of [['ajukan', s.user], ['approveGudang', s.warehouse], ['approveSales', s.user], ['surat', s.warehouse]] as const) {
    await seedStep(trx, ctx, res, step, id, who);
  }
  return true;
}

/** Unloads what is left on the trip into the warehouse, approved by the warehouse the same day. */
async function unload(trx: Db, base: AppContext, s: Seller, tanggal: string): Promise<void> {
  const trip = await openTripOf(trx, s.kendaraanId);
  if (!trip) return;
  const left = (await tripSummary(trx, trip)).filter((l) => l.sisa > 0);
  const r = (n: string) => findResource(base.registry, n)!;
  const ctx = onDemoDate(base, tanggal, 4);
  const [id] = await insertRows(trx, r('pengembalian-sales'), [{
    nomor: await nextDocNumber(trx, 'RS', tanggal), tanggal, karyawan_id: trip.karyawan_id, kendaraan_id: s.kendaraanId, gudang_id: trip.gudang_id,
    trip_kendaraan_id: trip.id, status: 'draft', created_by: s.user.id, updated_by: s.user.id,
  }], ctx.now().toISOString());
  if (left.length) {
    await insertRows(trx, r('pengembalian-sales-rincian'), left.map((l) => ({
      pengembalian_sales_id: id, barang_id: l.barang_id, jumlah: l.sisa, qty: l.sisa, qty_hilang: 0, created_by: s.user.id,
    })), ctx.now().toISOString());
  }
  await seedCreated(trx, ctx, r('pengembalian-sales'), id, s.user);
  await seedStep(trx, ctx, r('pengembalian-sales'), 'approve', id, s.warehouse);
}

/** The week's money handed over, received by finance and approved into the company's cash (Kas Besar) on `tanggal`. */
async function deposit(trx: Db, base: AppContext, s: Seller, tanggal: string, finance: AuthUser, owner: AuthUser, kasId: number): Promise<void> {
  const rows = await trx.selectFrom('penjualan_bayar').select('jumlah').where('karyawan_id', '=', s.user.karyawan_id)
    .where('setoran_id', 'is', null).where('status', '=', 'diterima').where('tipe', '=', 'tunai').where('tanggal', '<=', tanggal).execute();
  const cash = rows.reduce((sum, r) => sum + Number(r.jumlah), 0);
  const ctx = onDemoDate(base, tanggal, 4);
  const pending = await trx.selectFrom('penjualan_bayar').select('id').where('karyawan_id', '=', s.user.karyawan_id)
    .where('setoran_id', 'is', null).where('status', '=', 'diterima').where('tanggal', '<=', tanggal).executeTakeFirst();
  if (!pending) return;
  const { id } = await createDeposit(trx, ctx, s.user, { tanggal, pecahan: notesOf(cash) });
  const setoran = findResource(base.registry, 'setoran')!;
  await seedStep(trx, ctx, setoran, 'terima', id, finance);
  await seedStep(trx, ctx, setoran, 'approve', id, owner, { kas_id: kasId });
}

export interface WeekPlan {
  /** The selling days, the first one the loading day and the last one the unloading and deposit day. */
  days: string[];
  /** Busy-ness of each day (season.ts). */
  factors: number[];
  /** Sales a salesperson makes on an ordinary day, and the rupiah of an ordinary customer's basket. */
  salesPerDay: number;
  basket: number;
}

/** One salesperson's week; `collect` takes the week's collections on the given day while the trip is on the road. */
export async function tradeWeek(trx: Db, base: AppContext, book: Book, s: Seller, plan: WeekPlan, staff: { finance: AuthUser; owner: AuthUser; bankId: number; qrisBankId: number; kasId: number },
  collect: (day: string) => Promise<void>, rand: () => number): Promise<void> {
  const expected = plan.factors.reduce((sum, f) => sum + f, 0) * plan.salesPerDay * plan.basket * 1.5;
  if (expected <= 0) return;
  // Loaded at purchase price for what the week should sell at selling price, with room to spare.
  if (!(await load(trx, base, book, s, plan.days[0], expected * 0.85))) return;
  for (const [i, tanggal] of plan.days.entries()) {
    const count = Math.round(plan.salesPerDay * plan.factors[i] + rand() - 0.5);
    const ctx = onDemoDate(base, tanggal, 4);
    for (let n = 0; n < count; n++) {
      const stock = await trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${s.kendaraanId}`).where('qty', '>', 0).execute();
      if (stock.length === 0) break;
      const konsumen = s.customers[Math.floor(rand() * s.customers.length)];
      const size = plan.basket * book.typeWeight(konsumen) * (0.6 + rand() * 0.8);
      const lines = 2 + Math.floor(rand() * 3);
      const picked = new Map<number, number>();
      for (let k = 0; k < lines; k++) {
        const g = stock[Math.floor(rand() * stock.length)];
        const have = Number(g.qty) - (picked.get(Number(g.barang_id)) ?? 0);
        const pack = book.pack(Number(g.barang_id));
        const want = Math.max(1, Math.round(size / lines / (book.cost(Number(g.barang_id)) * 1.18) / pack)) * pack;
        const qty = Math.min(have, want);
        if (qty > 0) picked.set(Number(g.barang_id), (picked.get(Number(g.barang_id)) ?? 0) + qty);
      }
      if (picked.size === 0) continue;
      const r = rand();
      const late = s.latePayers.has(Number(konsumen.id));
      const pay: PayKind = late && Number(konsumen.limit_kredit) > 0 ? 'kredit' : r < 0.56 ? 'tunai' : r < 0.71 ? 'transfer' : r < 0.8 ? 'qris' : 'kredit';
      await recordSale(trx, ctx, { seller: s.user, tanggal, konsumen, goods: [...picked].map(([barang_id, qty]) => ({ barang_id, qty })), pay, bankId: staff.bankId, qrisBankId: staff.qrisBankId });
    }
    if (i === Math.min(2, plan.days.length - 1)) await collect(tanggal);
  }
  const last = plan.days[plan.days.length - 1];
  await unload(trx, base, s, last);
  await deposit(trx, base, s, last, staff.finance, staff.owner, staff.kasId);
}
