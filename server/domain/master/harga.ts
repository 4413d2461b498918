import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export interface HargaBerlaku {
  /** The harga-jual row that applies. */
  id: number;
  /** Rupiah per base unit of the goods. */
  harga: number;
  konsumen_type_id: number | null;
  kategori_harga_id: number | null;
  berlaku_mulai: string;
  berlaku_sampai: string | null;
}

export interface HargaQuery {
  barangId: number;
  /** The customer's type; null = only prices for every type apply. */
  konsumenTypeId: number | null;
  /** The sale's date, YYYY-MM-DD. */
  tanggal: string;
}

/**
 * The selling price a sale uses — the one function every sale calls. Candidates are the active harga-jual rows
 * of the goods valid on the date (berlaku_mulai ≤ tanggal ≤ berlaku_sampai, an empty end is open) for the
 * customer's type or for every type, whose price category (if any) is active. Of those, in this order:
 * the highest price-category priority (a promo over the normal list; no category counts as 0), a row for the
 * customer's type over a row for every type, the latest start (a new list replaces an open-ended older one),
 * the latest entered. No candidate → null: the goods has no price for that customer on that day.
 */
export async function resolveHargaJual(db: Db, q: HargaQuery): Promise<HargaBerlaku | null> {
  let query = db.selectFrom('harga_jual as h')
    .leftJoin('kategori_harga as k', 'k.id', 'h.kategori_harga_id')
    .select(['h.id', 'h.harga', 'h.konsumen_type_id', 'h.kategori_harga_id', 'h.berlaku_mulai', 'h.berlaku_sampai'])
    .where('h.barang_id', '=', q.barangId)
    .where('h.aktif', '=', 1)
    .where('h.berlaku_mulai', '<=', q.tanggal)
    .where((eb) => eb.or([eb('h.berlaku_sampai', 'is', null), eb('h.berlaku_sampai', '>=', q.tanggal)]))
    .where((eb) => eb.or([eb('h.kategori_harga_id', 'is', null), eb('k.aktif', '=', 1)]));
  query = q.konsumenTypeId === null
    ? query.where('h.konsumen_type_id', 'is', null)
    : query.where((eb) => eb.or([eb('h.konsumen_type_id', 'is', null), eb('h.konsumen_type_id', '=', q.konsumenTypeId)]));
  const row = await query
    .orderBy(sql`coalesce(k.prioritas, 0)`, 'desc')
    .orderBy(sql`case when h.konsumen_type_id is null then 1 else 0 end`, 'asc')
    .orderBy('h.berlaku_mulai', 'desc')
    .orderBy('h.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id), harga: Number(row.harga),
    konsumen_type_id: row.konsumen_type_id === null ? null : Number(row.konsumen_type_id),
    kategori_harga_id: row.kategori_harga_id === null ? null : Number(row.kategori_harga_id),
    berlaku_mulai: row.berlaku_mulai as string, berlaku_sampai: (row.berlaku_sampai as string | null) ?? null,
  };
}
