import { Anchor, Group, Image, Text, TypographyStylesProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { News } from '@/lib/api/types';

/** An article's cover image, body (HTML the server rendered from Markdown and sanitised) and attachments. */
export function NewsBody({ item }: { item: News }) {
  const { t } = useTranslation();
  return (
    <>
      {item.cover_url && <Image src={item.cover_url.replace('-full.', '-medium.')} alt="" radius="sm" my="xs" maw={640} data-testid="news-cover-image" />}
      <TypographyStylesProvider data-testid="news-body">
        <div dir="auto" dangerouslySetInnerHTML={{ __html: item.body_html }} />
      </TypographyStylesProvider>
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
    </>
  );
}
