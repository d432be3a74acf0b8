import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { setTransportStatus } from '@/lib/api/transports/set-transport-status';
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

/** The customer cancels a waiting request. */
export const cancelTransport = (id: number) => setTransportStatus({ id, status: 'cancelled' });

function useOrderMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}

export const useRequestTransport = () => useOrderMutation(requestTransport);
export const useCancelTransport = () => useOrderMutation(cancelTransport);
