import type { Db, DbKind } from '../db/connection.js';

/** Everything a posting needs: the open transaction, who does it, and when. */
export interface LedgerContext {
  trx: Db;
  kind: DbKind;
  userId: number | null;
  /** Timestamp of the write (ISO). */
  at: string;
  /**
   * Whether stock may move on a date before the last movement of the same goods and location (DESIGN.md:
   * back-dating needs a finance level). System postings (seed, tests) pass true.
   */
  mayBackdate: boolean;
}

/** The document that causes a movement or a journal, for the trail back from every ledger row. */
export interface DocRef {
  tipe: string;
  id: number | null;
  nomor?: string | null;
}

/**
 * A stock location: a warehouse, a vehicle, or goods in transit between warehouses on one mutation document
 * (sent from one warehouse, not yet received in the other).
 */
export type Location =
  | { gudang_id: number; kendaraan_id?: undefined; transit_id?: undefined }
  | { kendaraan_id: number; gudang_id?: undefined; transit_id?: undefined }
  | { transit_id: number; gudang_id?: undefined; kendaraan_id?: undefined };

/** A place inside a warehouse (block, rack, drawer or pallet). */
export interface Placement {
  tipe: 'blok' | 'rak' | 'laci' | 'palet';
  id: number;
  nama?: string;
}

export function locationKey(loc: Location): string {
  if (loc.gudang_id !== undefined) return `G:${loc.gudang_id}`;
  return loc.kendaraan_id !== undefined ? `K:${loc.kendaraan_id}` : `T:${loc.transit_id}`;
}
