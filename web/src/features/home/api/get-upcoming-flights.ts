import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/** Planned releases change rarely; the home page asks again this often while open. */
export const UPCOMING_FLIGHTS_REFRESH_MS = 5 * 60_000;

/** GET /api/public/upcoming-flights: races of every loft not yet released, soonest first, with loft and season. */
export async function getUpcomingFlights() {
  return unwrap(await api.GET('/api/public/upcoming-flights')).data ?? [];
}

export type UpcomingFlight = Schema<'UpcomingFlight'>;

export const getUpcomingFlightsQueryOptions = () => queryOptions({ queryKey: flightKeys.upcoming(), queryFn: getUpcomingFlights, refetchInterval: UPCOMING_FLIGHTS_REFRESH_MS });

export function useUpcomingFlights() {
  return useQuery(getUpcomingFlightsQueryOptions());
}
