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

/**
 * The same choice as resolveHargaJual for many goods and customer types at once (the phone's day, data-hari.ts):
 * one query for the candidates of every goods, then the same order per goods and type. Answers `barangId|typeId`
 * (type `null` as the text "null") → the price that applies; a pair without a price is absent.
 */
export async function resolveHargaJualBatch(db: Db, barangIds: number[], konsumenTypeIds: Array<number | null>, tanggal: string): Promise<Map<string, HargaBerlaku>> {
  const out = new Map<string, HargaBerlaku>();
  if (!barangIds.length || !konsumenTypeIds.length) return out;
  const rows = await db.selectFrom('harga_jual as h')
    .leftJoin('kategori_harga as k', 'k.id', 'h.kategori_harga_id')
    .select(['h.id', 'h.barang_id', 'h.harga', 'h.konsumen_type_id', 'h.kategori_harga_id', 'h.berlaku_mulai', 'h.berlaku_sampai', sql<number>`coalesce(k.prioritas, 0)`.as('prioritas')])
    .where('h.barang_id', 'in', barangIds)
    .where('h.aktif', '=', 1)
    .where('h.berlaku_mulai', '<=', tanggal)
    .where((eb) => eb.or([eb('h.berlaku_sampai', 'is', null), eb('h.berlaku_sampai', '>=', tanggal)]))
    .where((eb) => eb.or([eb('h.kategori_harga_id', 'is', null), eb('k.aktif', '=', 1)]))
    .execute();
  const cmp = (a: typeof rows[number], b: typeof rows[number]) =>
    Number(b.prioritas) - Number(a.prioritas)
    || (a.konsumen_type_id === null ? 1 : 0) - (b.konsumen_type_id === null ? 1 : 0)
    || (String(b.berlaku_mulai) > String(a.berlaku_mulai) ? 1 : String(b.berlaku_mulai) < String(a.berlaku_mulai) ? -1 : 0)
    || Number(b.id) - Number(a.id);
  const byGoods = new Map<number, typeof rows>();
  for (const r of rows) byGoods.set(Number(r.barang_id), [...(byGoods.get(Number(r.barang_id)) ?? []), r]);
  for (const [barangId, candidates] of byGoods) {
    for (const type of konsumenTypeIds) {
      const fit = candidates.filter((r) => r.konsumen_type_id === null || (type !== null && Number(r.konsumen_type_id) === type)).sort(cmp)[0];
      if (!fit) continue;
      out.set(`${barangId}|${type}`, {
        id: Number(fit.id), harga: Number(fit.harga), konsumen_type_id: fit.konsumen_type_id === null ? null : Number(fit.konsumen_type_id),
        kategori_harga_id: fit.kategori_harga_id === null ? null : Number(fit.kategori_harga_id),
        berlaku_mulai: fit.berlaku_mulai as string, berlaku_sampai: (fit.berlaku_sampai as string | null) ?? null,
      });
    }
  }
  return out;
}
