import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';

/** GET /api/custom/v1/merchant/seasons/{id}/order-stats: orders, amount and pigeons, closed orders left out (SPEC §4). */
export async function getOrderStats(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/seasons/{id}/order-stats', { params: { path: { id: seasonId } } }));
}

export const getOrderStatsQueryOptions = (seasonId: number) => queryOptions({ queryKey: [...orderKeys.staff(seasonId), 'stats'], queryFn: () => getOrderStats(seasonId) });

export function useOrderStats(seasonId: number) {
  return useQuery({ ...getOrderStatsQueryOptions(seasonId), meta: { toast: true } });
}
