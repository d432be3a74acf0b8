import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { productCategoryKeys } from '@/lib/api/product-categories/keys';

export type CategoryBody = { name: string; names?: Record<string, string> };

/** POST /api/res/v1/product-categories: a new category, last. */
export async function createProductCategory(body: CategoryBody) {
  return unwrap(await api.POST('/api/res/v1/product-categories', { body }));
}

/** PUT /api/res/v1/product-categories/{id}: its name, and translations that replace the old ones. */
export async function updateProductCategory({ id, body }: { id: number; body: CategoryBody }) {
  return unwrap(await api.PUT('/api/res/v1/product-categories/{id}', { params: { path: { id } }, body }));
}

/** PUT /api/res/v1/product-categories-order: every category's id once, first first. */
export async function orderProductCategories(ids: number[]) {
  return unwrap(await api.PUT('/api/res/v1/product-categories-order', { body: { ids } }));
}

/** DELETE /api/res/v1/product-categories/{id}: only while no product uses it. */
export async function deleteProductCategory(id: number) {
  return unwrap(await api.DELETE('/api/res/v1/product-categories/{id}', { params: { path: { id } } }));
}

/** Each change reads the categories again: the product forms and lists show them. */
function useCategoryChange<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: productCategoryKeys.all }) });
}

export const useCreateProductCategory = () => useCategoryChange(createProductCategory);
export const useUpdateProductCategory = () => useCategoryChange(updateProductCategory);
export const useOrderProductCategories = () => useCategoryChange(orderProductCategories);
export const useDeleteProductCategory = () => useCategoryChange(deleteProductCategory);
