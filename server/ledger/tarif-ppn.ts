import type { Db } from '../db/connection.js';
import { loadSettings } from './settings.js';

/** A PPN rate in force from a date (base data `tarif_ppn`, server/db/base/pajak.ts; docs/taxes.md). */
export interface TarifPpn {
  berlaku_mulai: string;
  /** Basis points: 1200 = 12 %. */
  tarif: number;
  /** DPP nilai lain = price × pembilang / penyebut (11/12 since 2025; 1/1 before). */
  dpp_pembilang: number;
  dpp_penyebut: number;
  dasar_hukum: string | null;
}

/**
 * The PPN rate and DPP nilai lain ratio in force on `date` (YYYY-MM-DD): the row with the latest start on or before
 * it; null before the first row (1 April 2022).
 */
export async function ppnRateOn(db: Db, date: string): Promise<TarifPpn | null> {
  const row = await db.selectFrom('tarif_ppn').select(['berlaku_mulai', 'tarif', 'dpp_pembilang', 'dpp_penyebut', 'dasar_hukum'])
    .where('berlaku_mulai', '<=', date.slice(0, 10)).orderBy('berlaku_mulai', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  return {
    berlaku_mulai: String(row.berlaku_mulai), tarif: Number(row.tarif), dpp_pembilang: Number(row.dpp_pembilang),
    dpp_penyebut: Number(row.dpp_penyebut), dasar_hukum: row.dasar_hukum === null || row.dasar_hukum === undefined ? null : String(row.dasar_hukum),
  };
}

/**
 * The PPN a sale dated `date` charges on a line's DPP, in basis points: the rate in force × its DPP nilai lain ratio
 * (12 % × 11/12 = 1100 since 2025; 11 % × 1/1 = 1100 from April 2022), so a whole-rupiah DPP's PPN rounded to the
 * rupiah is the Coretax file's VAT rounded to the rupiah (docs/taxes.md "Rounding"). Before the table's first row,
 * the settings' `ppn_persen`.
 */
export async function salePpnPersen(db: Db, date: string): Promise<number> {
  const rate = await ppnRateOn(db, date);
  if (rate) return (rate.tarif * rate.dpp_pembilang) / rate.dpp_penyebut;
  return Number((await loadSettings(db)).ppn_persen ?? 1_100);
}
