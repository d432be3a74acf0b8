import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/res/v1/seasons/{id}/stock: the season's pigeons counted by arrival, chip and health status. */
export async function getSeasonStock(seasonId: number) {
  return unwrap(await api.GET('/api/res/v1/seasons/{id}/stock', { params: { path: { id: seasonId } } }));
}

export const getSeasonStockQueryOptions = (seasonId: number) => queryOptions({ queryKey: ['season-stock', seasonId], queryFn: () => getSeasonStock(seasonId) });

export function useSeasonStock(seasonId: number) {
  return useQuery({ ...getSeasonStockQueryOptions(seasonId), meta: { toast: true } });
}
