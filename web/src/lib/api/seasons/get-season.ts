import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from './keys';

/** GET /api/public/seasons/{id}: a season's name, loft and currency (for order screens: which loft, so whose clock). */
export async function getSeason(id: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}', { params: { path: { id } } }));
}

export const getSeasonQueryOptions = (id: number) => queryOptions({ queryKey: seasonKeys.detail(id), queryFn: () => getSeason(id), staleTime: 300_000 });

export function useSeason(id: number, enabled = true) {
  return useQuery({ ...getSeasonQueryOptions(id), enabled });
}
