import { Anchor, Card, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftNews } from '../api/get-loft-news';
import { NewsBody } from './news-body';

/** The loft's news with publication date and time, each linking to its own page (to share), and attachments. */
export function NewsTab({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending } = useLoftNews(loftId);
  if (isPending) return <Loader mx="auto" />;
  if (!data || data.length === 0) return <EmptyState>{t('news.empty')}</EmptyState>;
  return (
    <Stack>
      {data.map((item) => (
        <Card key={item.id} withBorder radius="md" data-testid="news-item">
          <Text size="xs" c="dimmed">
            {formatDateTime(item.published_at, intlLocale)}
          </Text>
          <Anchor component={Link} to={paths.newsArticle.getHref(loftId, item.id)} fw={700} fz="lg" my={4} dir="auto" data-testid="news-link">
            {item.title}
          </Anchor>
          <NewsBody item={item} />
        </Card>
      ))}
    </Stack>
  );
}
