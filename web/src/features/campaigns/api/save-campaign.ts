import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { CampaignInput } from './get-campaigns';
import { campaignKeys } from './keys';

/** POST a new campaign of a loft (or of the service, loftId null), or PUT an existing one's changes (id). */
export async function saveCampaign({ loftId, id, body }: { loftId: number | null; id?: number; body: CampaignInput }) {
  if (id != null) return unwrap(await api.PUT('/api/custom/v1/merchant/campaigns/{id}', { params: { path: { id } }, body }));
  if (loftId == null) return unwrap(await api.POST('/api/custom/v1/admin/campaigns', { body }));
  return unwrap(await api.POST('/api/custom/v1/merchant/lofts/{id}/campaigns', { params: { path: { id: loftId } }, body }));
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
