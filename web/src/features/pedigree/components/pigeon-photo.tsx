import { Alert, Card, Group, Image, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { UploadButton } from '@/components/ui/upload-button';
import { errorText } from '@/lib/api/error-text';
import { pedigreeKeys } from '../api/keys';
import { mediumPhoto, pedigreePhotoUrl, useDeletePedigreePhoto } from '../api/photo';
import type { PedigreePigeon } from '../api/pigeons';

/** A bird's photo on its card; while the account may edit, a photo is added, replaced or removed here. */
export function PigeonPhoto({ pigeon, canEdit }: { pigeon: PedigreePigeon; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeletePedigreePhoto();
  if (!pigeon.photo_url && !canEdit) return null;
  return (
    <Card withBorder data-testid="pedigree-photo">
      {pigeon.photo_url ? (
        <Image src={mediumPhoto(pigeon.photo_url)} alt={t('pedigree.photo.alt', { ring: pigeon.ring })} h={220} fit="contain" data-testid="pedigree-photo-image" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('pedigree.photo.none')}
        </Text>
      )}
      {canEdit && (
        <Group gap="xs" mt="xs" align="flex-start">
          <UploadButton
            url={pedigreePhotoUrl(pigeon.id)}
            accept="image/jpeg,image/png"
            label={t(pigeon.photo_url ? 'pedigree.photo.replace' : 'pedigree.photo.add')}
            onDone={() => void queryClient.invalidateQueries({ queryKey: pedigreeKeys.all })}
            testId="pedigree-photo-upload"
          />
          {pigeon.photo_url && (
            <ConfirmButton
              size="xs"
              variant="subtle"
              color="red"
              question={t('pedigree.photo.removeQuestion')}
              loading={remove.isPending}
              onConfirm={() => remove.mutate(pigeon.id)}
              testId="pedigree-photo-remove"
            >
              {t('pedigree.photo.remove')}
            </ConfirmButton>
          )}
        </Group>
      )}
      {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
    </Card>
  );
}
