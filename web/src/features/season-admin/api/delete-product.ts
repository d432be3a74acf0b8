import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** DELETE /api/res/v1/products/{id}. */
export async function deleteProduct(id: number) {
  unwrap(await api.DELETE('/api/res/v1/products/{id}', { params: { path: { id } } }));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['staff-products'] }), queryClient.invalidateQueries({ queryKey: ['admin-seasons'] })]),
  });
}
