import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';
import type { Schema } from '@/lib/api/types';

/** POST /api/custom/v1/user/activations: an order of an activation product for some of my pigeons; paying it activates them. */
export async function placeActivation(body: Schema<'ActivationInput'>) {
  return unwrap(await api.POST('/api/custom/v1/user/activations', { body }));
}

export function usePlaceActivation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeActivation, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
