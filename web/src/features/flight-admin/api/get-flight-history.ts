import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightAdminKeys } from './keys';

/** GET /api/res/v1/flights/{id}/history: the edits of a flight's details and its state changes, newest first. */
export async function getFlightHistory(id: number) {
  return unwrap(await api.GET('/api/res/v1/flights/{id}/history', { params: { path: { id } } }));
}

export type FlightHistory = Awaited<ReturnType<typeof getFlightHistory>>;

export const getFlightHistoryQueryOptions = (id: number) => queryOptions({ queryKey: flightAdminKeys.history(id), queryFn: () => getFlightHistory(id), staleTime: 0 });

export function useFlightHistory(id: number) {
  return useQuery(getFlightHistoryQueryOptions(id));
}
