import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useLoft } from '@/lib/api/lofts/get-loft';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useNewsArticle } from '../api/get-news-article';
import { NewsBody } from './news-body';

/** `/lofts/{id}/news/{newsId}`: one published article on a page of its own, which the server gives sharing tags. */
export function NewsArticle({ loftId, newsId }: { loftId: number; newsId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const loft = useLoft(loftId);
  const item = useNewsArticle(newsId);
  useBreadcrumbOverride(paths.loft.getHref(loftId), loft.name);
  useBreadcrumbOverride(paths.newsArticle.getHref(loftId, newsId), item.title);
  return (
    <Stack maw={760} gap="sm" data-testid="news-article">
      <PageTitle>{item.title}</PageTitle>
      <Text size="sm" c="dimmed">
        {loft.name} · {formatDateTime(item.published_at, intlLocale)}
      </Text>
      <NewsBody item={item} />
      <Anchor component={Link} to={`${paths.loft.getHref(loftId)}?tab=news`} size="sm">
        {t('news.allNews')}
      </Anchor>
    </Stack>
  );
}
