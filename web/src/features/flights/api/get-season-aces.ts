import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

export type AceScheme = 'total_time' | 'average_speed' | 'coefficient' | 'rank_points' | 'most_prizes';
export const ACE_SCHEMES: AceScheme[] = ['total_time', 'average_speed', 'coefficient', 'rank_points', 'most_prizes'];

export type SeasonAcesParams = { seasonId: number; scheme: AceScheme; page: number; perPage: PageSize };

/** GET /api/public/seasons/{id}/aces: the season's ace pigeon ranking under one scheme. */
export async function getSeasonAces({ seasonId, scheme, page, perPage }: SeasonAcesParams) {
  return unwrap(await api.GET('/api/public/seasons/{id}/aces', { params: { path: { id: seasonId }, query: { scheme, page, per_page: perPage } } }));
}

export type AcePigeon = Schema<'AcePigeon'>;

export const getSeasonAcesQueryOptions = (params: SeasonAcesParams) =>
  queryOptions({ queryKey: flightKeys.aces(params), queryFn: () => getSeasonAces(params), placeholderData: keepPreviousData });

export function useSeasonAces(params: SeasonAcesParams) {
  return useQuery({ ...getSeasonAcesQueryOptions(params), enabled: params.seasonId > 0, meta: { toast: true } });
}
