import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}/news: published news, newest first. */
export async function getLoftNews(loftId: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}/news', { params: { path: { id: loftId } } })) ?? [];
}

export const getLoftNewsQueryOptions = (loftId: number) =>
  queryOptions({ queryKey: ['lofts', loftId, 'news'], queryFn: () => getLoftNews(loftId) });

export function useLoftNews(loftId: number) {
  return useQuery({ ...getLoftNewsQueryOptions(loftId), meta: { toast: true } });
}
