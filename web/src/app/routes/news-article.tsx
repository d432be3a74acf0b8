import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { NewsArticle } from '@/features/lofts/components/news-article';
import { idParam } from './params';

/** `/lofts/{id}/news/{newsId}` (issue 15): a loft's published article. */
export function Component() {
  const params = useParams();
  const id = idParam(params.id);
  const newsId = idParam(params.newsid);
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <NewsArticle key={newsId} loftId={id} newsId={newsId} />
    </Suspense>
  );
}
