import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';

/** GET /api/custom/v1/user/orders/{id}/agents: the loft's agents the customer may ask. */
export async function getOrderAgents(orderId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/orders/{id}/agents', { params: { path: { id: orderId } } }));
}

export function useOrderAgents(orderId: number, enabled: boolean) {
  return useQuery({ queryKey: orderKeys.agents(orderId), queryFn: () => getOrderAgents(orderId), enabled, meta: { toast: true } });
}

/** POST /api/custom/v1/user/orders/{id}/transports: asks an agent to carry the order's pigeons. */
export async function requestTransport({ orderId, ...body }: { orderId: number; agent_id: number; address: string; pickup_date: string }) {
  return unwrap(await api.POST('/api/custom/v1/user/orders/{id}/transports', { params: { path: { id: orderId } }, body }));
}

/** PUT /api/custom/v1/transports/{id}/status: the customer cancels a waiting request. */
export async function cancelTransport(id: number) {
  return unwrap(await api.PUT('/api/custom/v1/transports/{id}/status', { params: { path: { id } }, body: { status: 'cancelled' } }));
}

function useOrderMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}

export const useRequestTransport = () => useOrderMutation(requestTransport);
export const useCancelTransport = () => useOrderMutation(cancelTransport);
