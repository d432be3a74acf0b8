import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type Campaign = Schema<'Campaign'>;
export type CampaignInput = Schema<'CampaignInput'>;

/** GET a loft's campaigns (/merchant/lofts/{id}/campaigns), or the service's (/admin/campaigns) when loftId is null. */
export async function getCampaigns(loftId: number | null) {
  if (loftId == null) return unwrap(await api.GET('/api/custom/v1/admin/campaigns'));
  return unwrap(await api.GET('/api/custom/v1/merchant/lofts/{id}/campaigns', { params: { path: { id: loftId } } }));
}

export const getCampaignsQueryOptions = (loftId: number | null) => queryOptions({ queryKey: campaignKeys.list(loftId), queryFn: () => getCampaigns(loftId) });

export function useCampaigns(loftId: number | null) {
  return useQuery({ ...getCampaignsQueryOptions(loftId), meta: { toast: true } });
}
