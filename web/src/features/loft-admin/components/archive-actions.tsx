import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useSetLoftArchived } from '../api/archive-loft';
import { useDeleteLoft } from '../api/delete-loft';
import type { AdminLoft } from '../api/get-admin-loft';

/** Archive or bring back a loft, or delete one without seasons (a loft with seasons is archived instead). */
export function ArchiveActions({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archive = useSetLoftArchived();
  const remove = useDeleteLoft();
  const archived = !!loft.archived_at;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        <ConfirmButton
          variant="light"
          color={archived ? 'teal' : 'orange'}
          question={t(archived ? 'adminLofts.archive.confirmUnarchive' : 'adminLofts.archive.confirmArchive', { name: loft.name })}
          loading={archive.isPending}
          onConfirm={() =>
            archive.mutate({ id: loft.id, archived: !archived }, { onSuccess: () => notifySuccess(t(archived ? 'adminLofts.archive.unarchived' : 'adminLofts.archive.archived')) })
          }
          testId={archived ? 'loft-unarchive' : 'loft-archive'}
        >
          {t(archived ? 'adminLofts.archive.unarchive' : 'adminLofts.archive.archive')}
        </ConfirmButton>
        <ConfirmButton
          variant="subtle"
          color="red"
          disabled={loft.counts.seasons > 0}
          question={t('adminLofts.archive.confirmDelete', { name: loft.name })}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(loft.id, {
              onSuccess: () => {
                notifySuccess(t('adminLofts.archive.deleted'));
                navigate(paths.adminLofts.getHref());
              },
            })
          }
          testId="loft-delete"
        >
          {t('adminLofts.archive.delete')}
        </ConfirmButton>
      </Group>
      {loft.counts.seasons > 0 && (
        <Text size="xs" c="dimmed" data-testid="loft-delete-hint">
          {t('adminLofts.archive.hasSeasons')}
        </Text>
      )}
    </Stack>
  );
}
