import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { orderKeys } from '@/lib/api/orders/keys';

export type StatusInput = Schema<'StatusInput'>;

/** PUT /api/custom/v1/merchant/orders/{id}/status: confirm, reject, cancel, set paid (with method), revoke. */
export async function changeOrderStatus({ id, body }: { id: number; body: StatusInput }) {
  return unwrap(await api.PUT('/api/custom/v1/merchant/orders/{id}/status', { params: { path: { id } }, body }));
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeOrderStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
