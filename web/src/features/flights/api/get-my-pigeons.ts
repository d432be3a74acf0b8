import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/{userId}/pigeons/{seasonId}: the signed-in user's pigeons of a season (SPEC §7). */
export async function getMyPigeons(userId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/{userId}/pigeons/{seasonId}', { params: { path: { userId, seasonId } } })) ?? [];
}

export const getMyPigeonsQueryOptions = (userId: number, seasonId: number) =>
  queryOptions({ queryKey: ['flights', 'my-pigeons', userId, seasonId], queryFn: () => getMyPigeons(userId, seasonId) });

/** The user's pigeons; nothing (and no request) when nobody is signed in. */
export function useMyPigeons(userId: number | undefined, seasonId: number) {
  return useQuery({ ...getMyPigeonsQueryOptions(userId ?? 0, seasonId), enabled: userId != null });
}
