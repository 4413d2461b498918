import { useQuery } from '@tanstack/react-query';
import { api } from '../providers/http';

export const SETUP_QUERY_KEY = ['niaga', 'setup'] as const;

/**
 * Whether the company still needs its first run (GET /api/setup: no user exists yet), asked only without a
 * session; undefined while asking. An error counts as "no": the login page stays reachable.
 */
export function useSetupNeeded(enabled: boolean): boolean | undefined {
  const query = useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: async () => {
      try {
        return (await api.get<{ needed: boolean }>('/setup', { skipAuthRefresh: true })).data.needed === true;
      } catch {
        return false;
      }
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  if (!enabled) return false;
  return query.data;
}
