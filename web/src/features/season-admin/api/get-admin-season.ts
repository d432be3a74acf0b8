import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

/** GET /api/custom/v1/admin/seasons/{id}: the season with loft, due dates, products, places taken, state history and audit log. */
export async function getAdminSeason(id: number) {
  return unwrap(await api.GET('/api/custom/v1/admin/seasons/{id}', { params: { path: { id } } }));
}

export const getAdminSeasonQueryOptions = (id: number) => queryOptions({ queryKey: ['admin-seasons', 'detail', id], queryFn: () => getAdminSeason(id) });

export type AdminSeason = Schema<'SeasonAdminDetail'>;

export function useAdminSeason(id: number) {
  return useSuspenseQuery(getAdminSeasonQueryOptions(id)).data;
}
