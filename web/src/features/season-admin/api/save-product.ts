import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';

export type ProductInput = Schema<'ProductInput'>;

/** POST /api/res/v1/seasons/{id}/products or PUT /api/res/v1/products/{id}; in-use products keep all but period and quantity. */
export async function saveProduct({ seasonId, id, body }: { seasonId: number; id: number | null; body: ProductInput }) {
  if (id == null) return unwrap(await api.POST('/api/res/v1/seasons/{id}/products', { params: { path: { id: seasonId } }, body }));
  return unwrap(await api.PUT('/api/res/v1/products/{id}', { params: { path: { id } }, body }));
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff-products'] }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin-seasons'] }),
      ]),
  });
}
