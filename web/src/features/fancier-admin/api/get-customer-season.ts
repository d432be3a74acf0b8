import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { fancierAdminKeys } from './keys';

/** GET /api/custom/v1/user/{userId}/seasons/{seasonId}: a customer's orders, pigeons and teams in a season (SPEC §7). */
export async function getCustomerSeason(userId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/{userId}/seasons/{seasonId}', { params: { path: { userId, seasonId } } }));
}

export type CustomerSeason = Awaited<ReturnType<typeof getCustomerSeason>>;

export const getCustomerSeasonQueryOptions = (userId: number, seasonId: number) =>
  queryOptions({ queryKey: fancierAdminKeys.customerSeason(userId, seasonId), queryFn: () => getCustomerSeason(userId, seasonId) });

export function useCustomerSeason(userId: number, seasonId: number) {
  return useQuery({ ...getCustomerSeasonQueryOptions(userId, seasonId), meta: { toast: true } });
}
