import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Flight } from '../lib/flight-draft';
import { flightAdminKeys } from './keys';

/** POST /api/res/v1/flights/{id}/statuses: a new state, recorded in the flight's state history. */
export async function changeFlightState({ id, state }: { id: number; state: Flight['state'] }) {
  return unwrap(await api.POST('/api/res/v1/flights/{id}/statuses', { params: { path: { id } }, body: { state } }));
}

export function useChangeFlightState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFlightState,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: flightAdminKeys.all }), queryClient.invalidateQueries({ queryKey: flightKeys.all })]),
  });
}
