import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';

/** GET /api/public/news/{id}: a published article with its sanitised HTML. */
export async function getNewsArticle(id: number) {
  return unwrap(await api.GET('/api/public/news/{id}', { params: { path: { id } } }));
}

export const getNewsArticleQueryOptions = (id: number) => queryOptions({ queryKey: loftKeys.newsArticle(id), queryFn: () => getNewsArticle(id) });

export function useNewsArticle(id: number) {
  return useSuspenseQuery(getNewsArticleQueryOptions(id)).data;
}
