import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';

/** GET /api/public/flights/{id}/basketings: the pigeons in the basket with their basketing time, paged. */
export async function getFlightBasketings(flightId: number, page: number, perPage: PageSize | 100) {
  return unwrap(await api.GET('/api/public/flights/{id}/basketings', { params: { path: { id: flightId }, query: { page, per_page: perPage } } }));
}

export const getFlightBasketingsQueryOptions = (flightId: number, page: number, perPage: PageSize | 100) =>
  queryOptions({
    queryKey: [...flightKeys.basketings(flightId), page, perPage],
    queryFn: () => getFlightBasketings(flightId, page, perPage),
    placeholderData: keepPreviousData,
  });

export function useFlightBasketings(flightId: number, page: number, perPage: PageSize) {
  return useQuery({ ...getFlightBasketingsQueryOptions(flightId, page, perPage), meta: { toast: true } });
}
