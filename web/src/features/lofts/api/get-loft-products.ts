import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}/products: the packages (products) of a season. */
export async function getLoftProducts(loftId: number, seasonId?: number) {
  const query = seasonId ? { season_id: seasonId } : {};
  return unwrap(await api.GET('/api/public/lofts/{id}/products', { params: { path: { id: loftId }, query } })) ?? [];
}

export const getLoftProductsQueryOptions = (loftId: number, seasonId?: number) =>
  queryOptions({ queryKey: ['lofts', loftId, 'products', seasonId ?? null], queryFn: () => getLoftProducts(loftId, seasonId) });

export function useLoftProducts(loftId: number, seasonId?: number) {
  return useQuery({ ...getLoftProductsQueryOptions(loftId, seasonId), meta: { toast: true } });
}
