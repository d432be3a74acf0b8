import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import type { operations } from '@/lib/api/schema';
import type { Schema } from '@/lib/api/types';

export type AdminList = operations['list-admin-rows']['parameters']['path']['list'];
export const ADMIN_LISTS: AdminList[] = ['orders', 'flights', 'teams', 'customers', 'contracts', 'activations', 'lost_pigeons', 'comeback_pigeons', 'due_dates'];

/** The status codes each list filters by (the server's lists); none: the list has no status. */
export const LIST_STATUSES: Partial<Record<AdminList, string[]>> = {
  orders: ['pending', 'confirmed', 'rejected', 'cancelled', 'cancelled_unpaid', 'paid_online', 'paid_manually', 'payment_revoked'],
  activations: ['pending', 'confirmed', 'rejected', 'cancelled', 'cancelled_unpaid', 'paid_online', 'paid_manually', 'payment_revoked'],
  flights: ['coming_soon', 'basketing', 'released', 'closed', 'finished'],
  due_dates: ['registration', 'payment', 'pigeon_shipping', 'final_flight_activation', 'pigeon_sale', 'reserve_activation'],
  comeback_pigeons: ['active', 'reserve', 'activated_reserve', 'died', 'injured', 'for_sale', 'unassigned', 'assigned'],
};

export type AdminRowsParams = {
  list: AdminList;
  page: number;
  perPage: PageSize;
  search: string;
  loftId: number;
  status: string;
  from: string;
  to: string;
};

/** GET /api/custom/v1/admin/tools/{list}: one page of a list over every loft (admins). */
export async function getAdminRows({ list, page, perPage, search, loftId, status, from, to }: AdminRowsParams) {
  const query = {
    page,
    per_page: perPage,
    ...(search ? { search } : {}),
    ...(loftId ? { loft_id: loftId } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  return unwrap(await api.GET('/api/custom/v1/admin/tools/{list}', { params: { path: { list }, query } }));
}

export type AdminRow = Schema<'AdminRow'>;

export const adminToolKeys = {
  all: ['admin-tools'] as const,
  list: (params: AdminRowsParams) => ['admin-tools', 'list', params] as const,
};

export const getAdminRowsQueryOptions = (params: AdminRowsParams) =>
  queryOptions({ queryKey: adminToolKeys.list(params), queryFn: () => getAdminRows(params), placeholderData: keepPreviousData, staleTime: 0 });

export function useAdminRows(params: AdminRowsParams) {
  return useQuery({ ...getAdminRowsQueryOptions(params), meta: { toast: true } });
}
