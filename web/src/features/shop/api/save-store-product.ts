import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeKeys } from '@/lib/api/cart/keys';
import type { StoreProductInput } from './get-seller-products';

/**
 * POST /api/lofts/{id}/store/products or /api/admin/store/products (a new product, id null), else
 * PUT /api/store/products/{id}.
 */
export async function saveStoreProduct({ loftId, id, body }: { loftId: number | null; id: number | null; body: StoreProductInput }) {
  if (id != null) return unwrap(await api.PUT('/api/store/products/{id}', { params: { path: { id } }, body }));
  if (loftId == null) return unwrap(await api.POST('/api/admin/store/products', { body }));
  return unwrap(await api.POST('/api/lofts/{id}/store/products', { params: { path: { id: loftId } }, body }));
}

export function useSaveStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStoreProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }) });
}
