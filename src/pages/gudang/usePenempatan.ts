import { useEffect } from 'react';
import { useGetList } from 'ra-core';
import { useNotifyError } from '../../providers/useNotifyError';
import { combinePlacements, type BalanceRow, type GoodsPlacement, type PlacementRow } from './placement';

/** Goods a search may match: their ids go out as repeated `barang_id=` keys, so the address stays short. */
export const SEARCH_LIMIT = 200;

export interface PenempatanQuery {
  gudangId: number | null;
  /** Goods name, code or barcode (searched on /api/barang); empty = every goods with a balance. */
  q: string;
  page: number;
  perPage: number;
}

export interface PenempatanData {
  rows: GoodsPlacement[];
  total: number;
  isPending: boolean;
  /** More goods match the search than are looked up. */
  searchCut: boolean;
}

/**
 * A page of the warehouse's balances and the placements of exactly those goods: at most three calls
 * (the goods search, the balances, the placements), never one per goods.
 */
export function usePenempatan(query: PenempatanQuery): PenempatanData {
  const { gudangId, q, page, perPage } = query;
  const notifyError = useNotifyError();
  const search = useGetList<{ id: number }>(
    'barang',
    { filter: { q }, sort: { field: 'kode', order: 'ASC' }, pagination: { page: 1, perPage: SEARCH_LIMIT } },
    { enabled: q !== '' },
  );
  const found = q !== '' ? search.data?.map((b) => b.id) : undefined;
  const balances = useGetList<BalanceRow>(
    'stok',
    { filter: { gudang_id: gudangId, barang_id: found }, sort: { field: 'barang_id', order: 'ASC' }, pagination: { page, perPage } },
    { enabled: gudangId !== null && (found === undefined || found.length > 0) },
  );
  const pageIds = [...new Set((balances.data ?? []).map((b) => b.barang_id))];
  const placements = useGetList<PlacementRow>(
    'stok-penempatan',
    { filter: { gudang_id: gudangId, barang_id: pageIds }, sort: { field: 'barang_id', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } },
    { enabled: gudangId !== null && pageIds.length > 0 },
  );
  const error = search.error ?? balances.error ?? placements.error;
  useEffect(() => { if (error) notifyError(error); }, [error, notifyError]);

  const nothingFound = found !== undefined && found.length === 0;
  const waitingPlaces = pageIds.length > 0 && !placements.data;
  return {
    rows: nothingFound || !balances.data || waitingPlaces ? [] : combinePlacements(balances.data, placements.data ?? []),
    total: nothingFound ? 0 : balances.total ?? 0,
    isPending: gudangId !== null && !nothingFound && (search.isLoading || balances.isLoading || placements.isLoading),
    searchCut: (search.total ?? 0) > SEARCH_LIMIT,
  };
}
