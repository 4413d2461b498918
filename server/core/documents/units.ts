import type { Db } from '../../db/connection.js';
import { unprocessable } from '../errors.js';

export interface UnitFactor {
  satuan_id: number;
  kode: string;
  nama: string;
  /** Base units in one of this unit (1 for the base unit itself). */
  faktor: number;
}

/** The units a goods is counted in: its base unit first (factor 1), then its larger units, largest first. */
export async function unitsOf(db: Db, barangId: number): Promise<UnitFactor[]> {
  const base = await db.selectFrom('barang').innerJoin('satuan', 'satuan.id', 'barang.satuan_id')
    .select(['satuan.id as satuan_id', 'satuan.kode', 'satuan.nama']).where('barang.id', '=', barangId).executeTakeFirst();
  if (!base) return [];
  const larger = await db.selectFrom('barang_satuan').innerJoin('satuan', 'satuan.id', 'barang_satuan.satuan_id')
    .select(['satuan.id as satuan_id', 'satuan.kode', 'satuan.nama', 'barang_satuan.faktor'])
    .where('barang_satuan.barang_id', '=', barangId).orderBy('barang_satuan.faktor', 'desc').execute();
  const row = (r: Record<string, unknown>, faktor: number): UnitFactor => ({ satuan_id: Number(r.satuan_id), kode: String(r.kode), nama: String(r.nama), faktor });
  return [row(base, 1), ...larger.map((r) => row(r, Number(r.faktor)))];
}

/** unitsOf for many goods in two queries, by goods id (a goods without a base unit maps to []). */
export async function unitsOfMany(db: Db, barangIds: number[]): Promise<Map<number, UnitFactor[]>> {
  const out = new Map<number, UnitFactor[]>(barangIds.map((id) => [id, []]));
  if (!barangIds.length) return out;
  const bases = await db.selectFrom('barang').innerJoin('satuan', 'satuan.id', 'barang.satuan_id')
    .select(['barang.id as barang_id', 'satuan.id as satuan_id', 'satuan.kode', 'satuan.nama']).where('barang.id', 'in', barangIds).execute();
  const larger = await db.selectFrom('barang_satuan').innerJoin('satuan', 'satuan.id', 'barang_satuan.satuan_id')
    .select(['barang_satuan.barang_id', 'satuan.id as satuan_id', 'satuan.kode', 'satuan.nama', 'barang_satuan.faktor'])
    .where('barang_satuan.barang_id', 'in', barangIds).orderBy('barang_satuan.faktor', 'desc').execute();
  const row = (r: Record<string, unknown>, faktor: number): UnitFactor => ({ satuan_id: Number(r.satuan_id), kode: String(r.kode), nama: String(r.nama), faktor });
  for (const b of bases) out.set(Number(b.barang_id), [row(b, 1)]);
  for (const r of larger) out.get(Number(r.barang_id))?.length && out.get(Number(r.barang_id))!.push(row(r, Number(r.faktor)));
  return out;
}

/**
 * A quantity typed in any unit of the goods, in base units (DESIGN.md section 3: stock is kept in base units).
 * 2 dus of 24 → 48. A unit the goods is not sold in is a 422 on `field`.
 */
export async function toBaseQty(db: Db, barangId: number, satuanId: number, qty: number, field = 'satuan_id'): Promise<number> {
  const unit = (await unitsOf(db, barangId)).find((u) => u.satuan_id === satuanId);
  if (!unit) throw unprocessable({ [field]: ['Satuan ini tidak terdaftar untuk barang tersebut'] });
  const base = qty * unit.faktor;
  if (!Number.isSafeInteger(base)) throw unprocessable({ [field]: ['Jumlah terlalu besar'] });
  return base;
}

/** A base quantity shown in the goods' units, largest first: 50 pcs with dus = 24 → 2 DUS 2 PCS. */
export function splitQty(units: UnitFactor[], baseQty: number): Array<{ kode: string; qty: number }> {
  const out: Array<{ kode: string; qty: number }> = [];
  let rest = Math.abs(baseQty);
  for (const u of [...units].sort((a, b) => b.faktor - a.faktor)) {
    const n = Math.floor(rest / u.faktor);
    if (n > 0) out.push({ kode: u.kode, qty: baseQty < 0 ? -n : n });
    rest -= n * u.faktor;
  }
  return out;
}

/** A document line's quantity in the goods' base unit: `jumlah` typed in `satuan_id` (empty = the base unit). */
export async function baseQty(trx: Db, line: Record<string, unknown>, prefix: string): Promise<number> {
  const jumlah = Number(line.jumlah ?? 0);
  if (line.satuan_id === null || line.satuan_id === undefined) return jumlah;
  return toBaseQty(trx, Number(line.barang_id), Number(line.satuan_id), jumlah, `${prefix}satuan_id`);
}
