import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { noticeKeys } from '@/lib/api/notifications/keys';

/** POST /api/custom/v1/user/notifications/read: the given notices, or all of them. */
export async function markNoticesRead(ids: number[] = []): Promise<void> {
  unwrap(await api.POST('/api/custom/v1/user/notifications/read', { body: ids.length ? { ids } : {} }));
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNoticesRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
}
