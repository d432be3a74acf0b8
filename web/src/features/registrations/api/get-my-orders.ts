import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';

/** GET /api/custom/v1/user/orders: my registrations, newest first. */
export async function getMyOrders() {
  return unwrap(await api.GET('/api/custom/v1/user/orders')) ?? [];
}

export const getMyOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.mine(), queryFn: getMyOrders });

export function useMyOrders() {
  return useSuspenseQuery(getMyOrdersQueryOptions()).data;
}
