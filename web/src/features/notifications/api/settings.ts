import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { noticeKeys } from '@/lib/api/notifications/keys';
import type { Schema } from '@/lib/api/types';

export type NoticeSettings = Schema<'NoticeSettings'>;
export type NoticeChannels = Schema<'NoticeChannels'>;

const key = noticeKeys.settings();

/** GET /api/custom/v1/user/notification-settings: channels per kind, the VAPID key and how many browsers get pushes. */
export function useNoticeSettings() {
  return useQuery({ queryKey: key, queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/notification-settings')) });
}

/** PUT /api/custom/v1/user/notification-settings. */
export function useSaveNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kinds: NoticeChannels[]) => unwrap(await api.PUT('/api/custom/v1/user/notification-settings', { body: { kinds } })),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

/** Refetch the settings (after this browser subscribed or unsubscribed). */
export function useRefreshNoticeSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}
