import type { Db } from '../server/db/connection.js';
import { postingAccount, type PostingAccount } from '../server/ledger/index.js';

/** What the ledger bench needs to know about the seeded demo company. */
export interface LedgerEnv {
  /** Goods with their purchase price (rupiah per base unit). */
  goods: Array<{ id: number; harga_beli: number }>;
  gudang: number[];
  kendaraan: number[];
  /** Account id by code (`1-1400`…). */
  akun: Map<string, number>;
  posting: Record<'persediaan' | 'hutang' | 'hpp' | 'kerugian', number>;
  /** Ledger account ids behind cash and bank accounts (their credits are guarded). */
  cashAkun: Set<number>;
  financeUserId: number;
}

export async function loadLedgerEnv(db: Db): Promise<LedgerEnv> {
  const goods = (await db.selectFrom('barang').select(['id', 'harga_beli']).where('deleted_at', 'is', null).orderBy('id').execute())
    .map((b) => ({ id: Number(b.id), harga_beli: Math.max(1, Number(b.harga_beli ?? 0)) }));
  const gudang = (await db.selectFrom('gudang').select('id').where('deleted_at', 'is', null).orderBy('id').execute()).map((g) => Number(g.id));
  const kendaraan = (await db.selectFrom('kendaraan').select('id').where('deleted_at', 'is', null).orderBy('id').execute()).map((k) => Number(k.id));
  const akun = new Map((await db.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
  const acct = (which: PostingAccount) => postingAccount(db, which);
  const posting = {
    persediaan: await acct('akun_persediaan_id'), hutang: await acct('akun_hutang_dagang_id'),
    hpp: await acct('akun_hpp_id'), kerugian: await acct('akun_kerugian_persediaan_id'),
  };
  const cashAkun = new Set((await db.selectFrom('kas').select('akun_id').execute()).map((k) => Number(k.akun_id)));
  const finance = await db.selectFrom('users').select('id').where('email', '=', 'finance@niaga.local').executeTakeFirstOrThrow();
  if (goods.length < 5 || gudang.length === 0 || kendaraan.length === 0) throw new Error('the demo seed has too few goods, warehouses or vehicles for the ledger bench');
  return { goods, gudang, kendaraan, akun, posting, cashAkun, financeUserId: Number(finance.id) };
}

/** An account id by code; throws when the demo chart of accounts lacks it. */
export function akunId(env: LedgerEnv, kode: string): number {
  const id = env.akun.get(kode);
  if (id === undefined) throw new Error(`account ${kode} is missing from the demo chart of accounts`);
  return id;
}

/** Rows of the two ledgers and the journal headers, split by who wrote them. */
export interface LedgerCounts {
  stokLedger: number;
  jurnalRincian: number;
  jurnal: number;
}

export async function countLedgers(db: Db): Promise<LedgerCounts> {
  const count = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { stokLedger: await count('stok_ledger'), jurnalRincian: await count('jurnal_rincian'), jurnal: await count('jurnal') };
}

export const minus = (a: LedgerCounts, b: LedgerCounts): LedgerCounts => ({
  stokLedger: a.stokLedger - b.stokLedger, jurnalRincian: a.jurnalRincian - b.jurnalRincian, jurnal: a.jurnal - b.jurnal,
});
