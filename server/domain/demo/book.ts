/** What the demo's history keeps at hand while it trades: each goods' cost and packing, each customer type's weight. */
import type { Db } from '../../db/connection.js';

type Row = Record<string, unknown>;

export interface Book {
  cost(barangId: number): number;
  /** The largest unit's size in base units (a dus), 1 when the goods has none. */
  pack(barangId: number): number;
  /** A customer's basket against an ordinary shop's: wholesalers and minimarkets buy more, warungs less. */
  typeWeight(konsumen: Row): number;
}

const WEIGHT: Record<string, number> = { GR: 2, MM: 1.5, HRK: 1, TK: 1, KP: 0.7, WR: 0.4 };

export async function openBook(trx: Db): Promise<Book> {
  const goods = await trx.selectFrom('barang').select(['id', 'harga_beli']).execute();
  const cost = new Map(goods.map((g) => [Number(g.id), Math.max(1, Number(g.harga_beli ?? 1))]));
  const pack = new Map<number, number>();
  for (const p of await trx.selectFrom('barang_satuan').select(['barang_id', 'faktor']).execute()) {
    pack.set(Number(p.barang_id), Math.max(pack.get(Number(p.barang_id)) ?? 1, Number(p.faktor)));
  }
  const types = new Map((await trx.selectFrom('konsumen_type').select(['id', 'kode']).execute()).map((t) => [Number(t.id), String(t.kode)]));
  return {
    cost: (id) => cost.get(id) ?? 1,
    pack: (id) => pack.get(id) ?? 1,
    typeWeight: (k) => WEIGHT[types.get(Number(k.konsumen_type_id)) ?? ''] ?? 1,
  };
}
