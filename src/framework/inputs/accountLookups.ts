import { KAS_BANK, type KasJenis } from '../../../common/kas';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';

/** Cash or bank accounts of the kinds given (common/kas.ts) money can go to (GET /api/kas?jenis=bank for a transfer). */
export function useKasAccounts(jenis: readonly KasJenis[], enabled = true) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['niaga', 'kas', jenis],
    enabled,
    staleTime: 300_000,
    queryFn: async () => {
      const { data } = await dataProvider.getList('kas', { pagination: { page: 1, perPage: 100 }, sort: { field: 'kode', order: 'ASC' }, filter: { jenis: [...jenis] } });
      return data.filter((k) => k.aktif !== false && k.aktif !== 0).map((k) => ({ id: Number(k.id), label: `${k.kode ?? ''} - ${k.nama ?? ''}`.replace(/^ - /, '') }));
    },
  });
}

/**
 * The bank accounts a transfer can go to. A salesperson's kas list holds only their own cash box (the kas scope), so
 * when it has no bank the company's banks come from GET /api/collection, which answers them with the open invoices.
 */
export function useBankAccounts(enabled: boolean, konsumenId: number | null) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const own = useKasAccounts(KAS_BANK, enabled);
  const fromCollection = useQuery({
    queryKey: ['niaga', 'collection-bank', konsumenId],
    enabled: enabled && own.isSuccess && own.data.length === 0 && Boolean(konsumenId),
    staleTime: 300_000,
    retry: false,
    queryFn: async () => {
      const answer = await dataProvider.action<{ bank?: Array<{ id: number; kode?: string; nama?: string }> }>('/collection', undefined, {
        method: 'GET', params: { konsumen_id: konsumenId! },
      });
      return (answer.bank ?? []).map((k) => ({ id: Number(k.id), label: `${k.kode ?? ''} - ${k.nama ?? ''}`.replace(/^ - /, '') }));
    },
  });
  const data = own.data?.length ? own.data : fromCollection.data ?? own.data;
  return { data, isPending: own.isPending || (fromCollection.isFetching && !fromCollection.data) };
}
