import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import type { StaffTeam } from '../api/get-staff-teams';
import { useGiveTeam } from '../api/give-team';
import { FancierPicker, type FancierChoice } from './fancier-picker';

/** Gives a team, with its pigeons, to another user of the loft (or someone new, by e-mail address). */
export function GiveTeamForm({ loftId, seasonId, team, onDone }: { loftId: number; seasonId: number; team: StaffTeam; onDone: () => void }) {
  const { t } = useTranslation();
  const [fancier, setFancier] = useState<FancierChoice>({ userId: null, email: '', byEmail: false });
  const give = useGiveTeam();
  const [unpicked, setUnpicked] = useState(false);
  const submit = () => {
    if (!fancier.byEmail && !fancier.userId) {
      setUnpicked(true);
      return;
    }
    setUnpicked(false);
    give.mutate(
      { id: team.id, body: fancier.byEmail ? { email: fancier.email.trim() } : { user_id: fancier.userId ?? 0 } },
      {
        onSuccess: () => {
          notifySuccess(t('fanciers.teamGiven'));
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="sm" data-testid="team-give-form">
      <Text size="sm">{t('fanciers.giveText', { team: team.name, fancier: team.fancier })}</Text>
      <FancierPicker
        loftId={loftId}
        seasonId={seasonId}
        value={fancier}
        onChange={setFancier}
        exclude={team.user_id}
        errors={{ user: unpicked ? t('fanciers.selectFancier') : fieldError(give.error, 'user_id'), email: fieldError(give.error, 'email') }}
      />
      {give.isError && !hasFieldError(give.error, ['user_id', 'email']) && (
        <Alert color="red" data-testid="team-give-error">
          {errorText(give.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('fanciers.cancel')}
        </Button>
        <Button loading={give.isPending} onClick={submit} data-testid="team-give-save">
          {t('fanciers.give')}
        </Button>
      </Group>
    </Stack>
  );
}
