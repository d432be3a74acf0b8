import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/merchant/products/{seasonId}: the season's products. */
export async function getStaffProducts(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/products/{id}', { params: { path: { id: seasonId } } })) ?? [];
}

export const getStaffProductsQueryOptions = (seasonId: number) => queryOptions({ queryKey: ['staff-products', seasonId], queryFn: () => getStaffProducts(seasonId) });

export function useStaffProducts(seasonId: number) {
  return useQuery({ ...getStaffProductsQueryOptions(seasonId), meta: { toast: true } });
}
