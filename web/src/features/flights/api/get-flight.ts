import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/public/flights/{id}: the flight with its state, map options, display fields and live channel. */
export async function getFlight(id: number) {
  return unwrap(await api.GET('/api/public/flights/{id}', { params: { path: { id } } }));
}

export type FlightDetail = Schema<'FlightDetail'>;

export const getFlightQueryOptions = (id: number) => queryOptions({ queryKey: flightKeys.detail(id), queryFn: () => getFlight(id) });

/** The flight; the route loader has fetched it already. */
export function useFlight(id: number) {
  return useSuspenseQuery(getFlightQueryOptions(id)).data;
}
