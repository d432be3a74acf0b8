import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type ArchivedFilter = 'exclude' | 'include' | 'only';
export type AdminLoftsParams = { page: number; perPage: PageSize; search: string; archived: ArchivedFilter };

/** Query keys of the loft administration; every change invalidates `all`. */
export const loftAdminKeys = {
  all: ['loft-admin'] as const,
  list: (params: AdminLoftsParams) => ['loft-admin', 'list', params] as const,
  loft: (id: number) => ['loft-admin', 'loft', id] as const,
  notes: (id: number) => ['loft-admin', 'notes', id] as const,
  staff: (id: number) => ['loft-admin', 'staff', id] as const,
};

/** GET /api/custom/v1/admin/lofts: one page of lofts with city, package, seasons and active merchants. */
export async function getAdminLofts({ page, perPage, search, archived }: AdminLoftsParams) {
  const query = { page, per_page: perPage, archived, ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/custom/v1/admin/lofts', { params: { query } }));
}

export type AdminLoftPage = Schema<'AdminLoftPage'>;
export type AdminLoftRow = Schema<'AdminLoftRow'>;

export const getAdminLoftsQueryOptions = (params: AdminLoftsParams) =>
  queryOptions({ queryKey: loftAdminKeys.list(params), queryFn: () => getAdminLofts(params), placeholderData: keepPreviousData });

export function useAdminLofts(params: AdminLoftsParams) {
  return useQuery({ ...getAdminLoftsQueryOptions(params), meta: { toast: true } });
}
