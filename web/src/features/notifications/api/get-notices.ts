import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Schema } from '@/lib/api/types';
import { noticeKeys } from '@/lib/api/notifications/keys';

export type Notice = Schema<'Notice'>;
export type NoticeList = Schema<'NoticeList'>;

/** GET /api/custom/v1/user/notifications: a page of the notification centre, texts in the app's language. */
export async function getNotices(page: number): Promise<NoticeList> {
  return unwrap(await api.GET('/api/custom/v1/user/notifications', { params: { query: { page, per_page: 25 } } }));
}

/** A page of notices; the language is in the key, as the server writes their texts in it. */
export function useNotices(page: number) {
  const { code } = useLanguage();
  return useQuery({ queryKey: noticeKeys.list(code, page), queryFn: () => getNotices(page), placeholderData: keepPreviousData, refetchInterval: 30_000 });
}
