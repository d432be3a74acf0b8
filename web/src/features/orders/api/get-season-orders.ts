import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PageSize } from '@/config/constants';
import { orderKeys } from '@/lib/api/orders/keys';
import type { OrderStatus } from '../lib/staff-actions';

export type PaymentMethod = 'card' | 'bank_transfer' | 'cash' | 'manual';

/** The desk's filters: latest status, payment method, overdue, and a search in reference, customer, team and rings. */
export type OrderFilters = { status: OrderStatus | ''; method: PaymentMethod | ''; search: string; overdue: boolean };

export type SeasonOrdersQuery = OrderFilters & { seasonId: number; page: number; perPage: PageSize };

/** The filters as query parameters, left out when unset. */
export function filterParams({ status, method, search, overdue }: OrderFilters) {
  return { status: status || undefined, method: method || undefined, q: search.trim() || undefined, overdue: overdue || undefined };
}

/** GET /api/custom/v1/merchant/seasons/{id}/orders: a season's orders for its staff, paged (25/50/100) and filtered. */
export async function getSeasonOrders({ seasonId, page, perPage, ...filters }: SeasonOrdersQuery) {
  return unwrap(
    await api.GET('/api/custom/v1/merchant/seasons/{id}/orders', {
      params: { path: { id: seasonId }, query: { ...filterParams(filters), page, per_page: perPage } },
    }),
  );
}

export const getSeasonOrdersQueryOptions = (q: SeasonOrdersQuery) =>
  queryOptions({
    queryKey: [...orderKeys.staff(q.seasonId), 'list', q.status, q.method, q.search.trim(), q.overdue, q.page, q.perPage],
    queryFn: () => getSeasonOrders(q),
  });

export function useSeasonOrders(q: SeasonOrdersQuery) {
  return useQuery({ ...getSeasonOrdersQueryOptions(q), placeholderData: keepPreviousData, meta: { toast: true } });
}
