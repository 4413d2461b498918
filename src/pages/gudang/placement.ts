/** A warehouse balance row of `GET /api/stok?gudang_id=` (goods expanded as id and name). */
export interface BalanceRow {
  id: number;
  barang_id: number;
  barang: { id: number; nama: string } | null;
  gudang_id: number;
  qty: number;
}

/** A placement row of `GET /api/stok-penempatan?gudang_id=`. */
export interface PlacementRow {
  id: number;
  barang_id: number;
  gudang_id: number;
  tempat_tipe: string;
  tempat_id: number;
  tempat_nama: string | null;
  qty: number;
}

export interface GoodsPlacement {
  id: number;
  barang_id: number;
  nama: string;
  /** The warehouse balance. */
  qty: number;
  /** Placed in blocks, racks, drawers and pallets (places holding something only). */
  places: PlacementRow[];
  ditempatkan: number;
  /** The balance not placed anywhere yet. */
  belum: number;
}

/** Rounds away float noise of sums (quantities carry at most a few decimals). */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** Per goods of the page: its balance, where it lies and how much is not placed yet. */
export function combinePlacements(balances: BalanceRow[], placements: PlacementRow[]): GoodsPlacement[] {
  return balances.map((b) => {
    const places = placements.filter((p) => p.barang_id === b.barang_id && Number(p.qty) > 0);
    const ditempatkan = tidy(places.reduce((sum, p) => sum + Number(p.qty), 0));
    return {
      id: b.id,
      barang_id: b.barang_id,
      nama: b.barang?.nama ?? `Barang #${b.barang_id}`,
      qty: Number(b.qty),
      places,
      ditempatkan,
      belum: tidy(Number(b.qty) - ditempatkan),
    };
  });
}

/**
 * The goods' stock card in the warehouse: the generated /kartu-stok list with its filters in the address
 * (react-admin's `filter`, and `displayedFilters` so that both show as inputs that can be cleared).
 */
export function kartuStokPath(barangId: number, gudangId: number): string {
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return `/kartu-stok?filter=${json({ barang_id: barangId, gudang_id: gudangId })}&displayedFilters=${json({ barang_id: true, gudang_id: true })}`;
}
