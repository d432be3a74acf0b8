import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';

export type ArrivalDecision = { flightId: number; pigeonId: number; status: 'accepted' | 'rejected'; note: string };

/** POST /api/res/v1/flights/{id}/held-arrivals/{pigeonId}/reviews: a merchant accepts a held arrival (it ranks) or rejects it (with why). */
export async function reviewHeldArrival({ flightId, pigeonId, status, note }: ArrivalDecision) {
  const body = { status, ...(note.trim() ? { note: note.trim() } : {}) };
  return unwrap(await api.POST('/api/res/v1/flights/{id}/held-arrivals/{pigeonId}/reviews', { params: { path: { id: flightId, pigeonId } }, body }));
}

/** The decision; the flight's lists are read again (live viewers hear of it too). */
export function useReviewHeldArrival() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewHeldArrival, onSuccess: (_, d) => queryClient.invalidateQueries({ queryKey: flightKeys.flight(d.flightId) }) });
}
