import { useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { getLoftTeamsQueryOptions, type LoftTeam, type LoftTeamPage } from '@/lib/api/lofts/get-loft-teams';

export type StaffTeamsParams = { loftId: number; page: number; perPage: PageSize; search: string };
export type StaffTeamPage = LoftTeamPage;
export type StaffTeam = LoftTeam;

/** Every team of the loft by name, with its fancier and pigeons (all seasons), always fetched afresh for the staff. */
export const getStaffTeamsQueryOptions = (params: StaffTeamsParams) => ({ ...getLoftTeamsQueryOptions(params), staleTime: 0 });

export function useStaffTeams(params: StaffTeamsParams) {
  return useQuery({ ...getStaffTeamsQueryOptions(params), meta: { toast: true } });
}
