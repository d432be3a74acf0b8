import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { payoutKeys } from './get-payouts';

export type PayoutStatusChange = { seasonId: number; userId: number; status: 'paid' | 'unpaid'; note: string };

/** PUT /api/custom/v1/merchant/seasons/{id}/payouts/{userId}/status: marks a fancier's prize money paid (its total then) or unpaid, as history. */
export async function setPayoutStatus({ seasonId, userId, status, note }: PayoutStatusChange) {
  return unwrap(await api.PUT('/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/status', { params: { path: { id: seasonId, userId } }, body: { status, note } }));
}

export function useSetPayoutStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPayoutStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
