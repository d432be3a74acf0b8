import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { noticeKeys } from './keys';

/** GET /api/custom/v1/user/notifications/unread every half minute (and on focus) while signed in: the bell's number. */
export function useUnreadNotices(enabled: boolean) {
  return useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/notifications/unread')).unread,
    enabled,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}
