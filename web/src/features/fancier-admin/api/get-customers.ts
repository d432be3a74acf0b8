import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { fancierAdminKeys } from './keys';

export type CustomersParams = { loftId: number; seasonId: number | null; page: number; perPage: PageSize; search: string };

/** GET /api/custom/v1/staff/lofts/{id}/customers: customers with teams, orders, pigeons, amount due and paid. */
export async function getCustomers({ loftId, seasonId, page, perPage, search }: CustomersParams) {
  const query = { page, per_page: perPage, ...(seasonId ? { season_id: seasonId } : {}), ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/customers', { params: { path: { id: loftId }, query } }));
}

export type CustomerPage = Schema<'CustomerPage'>;
export type Customer = Schema<'CustomerRow'>;

export const getCustomersQueryOptions = (params: CustomersParams) =>
  queryOptions({ queryKey: fancierAdminKeys.customers(params), queryFn: () => getCustomers(params), placeholderData: keepPreviousData, staleTime: 0 });

export function useCustomers(params: CustomersParams) {
  return useQuery({ ...getCustomersQueryOptions(params), meta: { toast: true } });
}
