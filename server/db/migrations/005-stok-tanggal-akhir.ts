import { sql, type Migration } from 'kysely';

/**
 * `stok.tanggal_akhir` (added by the registry) is the date of the last movement of the goods at the location;
 * the ledger keeps it from now on. Balances written before it existed get theirs from the stock ledger.
 */
export const stokTanggalAkhir: Migration = {
  async up(db) {
    await sql`update stok set tanggal_akhir = (
      select max(l.tanggal) from stok_ledger l where l.barang_id = stok.barang_id and l.lokasi = stok.lokasi
    ) where tanggal_akhir is null`.execute(db);
  },
};
