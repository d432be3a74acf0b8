import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/orders/{id}: one registration with its history (newest first). */
export async function getOrder(id: number) {
  return unwrap(await api.GET('/api/custom/v1/user/orders/{id}', { params: { path: { id } } }));
}

export const getOrderQueryOptions = (id: number) => queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

export function useOrder(id: number) {
  return useSuspenseQuery(getOrderQueryOptions(id)).data;
}
