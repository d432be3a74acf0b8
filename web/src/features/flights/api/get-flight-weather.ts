import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/**
 * GET /api/public/flights/{id}/weather?lat=&lon= (default: at the loft): temperature, wind and weather type
 * from the forecast service through the server; `available: false` when the server has no forecast key.
 */
export async function getFlightWeather(flightId: number, at?: { lat: number; lon: number }) {
  return unwrap(await api.GET('/api/public/flights/{id}/weather', { params: { path: { id: flightId }, query: at ?? {} } }));
}

export type FlightWeather = Schema<'Weather'>;

export const getFlightWeatherQueryOptions = (flightId: number) =>
  queryOptions({ queryKey: flightKeys.weather(flightId), queryFn: () => getFlightWeather(flightId), staleTime: 10 * 60_000, retry: false });

export function useFlightWeather(flightId: number) {
  return useQuery(getFlightWeatherQueryOptions(flightId));
}
