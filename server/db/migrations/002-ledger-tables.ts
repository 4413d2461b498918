import { sql, type Migration } from 'kysely';
import type { DbKind } from '../connection.js';

const APPEND_ONLY = ['stok_ledger', 'jurnal_rincian', 'penempatan_ledger'];

/**
 * What the registry cannot declare for the ledgers: composite keys of the balance tables, the per-goods
 * moving-average cost table, read paths of the stock card and account ledger, and triggers that make the
 * ledger tables append-only in the database itself.
 */
export function ledgerTables(kind: DbKind): Migration {
  return {
    async up(db) {
      await db.schema.createTable('stok_nilai')
        .addColumn('barang_id', 'integer', (c) => c.primaryKey())
        .addColumn('qty', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('nilai', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // Movements between a warehouse's unplaced stock and its blocks, racks, drawers and pallets.
      await (kind === 'postgres'
        ? db.schema.createTable('penempatan_ledger').addColumn('id', 'serial', (c) => c.primaryKey())
        : db.schema.createTable('penempatan_ledger').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('tanggal', 'varchar(10)', (c) => c.notNull())
        .addColumn('barang_id', 'integer', (c) => c.notNull())
        .addColumn('gudang_id', 'integer', (c) => c.notNull())
        .addColumn('tempat_tipe', 'varchar(10)', (c) => c.notNull())
        .addColumn('tempat_id', 'integer', (c) => c.notNull())
        .addColumn('qty', 'bigint', (c) => c.notNull())
        .addColumn('qty_setelah', 'bigint', (c) => c.notNull())
        .addColumn('dokumen_tipe', 'varchar(40)', (c) => c.notNull())
        .addColumn('dokumen_id', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .execute();
      await db.schema.createIndex('penempatan_ledger_barang_ix').on('penempatan_ledger').columns(['barang_id', 'gudang_id', 'tempat_tipe', 'tempat_id']).execute();
      await db.schema.createIndex('stok_barang_lokasi_uq').unique().on('stok').columns(['barang_id', 'lokasi']).execute();
      await db.schema.createIndex('stok_penempatan_uq').unique().on('stok_penempatan').columns(['barang_id', 'gudang_id', 'tempat_tipe', 'tempat_id']).execute();
      await db.schema.createIndex('stok_ledger_barang_urut_ix').on('stok_ledger').columns(['barang_id', 'id']).execute();
      await db.schema.createIndex('stok_ledger_barang_lokasi_ix').on('stok_ledger').columns(['barang_id', 'lokasi']).execute();
      await db.schema.createIndex('stok_ledger_dokumen_ix').on('stok_ledger').columns(['dokumen_tipe', 'dokumen_id']).execute();
      await db.schema.createIndex('jurnal_rincian_akun_tanggal_ix').on('jurnal_rincian').columns(['akun_id', 'tanggal', 'id']).execute();
      await db.schema.createIndex('jurnal_sumber_dokumen_ix').on('jurnal').columns(['sumber', 'dokumen_id']).execute();

      for (const table of APPEND_ONLY) {
        if (kind === 'postgres') {
          await sql.raw(`create or replace function ${table}_append_only() returns trigger as $$
            begin raise exception '${table} hanya boleh ditambah (append-only)'; end; $$ language plpgsql`).execute(db);
          await sql.raw(`create trigger ${table}_no_change before update or delete on ${table}
            for each row execute function ${table}_append_only()`).execute(db);
        } else {
          for (const op of ['update', 'delete']) {
            await sql.raw(`create trigger ${table}_no_${op} before ${op} on ${table}
              begin select raise(abort, '${table} hanya boleh ditambah (append-only)'); end`).execute(db);
          }
        }
      }
    },
  };
}
