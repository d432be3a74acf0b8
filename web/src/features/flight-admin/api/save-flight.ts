import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { FlightInput, FlightUpdateInput } from '../lib/flight-draft';
import { flightAdminKeys } from './keys';

export type SaveFlight = { id: null; body: FlightInput } | { id: number; body: FlightUpdateInput };

/** POST /api/res/v1/flights (a new flight) or PUT /api/res/v1/flights/{id} (an edit, recorded field by field). */
export async function saveFlight(v: SaveFlight) {
  if (v.id == null) return unwrap(await api.POST('/api/res/v1/flights', { body: v.body }));
  return unwrap(await api.PUT('/api/res/v1/flights/{id}', { params: { path: { id: v.id } }, body: v.body }));
}

/** Saves a flight; the staff list, the flight's history and every public view of flights are read again. */
export function useSaveFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlight,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: flightAdminKeys.all }), queryClient.invalidateQueries({ queryKey: flightKeys.all })]),
  });
}
