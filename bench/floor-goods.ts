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
import { random } from './generate.js';

type Row = Record<string, unknown>;

interface Kind {
  /** Product type, the first words of the name. */
  type: string;
  base: string;
  big: string;
  variants: string[];
  sizes: string[];
}

const FLAVOURS = ['Original', 'Cokelat', 'Vanila', 'Stroberi', 'Keju', 'Jeruk', 'Melon', 'Mangga', 'Leci', 'Anggur', 'Pedas', 'Balado', 'Jagung Bakar', 'Rumput Laut', 'Madu', 'Pandan'];
const SCENTS = ['Lavender', 'Melati', 'Mawar', 'Lemon', 'Sereh', 'Apel', 'Sakura', 'Jeruk Nipis', 'Aloe Vera', 'Zaitun', 'Ocean', 'Fresh'];
const COFFEE = ['Original 3in1', 'Kopi Susu', 'Gula Aren', 'Mocca', 'Hitam', 'Luwak White', 'Cappuccino', 'Robusta', 'Arabika', 'Tubruk'];

/** Product kinds per category code of the demo seed; weight is the category's share of the goods. */
const CATALOGUE: Record<string, { weight: number; kinds: Kind[] }> = {
  MNM: {
    weight: 24, kinds: [
      { type: 'Air Mineral', base: 'BTL', big: 'DUS', variants: ['Botol', 'Gelas', 'Sport'], sizes: ['220 ml', '330 ml', '600 ml', '1500 ml'] },
      { type: 'Teh Botol', base: 'BTL', big: 'DUS', variants: ['Melati', 'Less Sugar', 'Apel', 'Lemon', 'Jasmine'], sizes: ['350 ml', '450 ml'] },
      { type: 'Teh Kotak', base: 'PCS', big: 'DUS', variants: ['Melati', 'Apel', 'Lemon', 'Leci'], sizes: ['200 ml', '300 ml', '1 L'] },
      { type: 'Kopi Instan', base: 'SCT', big: 'DUS', variants: COFFEE, sizes: ['20 g', '25 g', '31 g', '165 g'] },
      { type: 'Minuman Isotonik', base: 'BTL', big: 'DUS', variants: ['Original', 'Lemon', 'Jeruk'], sizes: ['350 ml', '500 ml'] },
      { type: 'Soda Kaleng', base: 'KLG', big: 'DUS', variants: ['Jeruk', 'Stroberi', 'Anggur', 'Cola', 'Leci'], sizes: ['250 ml', '330 ml'] },
      { type: 'Sari Buah', base: 'PCS', big: 'DUS', variants: ['Jeruk', 'Jambu', 'Mangga', 'Apel', 'Sirsak'], sizes: ['200 ml', '250 ml', '1 L'] },
      { type: 'Minuman Energi', base: 'BTL', big: 'DUS', variants: ['Original', 'Anggur', 'Jahe'], sizes: ['150 ml', '250 ml'] },
      { type: 'Minuman Serbuk', base: 'SCT', big: 'RCG', variants: ['Jeruk', 'Mangga', 'Jambu', 'Anggur', 'Melon'], sizes: ['9 g', '12 g'] },
      { type: 'Sirup', base: 'BTL', big: 'DUS', variants: ['Cocopandan', 'Melon', 'Jeruk', 'Mawar', 'Leci'], sizes: ['460 ml', '630 ml'] },
      { type: 'Jus Buah', base: 'BTL', big: 'DUS', variants: ['Jeruk', 'Apel', 'Jambu', 'Anggur'], sizes: ['250 ml', '1 L'] },
      { type: 'Minuman Jahe', base: 'SCT', big: 'RCG', variants: ['Original', 'Susu', 'Madu', 'Lemon'], sizes: ['20 g', '25 g'] },
    ],
  },
  MKR: {
    weight: 22, kinds: [
      { type: 'Keripik Kentang', base: 'PCS', big: 'DUS', variants: FLAVOURS, sizes: ['15 g', '35 g', '68 g', '120 g'] },
      { type: 'Keripik Singkong', base: 'PCS', big: 'BAL', variants: FLAVOURS, sizes: ['60 g', '150 g', '250 g'] },
      { type: 'Wafer', base: 'PCS', big: 'DUS', variants: FLAVOURS, sizes: ['9 g', '50 g', '120 g'] },
      { type: 'Biskuit', base: 'PCS', big: 'DUS', variants: ['Kelapa', 'Susu', 'Cokelat', 'Keju', 'Marie', 'Gandum'], sizes: ['100 g', '250 g', '500 g'] },
      { type: 'Kacang Atom', base: 'PCS', big: 'BAL', variants: ['Original', 'Pedas', 'Bawang'], sizes: ['100 g', '250 g'] },
      { type: 'Permen', base: 'BKS', big: 'DUS', variants: ['Mint', 'Jahe', 'Susu', 'Buah', 'Kopi'], sizes: ['100 g', '125 g', '150 g'] },
      { type: 'Cokelat Batang', base: 'PCS', big: 'BOX', variants: ['Susu', 'Kacang', 'Karamel', 'Hitam'], sizes: ['25 g', '40 g', '90 g'] },
      { type: 'Roti', base: 'PCS', big: 'KRT', variants: ['Cokelat', 'Srikaya', 'Keju', 'Kombinasi', 'Tawar'], sizes: ['200 g', '400 g'] },
      { type: 'Makaroni Goreng', base: 'PCS', big: 'BAL', variants: ['Original', 'Pedas', 'Balado'], sizes: ['50 g', '100 g'] },
      { type: 'Kerupuk', base: 'PCS', big: 'BAL', variants: ['Udang', 'Ikan', 'Bawang', 'Kulit'], sizes: ['100 g', '250 g'] },
    ],
  },
  SBK: {
    weight: 16, kinds: [
      { type: 'Beras', base: 'PCS', big: 'BAL', variants: ['Pandanwangi', 'Setra Ramos', 'Rojolele', 'Pulen'], sizes: ['2,5 kg', '5 kg', '10 kg'] },
      { type: 'Minyak Goreng', base: 'PCS', big: 'DUS', variants: ['Pouch', 'Botol', 'Jeriken'], sizes: ['1 L', '2 L', '5 L'] },
      { type: 'Gula Pasir', base: 'PCS', big: 'BAL', variants: ['Putih', 'Kristal'], sizes: ['500 g', '1 kg'] },
      { type: 'Tepung Terigu', base: 'PCS', big: 'BAL', variants: ['Serbaguna', 'Protein Tinggi', 'Protein Sedang'], sizes: ['500 g', '1 kg'] },
      { type: 'Kecap Manis', base: 'PCS', big: 'DUS', variants: ['Pouch', 'Botol'], sizes: ['77 ml', '275 ml', '550 ml'] },
      { type: 'Saus Sambal', base: 'BTL', big: 'DUS', variants: ['Sambal', 'Extra Pedas', 'Tomat'], sizes: ['140 ml', '340 ml'] },
      { type: 'Garam', base: 'PCS', big: 'BAL', variants: ['Beryodium', 'Halus'], sizes: ['250 g', '500 g'] },
      { type: 'Teh Celup', base: 'KTK', big: 'DUS', variants: ['Melati', 'Hitam', 'Hijau'], sizes: ['isi 25', 'isi 50'] },
      { type: 'Kopi Bubuk', base: 'PCS', big: 'BAL', variants: COFFEE, sizes: ['165 g', '200 g', '250 g'] },
      { type: 'Margarin', base: 'PCS', big: 'DUS', variants: ['Sachet', 'Kaleng'], sizes: ['200 g', '1 kg'] },
      { type: 'Santan', base: 'PCS', big: 'DUS', variants: ['Kelapa Murni', 'Kental'], sizes: ['65 ml', '200 ml'] },
      { type: 'Bumbu Instan', base: 'SCT', big: 'RCG', variants: ['Rendang', 'Opor', 'Soto', 'Nasi Goreng', 'Rawon'], sizes: ['30 g', '50 g'] },
    ],
  },
  RT: {
    weight: 14, kinds: [
      { type: 'Deterjen Bubuk', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['38 g', '800 g', '1,8 kg'] },
      { type: 'Sabun Cuci Piring', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['21 ml', '400 ml', '780 ml'] },
      { type: 'Pewangi Pakaian', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['900 ml', '1,6 L'] },
      { type: 'Pembersih Lantai', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['770 ml', '1,6 L'] },
      { type: 'Tisu', base: 'PCS', big: 'BAL', variants: ['Wajah', 'Gulung', 'Basah', 'Travel'], sizes: ['50 lembar', '250 lembar', 'isi 10'] },
      { type: 'Obat Nyamuk', base: 'BOX', big: 'DUS', variants: ['Bakar Hijau', 'Bakar Sereh', 'Semprot', 'Elektrik'], sizes: ['isi 10', '600 ml'] },
      { type: 'Kantong Plastik', base: 'PAK', big: 'BAL', variants: ['Kecil', 'Sedang', 'Besar'], sizes: ['15x30', '24x40', '35x50'] },
      { type: 'Baterai', base: 'PAK', big: 'BOX', variants: ['AA', 'AAA', 'Alkaline AA'], sizes: ['isi 2', 'isi 4'] },
    ],
  },
  PRS: {
    weight: 12, kinds: [
      { type: 'Sabun Mandi', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['75 g', '85 g', '110 g'] },
      { type: 'Sabun Cair', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['250 ml', '450 ml'] },
      { type: 'Sampo', base: 'SCT', big: 'RCG', variants: ['Lidah Buaya', 'Ginseng', 'Anti Ketombe', 'Hitam Berkilau'], sizes: ['10 ml', '170 ml'] },
      { type: 'Pasta Gigi', base: 'PCS', big: 'DUS', variants: ['Herbal', 'Whitening', 'Anak Stroberi', 'Siwak'], sizes: ['50 g', '75 g', '150 g'] },
      { type: 'Sikat Gigi', base: 'PCS', big: 'PAK', variants: ['Lembut', 'Sedang', 'Anak'], sizes: ['isi 1', 'isi 3'] },
      { type: 'Minyak Kayu Putih', base: 'BTL', big: 'DUS', variants: ['Original', 'Plus'], sizes: ['30 ml', '60 ml', '120 ml'] },
      { type: 'Bedak Bayi', base: 'PCS', big: 'DUS', variants: ['Putih', 'Biru', 'Pink'], sizes: ['100 g', '300 g'] },
      { type: 'Deodoran', base: 'PCS', big: 'DUS', variants: ['Roll On', 'Spray'], sizes: ['50 ml', '150 ml'] },
    ],
  },
  SUS: {
    weight: 7, kinds: [
      { type: 'Susu UHT', base: 'PCS', big: 'DUS', variants: ['Full Cream', 'Cokelat', 'Stroberi', 'Low Fat'], sizes: ['115 ml', '200 ml', '1 L'] },
      { type: 'Susu Kental Manis', base: 'KLG', big: 'DUS', variants: ['Putih', 'Cokelat'], sizes: ['40 g', '370 g'] },
      { type: 'Susu Bubuk', base: 'PCS', big: 'DUS', variants: ['Vanila', 'Cokelat', 'Madu'], sizes: ['400 g', '800 g'] },
      { type: 'Yoghurt', base: 'PCS', big: 'DUS', variants: ['Stroberi', 'Anggur', 'Plain'], sizes: ['70 ml', '200 ml'] },
    ],
  },
  MIE: {
    weight: 5, kinds: [
      { type: 'Mi Goreng', base: 'PCS', big: 'DUS', variants: ['Original', 'Pedas', 'Rendang', 'Ayam Geprek', 'Iga Penyet', 'Cakalang'], sizes: ['85 g', '90 g', '120 g'] },
      { type: 'Mi Kuah', base: 'PCS', big: 'DUS', variants: ['Ayam Bawang', 'Soto', 'Kari Ayam', 'Baso Sapi', 'Seblak'], sizes: ['70 g', '75 g'] },
      { type: 'Mi Cup', base: 'PCS', big: 'DUS', variants: ['Ayam Bawang', 'Kari Pedas', 'Soto'], sizes: ['60 g', '75 g'] },
      { type: 'Bihun', base: 'PCS', big: 'BAL', variants: ['Jagung', 'Beras'], sizes: ['175 g', '350 g'] },
      { type: 'Bubur Instan', base: 'PCS', big: 'DUS', variants: ['Ayam', 'Sapi', 'Kacang Hijau'], sizes: ['45 g', '50 g'] },
    ],
  },
};

const BRAND_A = ['Sinar', 'Cahaya', 'Gunung', 'Bintang', 'Mekar', 'Sari', 'Tirta', 'Putra', 'Indah', 'Rasa', 'Citra', 'Maju', 'Alam', 'Dewi', 'Karya', 'Surya', 'Tunas', 'Berkah', 'Harum', 'Lembah'];
const BRAND_B = ['Abadi', 'Makmur', 'Sentosa', 'Lestari', 'Priangan', 'Nusantara', 'Mas', 'Baru', 'Utama', 'Sejati', 'Kencana', 'Murni', 'Wangi', 'Perkasa', 'Mulia', 'Agung', 'Asri', 'Raya', 'Sakti', 'Jaya'];
const FACTORS = [6, 10, 12, 20, 24, 36, 40, 48];

/** The category that holds about 5 % of the goods: the filter case's kategori_id. */
export const FILTER_KATEGORI = 'MIE';
/** A search term matching about 4 % of the names. */
export const SEARCH_TERM = 'kopi';
/** Codes of generated goods start with this; created ones in the bench with `BN-`. */
export const GOODS_PREFIX = 'GB-';

function ean13(body12: string): string {
  const sum = [...body12].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}

export interface Ids {
  kategori: Map<string, number>;
  satuan: Map<string, number>;
  userId: number;
}

interface Made {
  barang: Row;
  line: { satuan: number; faktor: number; barcode: string };
}

/** The `i`-th generated goods (deterministic), with its one larger unit. */
export function* goodsRows(count: number, ids: Ids, at: string, seed = 20260202): Generator<Made> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const cats = Object.entries(CATALOGUE).filter(([k]) => ids.kategori.has(k));
  const total = cats.reduce((s, [, c]) => s + c.weight, 0);
  for (let i = 0; i < count; i++) {
    let r = rnd() * total;
    const [kode, cat] = cats.find(([, c]) => (r -= c.weight) < 0) ?? cats[cats.length - 1];
    const kind = pick(cat.kinds);
    const brand = `${pick(BRAND_A)} ${pick(BRAND_B)}`;
    const nama = `${kind.type} ${brand} ${pick(kind.variants)} ${pick(kind.sizes)}`;
    const harga = Math.max(200, Math.round((500 + rnd() * rnd() * 120_000) / 50) * 50);
    const faktor = pick(FACTORS);
    const serial = String(i + 1).padStart(8, '0');
    yield {
      barang: {
        kode: `${GOODS_PREFIX}${String(i + 1).padStart(7, '0')}`,
        barcode: ean13(`8998${serial}`),
        nama, brand,
        kategori_id: ids.kategori.get(kode),
        satuan_id: ids.satuan.get(kind.base) ?? ids.satuan.get('PCS'),
        harga_beli: harga,
        minimal_stok: faktor * (1 + Math.floor(rnd() * 5)),
        image: null,
        keterangan: rnd() < 0.2 ? `Isi ${faktor} ${kind.base} per ${kind.big}` : null,
        aktif: rnd() < 0.97 ? 1 : 0,
        created_at: at, updated_at: at, created_by: ids.userId, updated_by: ids.userId,
        deleted_at: rnd() < 0.01 ? at : null,
      },
      line: { satuan: ids.satuan.get(kind.big) ?? ids.satuan.get('DUS')!, faktor, barcode: ean13(`8999${serial}`) },
    };
  }
}

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
