/** The bulk ledger volume's state (bench/ledger-volume.ts): read from the database before, and its kept balances written after. */
import { sql } from 'kysely';
import type { Database_, Db } from '../server/db/connection.js';
import { rebuildPeriodBalances } from '../server/ledger/index.js';
import type { LedgerEnv } from './ledger-env.js';

export interface StockRow { barang_id: number; lokasi: string; gudang_id: number | null; kendaraan_id: number | null; qty: number; exists: boolean; changed: boolean; last?: string }
export interface AkunRow { id: number; tipe: number; debit_total: number; kredit_total: number; saldo: number; changed: boolean }
export interface Receivable { konsumen_id: number; tanggal: string; jumlah: number; sisa: number }

/** Stock balances and costs, account totals, customers and the general journal's numbering as the database holds them. */
export async function readLedgerState(db: Db) {
  const stock = new Map<string, StockRow>();
  for (const r of await db.selectFrom('stok').select(['barang_id', 'lokasi', 'gudang_id', 'kendaraan_id', 'qty']).execute()) {
    stock.set(`${r.barang_id}|${r.lokasi}`, {
      barang_id: Number(r.barang_id), lokasi: String(r.lokasi), gudang_id: r.gudang_id === null ? null : Number(r.gudang_id),
      kendaraan_id: r.kendaraan_id === null ? null : Number(r.kendaraan_id), qty: Number(r.qty), exists: true, changed: false,
    });
  }
  const cost = new Map<number, { qty: number; nilai: number; exists: boolean }>();
  for (const r of await db.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).execute()) cost.set(Number(r.barang_id), { qty: Number(r.qty), nilai: Number(r.nilai), exists: true });
  const akun = new Map<number, AkunRow>();
  for (const a of await db.selectFrom('akun').select(['id', 'tipe', 'debit_total', 'kredit_total', 'saldo']).execute()) {
    akun.set(Number(a.id), { id: Number(a.id), tipe: Number(a.tipe), debit_total: Number(a.debit_total), kredit_total: Number(a.kredit_total), saldo: Number(a.saldo), changed: false });
  }
  const konsumen = (await db.selectFrom('konsumen').select('id').orderBy('id').execute()).map((k) => Number(k.id));
  const sequence = new Map<string, number>();
  for (const s of await db.selectFrom('doc_sequence').select(['period', 'last']).where('type', '=', 'JU').execute()) sequence.set(String(s.period), Number(s.last));
  return { stock, cost, akun, konsumen, sequence };
}

type LedgerState = Awaited<ReturnType<typeof readLedgerState>> & { receivables: Receivable[] };

/** The kept balances set to exactly what the rows sum to, the receivables the credit sales stand for, the numbering. */
export async function writeKeptBalances(database: Database_, env: LedgerEnv, state: Omit<LedgerState, 'konsumen'>, at: string, user: number): Promise<void> {
  const { db, kind } = database;
  const { stock, cost, akun, receivables, sequence } = state;
  await db.transaction().execute(async (trx) => {
    for (const s of stock.values()) {
      if (!s.changed) continue;
      if (s.exists) {
        await trx.updateTable('stok').set({ qty: s.qty, tanggal_akhir: s.last, updated_at: at, updated_by: user }).where('barang_id', '=', s.barang_id).where('lokasi', '=', s.lokasi).execute();
      } else {
        await trx.insertInto('stok').values({
          barang_id: s.barang_id, lokasi: s.lokasi, gudang_id: s.gudang_id, kendaraan_id: s.kendaraan_id, qty: s.qty, tanggal_akhir: s.last,
          created_at: at, updated_at: at, created_by: user, updated_by: user,
        }).execute();
      }
    }
    for (const [barang, c] of cost) {
      if (c.exists) await trx.updateTable('stok_nilai').set({ qty: c.qty, nilai: c.nilai }).where('barang_id', '=', barang).execute();
      else await trx.insertInto('stok_nilai').values({ barang_id: barang, qty: c.qty, nilai: c.nilai }).execute();
    }
    for (const a of akun.values()) {
      if (!a.changed) continue;
      await trx.updateTable('akun').set({ debit_total: a.debit_total, kredit_total: a.kredit_total, saldo: a.saldo }).where('id', '=', a.id).execute();
      if (env.cashAkun.has(a.id)) await trx.updateTable('kas').set({ saldo: a.saldo }).where('akun_id', '=', a.id).execute();
    }
    // sumber 'penjualan': what the credit sales this volume stands for will record when sales are built
    for (let i = 0; i < receivables.length; i += 500) {
      await trx.insertInto('hutang').values(receivables.slice(i, i + 500).map((h, k) => ({
        nomor: `BENCH/HTG/${i + k + 1}`, konsumen_id: h.konsumen_id, sumber: 'penjualan', tanggal: h.tanggal, jatuh_tempo: h.tanggal,
        jumlah: h.jumlah, sisa: h.sisa, created_at: at, updated_at: at, created_by: user, updated_by: user,
      }))).execute();
    }
    for (const [period, last] of sequence) {
      await trx.insertInto('doc_sequence').values({ type: 'JU', period, last })
        .onConflict((oc) => oc.columns(['type', 'period']).doUpdateSet({ last })).execute();
    }
    // The month balances the reports read, recomputed from all lines as migration 013 does.
    await rebuildPeriodBalances(trx, kind);
    if (kind === 'postgres') {
      for (const t of ['stok_ledger', 'jurnal', 'jurnal_rincian']) {
        await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select max(id) from ${sql.table(t)}))`.execute(trx);
      }
    }
  });
}
