import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/health: database and broker state, broker timestamp, version. */
export async function getHealth() {
  return unwrap(await api.GET('/api/health'));
}

export const getHealthQueryOptions = () => queryOptions({ queryKey: ['health'], queryFn: getHealth, staleTime: 0, retry: false, refetchInterval: 30_000 });

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
