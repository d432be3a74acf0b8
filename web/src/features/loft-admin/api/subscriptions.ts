import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftAdminKeys } from './get-admin-lofts';

export type SubscriptionInput = { package: 'basic' | 'premium'; starts_on: string; months: 12 | 24 };

/** POST /api/res/v1/lofts/{id}/subscriptions: a period of 12 or 24 months; an overlapping one answers 409. */
export async function createSubscription({ loftId, body }: { loftId: number; body: SubscriptionInput }) {
  return unwrap(await api.POST('/api/res/v1/lofts/{id}/subscriptions', { params: { path: { id: loftId } }, body }));
}

/** POST /api/res/v1/lofts/{id}/subscriptions/{subscriptionId}/end: a new last day within the period. */
export async function endSubscription({ loftId, subscriptionId, endedOn }: { loftId: number; subscriptionId: number; endedOn: string }) {
  return unwrap(await api.POST('/api/res/v1/lofts/{id}/subscriptions/{subscriptionId}/end', { params: { path: { id: loftId, subscriptionId } }, body: { ended_on: endedOn } }));
}

/** DELETE /api/res/v1/lofts/{id}/subscriptions/{subscriptionId}. */
export async function deleteSubscription({ loftId, subscriptionId }: { loftId: number; subscriptionId: number }) {
  return unwrap(await api.DELETE('/api/res/v1/lofts/{id}/subscriptions/{subscriptionId}', { params: { path: { id: loftId, subscriptionId } } }));
}

function useLoftMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }) });
}

export const useCreateSubscription = () => useLoftMutation(createSubscription);
export const useEndSubscription = () => useLoftMutation(endSubscription);
export const useDeleteSubscription = () => useLoftMutation(deleteSubscription);
