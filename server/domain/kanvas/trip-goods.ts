/**
 * A trip's goods: loaded, sold, given back by customers, unloaded, lost and remaining per goods, read from the
 * vehicle's stock-ledger rows inside the trip's window (its first loading to its closing). Every movement of the
 * vehicle in the window falls in exactly one column, so by construction
 *   dimuat + diretur_konsumen = terjual + dikembalikan + hilang + sisa.
 * One query for any number of trips: the trip page reads one, the droping report (laporan/sales.ts) a period's.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Ledger document types of the trip's own movements. */
export const DOC_MUAT = 'surat_jalan';
export const DOC_KEMBALI = 'pengembalian_sales';
export const DOC_HILANG = 'pengembalian_sales_hilang';
/** Sales draw from the vehicle; a cancelled sale puts its goods back; a customer's good goods come back in. */
export const DOC_JUAL = 'penjualan';
export const DOC_JUAL_BATAL = 'penjualan_batal';
export const DOC_RETUR_KONSUMEN = 'retur_konsumen';

export interface TripLine {
  barang_id: number;
  kode: string;
  nama: string;
  satuan: string;
  dimuat: number;
  terjual: number;
  /** Good goods customers gave back into the vehicle (customer returns). */
  diretur_konsumen: number;
  dikembalikan: number;
  hilang: number;
  sisa: number;
}

export interface TripWindow { id: unknown; kendaraan_id: unknown; ledger_awal: unknown; ledger_akhir: unknown }

/** Each trip's lines (by trip id), goods in code order; a trip never loaded has none. */
export async function tripGoods(db: Db, trips: readonly TripWindow[]): Promise<Map<number, TripLine[]>> {
  const out = new Map<number, TripLine[]>(trips.map((t) => [Number(t.id), []]));
  const ids = trips.filter((t) => t.ledger_awal !== null && t.ledger_awal !== undefined).map((t) => Number(t.id));
  if (!ids.length) return out;
  const rows = await db.selectFrom('trip_kendaraan as t')
    .innerJoin('stok_ledger as s', (j) => j.onRef('s.kendaraan_id', '=', 't.kendaraan_id').onRef('s.id', '>=', 't.ledger_awal'))
    .innerJoin('barang as b', 'b.id', 's.barang_id').innerJoin('satuan as u', 'u.id', 'b.satuan_id')
    .where('t.id', 'in', ids)
    .where((eb) => eb.or([eb('t.ledger_akhir', 'is', null), eb('s.id', '<=', eb.ref('t.ledger_akhir'))]))
    .select(['t.id as trip_id', 's.barang_id', 's.dokumen_tipe', 'b.kode', 'b.nama', 'u.kode as satuan',
      sql<number>`sum(case when s.qty > 0 then s.qty else 0 end)`.as('masuk'),
      sql<number>`sum(case when s.qty < 0 then s.qty else 0 end)`.as('keluar')])
    .groupBy(['t.id', 's.barang_id', 's.dokumen_tipe', 'b.kode', 'b.nama', 'u.kode'])
    .orderBy('b.kode').execute();
  const lines = new Map<string, TripLine>();
  for (const r of rows) {
    const key = `${r.trip_id}|${r.barang_id}`;
    let line = lines.get(key);
    if (!line) {
      line = { barang_id: Number(r.barang_id), kode: String(r.kode), nama: String(r.nama), satuan: String(r.satuan), dimuat: 0, terjual: 0, diretur_konsumen: 0, dikembalikan: 0, hilang: 0, sisa: 0 };
      lines.set(key, line);
      out.get(Number(r.trip_id))!.push(line);
    }
    const masuk = Number(r.masuk ?? 0);
    const keluar = -Number(r.keluar ?? 0);
    if (r.dokumen_tipe === DOC_JUAL_BATAL) line.terjual -= masuk - keluar;
    else if (r.dokumen_tipe === DOC_RETUR_KONSUMEN) line.diretur_konsumen += masuk - keluar;
    else {
      line.dimuat += masuk;
      if (r.dokumen_tipe === DOC_KEMBALI) line.dikembalikan += keluar;
      else if (r.dokumen_tipe === DOC_HILANG) line.hilang += keluar;
      else line.terjual += keluar;
    }
    line.sisa += masuk - keluar;
  }
  return out;
}

/**
 * What each trip's loadings were worth at cost: the value the delivery notes moved into the vehicle (moving-average
 * cost at the loading, the stock ledger's `nilai`), by trip id. One query for any number of trips.
 */
export async function tripLoadValue(db: Db, trips: readonly TripWindow[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(trips.map((t) => [Number(t.id), 0]));
  const ids = trips.filter((t) => t.ledger_awal !== null && t.ledger_awal !== undefined).map((t) => Number(t.id));
  if (!ids.length) return out;
  const rows = await db.selectFrom('trip_kendaraan as t')
    .innerJoin('stok_ledger as s', (j) => j.onRef('s.kendaraan_id', '=', 't.kendaraan_id').onRef('s.id', '>=', 't.ledger_awal'))
    .where('t.id', 'in', ids).where('s.dokumen_tipe', '=', DOC_MUAT).where('s.qty', '>', 0)
    .where((eb) => eb.or([eb('t.ledger_akhir', 'is', null), eb('s.id', '<=', eb.ref('t.ledger_akhir'))]))
    .select(['t.id as trip_id', sql<number>`sum(s.nilai)`.as('nilai')]).groupBy('t.id').execute();
  for (const r of rows) out.set(Number(r.trip_id), Number(r.nilai ?? 0));
  return out;
}
