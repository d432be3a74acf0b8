import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import type { SeasonState } from '../lib/season-form';

export type AdminSeasonsQuery = {
  loftId: number | null;
  state: SeasonState | '';
  registration: 'open' | 'closed' | '';
  search: string;
  page: number;
  perPage: PageSize;
};

/**
 * GET /api/custom/v1/admin/seasons: one page of the seasons the user manages (every loft's for admins and season admins,
 * their lofts' for merchants), newest first, with loft name, places taken and orders count.
 */
export async function getAdminSeasons(q: AdminSeasonsQuery) {
  const query = {
    page: q.page,
    per_page: q.perPage,
    ...(q.loftId ? { loft_id: q.loftId } : {}),
    ...(q.state ? { state: q.state } : {}),
    ...(q.registration ? { registration: q.registration } : {}),
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
  };
  return unwrap(await api.GET('/api/custom/v1/admin/seasons', { params: { query } }));
}

export const getAdminSeasonsQueryOptions = (q: AdminSeasonsQuery) =>
  queryOptions({ queryKey: ['admin-seasons', 'list', q], queryFn: () => getAdminSeasons(q), placeholderData: keepPreviousData });

export function useAdminSeasons(q: AdminSeasonsQuery) {
  return useQuery({ ...getAdminSeasonsQueryOptions(q), meta: { toast: true } });
}
