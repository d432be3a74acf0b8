import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { userAdminKeys } from './get-users';

/** GET /api/custom/v1/admin/users/{id}: a user's profile, roles, permissions per loft and history (admins). */
export async function getUser(id: number) {
  return unwrap(await api.GET('/api/custom/v1/admin/users/{id}', { params: { path: { id } } }));
}

export type UserDetail = Schema<'UserDetail'>;
export type HistoryEntry = Schema<'AuditEntry'>;

export const getUserQueryOptions = (id: number) => queryOptions({ queryKey: userAdminKeys.detail(id), queryFn: () => getUser(id), staleTime: 0 });

export function useUser(id: number) {
  return useQuery({ ...getUserQueryOptions(id), meta: { toast: true } });
}
