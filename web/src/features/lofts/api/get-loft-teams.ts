import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';

export type LoftTeamsParams = { loftId: number; seasonId?: number; page: number; perPage: PageSize; search: string };

/** GET /api/public/lofts/{id}/teams: the fanciers (teams) of a loft's season, paged. */
export async function getLoftTeams({ loftId, seasonId, page, perPage, search }: LoftTeamsParams) {
  const query = { page, per_page: perPage, ...(seasonId ? { season_id: seasonId } : {}), ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/public/lofts/{id}/teams', { params: { path: { id: loftId }, query } }));
}

export const getLoftTeamsQueryOptions = (params: LoftTeamsParams) =>
  queryOptions({ queryKey: ['lofts', params.loftId, 'teams', params], queryFn: () => getLoftTeams(params), placeholderData: keepPreviousData });

export function useLoftTeams(params: LoftTeamsParams) {
  return useQuery({ ...getLoftTeamsQueryOptions(params), meta: { toast: true } });
}
