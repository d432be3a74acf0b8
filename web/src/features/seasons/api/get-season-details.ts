import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/public/seasons/{id}/details: everything the season page shows, in one answer. */
export async function getSeasonDetails(id: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}/details', { params: { path: { id } } }));
}

export type SeasonDetails = Schema<'SeasonDetails'>;

export const getSeasonDetailsQueryOptions = (id: number) => queryOptions({ queryKey: seasonKeys.details(id), queryFn: () => getSeasonDetails(id) });

/** The season page's data; the route loader has fetched it already (a 404 shows the error page). */
export function useSeasonDetails(id: number) {
  return useSuspenseQuery(getSeasonDetailsQueryOptions(id)).data;
}
