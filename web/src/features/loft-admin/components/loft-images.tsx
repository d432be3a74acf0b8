import { Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { UploadButton } from '@/components/ui/upload-button';
import { loftKeys } from '@/lib/api/lofts/keys';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteLoftImage } from '../api/delete-loft-image';
import { loftAdminKeys } from '../api/get-admin-lofts';

type Kind = 'logo' | 'cover';

/**
 * A loft's logo (on loft cards and its page) and cover (across its page and in link previews): uploaded with a
 * progress bar, replaced or removed. For the loft's merchants and admins.
 */
export function LoftImages({ loftId, logoUrl, coverUrl }: { loftId: number; logoUrl?: string; coverUrl?: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // the loft's public answers (cards, page, the overview's tab) and its administration
  const reload = async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: loftKeys.all }), qc.invalidateQueries({ queryKey: loftAdminKeys.all })]);
    notifySuccess(t('loftImages.saved'));
  };
  const remove = async (kind: Kind) => {
    try {
      await deleteLoftImage(loftId, kind);
      await reload();
    } catch (err) {
      notifyError(err);
    }
  };
  const part = (kind: Kind, url: string | undefined) => (
    <Stack gap="xs" data-testid={`loft-${kind}-part`}>
      <Text fw={600}>{t(`loftImages.${kind}`)}</Text>
      <Text size="xs" c="dimmed">
        {t(`loftImages.${kind}Hint`)}
      </Text>
      {url ? (
        <Image src={url.replace('-full.', '-medium.')} alt={t(`loftImages.${kind}`)} radius="sm" maw={kind === 'logo' ? 160 : 480} data-testid={`loft-${kind}-image`} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('loftImages.none')}
        </Text>
      )}
      <Group gap="xs" align="flex-start">
        <UploadButton
          url={`/api/res/v1/lofts/${loftId}/images/${kind}`}
          accept="image/jpeg,image/png"
          label={url ? t('loftImages.replace') : t('loftImages.add')}
          onDone={() => void reload()}
          testId={`loft-${kind}-upload`}
        />
        {url && (
          <Button size="xs" variant="subtle" color="red" onClick={() => void remove(kind)} data-testid={`loft-${kind}-remove`}>
            {t('loftImages.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
  return (
    <Panel title={t('loftImages.title')} hint={t('loftImages.hint')} testId="loft-images">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {part('logo', logoUrl)}
        {part('cover', coverUrl)}
      </SimpleGrid>
    </Panel>
  );
}
