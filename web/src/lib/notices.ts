import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** The query key of the unread count, so that marking notices read can refresh the bell. */
export const unreadNoticesKey = ['notices', 'unread'] as const;

/** GET /api/custom/v1/user/notifications/unread every half minute (and on focus) while signed in: the bell's number. */
export function useUnreadNotices(enabled: boolean) {
  return useQuery({
    queryKey: unreadNoticesKey,
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/notifications/unread')).unread,
    enabled,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}
