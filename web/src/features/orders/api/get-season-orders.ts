import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PageSize } from '@/config/constants';
import type { OrderStatus } from '../lib/staff-actions';

export type SeasonOrdersQuery = { seasonId: number; status: OrderStatus | ''; page: number; perPage: PageSize };

/** GET /api/custom/v1/merchant/seasons/{id}/orders: a season's orders for its staff, paged (25/50/100), by status. */
export async function getSeasonOrders({ seasonId, status, page, perPage }: SeasonOrdersQuery) {
  return unwrap(
    await api.GET('/api/custom/v1/merchant/seasons/{id}/orders', {
      params: { path: { id: seasonId }, query: { status: status || undefined, page, per_page: perPage } },
    }),
  );
}

export const getSeasonOrdersQueryOptions = (q: SeasonOrdersQuery) =>
  queryOptions({ queryKey: ['staff-orders', q.seasonId, 'list', q.status, q.page, q.perPage], queryFn: () => getSeasonOrders(q) });

export function useSeasonOrders(q: SeasonOrdersQuery) {
  return useQuery({ ...getSeasonOrdersQueryOptions(q), placeholderData: keepPreviousData, meta: { toast: true } });
}
