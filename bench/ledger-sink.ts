/** Batched direct inserts of the bulk ledger rows (bench/ledger-volume.ts): one transaction per flush. */
import { sql } from 'kysely';
import type { Database_, Db } from '../server/db/connection.js';

const STOK_LEDGER = ['id', 'tanggal', 'barang_id', 'gudang_id', 'kendaraan_id', 'lokasi', 'qty', 'nilai', 'hpp', 'qty_setelah', 'qty_total_setelah',
  'nilai_total_setelah', 'dokumen_tipe', 'dokumen_id', 'dokumen_nomor', 'baris_id', 'keterangan', 'created_at', 'updated_at', 'created_by', 'updated_by'];
const JURNAL = ['id', 'nomor', 'tanggal', 'keterangan', 'sumber', 'dokumen_id', 'total', 'status', 'created_at', 'updated_at', 'created_by', 'updated_by'];
const JURNAL_RINCIAN = ['id', 'jurnal_id', 'line_no', 'tanggal', 'akun_id', 'debit', 'kredit', 'keterangan', 'created_at', 'updated_at', 'created_by', 'updated_by'];
/** Parents first: jurnal_rincian references jurnal. */
const TABLES: Array<[string, string[]]> = [['jurnal', JURNAL], ['jurnal_rincian', JURNAL_RINCIAN], ['stok_ledger', STOK_LEDGER]];

export type Value = string | number | null;

/** Buffers rows per table and writes them in one transaction per flush. */
export interface Sink {
  add(table: string, row: Value[]): void;
  pending(): number;
  flush(): Promise<void>;
  /** Restores what the sink changed on the connection. */
  done(): void;
}

/**
 * SQLite: prepared inserts on the raw better-sqlite3 handle, one transaction per flush. While loading, the
 * bench's own connection keeps a larger page cache and does not wait for fsync at each commit (the
 * throwaway file needs no durability); both are restored when the load is done.
 */
export function sqliteSink(database: Database_): Sink {
  const raw = database.sqlite!;
  const restore = { cache_size: raw.pragma('cache_size', { simple: true }), synchronous: raw.pragma('synchronous', { simple: true }) };
  raw.pragma('cache_size = -524288');
  raw.pragma('synchronous = OFF');
  const buffers = new Map<string, Value[][]>(TABLES.map(([t]) => [t, []]));
  const statements = new Map(TABLES.map(([t, cols]) => [t, raw.prepare(`insert into ${t} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`)]));
  const write = raw.transaction(() => {
    for (const [t] of TABLES) {
      const stmt = statements.get(t)!;
      for (const row of buffers.get(t)!) stmt.run(row);
    }
  });
  return {
    add: (t, row) => buffers.get(t)!.push(row),
    pending: () => [...buffers.values()].reduce((s, b) => s + b.length, 0),
    flush: async () => {
      write();
      for (const b of buffers.values()) b.length = 0;
    },
    done: () => {
      raw.pragma(`cache_size = ${Number(restore.cache_size)}`);
      raw.pragma(`synchronous = ${Number(restore.synchronous)}`);
    },
  };
}

/** PostgreSQL: one `insert … select from jsonb_populate_recordset($1)` per table and flush, in one transaction. */
export function postgresSink(db: Db): Sink {
  const buffers = new Map<string, Value[][]>(TABLES.map(([t]) => [t, []]));
  return {
    add: (t, row) => buffers.get(t)!.push(row),
    pending: () => [...buffers.values()].reduce((s, b) => s + b.length, 0),
    flush: async () => {
      await db.transaction().execute(async (trx) => {
        // The throwaway schema needs no durability while loading: do not wait for the WAL flush at commit.
        await sql`set local synchronous_commit = off`.execute(trx);
        for (const [t, cols] of TABLES) {
          const rows = buffers.get(t)!;
          if (rows.length === 0) continue;
          const json = JSON.stringify(rows.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))));
          const list = sql.raw(cols.join(', '));
          await sql`insert into ${sql.table(t)} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.table(t)}, ${json}::jsonb)`.execute(trx);
        }
      });
      for (const b of buffers.values()) b.length = 0;
    },
    done: () => undefined,
  };
}
