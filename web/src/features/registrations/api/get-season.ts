import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';

/** GET /api/public/seasons/{id}: a season's name, loft and currency (for the list of my registrations). */
export async function getSeason(id: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}', { params: { path: { id } } }));
}

export const getSeasonQueryOptions = (id: number) => queryOptions({ queryKey: seasonKeys.detail(id), queryFn: () => getSeason(id), staleTime: 300_000 });

export function useSeason(id: number) {
  return useQuery(getSeasonQueryOptions(id));
}
