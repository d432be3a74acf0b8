import { useQuery } from '@tanstack/react-query';
import { getUserSeasonQueryOptions } from '@/lib/api/orders/get-user-season';

/** The signed-in user's season with their orders, pigeons, teams and due dates. */
export function useUserSeason(userId: number | undefined, seasonId: number | undefined) {
  return useQuery({
    ...getUserSeasonQueryOptions(userId ?? 0, seasonId ?? 0),
    enabled: userId != null && seasonId != null,
    meta: { toast: true },
  });
}
