import { ActionIcon, Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadButton } from '@/components/ui/upload-button';
import { loftKeys } from '@/lib/api/lofts/keys';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteNewsFile } from '../api/delete-news-file';
import type { StaffNews } from '../api/news';

/** The medium (800 px) variant of an uploaded image. */
const medium = (url: string) => url.replace('-full.', '-medium.');

/** An article's cover image and attachments: uploaded with a progress bar, each removable. */
export function NewsFiles({ article }: { article: StaffNews }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const reload = () => Promise.all([qc.invalidateQueries({ queryKey: ['news-admin'] }), qc.invalidateQueries({ queryKey: loftKeys.all })]);
  const remove = async (fileId: number) => {
    try {
      await deleteNewsFile(article.id, fileId);
      notifySuccess(t('newsAdmin.fileRemoved'));
      await reload();
    } catch (err) {
      notifyError(err);
    }
  };
  const base = `/api/res/v1/news/${article.id}/files`;
  return (
    <Stack gap="xs" data-testid="news-files">
      <Text size="sm" fw={600}>
        {t('newsAdmin.cover')}
      </Text>
      {article.cover_url && <Image src={medium(article.cover_url)} alt={t('newsAdmin.cover')} maw={320} radius="sm" data-testid="news-cover" />}
      <UploadButton
        url={`${base}?category=cover`}
        accept="image/jpeg,image/png"
        label={article.cover_url ? t('newsAdmin.replaceCover') : t('newsAdmin.addCover')}
        onDone={() => {
          notifySuccess(t('newsAdmin.fileAdded'));
          void reload();
        }}
        testId="news-cover-upload"
      />
      <Text size="sm" fw={600}>
        {t('news.attachments')}
      </Text>
      {(article.attachments ?? []).map((a) => (
        <Group key={a.id} gap="xs" data-testid="news-attachment">
          <Anchor href={a.url} target="_blank" rel="noopener noreferrer" size="sm">
            {a.name || a.url}
          </Anchor>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('newsAdmin.removeFile', { name: a.name })} onClick={() => void remove(a.id)}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <UploadButton
        url={`${base}?category=attachment`}
        accept="image/jpeg,image/png,application/pdf"
        label={t('newsAdmin.addAttachment')}
        onDone={() => {
          notifySuccess(t('newsAdmin.fileAdded'));
          void reload();
        }}
        testId="news-attachment-upload"
      />
    </Stack>
  );
}
