import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}: the loft with its seasons (registration open, currency, limits). */
export async function getSeasonLoft(id: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}', { params: { path: { id } } }));
}

export const getSeasonLoftQueryOptions = (id: number) => queryOptions({ queryKey: ['lofts', 'detail', id], queryFn: () => getSeasonLoft(id) });

export function useSeasonLoft(id: number | undefined) {
  return useQuery({ ...getSeasonLoftQueryOptions(id ?? 0), enabled: id != null });
}
