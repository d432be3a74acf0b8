import { useQuery } from '@tanstack/react-query';
import { getUserSeasonQueryOptions } from '@/lib/api/orders/get-user-season';

/** The pigeons of the order's team in the season, with their statuses, from the customer's season (which the loft's staff may read). */
export function useOrderPigeons(order: { user_id: number; season_id: number; team_id: number }) {
  return useQuery({
    ...getUserSeasonQueryOptions(order.user_id, order.season_id),
    enabled: order.user_id > 0,
    select: (season) => (season.pigeons ?? []).filter((p) => p.team_id === order.team_id),
    meta: { toast: true },
  });
}
