import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { AuctionLotInput } from './get-loft-lots';
import { auctionDeskKeys } from './keys';

/**
 * POST /api/custom/v1/merchant/lofts/{id}/auction-lots (a new draft, id null), else
 * PUT /api/custom/v1/merchant/auction-lots/{id} (a draft only).
 */
export async function saveLot({ loftId, id, body }: { loftId: number; id: number | null; body: AuctionLotInput }) {
  if (id != null) return unwrap(await api.PUT('/api/custom/v1/merchant/auction-lots/{id}', { params: { path: { id } }, body }));
  return unwrap(await api.POST('/api/custom/v1/merchant/lofts/{id}/auction-lots', { params: { path: { id: loftId } }, body }));
}

export function useSaveLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLot, onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionDeskKeys.all }) });
}
