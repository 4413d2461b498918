/**
 * Goods (`barang`) at volume for the `floor` section: names as a distributor's catalogue reads ("Kopi Instan Gunung
 * Mas Gula Aren 25 g"), spread over the demo's seven categories so that Mi & Makanan Instan holds about 5 % of them
 * and "kopi" appears in about 4 % of the names, each with one larger unit (barang_satuan) so get-by-id reads lines
 * too, 1 % soft-deleted.
 *
 * Loaded fast and the same on both databases: rows are made here, the tables' secondary indexes (whatever schema
 * sync and the migrations made, PostgreSQL's trigram indexes included) are dropped, rows go in as large multi-row
 * inserts (SQLite: 500 rows per statement, 50,000 per transaction; PostgreSQL: unnest of column arrays, 20,000 rows
 * per statement), then the indexes are created again from their own definitions and the tables analysed (and
 * vacuumed on PostgreSQL), as `PRAGMA optimize` at the server's start or autovacuum would shortly after such a load.
 * Triggers stay, so whatever the engine keeps by trigger (row counters, SQLite's FTS table) stays true.
 */
import { sql } from 'kysely';
import type { Database_, Db } from '../server/db/connection.js';
import { GOODS_PREFIX, goodsRows, type Ids, type Made } from './goods-catalogue.js';

const BARANG_COLS = ['kode', 'barcode', 'nama', 'brand', 'kategori_id', 'satuan_id', 'harga_beli', 'minimal_stok', 'image', 'keterangan', 'aktif',
  'created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at'] as const;
const LINE_COLS = ['barang_id', 'satuan_id', 'faktor', 'barcode', 'line_no', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
const PG_TYPES: Record<string, string> = {
  kode: 'text', barcode: 'text', nama: 'text', brand: 'text', kategori_id: 'int', satuan_id: 'int', harga_beli: 'bigint', minimal_stok: 'bigint',
  image: 'text', keterangan: 'text', aktif: 'int', created_at: 'text', updated_at: 'text', created_by: 'int', updated_by: 'int', deleted_at: 'text',
  barang_id: 'int', faktor: 'int', line_no: 'int',
};

interface IndexDef {
  name: string;
  sql: string;
}

/** Secondary indexes of a table as their own CREATE statements (primary keys and constraints' indexes stay). */
async function secondaryIndexes(database: Database_, table: string): Promise<IndexDef[]> {
  if (database.kind === 'sqlite') {
    return database.sqlite!.prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`).all(table) as IndexDef[];
  }
  const r = await sql<IndexDef>`select indexname as name, indexdef as sql from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(database.db);
  return r.rows;
}

export interface GoodsLoad {
  rows: number;
  seconds: { rows: number; indexes: number; analyze: number };
  indexes: string[];
  /** Live goods (not soft-deleted) in the table afterwards, every goods included. */
  live: number;
  generatedIds: { first: number; last: number };
}

/** Inserts `count` goods (and a larger unit each) as described at the top; answers what was loaded. */
export async function loadGoods(database: Database_, count: number, progress: (msg: string) => void): Promise<GoodsLoad> {
  const { db, kind } = database;
  const kategori = new Map((await db.selectFrom('kategori').select(['id', 'kode']).execute()).map((r) => [String(r.kode), Number(r.id)]));
  const satuan = new Map((await db.selectFrom('satuan').select(['id', 'kode']).execute()).map((r) => [String(r.kode), Number(r.id)]));
  const admin = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ids: Ids = { kategori, satuan, userId: Number(admin.id) };
  const at = new Date().toISOString();

  const dropped = [...await secondaryIndexes(database, 'barang'), ...await secondaryIndexes(database, 'barang_satuan')];
  for (const ix of dropped) await sql`drop index ${sql.id(ix.name)}`.execute(db);

  const started = performance.now();
  const before = Number((await db.selectFrom('barang').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m ?? 0);
  if (kind === 'sqlite') loadSqlite(database, goodsRows(count, ids, at), count, progress);
  else await loadPostgres(db, goodsRows(count, ids, at), count, progress);
  const rowsSeconds = (performance.now() - started) / 1000;

  const ixStart = performance.now();
  for (const ix of dropped) await sql.raw(ix.sql).execute(db);
  const ixSeconds = (performance.now() - ixStart) / 1000;
  const anStart = performance.now();
  // PostgreSQL: autovacuum would vacuum (insert threshold) and analyse the loaded tables shortly after; vacuum also
  // sets the visibility map that index-only scans (counts over an index) rely on.
  if (kind === 'postgres') await sql`vacuum (analyze) barang, barang_satuan`.execute(db);
  await sql`analyze`.execute(db);
  const anSeconds = (performance.now() - anStart) / 1000;
  const last = Number((await db.selectFrom('barang').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
  const live = Number((await db.selectFrom('barang').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n);
  return {
    rows: count, seconds: { rows: rowsSeconds, indexes: ixSeconds, analyze: anSeconds }, indexes: dropped.map((d) => d.name), live,
    generatedIds: { first: before + 1, last },
  };
}

function loadSqlite(database: Database_, rows: Generator<Made>, count: number, progress: (msg: string) => void): void {
  const raw = database.sqlite!;
  raw.pragma('synchronous = OFF'); // this connection only, for the load; the servers open their own at FULL
  const PER = 500;
  const insertSql = (table: string, cols: readonly string[], n: number) =>
    `insert into ${table} (${cols.join(', ')}) values ${Array.from({ length: n }, () => `(${cols.map(() => '?').join(', ')})`).join(', ')}`;
  const full = { barang: raw.prepare(insertSql('barang', BARANG_COLS, PER)), line: raw.prepare(insertSql('barang_satuan', LINE_COLS, PER)) };
  const flush = (batch: Made[]) => {
    if (batch.length === 0) return;
    const bStmt = batch.length === PER ? full.barang : raw.prepare(insertSql('barang', BARANG_COLS, batch.length));
    const lStmt = batch.length === PER ? full.line : raw.prepare(insertSql('barang_satuan', LINE_COLS, batch.length));
    const last = Number(bStmt.run(batch.flatMap((m) => BARANG_COLS.map((c) => m.barang[c] as unknown))).lastInsertRowid);
    // one statement's rows take consecutive rowids (AUTOINCREMENT: one above the largest yet), the last is known
    const first = last - batch.length + 1;
    lStmt.run(batch.flatMap((m, i) => [first + i, m.line.satuan, m.line.faktor, m.line.barcode, 1, m.barang.created_at, m.barang.created_at, m.barang.created_by, m.barang.created_by]));
  };
  let batch: Made[] = [];
  let done = 0;
  raw.exec('begin');
  for (const m of rows) {
    batch.push(m);
    if (batch.length === PER) {
      flush(batch);
      done += batch.length;
      batch = [];
      if (done % 50_000 === 0) {
        raw.exec('commit');
        if (done % 500_000 === 0) progress(`${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} goods`);
        raw.exec('begin');
      }
    }
  }
  flush(batch);
  raw.exec('commit');
  raw.pragma('synchronous = FULL');
  const check = raw.prepare(`select count(*) as n from barang_satuan s join barang b on b.id = s.barang_id
    where b.kode like ? and s.barcode like '8999%' and substr(s.barcode, 5, 8) = substr(b.barcode, 5, 8)`).get(`${GOODS_PREFIX}%`) as { n: number };
  if (check.n !== count) throw new Error(`goods load: ${check.n} larger units point at generated goods, expected ${count}`);
}

async function loadPostgres(db: Db, rows: Generator<Made>, count: number, progress: (msg: string) => void): Promise<void> {
  const PER = 20_000;
  const unnest = (table: string, cols: readonly string[], columns: unknown[][], returning: boolean) => sql<{ id: number; kode: string }>`
    insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(cols.map((c, i) => sql`${columns[i]}::${sql.raw(PG_TYPES[c])}[]`))})
    ${returning ? sql`returning id, kode` : sql``}`;
  let done = 0;
  const flush = async (batch: Made[]) => {
    if (batch.length === 0) return;
    await db.transaction().execute(async (trx) => {
      const inserted = await unnest('barang', BARANG_COLS, BARANG_COLS.map((c) => batch.map((m) => m.barang[c])), true).execute(trx);
      const byKode = new Map(inserted.rows.map((r) => [r.kode, Number(r.id)]));
      const lines = batch.map((m) => [byKode.get(m.barang.kode as string), m.line.satuan, m.line.faktor, m.line.barcode, 1, m.barang.created_at, m.barang.created_at, m.barang.created_by, m.barang.created_by]);
      await unnest('barang_satuan', LINE_COLS, LINE_COLS.map((_, j) => lines.map((l) => l[j])), false).execute(trx);
    });
    done += batch.length;
    if (done % 500_000 === 0) progress(`${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} goods`);
  };
  let batch: Made[] = [];
  for (const m of rows) {
    batch.push(m);
    if (batch.length === PER) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  const check = await sql<{ n: number }>`select count(*)::int as n from barang_satuan s join barang b on b.id = s.barang_id
    where b.kode like ${`${GOODS_PREFIX}%`} and s.barcode like '8999%' and substr(s.barcode, 5, 8) = substr(b.barcode, 5, 8)`.execute(db);
  if (check.rows[0].n !== count) throw new Error(`goods load: ${check.rows[0].n} larger units point at generated goods, expected ${count}`);
}
