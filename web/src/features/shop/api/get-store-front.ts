import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeKeys } from '@/lib/api/cart/keys';
import type { Schema } from '@/lib/api/types';

export type StoreFront = Schema<'StoreFront'>;
export type StoreProduct = Schema<'StoreProduct'>;

/** GET /api/store/products?loft_id=: what a seller shows (null: the service), names in the viewer's language. */
export async function getStoreFront(loftId: number | null) {
  return unwrap(await api.GET('/api/store/products', { params: { query: loftId == null ? {} : { loft_id: loftId } } }));
}

export const getStoreFrontQueryOptions = (loftId: number | null) => queryOptions({ queryKey: storeKeys.front(loftId), queryFn: () => getStoreFront(loftId) });

export function useStoreFront(loftId: number | null) {
  return useQuery({ ...getStoreFrontQueryOptions(loftId), meta: { toast: true } });
}
