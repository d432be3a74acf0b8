import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';

/** GET /api/public/lofts/{id}/teams/{teamId}: a team with its pigeons. */
export async function getTeam(loftId: number, teamId: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}/teams/{teamId}', { params: { path: { id: loftId, teamId } } }));
}

export const getTeamQueryOptions = (loftId: number, teamId: number) => queryOptions({ queryKey: loftKeys.team(loftId, teamId), queryFn: () => getTeam(loftId, teamId) });

export function useTeam(loftId: number, teamId: number) {
  return useSuspenseQuery(getTeamQueryOptions(loftId, teamId)).data;
}
