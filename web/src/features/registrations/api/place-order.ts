import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';
import type { OrderInput } from '../lib/registration-form';

/** POST /api/custom/v1/user/orders: registers for a season; the server prices the order. */
export async function placeOrder(body: OrderInput) {
  return unwrap(await api.POST('/api/custom/v1/user/orders', { body }));
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
