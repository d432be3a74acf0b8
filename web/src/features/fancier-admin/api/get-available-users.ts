import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { fancierAdminKeys } from './keys';

/** GET /api/custom/v1/staff/available-users/{loftId}/{seasonId}: the loft's fanciers to pick from (SPEC §7). */
export async function getAvailableUsers(loftId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/staff/available-users/{loftId}/{seasonId}', { params: { path: { loftId, seasonId } } })) ?? [];
}

export type AvailableUser = Schema<'AvailableUser'>;

export const getAvailableUsersQueryOptions = (loftId: number, seasonId: number) =>
  queryOptions({ queryKey: fancierAdminKeys.users(loftId, seasonId), queryFn: () => getAvailableUsers(loftId, seasonId) });

export function useAvailableUsers(loftId: number, seasonId: number) {
  return useQuery({ ...getAvailableUsersQueryOptions(loftId, seasonId), meta: { toast: true } });
}
