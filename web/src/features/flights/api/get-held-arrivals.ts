import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/res/v1/flights/{id}/held-arrivals: arrivals held for review, waiting or decided, for the loft's staff. */
export async function getHeldArrivals(flightId: number) {
  return unwrap(await api.GET('/api/res/v1/flights/{id}/held-arrivals', { params: { path: { id: flightId } } })).data ?? [];
}

export type HeldArrival = Schema<'HeldArrival'>;

/** The list at the flight's revision: a batch that brings a held bird, or a decision, reads it again. */
export function useHeldArrivals(flightId: number, revision: number) {
  return useQuery({
    queryKey: [...flightKeys.held(flightId), revision],
    queryFn: () => getHeldArrivals(flightId),
    placeholderData: keepPreviousData,
    meta: { toast: true },
  });
}
