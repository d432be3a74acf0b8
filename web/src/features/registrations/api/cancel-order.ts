import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';

/** POST /api/custom/v1/user/orders/{id}/cancel: the customer cancels a pending or unpaid order. */
export async function cancelOrder(id: number) {
  return unwrap(await api.POST('/api/custom/v1/user/orders/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
