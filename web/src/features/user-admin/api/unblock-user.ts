import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { onUserChanged } from './set-user-roles';

/** POST /api/res/v1/users/{id}/unblock: the user may sign in again. */
export async function unblockUser(id: number) {
  return unwrap(await api.POST('/api/res/v1/users/{id}/unblock', { params: { path: { id } } }));
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unblockUser, onSuccess: onUserChanged(queryClient) });
}
