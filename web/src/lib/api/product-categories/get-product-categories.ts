import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { productCategoryKeys } from './keys';

export type ProductCategory = Schema<'CatalogCategory'>;

/** GET /api/public/product-categories: every product category by position, with its translations. */
export async function getProductCategories() {
  return unwrap(await api.GET('/api/public/product-categories'));
}

export const getProductCategoriesQueryOptions = () => queryOptions({ queryKey: productCategoryKeys.all, queryFn: getProductCategories, staleTime: 5 * 60_000 });

export function useProductCategories() {
  return useQuery({ ...getProductCategoriesQueryOptions(), meta: { toast: true } });
}

/** The category's name in lang, else its English name. */
export function categoryName(c: ProductCategory, lang: string): string {
  return c.names?.[lang] || c.name;
}
