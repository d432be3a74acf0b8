import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { fancierAdminKeys } from './keys';

/** GET /api/res/v1/teams/{id}/history: who made, renamed and gave away the team, and when; newest first. */
export async function getTeamHistory(id: number) {
  return unwrap(await api.GET('/api/res/v1/teams/{id}/history', { params: { path: { id } } })).data ?? [];
}

export type TeamHistoryEntry = Schema<'AuditEntry'>;

export const getTeamHistoryQueryOptions = (id: number) => queryOptions({ queryKey: fancierAdminKeys.history(id), queryFn: () => getTeamHistory(id), staleTime: 0 });

export function useTeamHistory(id: number) {
  return useQuery(getTeamHistoryQueryOptions(id));
}
