import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { loftKeys } from './keys';

/** Without `seasonId`, every team of the loft (all seasons). */
export type LoftTeamsParams = { loftId: number; seasonId?: number; page: number; perPage: PageSize; search: string };

/** GET /api/public/lofts/{id}/teams: the fanciers (teams) of a loft, of one season or all, with their pigeons, paged. */
export async function getLoftTeams({ loftId, seasonId, page, perPage, search }: LoftTeamsParams) {
  const query = { page, per_page: perPage, ...(seasonId ? { season_id: seasonId } : {}), ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/public/lofts/{id}/teams', { params: { path: { id: loftId }, query } }));
}

export type LoftTeamPage = Schema<'TeamPage'>;
export type LoftTeam = Schema<'Team'>;

export const getLoftTeamsQueryOptions = (params: LoftTeamsParams) =>
  queryOptions({ queryKey: loftKeys.teams(params.loftId, params), queryFn: () => getLoftTeams(params), placeholderData: keepPreviousData });

export function useLoftTeams(params: LoftTeamsParams) {
  return useQuery({ ...getLoftTeamsQueryOptions(params), meta: { toast: true } });
}
