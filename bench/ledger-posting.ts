/**
 * Posting throughput: the real server/ledger calls (stockIn, stockOut, stockTransfer, postJournal), one document
 * per transaction, one at a time on one connection, exactly as a workflow step would call them.
 */
import { todayJakarta } from '../common/format.js';
import type { Database_, Db } from '../server/db/connection.js';
import { postJournal, stockIn, stockOut, stockTransfer, type LedgerContext, type Location } from '../server/ledger/index.js';
import { random } from './generate.js';
import { akunId, type LedgerEnv } from './ledger-env.js';
import { timeLoop, type Figures } from './stats.js';

export interface PostingOp {
  name: string;
  rowKind: 'movements' | 'journal lines';
  perDoc: string;
  /** Posts one document in its own transaction; answers the ledger rows it wrote (stok_ledger or jurnal_rincian). */
  run(): Promise<number>;
}

export interface PostingFigures {
  op: PostingOp;
  figures: Figures;
  rowsPerSec: number;
}

const LINES = 5;

/** On-hand quantities by `barang_id|lokasi`, kept up to date from what each posting answers. */
export async function loadStock(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('stok').select(['barang_id', 'lokasi', 'qty']).execute();
  return new Map(rows.map((r) => [`${r.barang_id}|${r.lokasi}`, Number(r.qty)]));
}

export function postingOps(database: Database_, env: LedgerEnv, stock: Map<string, number>, seed: number): PostingOp[] {
  const { db, kind } = database;
  const rnd = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  let docNo = 0;
  const doc = (tipe: string, prefix: string) => {
    docNo += 1;
    return { tipe, id: docNo, nomor: `${prefix}-${String(docNo).padStart(6, '0')}` };
  };
  const lc = (trx: Db): LedgerContext => ({ trx, kind, userId: env.financeUserId, at: new Date().toISOString(), mayBackdate: true });
  const key = (loc: Location) => (loc.gudang_id !== undefined ? `G:${loc.gudang_id}` : `K:${loc.kendaraan_id}`);
  /** `count` distinct goods, each with at least `least` on hand at `loc` (any goods when `least` is 0). */
  const goodsAt = (loc: Location, least: number, count = LINES) => {
    const lokasi = key(loc);
    const ok = env.goods.filter((g) => least === 0 || (stock.get(`${g.id}|${lokasi}`) ?? 0) >= least);
    if (ok.length < count) throw new Error(`posting bench: fewer than ${count} goods with ${least} on hand at ${lokasi}`);
    const chosen = new Set<(typeof ok)[number]>();
    while (chosen.size < count) chosen.add(pick(ok));
    return [...chosen];
  };
  const remember = (moves: Array<{ barang_id: number; lokasi: string; qty_setelah: number }>) => {
    for (const m of moves) stock.set(`${m.barang_id}|${m.lokasi}`, m.qty_setelah);
    return moves.length;
  };
  const tanggal = () => todayJakarta();
  const kas = akunId(env, '1-1100');
  const penjualan = akunId(env, '4-1100');
  const ppn = akunId(env, '2-1300');

  return [
    {
      name: 'stockIn (goods receipt into a warehouse)',
      rowKind: 'movements',
      perDoc: `${LINES} movements + 2-line journal`,
      run: () => db.transaction().execute(async (trx) => {
        const loc = { gudang_id: pick(env.gudang) };
        const lines = goodsAt(loc, 0).map((g) => {
          const qty = int(24, 240);
          return { barang_id: g.id, qty, nilai: qty * g.harga_beli };
        });
        const r = await stockIn(lc(trx), {
          tanggal: tanggal(), loc, lines, contraAkunId: env.posting.hutang, doc: doc('bench-penerimaan', 'BENCH-PB'), keterangan: 'Penerimaan barang (bench)',
        });
        return remember(r.movements);
      }),
    },
    {
      name: 'stockOut (sale from a warehouse at moving-average cost)',
      rowKind: 'movements',
      perDoc: `${LINES} movements + 2-line journal`,
      run: () => db.transaction().execute(async (trx) => {
        const loc = { gudang_id: pick(env.gudang) };
        const lines = goodsAt(loc, 10).map((g) => ({ barang_id: g.id, qty: int(1, 10) }));
        const r = await stockOut(lc(trx), {
          tanggal: tanggal(), loc, lines, contraAkunId: env.posting.hpp, doc: doc('bench-penjualan', 'BENCH-PJ'), keterangan: 'Penjualan (bench)',
        });
        return remember(r.movements);
      }),
    },
    {
      name: 'stockTransfer (warehouse to vehicle)',
      rowKind: 'movements',
      perDoc: `${2 * LINES} movements (out + in), no journal`,
      run: () => db.transaction().execute(async (trx) => {
        const from = { gudang_id: pick(env.gudang) };
        const to = { kendaraan_id: pick(env.kendaraan) };
        const lines = goodsAt(from, 10).map((g) => ({ barang_id: g.id, qty: int(1, 10) }));
        const r = await stockTransfer(lc(trx), {
          tanggal: tanggal(), from, to, lines, doc: doc('bench-muat', 'BENCH-MT'), keterangan: 'Muat barang ke kendaraan (bench)',
        });
        return remember(r.movements);
      }),
    },
    {
      name: 'postJournal (cash sale: kas / penjualan / PPN)',
      rowKind: 'journal lines',
      perDoc: '3 journal lines',
      run: () => db.transaction().execute(async (trx) => {
        const amount = int(10, 2000) * 1000;
        const tax = Math.round(amount * 0.11);
        await postJournal(lc(trx), {
          tanggal: tanggal(), keterangan: 'Penjualan tunai (bench)', doc: { tipe: 'manual', id: null },
          lines: [
            { akun_id: kas, debit: amount + tax, kredit: 0 },
            { akun_id: penjualan, debit: 0, kredit: amount },
            { akun_id: ppn, debit: 0, kredit: tax },
          ],
        });
        return 3;
      }),
    },
  ];
}

/** Times each operation for `seconds` (after timeLoop's warm-up), one document after another. */
export async function measurePosting(ops: PostingOp[], seconds: number, onDone?: (f: PostingFigures) => void): Promise<PostingFigures[]> {
  const out: PostingFigures[] = [];
  for (const op of ops) {
    let calls = 0;
    let rows = 0;
    const figures = await timeLoop(async () => {
      rows += await op.run();
      calls += 1;
    }, seconds);
    const f = { op, figures, rowsPerSec: figures.opsPerSec * (rows / calls) };
    onDone?.(f);
    out.push(f);
  }
  return out;
}
