import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/{userId}/seasons/{seasonId}: the season with my orders, pigeons, teams and due dates. */
export async function getUserSeason(userId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/{userId}/seasons/{seasonId}', { params: { path: { userId, seasonId } } }));
}

export const getUserSeasonQueryOptions = (userId: number, seasonId: number) =>
  queryOptions({ queryKey: ['orders', 'user-season', userId, seasonId], queryFn: () => getUserSeason(userId, seasonId) });

export function useUserSeason(userId: number | undefined, seasonId: number | undefined) {
  return useQuery({
    ...getUserSeasonQueryOptions(userId ?? 0, seasonId ?? 0),
    enabled: userId != null && seasonId != null,
    meta: { toast: true },
  });
}
