import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { UserDetail } from './get-user';
import { userAdminKeys } from './get-users';

export type RolesBody = { is_admin?: boolean; season_admin?: boolean; is_translator?: boolean; is_supporter?: boolean; is_developer?: boolean };
export type RolesChange = { id: number; body: RolesBody };

/** PUT /api/res/v1/users/{id}/roles: grants or revokes admin and the extended season permission. */
export async function setUserRoles({ id, body }: RolesChange) {
  return unwrap(await api.PUT('/api/res/v1/users/{id}/roles', { params: { path: { id } }, body }));
}

/** The answer is the user as now: it replaces the detail, and the lists are read again. */
export function onUserChanged(queryClient: ReturnType<typeof useQueryClient>) {
  return (user: UserDetail) => {
    queryClient.setQueryData(userAdminKeys.detail(user.id), user);
    return queryClient.invalidateQueries({ queryKey: [...userAdminKeys.all, 'list'] });
  };
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRoles, onSuccess: onUserChanged(queryClient) });
}
