import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { userAdminKeys } from './get-users';

/** POST /api/res/v1/users/{id}/verification: mails the user a new link that verifies their address. */
export async function sendVerification(id: number) {
  unwrap(await api.POST('/api/res/v1/users/{id}/verification', { params: { path: { id } } }));
}

/** Sends the mail; the user's history shows it. */
export function useSendVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendVerification, onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: userAdminKeys.detail(id) }) });
}
