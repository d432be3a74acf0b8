import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import type { operations } from '@/lib/api/schema';
import type { Schema } from '@/lib/api/types';

export type UserRole = NonNullable<NonNullable<operations['list-users']['parameters']['query']>['role']>;
export const USER_ROLES: UserRole[] = ['admin', 'season_admin', 'merchant', 'agent', 'blocked'];

export type UsersParams = { page: number; perPage: PageSize; search: string; role: UserRole | '' };

/** GET /api/custom/v1/admin/users: one page of users (admins), by name or e-mail and role. */
export async function getUsers({ page, perPage, search, role }: UsersParams) {
  const query = { page, per_page: perPage, ...(search ? { search } : {}), ...(role ? { role } : {}) };
  return unwrap(await api.GET('/api/custom/v1/admin/users', { params: { query } }));
}

export type UserPage = Schema<'UserPage'>;
export type UserSummary = Schema<'UserSummary'>;

export const userAdminKeys = {
  all: ['user-admin'] as const,
  list: (params: UsersParams) => ['user-admin', 'list', params] as const,
  detail: (id: number) => ['user-admin', 'detail', id] as const,
};

export const getUsersQueryOptions = (params: UsersParams) =>
  queryOptions({ queryKey: userAdminKeys.list(params), queryFn: () => getUsers(params), placeholderData: keepPreviousData, staleTime: 0 });

export function useUsers(params: UsersParams) {
  return useQuery({ ...getUsersQueryOptions(params), meta: { toast: true } });
}
