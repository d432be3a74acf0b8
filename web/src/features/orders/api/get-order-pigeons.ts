import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/{userId}/seasons/{seasonId}: the customer's season, which the loft's staff may read, for its pigeons. */
export async function getCustomerSeason(userId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/{userId}/seasons/{seasonId}', { params: { path: { userId, seasonId } } }));
}

/** The pigeons of the order's team in the season, with their statuses. */
export function useOrderPigeons(order: { user_id: number; season_id: number; team_id: number }) {
  return useQuery({
    queryKey: ['staff-orders', 'customer-season', order.user_id, order.season_id],
    queryFn: () => getCustomerSeason(order.user_id, order.season_id),
    enabled: order.user_id > 0,
    select: (season) => (season.pigeons ?? []).filter((p) => p.team_id === order.team_id),
    meta: { toast: true },
  });
}
