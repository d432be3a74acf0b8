import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/** The home page asks again this often; the server keeps the list for 2 s. */
export const RUNNING_FLIGHTS_REFRESH_MS = 15_000;

/** GET /api/public/running-flights: flights of every loft that are basketing or in the air, with loft and counts. */
export async function getRunningFlights() {
  return unwrap(await api.GET('/api/public/running-flights')).data ?? [];
}

export type RunningFlight = Schema<'RunningFlight'>;

export const getRunningFlightsQueryOptions = () => queryOptions({ queryKey: flightKeys.running(), queryFn: getRunningFlights, refetchInterval: RUNNING_FLIGHTS_REFRESH_MS });

export function useRunningFlights() {
  return useQuery(getRunningFlightsQueryOptions());
}
