import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { orderKeys } from './keys';

/** GET /api/custom/v1/user/orders/{id}: the order with its positions and history, newest first (its customer and the loft's staff may read it). */
export async function getOrder(id: number) {
  return unwrap(await api.GET('/api/custom/v1/user/orders/{id}', { params: { path: { id } } }));
}

export const getOrderQueryOptions = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

/** The order; suspends until it is there. */
export function useOrder(id: number) {
  return useSuspenseQuery(getOrderQueryOptions(id)).data;
}
