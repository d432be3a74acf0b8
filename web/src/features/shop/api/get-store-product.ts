import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeKeys } from '@/lib/api/cart/keys';
import type { Schema } from '@/lib/api/types';

export type StoreProductPage = Schema<'StoreProductPage'>;

/** GET /api/store/products/{id}: one product with its seller (and the seller's time zone). */
export async function getStoreProduct(id: number) {
  return unwrap(await api.GET('/api/store/products/{id}', { params: { path: { id } } }));
}

export const getStoreProductQueryOptions = (id: number) => queryOptions({ queryKey: storeKeys.product(id), queryFn: () => getStoreProduct(id) });

export function useStoreProduct(id: number) {
  return useQuery(getStoreProductQueryOptions(id));
}
