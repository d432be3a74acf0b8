import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { auctionDeskKeys } from './keys';

/** POST /api/custom/v1/merchant/auction-lots/{id}/cancel: a draft, or an open lot before its first bid, is withdrawn. */
export async function cancelLot(id: number) {
  return unwrap(await api.POST('/api/custom/v1/merchant/auction-lots/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelLot, onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionDeskKeys.all }) });
}
