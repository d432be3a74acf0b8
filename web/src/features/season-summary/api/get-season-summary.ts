import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/public/seasons/{id}/summary: the season's funnel, races, prize money and rules, in one answer. */
export async function getSeasonSummary(id: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}/summary', { params: { path: { id } } }));
}

export type SeasonSummary = Schema<'SeasonSummary'>;

export const getSeasonSummaryQueryOptions = (id: number) => queryOptions({ queryKey: seasonKeys.summary(id), queryFn: () => getSeasonSummary(id) });

/** The summary page's data; the route loader has fetched it already (a 404 shows the error page). */
export function useSeasonSummary(id: number) {
  return useSuspenseQuery(getSeasonSummaryQueryOptions(id)).data;
}
