import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftNews } from '../api/get-loft-news';

/** The loft's news with publication date and time and attachments. */
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
          <Title order={3} fz="lg" my={4}>
            {item.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{item.body}</Text>
          {(item.attachments ?? []).length > 0 && (
            <Group gap="xs" mt="sm">
              <Text size="sm" fw={600}>
                {t('news.attachments')}:
              </Text>
              {(item.attachments ?? []).map((a) => (
                <Anchor key={a.id} href={a.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {a.name}
                </Anchor>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
