import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';

export type StaffTeamsParams = { loftId: number; page: number; perPage: PageSize; search: string };

/** GET /api/public/lofts/{id}/teams: every team of the loft by name, with its fancier and pigeons (all seasons). */
export async function getStaffTeams({ loftId, page, perPage, search }: StaffTeamsParams) {
  const query = { page, per_page: perPage, ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/public/lofts/{id}/teams', { params: { path: { id: loftId }, query } }));
}

export type StaffTeamPage = Awaited<ReturnType<typeof getStaffTeams>>;
export type StaffTeam = NonNullable<StaffTeamPage['data']>[number];

export const fancierAdminKeys = {
  all: ['fancier-admin'] as const,
  teams: (params: StaffTeamsParams) => ['fancier-admin', 'teams', params] as const,
  history: (teamId: number) => ['fancier-admin', 'team-history', teamId] as const,
  users: (loftId: number, seasonId: number) => ['fancier-admin', 'available-users', loftId, seasonId] as const,
  customers: (params: object) => ['fancier-admin', 'customers', params] as const,
  customerSeason: (userId: number, seasonId: number) => ['fancier-admin', 'customer-season', userId, seasonId] as const,
};

export const getStaffTeamsQueryOptions = (params: StaffTeamsParams) =>
  queryOptions({ queryKey: fancierAdminKeys.teams(params), queryFn: () => getStaffTeams(params), placeholderData: keepPreviousData, staleTime: 0 });

export function useStaffTeams(params: StaffTeamsParams) {
  return useQuery({ ...getStaffTeamsQueryOptions(params), meta: { toast: true } });
}
