import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { useDeleteTeam } from '../api/delete-team';
import type { StaffTeam } from '../api/get-staff-teams';

/** Deleting a team: a team with pigeons cannot be deleted (SPEC §5), which the form says before anyone tries. */
export function DeleteTeamForm({ team, onDone }: { team: StaffTeam; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTeam();
  const hasPigeons = team.pigeons_count > 0;
  return (
    <Stack gap="sm" data-testid="team-delete-form">
      {hasPigeons ? (
        <Alert color="yellow" data-testid="team-delete-rule">
          {t('fanciers.deleteRule', { count: team.pigeons_count })}
        </Alert>
      ) : (
        <Text size="sm">{t('fanciers.deleteText', { team: team.name })}</Text>
      )}
      {remove.isError && (
        <Alert color="red" data-testid="team-delete-error">
          {errorText(remove.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('fanciers.cancel')}
        </Button>
        <Button
          color="red"
          disabled={hasPigeons}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(team.id, {
              onSuccess: () => {
                notifySuccess(t('fanciers.teamDeleted'));
                onDone();
              },
            })
          }
          data-testid="team-delete-confirm"
        >
          {t('fanciers.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
