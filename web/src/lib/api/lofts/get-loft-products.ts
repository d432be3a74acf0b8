import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { loftKeys } from './keys';

/** GET /api/public/lofts/{id}/products?season_id=: the packages (products) of a season, entry fees among them. */
export async function getLoftProducts(loftId: number, seasonId?: number) {
  const query = seasonId ? { season_id: seasonId } : {};
  return unwrap(await api.GET('/api/public/lofts/{id}/products', { params: { path: { id: loftId }, query } })) ?? [];
}

export const getLoftProductsQueryOptions = (loftId: number, seasonId?: number) =>
  queryOptions({ queryKey: loftKeys.products(loftId, seasonId ?? null), queryFn: () => getLoftProducts(loftId, seasonId) });

export function useLoftProducts(loftId: number, seasonId?: number) {
  return useQuery({ ...getLoftProductsQueryOptions(loftId, seasonId), meta: { toast: true } });
}
