import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { flightAdminKeys } from './keys';

/** GET /api/res/v1/flights/{id}/history: the edits of a flight's details and its state changes, newest first. */
export async function getFlightHistory(id: number) {
  return unwrap(await api.GET('/api/res/v1/flights/{id}/history', { params: { path: { id } } }));
}

export type FlightHistory = Schema<'FlightHistory'>;

export const getFlightHistoryQueryOptions = (id: number) => queryOptions({ queryKey: flightAdminKeys.history(id), queryFn: () => getFlightHistory(id), staleTime: 0 });

export function useFlightHistory(id: number) {
  return useQuery(getFlightHistoryQueryOptions(id));
}
