import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}/products?season_id=: the season's products (entry fees among them). */
export async function getSeasonProducts(loftId: number, seasonId: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}/products', { params: { path: { id: loftId }, query: { season_id: seasonId } } })) ?? [];
}

export const getSeasonProductsQueryOptions = (loftId: number, seasonId: number) =>
  queryOptions({ queryKey: ['lofts', loftId, 'products', seasonId], queryFn: () => getSeasonProducts(loftId, seasonId) });

export function useSeasonProducts(loftId: number, seasonId: number | undefined) {
  return useQuery({ ...getSeasonProductsQueryOptions(loftId, seasonId ?? 0), enabled: seasonId != null, meta: { toast: true } });
}
