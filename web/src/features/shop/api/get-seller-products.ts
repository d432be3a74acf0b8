import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeKeys } from '@/lib/api/cart/keys';
import type { Schema } from '@/lib/api/types';

export type StoreProductInput = Schema<'StoreProductInput'>;

/** GET /api/lofts/{id}/store/products, or for the service (null) /api/admin/store/products: every product, archived too. */
export async function getSellerProducts(loftId: number | null) {
  if (loftId == null) return unwrap(await api.GET('/api/admin/store/products'));
  return unwrap(await api.GET('/api/lofts/{id}/store/products', { params: { path: { id: loftId } } }));
}

export const getSellerProductsQueryOptions = (loftId: number | null) => queryOptions({ queryKey: storeKeys.seller(loftId), queryFn: () => getSellerProducts(loftId) });

export function useSellerProducts(loftId: number | null) {
  return useQuery({ ...getSellerProductsQueryOptions(loftId), meta: { toast: true } });
}
