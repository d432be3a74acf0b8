import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { cartKeys, storeKeys } from '@/lib/api/cart/keys';

/** PUT /api/store/products/{id}/archived: withdraw a product from the store (kept for its orders) or bring it back. */
export async function archiveStoreProduct({ id, archived }: { id: number; archived: boolean }) {
  return unwrap(await api.PUT('/api/store/products/{id}/archived', { params: { path: { id } }, body: { archived } }));
}

export function useArchiveStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveStoreProduct,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: storeKeys.all }), queryClient.invalidateQueries({ queryKey: cartKeys.all })]),
  });
}

/** Where a product's image is uploaded (multipart `file`, through UploadButton). */
export const productImageUrl = (id: number) => `/api/store/products/${id}/image`;
