import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { onUserChanged } from './set-user-roles';

/** POST /api/res/v1/users/{id}/block: the user is signed out at once and cannot sign in until unblocked. */
export async function blockUser(id: number) {
  return unwrap(await api.POST('/api/res/v1/users/{id}/block', { params: { path: { id } } }));
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: onUserChanged(queryClient) });
}
