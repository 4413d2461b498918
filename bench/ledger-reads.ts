/**
 * Reads of the ledgers at volume, three ways like the karyawan scenarios: over HTTP, through the server's own
 * function in process (engine), and as the SQL it needs written by hand (the floor).
 */
import { sql } from 'kysely';
import type { Registry, ResourceDef } from '../common/registry.js';
import { findResource, tableName } from '../common/registry.js';
import type { Database_, Db } from '../server/db/connection.js';
import { parseListParams } from '../server/core/list-query.js';
import { listRecords } from '../server/core/records.js';
import { checkIntegrity } from '../server/ledger/index.js';
import { accountLedger, parseLedgerQuery } from '../server/domain/keuangan/account-ledger.js';
import type { HttpRequest } from './http.js';

export interface LedgerRead {
  name: string;
  next: () => HttpRequest;
  /** The server's function in process; absent when the work is written inside the route. */
  engine?: () => Promise<unknown>;
  raw: () => Promise<unknown>;
  /** Too heavy to put under load: timed a few times, one after another. */
  heavy?: boolean;
}

export interface ReadSetup {
  database: Database_;
  registry: Registry;
  gudangId: number;
  /** The goods with the most movements (the longest stock card). */
  barangId: number;
  /** The account with the most journal lines (the longest ledger) and its line count. */
  akunId: number;
  akunLines: number;
}

type Query = Record<string, string>;
const PER_PAGE = 25;

/** Expands references the way the list engine does: one `id, title` query per reference field of the page. */
async function titles(db: Db, registry: Registry, rows: Array<Record<string, unknown>>, refs: Array<[string, string]>): Promise<void> {
  for (const [field, resource] of refs) {
    const target = findResource(registry, resource)!;
    const ids = [...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
    if (ids.length) await sql`select id, ${sql.ref(target.titleField)} from ${sql.table(tableName(target))} where id in (${sql.join(ids)})`.execute(db);
  }
}

/**
 * The integrity checks as SQL that compares in the database and answers only the number of mismatches
 * (checkIntegrity reads the balances and per-key sums into the process and compares there).
 */
export async function integrityInDatabase(db: Db): Promise<Record<string, number>> {
  const one = async (q: ReturnType<typeof sql>) => Number(((await q.execute(db)).rows[0] as { c: number | string | null }).c ?? 0);
  const sign = sql`(case when a.tipe = 2 then -1 else 1 end)`;
  return {
    stockMatchesLedger: await one(sql`with l as (select barang_id, lokasi, sum(qty) as q from stok_ledger group by barang_id, lokasi)
      select count(*) as c from (
        select s.id from stok s left join l on l.barang_id = s.barang_id and l.lokasi = s.lokasi where s.qty <> coalesce(l.q, 0)
        union all
        select l.barang_id from l left join stok s on s.barang_id = l.barang_id and s.lokasi = l.lokasi where s.id is null and l.q <> 0
      ) x`),
    costMatchesStock: await one(sql`select count(*) as c from stok_nilai n
      left join (select barang_id, sum(qty) as q from stok group by barang_id) s on s.barang_id = n.barang_id
      where n.qty <> coalesce(s.q, 0) or (n.qty = 0 and n.nilai <> 0)`),
    noNegative: await one(sql`select (select count(*) from stok where qty < 0) + (select count(*) from stok_penempatan where qty < 0)
      + (select count(*) from stok_nilai where qty < 0 or nilai < 0) as c`),
    placementsFit: await one(sql`select count(*) as c from (select barang_id, gudang_id, sum(qty) as q from stok_penempatan group by barang_id, gudang_id) p
      left join stok s on s.barang_id = p.barang_id and s.gudang_id = p.gudang_id where p.q > coalesce(s.qty, 0)`),
    journalsBalanced: await one(sql`select count(*) as c from jurnal j
      left join (select jurnal_id, sum(debit) as d, sum(kredit) as k from jurnal_rincian group by jurnal_id) r on r.jurnal_id = j.id
      where r.jurnal_id is null or r.d <> r.k or r.d <= 0 or j.total <> r.d`),
    trialBalance: await one(sql`with s as (select akun_id, sum(debit) as d, sum(kredit) as k from jurnal_rincian group by akun_id)
      select (select count(*) from akun a left join s on s.akun_id = a.id
        where coalesce(s.d, 0) <> a.debit_total or coalesce(s.k, 0) <> a.kredit_total or ${sign} * (coalesce(s.d, 0) - coalesce(s.k, 0)) <> a.saldo)
        + (select case when coalesce(sum(d), 0) = coalesce(sum(k), 0) then 0 else 1 end from s)
        + (select count(*) from kas k join akun a on a.id = k.akun_id where k.saldo <> a.saldo) as c`),
    stockValueMatchesInventory: await one(sql`select case when (select coalesce(sum(nilai), 0) from stok_nilai)
      = coalesce((select saldo from akun where id = (select akun_persediaan_id from setting order by id limit 1)), 0) then 0 else 1 end as c`),
  };
}

export function buildLedgerReads(s: ReadSetup): LedgerRead[] {
  const { db, kind } = s.database;
  const res = (name: string): ResourceDef => findResource(s.registry, name)!;
  const list = (name: string, q: Query) => {
    const resource = res(name);
    const params = parseListParams(resource, q);
    return {
      next: (): HttpRequest => ({ method: 'GET', path: `/api/${name}?${new URLSearchParams(q)}` }),
      engine: () => listRecords(db, kind, s.registry, resource, params, { user: null }),
    };
  };
  const stokRefs: Array<[string, string]> = [['barang_id', 'barang'], ['gudang_id', 'gudang'], ['kendaraan_id', 'kendaraan']];

  const ledgerPage = (page: number) => {
    const q = { page: String(page) };
    return {
      next: (): HttpRequest => ({ method: 'GET', path: `/api/buku-besar/${s.akunId}?${new URLSearchParams(q)}` }),
      engine: () => accountLedger(db, s.registry, s.akunId, parseLedgerQuery(q)),
      // The bare SQL of the seek: the day rows, then the page's day only (server/domain/keuangan/account-ledger.ts).
      raw: async () => {
        const offset = (page - 1) * PER_PAGE;
        const akun = await sql<{ tipe: number }>`select id, kode, nama, tipe, saldo from akun where id = ${s.akunId}`.execute(db);
        const sign = Number(akun.rows[0].tipe) === 2 ? -1 : 1;
        const days = await sql<{ tanggal: string; baris: number }>`select tanggal, debit, kredit, baris from saldo_akun_hari
          where akun_id = ${s.akunId} and baris > 0 order by tanggal`.execute(db);
        let seen = 0;
        const at = days.rows.find((d) => offset < (seen += Number(d.baris))) ?? days.rows.at(-1)!;
        const count = Number(at.baris);
        const within = offset - (seen - count);
        const fromEnd = within > count / 2;
        const head = fromEnd ? count - within : within;
        if (head > 0) {
          await sql`select coalesce(sum(d), 0) as s from (select (debit - kredit) * ${sign} as d from jurnal_rincian
            where akun_id = ${s.akunId} and tanggal = ${at.tanggal} order by id ${sql.raw(fromEnd ? 'desc' : 'asc')} limit ${head}) x`.execute(db);
        }
        const after = within === 0 ? sql`` : sql`and (r.tanggal > ${at.tanggal} or r.id > (select id from jurnal_rincian where akun_id = ${s.akunId}
          and tanggal = ${at.tanggal} order by id ${sql.raw(fromEnd ? 'desc' : 'asc')} limit 1 offset ${fromEnd ? count - within : within - 1}))`;
        await sql`select r.id, r.tanggal, r.debit, r.kredit, r.keterangan, j.id as jurnal_id, j.nomor, j.keterangan, j.sumber
          from jurnal_rincian r join jurnal j on j.id = r.jurnal_id where r.akun_id = ${s.akunId} and r.tanggal >= ${at.tanggal} ${after}
          order by r.tanggal, r.id limit ${PER_PAGE}`.execute(db);
      },
    };
  };
  const deepPage = Math.max(2, Math.floor(s.akunLines / PER_PAGE / 2));
  const lastPage = Math.max(2, Math.ceil(s.akunLines / PER_PAGE));

  return [
    {
      name: `stock on hand, one warehouse (GET /api/stok?gudang_id=${s.gudangId}&perPage=25)`,
      ...list('stok', { gudang_id: String(s.gudangId), perPage: String(PER_PAGE) }),
      raw: async () => {
        await sql`select count(*) as c from stok where gudang_id is not null and gudang_id = ${s.gudangId}`.execute(db);
        const page = await sql<Record<string, unknown>>`select * from stok where gudang_id is not null and gudang_id = ${s.gudangId}
          order by barang_id, id limit ${PER_PAGE}`.execute(db);
        await titles(db, s.registry, page.rows, stokRefs);
      },
    },
    {
      name: 'vehicle stock (GET /api/stok-mobil)',
      ...list('stok-mobil', {}),
      raw: async () => {
        await sql`select count(*) as c from stok where kendaraan_id is not null`.execute(db);
        const page = await sql<Record<string, unknown>>`select * from stok where kendaraan_id is not null order by barang_id, id limit ${PER_PAGE}`.execute(db);
        await titles(db, s.registry, page.rows, stokRefs);
      },
    },
    {
      name: `stock card of the busiest goods (GET /api/stok-ledger?barang_id=${s.barangId}&sort=id&order=DESC)`,
      ...list('stok-ledger', { barang_id: String(s.barangId), sort: 'id', order: 'DESC' }),
      raw: async () => {
        await sql`select count(*) as c from stok_ledger where barang_id = ${s.barangId}`.execute(db);
        const page = await sql<Record<string, unknown>>`select * from stok_ledger where barang_id = ${s.barangId} order by id desc limit ${PER_PAGE}`.execute(db);
        await titles(db, s.registry, page.rows, stokRefs);
      },
    },
    { name: `account ledger with running balance, page 1 (GET /api/buku-besar/${s.akunId})`, ...ledgerPage(1) },
    { name: `account ledger, deep page ${deepPage} (GET /api/buku-besar/${s.akunId}?page=${deepPage})`, ...ledgerPage(deepPage) },
    { name: `account ledger, last page ${lastPage} (GET /api/buku-besar/${s.akunId}?page=${lastPage})`, ...ledgerPage(lastPage) },
    {
      name: 'trial balance (GET /api/neraca-saldo)',
      next: () => ({ method: 'GET', path: '/api/neraca-saldo' }),
      raw: () => sql`select a.id, a.kode, a.nama, a.tipe, a.debit_total, a.kredit_total, a.saldo, k.nama as kategori
        from akun a left join akun_kategori k on k.id = a.akun_kategori_id order by a.kode`.execute(db),
    },
    {
      name: 'account balances (GET /api/akun?perPage=100)',
      ...list('akun', { perPage: '100' }),
      raw: async () => {
        await sql`select count(*) as c from akun`.execute(db);
        const page = await sql<Record<string, unknown>>`select * from akun order by kode, id limit 100`.execute(db);
        await titles(db, s.registry, page.rows, [['akun_kategori_id', 'akun-kategori']]);
      },
    },
    {
      name: 'integrity check (GET /api/integritas)',
      heavy: true,
      next: () => ({ method: 'GET', path: '/api/integritas' }),
      engine: () => checkIntegrity(db),
      raw: () => integrityInDatabase(db),
    },
  ];
}
