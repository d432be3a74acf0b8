import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}: the loft with its seasons, for the overview. */
export async function getOverviewLoft(id: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}', { params: { path: { id } } }));
}

export const getOverviewLoftQueryOptions = (id: number) => queryOptions({ queryKey: ['lofts', 'detail', id], queryFn: () => getOverviewLoft(id) });

export function useOverviewLoft(id: number) {
  return useSuspenseQuery(getOverviewLoftQueryOptions(id)).data;
}
