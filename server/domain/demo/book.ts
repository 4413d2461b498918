/**
 * What the demo's history keeps in mind while it trades: each goods' cost and packing (to size loads, baskets and
 * orders), how much each warehouse sent out week by week (purchases reorder from it), and the sales of each month
 * (only for the seed's own check and the README's table).
 */
import type { Db } from '../../db/connection.js';

type Row = Record<string, unknown>;

export interface Book {
  cost(barangId: number): number;
  /** The largest unit's size in base units (a dus), 1 when the goods has none. */
  pack(barangId: number): number;
  /** A customer's basket against an ordinary shop's: wholesalers and minimarkets buy more. */
  typeWeight(konsumen: Row): number;
  loaded(gudangId: number, barangId: number, qty: number): void;
  /** Base units sent out of the warehouse over the last `weeks` weeks, per week, by goods. */
  weeklyOut(gudangId: number, weeks: number): Map<number, number>;
  endWeek(): void;
  sold(tanggal: string, total: number): void;
  salesByMonth(): Map<string, number>;
}

export async function openBook(trx: Db): Promise<Book> {
  const goods = await trx.selectFrom('barang').select(['id', 'harga_beli']).execute();
  const cost = new Map(goods.map((g) => [Number(g.id), Math.max(1, Number(g.harga_beli ?? 1))]));
  const packs = await trx.selectFrom('barang_satuan').select(['barang_id', 'faktor']).execute();
  const pack = new Map<number, number>();
  for (const p of packs) pack.set(Number(p.barang_id), Math.max(pack.get(Number(p.barang_id)) ?? 1, Number(p.faktor)));
  const types = new Map((await trx.selectFrom('konsumen_type').select(['id', 'kode']).execute()).map((t) => [Number(t.id), String(t.kode)]));
  const WEIGHT: Record<string, number> = { GR: 2, MM: 1.5, HRK: 1, TK: 1, KP: 0.7, WR: 0.4 };
  let week = new Map<string, number>();
  const history: Array<Map<string, number>> = [];
  const months = new Map<string, number>();
  return {
    cost: (id) => cost.get(id) ?? 1,
    pack: (id) => pack.get(id) ?? 1,
    typeWeight: (k) => WEIGHT[types.get(Number(k.konsumen_type_id)) ?? ''] ?? 1,
    loaded(gudangId, barangId, qty) {
      const key = `${gudangId}:${barangId}`;
      week.set(key, (week.get(key) ?? 0) + qty);
    },
    weeklyOut(gudangId, weeks) {
      const out = new Map<number, number>();
      const recent = history.slice(-weeks);
      for (const w of recent) {
        for (const [key, qty] of w) {
          const [g, b] = key.split(':').map(Number);
          if (g === gudangId) out.set(b, (out.get(b) ?? 0) + qty / Math.max(1, recent.length));
        }
      }
      return out;
    },
    endWeek() {
      history.push(week);
      week = new Map();
    },
    sold(tanggal, total) {
      months.set(tanggal.slice(0, 7), (months.get(tanggal.slice(0, 7)) ?? 0) + total);
    },
    salesByMonth: () => months,
  };
}
