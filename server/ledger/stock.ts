import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { conflict, unprocessable } from '../core/errors.js';
import { formatDate, formatNumber } from '../../common/format.js';
import type { DocRef, LedgerContext, Location, Placement } from './types.js';
import { locationKey } from './types.js';
import { assertOpenPeriod, postingAccount } from './settings.js';
import { postJournal } from './journal.js';
import { logPlacement } from './placement.js';

/** One signed movement at one location; `nilai` is given for receipts and computed for everything else. */
interface Movement {
  barang_id: number;
  loc: Location;
  qty: number;
  nilai?: number;
  placement?: Placement;
  baris_id?: number | null;
}

export interface MovementResult {
  barang_id: number;
  lokasi: string;
  qty: number;
  nilai: number;
  qty_setelah: number;
}

function assertQty(qty: number, i: number): void {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw unprocessable({ [`rincian.${i}.qty`]: ['Jumlah harus bilangan bulat lebih dari 0'] });
}

async function locationName(trx: Db, loc: Location): Promise<string> {
  if (loc.gudang_id !== undefined) {
    const g = await trx.selectFrom('gudang').select('nama_gudang').where('id', '=', loc.gudang_id).executeTakeFirst();
    return g ? String(g.nama_gudang) : `gudang #${loc.gudang_id}`;
  }
  if (loc.kendaraan_id === undefined) {
    const m = await trx.selectFrom('gudang_mutasi').select('nomor').where('id', '=', loc.transit_id).executeTakeFirst();
    return `perjalanan mutasi ${m ? String(m.nomor) : `#${loc.transit_id}`}`;
  }
  const k = await trx.selectFrom('kendaraan').selectAll().where('id', '=', loc.kendaraan_id).executeTakeFirst();
  return k ? `kendaraan ${String(k.no_polisi ?? k.nama ?? k.id)}` : `kendaraan #${loc.kendaraan_id}`;
}

async function goodsName(trx: Db, barangId: number): Promise<string> {
  const b = await trx.selectFrom('barang').select(['kode', 'nama']).where('id', '=', barangId).executeTakeFirst();
  return b ? `${b.kode} ${b.nama}` : `barang #${barangId}`;
}

/** Rows per multi-row statement: SQLite allows 32,766 bound values, PostgreSQL 65,535; a ledger row binds 20. */
const ROWS_PER_STATEMENT = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

type Costs = Map<number, { qty: number; nilai: number }>;

/**
 * The cost rows of the goods involved, created when missing and locked in id order (PostgreSQL; SQLite
 * holds the whole write lock since BEGIN IMMEDIATE), so moving-average values are computed on fresh data.
 * Answers them, read in one query with the lock (not one per line).
 */
export async function lockCosts(lc: LedgerContext, barangIds: number[]): Promise<Costs> {
  const ids = [...new Set(barangIds)].sort((a, b) => a - b);
  for (const part of chunks(ids)) {
    await lc.trx.insertInto('stok_nilai').values(part.map((barang_id) => ({ barang_id, qty: 0, nilai: 0 })))
      .onConflict((oc) => oc.column('barang_id').doNothing()).execute();
  }
  const costs: Costs = new Map();
  for (const part of chunks(ids)) {
    let q = lc.trx.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).where('barang_id', 'in', part).orderBy('barang_id');
    // SQLite has no FOR UPDATE; its transaction already holds the database write lock since BEGIN IMMEDIATE.
    if (lc.kind === 'postgres') q = q.forUpdate();
    for (const r of await q.execute()) costs.set(Number(r.barang_id), { qty: Number(r.qty), nilai: Number(r.nilai) });
  }
  return costs;
}

/** The goods' cost rows after the movements, one statement (the rows exist: lockCosts made them). */
async function saveCosts(lc: LedgerContext, costs: Costs, touched: Set<number>): Promise<void> {
  const rows = [...touched].sort((a, b) => a - b).map((barang_id) => ({ barang_id, ...costs.get(barang_id)! }));
  for (const part of chunks(rows)) {
    await lc.trx.insertInto('stok_nilai').values(part)
      .onConflict((oc) => oc.column('barang_id').doUpdateSet({ qty: sql`excluded.qty`, nilai: sql`excluded.nilai` }))
      .execute();
  }
}

async function refuseShortage(trx: Db, m: Movement, have: number, wanted: number): Promise<never> {
  throw conflict(`Stok ${await goodsName(trx, m.barang_id)} di ${await locationName(trx, m.loc)} tidak cukup: tersedia ${formatNumber(have)}, dibutuhkan ${formatNumber(wanted)}`);
}

/**
 * The date of the last movement of each goods at each location the movements touch, read once after the
 * goods' cost rows are locked (so no other posting of these goods can move it meanwhile). A movement dated
 * before it is refused unless the user may back-date (a finance level).
 */
async function lastMovementDates(lc: LedgerContext, tanggal: string, movements: Movement[]): Promise<Map<string, string>> {
  const ids = [...new Set(movements.map((m) => m.barang_id))];
  const keys = [...new Set(movements.map((m) => locationKey(m.loc)))];
  const rows = await lc.trx.selectFrom('stok').select(['barang_id', 'lokasi', 'tanggal_akhir'])
    .where('barang_id', 'in', ids).where('lokasi', 'in', keys).where('tanggal_akhir', 'is not', null).execute();
  const last = new Map(rows.map((r) => [`${r.barang_id}|${r.lokasi}`, String(r.tanggal_akhir)]));
  if (!lc.mayBackdate) {
    const late = movements.find((m) => (last.get(`${m.barang_id}|${locationKey(m.loc)}`) ?? '') > tanggal);
    if (late) {
      const at = last.get(`${late.barang_id}|${locationKey(late.loc)}`)!;
      throw conflict(`Tanggal ${formatDate(tanggal)} sebelum gerakan terakhir ${await goodsName(lc.trx, late.barang_id)} di ${await locationName(lc.trx, late.loc)} (${formatDate(at)}); mencatat mundur hanya boleh oleh Finance`);
    }
  }
  return last;
}

/** Applies movements in order; every decrement is a guarded update, never read-then-write. */
async function applyMovements(lc: LedgerContext, tanggal: string, doc: DocRef, movements: Movement[], keterangan?: string): Promise<MovementResult[]> {
  const { trx } = lc;
  const costs = await lockCosts(lc, movements.map((m) => m.barang_id));
  const lastDates = await lastMovementDates(lc, tanggal, movements);
  const results: MovementResult[] = [];
  const ledgerRows: Record<string, unknown>[] = [];
  const touched = new Set<number>();
  const taken = await takeAllAtOnce(lc, tanggal, movements, lastDates);
  for (const m of movements) {
    const lokasi = locationKey(m.loc);
    const last = lastDates.get(`${m.barang_id}|${lokasi}`);
    const tanggalAkhir = last && last > tanggal ? last : tanggal;
    lastDates.set(`${m.barang_id}|${lokasi}`, tanggalAkhir);
    const cost = costs.get(m.barang_id)!;
    const costQty = cost.qty;
    const costValue = cost.nilai;
    let qtyAfter: number;
    let nilai: number;
    if (m.qty < 0) {
      const take = -m.qty;
      if (m.placement && m.loc.gudang_id !== undefined) {
        const left = await takeFromPlacement(trx, m, m.loc.gudang_id, m.placement, take);
        await logPlacement(lc, tanggal, doc, { barang_id: m.barang_id, gudang_id: m.loc.gudang_id, qty: take }, m.placement, -take, left);
      }
      const r = taken ? { qty: taken.get(m.barang_id) } : await trx.updateTable('stok').set({ qty: sql`qty - ${take}`, tanggal_akhir: tanggalAkhir, updated_at: lc.at })
        .where('barang_id', '=', m.barang_id).where('lokasi', '=', lokasi).where('qty', '>=', take)
        .returning('qty').executeTakeFirst();
      if (!r) {
        const have = await trx.selectFrom('stok').select('qty').where('barang_id', '=', m.barang_id).where('lokasi', '=', lokasi).executeTakeFirst();
        await refuseShortage(trx, m, Number(have?.qty ?? 0), take);
      }
      qtyAfter = Number(r!.qty);
      if (m.loc.gudang_id !== undefined) await assertPlacementsFit(trx, m, m.loc.gudang_id, qtyAfter);
      nilai = m.nilai ?? -(take >= costQty ? costValue : Math.round((costValue * take) / costQty));
    } else {
      const r = await trx.insertInto('stok').values({
        barang_id: m.barang_id, lokasi, gudang_id: m.loc.gudang_id ?? null, kendaraan_id: m.loc.kendaraan_id ?? null,
        qty: m.qty, tanggal_akhir: tanggalAkhir, created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
      }).onConflict((oc) => oc.columns(['barang_id', 'lokasi']).doUpdateSet({ qty: sql`stok.qty + ${m.qty}`, tanggal_akhir: tanggalAkhir, updated_at: lc.at }))
        .returning('qty').executeTakeFirstOrThrow();
      qtyAfter = Number(r.qty);
      nilai = m.nilai ?? 0;
    }
    const totalQty = costQty + m.qty;
    const totalValue = costValue + nilai;
    costs.set(m.barang_id, { qty: totalQty, nilai: totalValue });
    touched.add(m.barang_id);
    ledgerRows.push({
      tanggal, barang_id: m.barang_id, gudang_id: m.loc.gudang_id ?? null, kendaraan_id: m.loc.kendaraan_id ?? null, lokasi,
      qty: m.qty, nilai, hpp: m.qty !== 0 ? Math.round(Math.abs(nilai / m.qty)) : 0,
      qty_setelah: qtyAfter, qty_total_setelah: totalQty, nilai_total_setelah: totalValue,
      dokumen_tipe: doc.tipe, dokumen_id: doc.id, dokumen_nomor: doc.nomor ?? null, baris_id: m.baris_id ?? null,
      keterangan: keterangan ?? null, created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
    });
    results.push({ barang_id: m.barang_id, lokasi, qty: m.qty, nilai, qty_setelah: qtyAfter });
  }
  // The cost rows and the ledger rows, written once for all the movements, in the movements' order.
  await saveCosts(lc, costs, touched);
  for (const part of chunks(ledgerRows)) await trx.insertInto('stok_ledger').values(part).execute();
  return results;
}

/**
 * SQLite, a posting that only takes goods (no placements), each goods once, from one location (a sale from a
 * vehicle): every balance is taken in one guarded update (`qty >= ` what each line takes, per row, in the same
 * statement); a row that could not give is refused as the per-line update would refuse it, and the transaction
 * rolls back what the statement took from the others. Answers each goods' balance after, or null when the
 * posting is not of that shape (PostgreSQL keeps one row lock per line in the caller's order).
 */
async function takeAllAtOnce(lc: LedgerContext, tanggal: string, movements: Movement[], lastDates: Map<string, string>): Promise<Map<number, number> | null> {
  if (lc.kind !== 'sqlite' || movements.length < 2) return null;
  const lokasi = locationKey(movements[0].loc);
  if (movements.some((m) => m.qty >= 0 || m.placement || locationKey(m.loc) !== lokasi)) return null;
  if (new Set(movements.map((m) => m.barang_id)).size !== movements.length) return null;
  const when = (value: (m: Movement) => unknown) => sql`case barang_id ${sql.join(movements.map((m) => sql`when ${m.barang_id} then ${value(m)}`), sql` `)} end`;
  const tanggalAkhir = (m: Movement) => {
    const last = lastDates.get(`${m.barang_id}|${lokasi}`);
    return last && last > tanggal ? last : tanggal;
  };
  const rows = await lc.trx.updateTable('stok').set({ qty: sql`qty - ${when((m) => -m.qty)}`, tanggal_akhir: when(tanggalAkhir), updated_at: lc.at })
    .where('lokasi', '=', lokasi).where('barang_id', 'in', movements.map((m) => m.barang_id)).where('qty', '>=', when((m) => -m.qty))
    .returning(['barang_id', 'qty']).execute();
  const after = new Map(rows.map((r) => [Number(r.barang_id), Number(r.qty)]));
  const short = movements.find((m) => !after.has(m.barang_id));
  if (short) {
    const have = await lc.trx.selectFrom('stok').select('qty').where('barang_id', '=', short.barang_id).where('lokasi', '=', lokasi).executeTakeFirst();
    await refuseShortage(lc.trx, short, Number(have?.qty ?? 0), -short.qty);
  }
  return after;
}

async function takeFromPlacement(trx: Db, m: Movement, gudangId: number, p: Placement, take: number): Promise<number> {
  const r = await trx.updateTable('stok_penempatan').set({ qty: sql`qty - ${take}` })
    .where('barang_id', '=', m.barang_id).where('gudang_id', '=', gudangId).where('tempat_tipe', '=', p.tipe).where('tempat_id', '=', p.id)
    .where('qty', '>=', take).returning('qty').executeTakeFirst();
  if (r) return Number(r.qty);
  {
    const have = await trx.selectFrom('stok_penempatan').select('qty').where('barang_id', '=', m.barang_id).where('gudang_id', '=', gudangId)
      .where('tempat_tipe', '=', p.tipe).where('tempat_id', '=', p.id).executeTakeFirst();
    throw conflict(`Stok ${await goodsName(trx, m.barang_id)} di ${p.tipe} ${p.nama ?? `#${p.id}`} tidak cukup: tersedia ${formatNumber(Number(have?.qty ?? 0))}, dibutuhkan ${formatNumber(take)}`);
  }
}

/** Placed goods are part of the warehouse balance: what remains must still cover every placement. */
async function assertPlacementsFit(trx: Db, m: Movement, gudangId: number, qtyAfter: number): Promise<void> {
  const placed = await trx.selectFrom('stok_penempatan').select((eb) => eb.fn.sum<number>('qty').as('q'))
    .where('barang_id', '=', m.barang_id).where('gudang_id', '=', gudangId).executeTakeFirst();
  const q = Number(placed?.q ?? 0);
  if (q > qtyAfter) {
    throw conflict(`${formatNumber(q - qtyAfter)} ${await goodsName(trx, m.barang_id)} yang diambil masih tercatat di tempat penyimpanan; pilih tempat asal barang`);
  }
}

export interface StockInLine { barang_id: number; qty: number; nilai: number; baris_id?: number | null; placement?: undefined }
export interface StockOutLine { barang_id: number; qty: number; baris_id?: number | null; placement?: Placement }

export interface StockPosting {
  tanggal: string;
  doc: DocRef;
  keterangan: string;
}

/**
 * Goods in at cost (receiving, opening stock, positive count differences): balances and moving-average cost
 * rise, and one journal debits inventory against `contraAkunId` for the total value.
 */
export async function stockIn(lc: LedgerContext, p: StockPosting & { loc: Location; lines: StockInLine[]; contraAkunId: number }) {
  await assertOpenPeriod(lc.trx, p.tanggal);
  p.lines.forEach((l, i) => {
    assertQty(l.qty, i);
    if (!Number.isSafeInteger(l.nilai) || l.nilai < 0) throw unprocessable({ [`rincian.${i}.nilai`]: ['Nilai harus rupiah bulat, tidak negatif'] });
  });
  const moves = await applyMovements(lc, p.tanggal, p.doc, p.lines.map((l) => ({ barang_id: l.barang_id, loc: p.loc, qty: l.qty, nilai: l.nilai, baris_id: l.baris_id })), p.keterangan);
  const total = moves.reduce((s, m) => s + m.nilai, 0);
  const jurnal = total > 0
    ? await postJournal(lc, { tanggal: p.tanggal, keterangan: p.keterangan, doc: p.doc, lines: [
      { akun_id: await postingAccount(lc.trx, 'akun_persediaan_id'), debit: total, kredit: 0 },
      { akun_id: p.contraAkunId, debit: 0, kredit: total },
    ] })
    : null;
  return { movements: moves, total, jurnal };
}

/**
 * Goods out at moving-average cost (sales, disposal, negative count differences): one journal debits
 * `contraAkunId` (cost of goods sold, loss…) against inventory. Answers the cost of each line.
 */
export async function stockOut(lc: LedgerContext, p: StockPosting & { loc: Location; lines: StockOutLine[]; contraAkunId: number }) {
  await assertOpenPeriod(lc.trx, p.tanggal);
  p.lines.forEach((l, i) => assertQty(l.qty, i));
  const moves = await applyMovements(lc, p.tanggal, p.doc, p.lines.map((l) => ({ barang_id: l.barang_id, loc: p.loc, qty: -l.qty, placement: l.placement, baris_id: l.baris_id })), p.keterangan);
  const total = -moves.reduce((s, m) => s + m.nilai, 0);
  const jurnal = total > 0
    ? await postJournal(lc, { tanggal: p.tanggal, keterangan: p.keterangan, doc: p.doc, lines: [
      { akun_id: p.contraAkunId, debit: total, kredit: 0 },
      { akun_id: await postingAccount(lc.trx, 'akun_persediaan_id'), debit: 0, kredit: total },
    ] })
    : null;
  return { movements: moves, total, jurnal };
}

/** Goods between locations (warehouse ↔ vehicle ↔ warehouse): quantities move, value and journals do not. */
export async function stockTransfer(lc: LedgerContext, p: StockPosting & { from: Location; to: Location; lines: StockOutLine[] }) {
  await assertOpenPeriod(lc.trx, p.tanggal);
  if (locationKey(p.from) === locationKey(p.to)) throw unprocessable({ tujuan: ['Lokasi asal dan tujuan sama'] });
  p.lines.forEach((l, i) => assertQty(l.qty, i));
  const moves: Movement[] = [];
  const costs = await lockCosts(lc, p.lines.map((l) => l.barang_id));
  for (const l of p.lines) {
    const cost = costs.get(l.barang_id)!;
    const value = Number(cost.qty) > 0 ? Math.round((Number(cost.nilai) * Math.min(l.qty, Number(cost.qty))) / Number(cost.qty)) : 0;
    moves.push({ barang_id: l.barang_id, loc: p.from, qty: -l.qty, nilai: -value, placement: l.placement, baris_id: l.baris_id });
    moves.push({ barang_id: l.barang_id, loc: p.to, qty: l.qty, nilai: value, baris_id: l.baris_id });
  }
  return { movements: await applyMovements(lc, p.tanggal, p.doc, moves, p.keterangan) };
}
