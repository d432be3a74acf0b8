import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';

export type LoftsParams = { page: number; perPage: PageSize; search: string };

/** GET /api/public/lofts: one page of lofts, optionally filtered by a search text. */
export async function getLofts({ page, perPage, search }: LoftsParams) {
  const query = { page, per_page: perPage, ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/public/lofts', { params: { query } }));
}

export const getLoftsQueryOptions = (params: LoftsParams) =>
  queryOptions({ queryKey: ['lofts', params], queryFn: () => getLofts(params), placeholderData: keepPreviousData });

export function useLofts(params: LoftsParams) {
  return useQuery({ ...getLoftsQueryOptions(params), meta: { toast: true } });
}
