import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';

/** GET /api/custom/v1/merchant/seasons/{id}/held-places: the season's open orders, oldest first, with customer and until when each holds its places. */
export async function getHeldPlaces(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/seasons/{id}/held-places', { params: { path: { id: seasonId } } }));
}

export const getHeldPlacesQueryOptions = (seasonId: number) => queryOptions({ queryKey: [...orderKeys.staff(seasonId), 'held'], queryFn: () => getHeldPlaces(seasonId) });

export function useHeldPlaces(seasonId: number) {
  return useQuery({ ...getHeldPlacesQueryOptions(seasonId), meta: { toast: true } });
}
