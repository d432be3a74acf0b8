import { Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mediumPhoto } from '../api/photo';
import { useSharedPedigree } from '../api/shared';
import { PedigreeChart } from './pedigree-chart';

/** On a race pigeon's public page: the pedigree its owner shares, as a chart; nothing when none is shared. */
export function SharedPedigree({ pigeonId }: { pigeonId: number }) {
  const { t } = useTranslation();
  const shared = useSharedPedigree(pigeonId).data;
  if (!shared) return null;
  return (
    <Stack gap="xs" mt="lg" data-testid="shared-pedigree">
      <Title order={2} fz="h4">
        {t('pedigree.shared.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('pedigree.shared.hint')}
      </Text>
      {shared.pigeon.photo_url && (
        <Image
          src={mediumPhoto(shared.pigeon.photo_url)}
          alt={t('pedigree.photo.alt', { ring: shared.pigeon.ring })}
          h={200}
          w="auto"
          fit="contain"
          radius="sm"
          data-testid="shared-pedigree-photo"
        />
      )}
      <PedigreeChart chart={shared.chart ?? []} generations={shared.generations} linked={false} />
    </Stack>
  );
}
