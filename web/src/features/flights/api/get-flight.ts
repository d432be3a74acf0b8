import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/flights/{id}: the flight with its state, map options, display fields and live channel. */
export async function getFlight(id: number) {
  return unwrap(await api.GET('/api/public/flights/{id}', { params: { path: { id } } }));
}

export type FlightDetail = Awaited<ReturnType<typeof getFlight>>;

export const flightKeys = {
  all: (id: number) => ['flights', id] as const,
  detail: (id: number) => ['flights', id, 'detail'] as const,
  results: (id: number) => ['flights', id, 'results'] as const,
  feed: (id: number) => ['flights', id, 'feed'] as const,
  basketings: (id: number) => ['flights', id, 'basketings'] as const,
  mine: (id: number) => ['flights', id, 'mine'] as const,
};

export const getFlightQueryOptions = (id: number) => queryOptions({ queryKey: flightKeys.detail(id), queryFn: () => getFlight(id) });

/** The flight; the route loader has fetched it already. */
export function useFlight(id: number) {
  return useSuspenseQuery(getFlightQueryOptions(id)).data;
}
