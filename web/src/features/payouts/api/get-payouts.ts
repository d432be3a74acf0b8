import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type PayoutSummary = Schema<'PayoutSummary'>;
export type PayoutStatement = Schema<'PayoutStatement'>;

export const payoutKeys = {
  all: ['payouts'] as const,
  summary: (seasonId: number) => ['payouts', 'summary', seasonId] as const,
  mine: (seasonId: number) => ['payouts', 'mine', seasonId] as const,
};

/** GET /api/custom/v1/merchant/seasons/{id}/payouts: the season's races with prize money and each fancier's statement. */
export async function getPayoutSummary(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/seasons/{id}/payouts', { params: { path: { id: seasonId } } }));
}

/** GET /api/custom/v1/user/seasons/{id}/payout: my statement for the season. */
export async function getMyPayout(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/seasons/{id}/payout', { params: { path: { id: seasonId } } }));
}

export function usePayoutSummary(seasonId: number) {
  return useQuery({ ...queryOptions({ queryKey: payoutKeys.summary(seasonId), queryFn: () => getPayoutSummary(seasonId) }), meta: { toast: true } });
}

export function useMyPayout(seasonId: number) {
  return useSuspenseQuery({ queryKey: payoutKeys.mine(seasonId), queryFn: () => getMyPayout(seasonId) });
}
