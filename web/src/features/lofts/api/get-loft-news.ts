import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';

/** GET /api/public/lofts/{id}/news: published news, newest first (first 25). */
export async function getLoftNews(loftId: number) {
  const page = unwrap(await api.GET('/api/public/lofts/{id}/news', { params: { path: { id: loftId }, query: { page: 1, per_page: 25 } } }));
  return page.data ?? [];
}

export const getLoftNewsQueryOptions = (loftId: number) => queryOptions({ queryKey: loftKeys.news(loftId), queryFn: () => getLoftNews(loftId) });

export function useLoftNews(loftId: number) {
  return useQuery({ ...getLoftNewsQueryOptions(loftId), meta: { toast: true } });
}
