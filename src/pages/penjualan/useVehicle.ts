import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';

/** An open trip a sale draws from: a salesperson sees only their own (the list is scoped). */
export interface OpenTrip {
  id: number; nomor: string; kendaraan_id: number; karyawan_id: number | null; rute_id?: number | null;
  kendaraan?: { no_polisi?: string } | null; rute?: { nama?: string } | null; karyawan?: { nama_lengkap?: string } | null;
}

export function useOpenTrips() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['niaga', 'trip-buka'],
    queryFn: async () => {
      const { data } = await dataProvider.getList('trip-kendaraan', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'buka' } });
      return data as unknown as OpenTrip[];
    },
  });
}

export const tripLabel = (t: OpenTrip) =>
  [t.karyawan?.nama_lengkap, t.kendaraan?.no_polisi, t.rute?.nama].filter(Boolean).join(' · ') || t.nomor;

/** A goods the vehicle carries: its base-unit stock there and what the sale needs of the goods record. */
export interface StockGoods { barang_id: number; kode: string; nama: string; kena_ppn: boolean; satuan_id: number | null; qty: number }

/** GET /api/stok-mobil of the vehicle (one row per goods and place, summed) with the goods records. */
export function useVehicleStock(kendaraanId: number | null | undefined) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['niaga', 'stok-mobil', kendaraanId],
    enabled: Boolean(kendaraanId),
    queryFn: async (): Promise<StockGoods[]> => {
      const { data } = await dataProvider.getList('stok-mobil', {
        pagination: { page: 1, perPage: 1000 }, sort: { field: 'barang_id', order: 'ASC' }, filter: { kendaraan_id: kendaraanId },
      });
      const qty = new Map<number, number>();
      for (const row of data) qty.set(Number(row.barang_id), (qty.get(Number(row.barang_id)) ?? 0) + Number(row.qty ?? 0));
      const ids = [...qty.keys()];
      if (ids.length === 0) return [];
      const { data: goods } = await dataProvider.getMany('barang', { ids });
      return goods.map((g) => ({
        barang_id: Number(g.id), kode: String(g.kode ?? ''), nama: String(g.nama ?? ''), kena_ppn: Boolean(g.kena_ppn),
        satuan_id: g.satuan_id === null || g.satuan_id === undefined ? null : Number(g.satuan_id), qty: qty.get(Number(g.id)) ?? 0,
      })).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
    },
  });
}
