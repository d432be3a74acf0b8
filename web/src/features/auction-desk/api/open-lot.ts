import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { auctionDeskKeys } from './keys';

/** POST /api/custom/v1/merchant/auction-lots/{id}/open: a draft takes bids from now on. */
export async function openLot(id: number) {
  return unwrap(await api.POST('/api/custom/v1/merchant/auction-lots/{id}/open', { params: { path: { id } } }));
}

export function useOpenLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openLot, onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionDeskKeys.all }) });
}
